// @vitest-environment happy-dom
import { createConfiguration } from '@mocks/factories/configuration';
import { LOCAL_BANKS } from '@mocks/rules/payments/local-banks';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import { VietqrPanel } from '@/features/add-fund/methods/vietqr/vietqr-panel';
import { VIETQR_POLL_MS } from '@/features/add-fund/methods/vietqr/vietqr-queries';
import { loadScreenNamespaces } from '@/lib/i18n';
import { api, renderKit, setupKitTests } from '../../kit/kit-test-utils';
import { orderOf, vietqrPaymentOf } from './crypto-fixtures';

vi.mock('@/lib/config', async (importOriginal) => {
  const { mockedConfigModule } = await import('../../shell/test-config');
  return mockedConfigModule(await importOriginal<typeof ConfigModule>());
});

const navigation = vi.hoisted(() => ({
  toResult: vi.fn<(transaction: { id: string; status: string }) => Promise<void>>(),
  toProvider: vi.fn<(url: string) => Promise<void>>(),
}));
vi.mock('@/features/add-fund/flow/use-top-up-navigation', () => ({ useTopUpNavigation: () => navigation }));

const server = setupKitTests({ locale: 'en' });

beforeAll(async () => {
  await loadScreenNamespaces('payment-crypto');
});

beforeEach(() => {
  navigation.toResult.mockReset().mockResolvedValue(undefined);
  server.use(
    http.get(api('/api/configuration/value'), () => HttpResponse.json(createConfiguration())),
    http.get(api('/api/local-banks'), () =>
      HttpResponse.json([
        ...LOCAL_BANKS,
        { ...LOCAL_BANKS[0], id: 999, bin: '970999', shortName: 'NoQR Bank', transferSupported: 0 },
      ]),
    ),
    http.get(api('/recent-local-bank-notification'), () => HttpResponse.json({ notification: null })),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

/** The server's state of the one payment of a test. */
const serveVietqr = () => {
  const state = { payment: vietqrPaymentOf(10_000, 'UNPAID'), bodies: [] as unknown[], cancels: 0 };
  server.use(
    http.post(api('/api/vietqr-payment/request-payment'), async ({ request }) => {
      state.bodies.push(await request.json());
      return HttpResponse.json(state.payment, { status: 201 });
    }),
    http.get(api('/api/vietqr-payment/transactions/:id'), () => HttpResponse.json(state.payment)),
    http.post(api('/api/vietqr-payment/transactions/:id/refresh-code'), () => {
      state.payment = vietqrPaymentOf(10_000, 'UNPAID', 'NAP987654321');
      return HttpResponse.json(state.payment);
    }),
    http.post(api('/api/vietqr-payment/transactions/:id/cancel'), () => {
      state.cancels += 1;
      state.payment = vietqrPaymentOf(10_000, 'CANCELED');
      return HttpResponse.json(state.payment);
    }),
  );
  return state;
};

const toPayStep = async () => {
  renderKit(<VietqrPanel order={orderOf('localBank', 10_000)} />);
  fireEvent.change(await screen.findByRole('searchbox', { name: 'Search banks' }), {
    target: { value: 'ngoai thuong' },
  });
  const banks = screen.getByRole('radiogroup', { name: 'Your bank' });
  expect(within(banks).getAllByRole('radio')).toHaveLength(1);
  fireEvent.click(within(banks).getByRole('radio', { name: /Vietcombank/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(within(await screen.findByRole('group', { name: 'Charge' })).getByText('$106.00')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Create the QR code' }));
  return screen.findByRole('img', { name: /^VietQR code for a transfer of/ });
};

// Renders the panel through its steps (Mantine, the kit, MSW): well under a second idle, seconds on two busy cores.
describe('VietqrPanel', () => {
  it('offers only the banks that take transfers, searchable without accents', async () => {
    renderKit(<VietqrPanel order={orderOf('localBank', 10_000)} />);
    const banks = await screen.findByRole('radiogroup', { name: 'Your bank' });
    expect(within(banks).getAllByRole('radio')).toHaveLength(LOCAL_BANKS.length);
    expect(within(banks).queryByRole('radio', { name: /NoQR Bank/ })).toBeNull();
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search banks' }), { target: { value: 'zzz' } });
    expect(await screen.findByText('No bank matches “zzz”.')).toBeTruthy();
  });

  it('shows the QR, the VND amount, the account and the code; a refresh brings a new code', async () => {
    const state = serveVietqr();
    const qr = await toPayStep();
    expect(state.bodies).toEqual([{ amount: 10_000, tip: 0, bank: '970436' }]);
    expect(qr.getAttribute('data-qr-value')).toBe(state.payment.qrContent);
    expect(screen.getByText('₫2,697,700')).toBeTruthy();
    expect(screen.getByText('$106.00 at 1 USD = ₫25,450')).toBeTruthy();
    expect(screen.getByText('1041588829')).toBeTruthy();
    expect(screen.getByText('NAP123456789')).toBeTruthy();
    for (const name of [
      'Copy the amount',
      'Copy the account number',
      'Copy the account name',
      'Copy the transfer content',
    ]) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByText('Your wallet is credited in about 5 minutes after the transfer arrives.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Get a new transfer code' }));
    expect(await screen.findByText('NAP987654321')).toBeTruthy();
    expect(screen.queryByText('NAP123456789')).toBeNull();
    expect(screen.getByText(/New code issued; the previous one no longer works\./)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: /^VietQR code/ }).getAttribute('data-qr-value')).toContain('NAP987654321'),
    );
    expect(navigation.toResult).not.toHaveBeenCalled();
  });

  it('goes to the result once the transfer arrives (polling)', async () => {
    // The poll's clock is faked, so the next read comes when the test says instead of 3 s later.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const state = serveVietqr();
    await toPayStep();
    state.payment = vietqrPaymentOf(10_000, 'PAID');
    await act(() => vi.advanceTimersByTimeAsync(VIETQR_POLL_MS));
    await vi.waitFor(() => expect(navigation.toResult).toHaveBeenCalledWith(state.payment.transaction), {
      timeout: 30_000,
    });
    expect(navigation.toResult).toHaveBeenCalledTimes(1);
  });

  it('cancels only after asking', async () => {
    const state = serveVietqr();
    await toPayStep();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this payment?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep paying' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(state.cancels).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel payment' }));
    const again = await screen.findByRole('dialog', { name: 'Cancel this payment?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel payment' }));
    await waitFor(() =>
      expect(navigation.toResult).toHaveBeenCalledWith(expect.objectContaining({ id: 'txn_vqr', status: 'CANCELED' })),
    );
    expect(state.cancels).toBe(1);
    expect(navigation.toResult).toHaveBeenCalledTimes(1);
  });
});
