// @vitest-environment happy-dom
import type { BalanceTransaction } from '@contract/transactions/balance-transaction.schema';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import { InvoiceDialog } from '@/features/wallet/invoice/invoice-dialog';
import type { InvoiceContent } from '@/features/wallet/invoice/invoice-document';
import { SAVED_COMPANY_KEY } from '@/features/wallet/invoice/invoice-form-schema';
import { loadScreenNamespaces } from '@/lib/i18n';
import { buildUser } from '../../fixtures/users';
import { api, renderKit, setupKitTests } from '../kit/kit-test-utils';

vi.mock('@/lib/config', async (importOriginal) => {
  const { mockedConfigModule } = await import('../shell/test-config');
  return mockedConfigModule(await importOriginal<typeof ConfigModule>());
});

// The PDF engine itself is tested in invoice-document.test.ts; here, what the dialog hands it.
const downloadInvoicePdf = vi.fn<(content: InvoiceContent, fileName: string) => Promise<void>>();
vi.mock('@/features/wallet/invoice/invoice-pdf', () => ({ downloadInvoicePdf }));

const server = setupKitTests();
/** The invoice numbers asked for: the server assigns them. */
const issued: unknown[] = [];
beforeEach(() => {
  issued.length = 0;
  server.use(
    http.get(api('/api/users'), () => HttpResponse.json(buildUser({ businessName: null }))),
    http.get(api('/api/tickets/verifications/latest'), () => HttpResponse.json({ verification: null })),
    http.post(api('/api/transactions/invoices'), async ({ request }) => {
      issued.push(await request.json());
      return HttpResponse.json({
        number: 'ADC-2026-000007',
        transactionIds: ['btx_tazapay'],
        issuedAt: '2026-03-16T03:00:00.000Z',
      });
    }),
  );
});
beforeAll(async () => {
  // happy-dom has no FontFaceSet, which Mantine's autosizing Textarea listens to.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
  await loadScreenNamespaces('invoice');
});
beforeEach(() => {
  downloadInvoicePdf.mockReset();
});

const TAZAPAY: BalanceTransaction = {
  id: 'btx_tazapay',
  type: 'add_fund_user_balance',
  amount: 100_000,
  currency: 'USD',
  fee: 0,
  methodFee: 3_000,
  serviceCharge: 0,
  tax: 6_000,
  tip: 1_000,
  status: 'PAID',
  paymentMethod: 'tazapay',
  transferCode: null,
  adAccountId: null,
  balanceAfter: 150_000,
  note: null,
  createdAt: '2025-12-06T05:00:00.000Z',
};

const COMPANY = { companyName: 'Công ty TNHH Lan Boutique', address: '12 Nguyễn Huệ, Quận 1', zipCode: '700000' };

const openDialog = async (onClose = vi.fn()) => {
  renderKit(<InvoiceDialog transactions={[TAZAPAY]} opened onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Tải hóa đơn' });
  // The form is a lazy chunk of its own.
  await within(dialog).findByLabelText('Tên công ty');
  return { dialog: within(dialog), onClose };
};

const fill = (dialog: ReturnType<typeof within>, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(dialog.getByLabelText(label), { target: { value } });
  }
};

const fillCompany = (dialog: ReturnType<typeof within>) =>
  fill(dialog, { 'Tên công ty': COMPANY.companyName, 'Địa chỉ': COMPANY.address, 'Mã bưu chính': COMPANY.zipCode });

// Renders the dialog and loads its lazy form (Mantine, the kit): well under a second idle, seconds on two busy cores.
describe('InvoiceDialog', () => {
  it('lists the top-up, asks for the required fields and makes nothing until they are given', async () => {
    const { dialog } = await openDialog();
    expect(dialog.getByText('btx_tazapay')).toBeTruthy();
    expect(dialog.getByText('1.100,00 $', { normalizer: (text) => text.replace(/\s/g, ' ') })).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: 'Tải PDF' }));
    expect(await dialog.findAllByText('Trường này là bắt buộc.')).toHaveLength(3);
    expect(downloadInvoicePdf).not.toHaveBeenCalled();
  });

  it('hands the PDF the company and the figures in the UI language, once however often it is clicked', async () => {
    let finish = () => {};
    downloadInvoicePdf.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const { dialog, onClose } = await openDialog();
    fillCompany(dialog);
    const submit = dialog.getByRole('button', { name: 'Tải PDF' });

    fireEvent.click(submit);
    await waitFor(() => expect(downloadInvoicePdf).toHaveBeenCalledTimes(1));
    fireEvent.click(submit);
    fireEvent.submit(submit.closest('form')!);
    // A second run would reach the PDF module through import(), started during the submit above;
    // the same import() started now settles after it, so a second call would have been made by then.
    await act(() => import('@/features/wallet/invoice/invoice-pdf'));
    // While it runs the dialog cannot be closed, and a second submit does nothing.
    expect(dialog.queryByRole('button', { name: /đóng|close/i })).toBeNull();
    expect(downloadInvoicePdf).toHaveBeenCalledTimes(1);

    const [content, fileName] = downloadInvoicePdf.mock.calls[0]!;
    expect(fileName).toBe('invoice-ADC-2026-000007.pdf');
    expect(issued).toEqual([{ transactionIds: ['btx_tazapay'], prefix: 'ADC' }]);
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(content).toMatchObject({
      language: 'vi',
      number: 'ADC-2026-000007',
      issuer: { legalName: 'Ads Centre Technology Co., Ltd.', taxId: '0316543210' },
      company: { ...COMPANY, vatNumber: '' },
      lines: [{ reference: 'btx_tazapay', method: 'Tazapay' }],
    });
    expect(plain(content.labels.tax)).toMatch(/^Thuế \(6 ?%\)$/);
    expect(Object.fromEntries(Object.entries(content.totals).map(([key, value]) => [key, plain(value)]))).toEqual({
      subtotal: '1.000,00 $',
      tax: '60,00 $',
      fees: '30,00 $',
      tip: '10,00 $',
      total: '1.100,00 $',
      balanceDue: '0,00 $',
    });

    finish();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(localStorage.getItem(SAVED_COMPANY_KEY) ?? 'null')).toEqual({ ...COMPANY, vatNumber: '' });
  });

  it('says so in the dialog when the PDF cannot be made, and the form is kept for another try', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    downloadInvoicePdf.mockRejectedValueOnce(new Error('font failed to load'));
    const { dialog, onClose } = await openDialog();
    fillCompany(dialog);
    fireEvent.click(dialog.getByRole('button', { name: 'Tải PDF' }));

    expect((await dialog.findByRole('alert')).textContent).toBe('Không tạo được hóa đơn. Vui lòng thử lại.');
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.getByLabelText<HTMLInputElement>('Tên công ty').value).toBe(COMPANY.companyName);

    downloadInvoicePdf.mockResolvedValueOnce();
    fireEvent.click(dialog.getByRole('button', { name: 'Tải PDF' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('fills in the company details used last time', async () => {
    localStorage.setItem(SAVED_COMPANY_KEY, JSON.stringify({ ...COMPANY, vatNumber: '0312345678' }));
    const { dialog } = await openDialog();
    expect(dialog.getByLabelText<HTMLInputElement>('Tên công ty').value).toBe(COMPANY.companyName);
    expect(dialog.getByLabelText<HTMLInputElement>('Mã số thuế').value).toBe('0312345678');
  });
});
