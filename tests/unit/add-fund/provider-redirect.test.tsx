// @vitest-environment happy-dom
import type { TopUpCharge } from '@contract/payments/payment-common.schema';
import type { TazapayPaymentRequest } from '@contract/payments/tazapay.schema';
import { createBalanceTransaction } from '@mocks/factories/transaction';
import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import type { TopUpOrder } from '@/features/add-fund/flow/top-up-order';
import { TazapayPanel } from '@/features/add-fund/methods/hosted/tazapay-panel';
import { loadScreenNamespaces } from '@/lib/i18n';
import { renderHelp, setupHelpTests, startHelpI18n } from '../help/render-help';

vi.mock('@/lib/config', async (importOriginal) => {
  const { mockedConfigModule } = await import('../shell/test-config');
  return mockedConfigModule(await importOriginal<typeof ConfigModule>());
});

const server = setupHelpTests();

const CHARGE: TopUpCharge = {
  amount: 10_000,
  tax: 600,
  taxRateBasisPoints: 600,
  methodFee: 300,
  methodFeeBasisPoints: 300,
  tip: 0,
  total: 10_900,
  currency: 'USD',
};
const ORDER: TopUpOrder = { method: 'tazapay', tazapayMethod: 'card', amount: 10_000, tip: 0, charge: CHARGE };

/** No payment in progress; a new one answers this checkout URL. */
const checkoutIs = (url: string) => {
  const answer: TazapayPaymentRequest = {
    data: { url, checkoutId: 'chk_1' },
    method: 'card',
    charge: CHARGE,
    transaction: (({ userId: _owner, sequence: _sequence, ...entry }) => entry)(
      createBalanceTransaction({ id: 'txn_1', amount: 10_000, status: 'PROCESSING', paymentMethod: 'tazapay' }),
    ),
  };
  server.use(
    http.get('*/api/tazapay-payments/transactions/pending', () => HttpResponse.json({ pending: null })),
    http.post('*/api/tazapay-payments/request-payments/v3', () => HttpResponse.json(answer, { status: 201 })),
  );
};

describe("a hosted top-up whose provider URL can't be followed", () => {
  it.each([
    {
      locale: 'en',
      pay: 'Pay $109.00',
      refused:
        'This link leads somewhere we cannot safely open, so you stayed here. Please try again later or contact support.',
    },
    {
      locale: 'vi',
      // The amount and its sign are joined by a no-break space.
      pay: /^Thanh toán 109,00\s\$$/,
      refused:
        'Liên kết này dẫn tới nơi không thể mở an toàn nên bạn vẫn ở lại trang này. Vui lòng thử lại sau hoặc liên hệ hỗ trợ.',
    },
  ] as const)('says so ($locale), stays on the page and can be tried again', async ({ locale, pay, refused }) => {
    await startHelpI18n(locale);
    await loadScreenNamespaces('add-fund');
    checkoutIs('javascript:alert(document.domain)');
    const here = window.location.href;
    await renderHelp(<TazapayPanel order={ORDER} />);

    fireEvent.click(await screen.findByRole('button', { name: pay }));

    expect((await screen.findByRole('alert')).textContent).toBe(refused);
    expect(window.location.href).toBe(here);
    expect(screen.getByRole('button', { name: pay }).hasAttribute('disabled')).toBe(false);
  });
});

describe("a top-up whose checkout is another flow's provider (issue 41)", () => {
  it('refuses a shop page: the store platform is allowed for store connect only', async () => {
    await startHelpI18n('en');
    await loadScreenNamespaces('add-fund');
    checkoutIs('https://evil-shop.myshopify.com/admin/oauth/authorize?client_id=x');
    const here = window.location.href;
    await renderHelp(<TazapayPanel order={ORDER} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Pay $109.00' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link leads somewhere we cannot safely open, so you stayed here. Please try again later or contact support.',
    );
    expect(window.location.href).toBe(here);
  });
});
