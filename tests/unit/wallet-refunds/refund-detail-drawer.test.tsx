// @vitest-environment happy-dom
import { RefundRequestSchema, type RefundRequest } from '@contract/transactions/transactions.schema';
import { createConfiguration } from '@mocks/factories/configuration';
import { createTicket } from '@mocks/factories/ticket';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import { RefundDetailDrawer } from '@/features/wallet/refunds/refund-detail-drawer';
import { loadScreenNamespaces } from '@/lib/i18n';
import { api, renderKit, setupKitTests } from '../kit/kit-test-utils';

vi.mock('@/lib/config', async (importOriginal) => {
  const { mockedConfigModule } = await import('../shell/test-config');
  return mockedConfigModule(await importOriginal<typeof ConfigModule>());
});

const server = setupKitTests({ locale: 'en' });
beforeAll(async () => {
  await loadScreenNamespaces('refunds');
});
beforeEach(() => {
  // The error's support link follows the configuration.
  server.use(http.get(api('/api/configuration/value'), () => HttpResponse.json(createConfiguration())));
});

const TICKET = createTicket({
  id: 'tkt_refund',
  type: 'request_refund',
  status: 'processing',
  amount: 45_000,
  createdAt: '2026-03-02T03:00:00.000Z',
  updatedAt: '2026-03-03T04:00:00.000Z',
});

const refundWith = (receiving: RefundRequest['receiving']): RefundRequest =>
  RefundRequestSchema.parse({
    id: 'rfd_1',
    amount: 45_000,
    refundedAmount: null,
    reason: 'other',
    reasonDetail: 'Moving to another agency.',
    receiving,
    status: 'pending',
    rejectionReason: null,
    ticketId: TICKET.id,
    createdAt: TICKET.createdAt,
    updatedAt: TICKET.updatedAt,
  });

const answer = (body: RefundRequest | { status: number; code: string; message: string }) =>
  server.use(
    http.get(api(`/api/transactions/refund-requests/${TICKET.id}`), () =>
      'receiving' in body
        ? HttpResponse.json(body)
        : HttpResponse.json(
            { code: body.code, messageCode: body.code, message: body.message },
            { status: body.status },
          ),
    ),
  );

const openDrawer = () => {
  renderKit(<RefundDetailDrawer ticket={TICKET} opened onClose={vi.fn()} />);
  return within(screen.getByRole('dialog', { name: 'Refund request details' }));
};

/** The value beside a label in the drawer's tables. */
const valueOf = async (drawer: ReturnType<typeof within>, label: string) => {
  const header = await drawer.findByRole('rowheader', { name: label });
  return header.parentElement?.querySelector('td')?.textContent;
};

describe('RefundDetailDrawer', () => {
  it('shows an IBAN bank as given, with the ticket status the history shows', async () => {
    answer(
      refundWith({
        method: 'bank',
        scheme: 'iban',
        country: 'DE',
        bankName: 'Deutsche Bank',
        iban: 'DE89370400440532013000',
        swift: 'DEUTDEFF',
        accountHolder: 'Lan Nguyen',
        address: 'Unter den Linden 1, Berlin',
      }),
    );
    const drawer = openDrawer();
    expect(await valueOf(drawer, 'IBAN')).toBe('DE89370400440532013000');
    expect(await valueOf(drawer, 'SWIFT/BIC code')).toBe('DEUTDEFF');
    expect(await valueOf(drawer, "Bank's country")).toBe('Germany');
    expect(await valueOf(drawer, 'Bank')).toBe('Deutsche Bank');
    expect(await valueOf(drawer, 'Account holder')).toBe('Lan Nguyen');
    expect(await valueOf(drawer, 'Address')).toBe('Unter den Linden 1, Berlin');
    expect(await valueOf(drawer, 'Received by')).toBe('Bank transfer');
    expect(await valueOf(drawer, 'Amount requested')).toBe('$450.00');
    expect(await valueOf(drawer, 'Amount refunded')).toBe('—');
    expect(await valueOf(drawer, 'Status')).toBe('Processing');
    expect(await valueOf(drawer, 'Reason')).toBe('Other reasonMoving to another agency.');
    // An IBAN bank has no separate account number or ACH routing number.
    expect(drawer.queryByRole('rowheader', { name: 'Account number' })).toBeNull();
    expect(drawer.queryByRole('rowheader', { name: 'Routing number (ACH)' })).toBeNull();
  });

  it('shows a SWIFT bank and a USDT wallet by their own fields', async () => {
    answer(
      refundWith({
        method: 'bank',
        scheme: 'swift',
        country: 'SG',
        bankName: 'DBS Bank',
        swift: 'DBSSSGSG',
        accountNumber: '0123456789',
        accountHolder: 'Lan Nguyen',
        address: '12 Marina Blvd, Singapore',
      }),
    );
    const drawer = openDrawer();
    expect(await valueOf(drawer, 'SWIFT/BIC code')).toBe('DBSSSGSG');
    expect(await valueOf(drawer, 'Account number')).toBe('0123456789');
    expect(drawer.queryByRole('rowheader', { name: 'IBAN' })).toBeNull();
  });

  it('says a request that is not there was not found, without a retry', async () => {
    answer({ status: 404, code: 'error.not_found', message: 'Not found' });
    const drawer = openDrawer();
    expect(await drawer.findByText('This refund request was not found')).toBeTruthy();
    expect(drawer.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows a failed read with the server message and reads again on retry', async () => {
    answer({ status: 500, code: 'error.service', message: 'The service is unavailable' });
    const drawer = openDrawer();
    expect(await drawer.findByText('The service is unavailable')).toBeTruthy();
    answer(
      refundWith({
        method: 'usdt',
        walletAddress: 'TXyz1234567890abcdefGHIJ',
        usdtNetwork: 'TRC20',
      }),
    );
    fireEvent.click(await drawer.findByRole('button', { name: 'Retry' }));
    expect(await valueOf(drawer, 'USDT wallet address')).toBe('TXyz1234567890abcdefGHIJ');
    expect(await valueOf(drawer, 'Network')).toBe('TRC20');
  });
});
