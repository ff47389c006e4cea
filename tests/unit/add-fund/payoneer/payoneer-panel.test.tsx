// @vitest-environment happy-dom
import type { PayoneerAccount, PayoneerBalance, PayoneerPayment } from '@contract/payments/payoneer.schema';
import type { TopUpCharge } from '@contract/payments/payment-common.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import type { TopUpOrder } from '@/features/add-fund/flow/top-up-order';
import { PayoneerPanel } from '@/features/add-fund/methods/payoneer/payoneer-panel';
import { loadScreenNamespaces } from '@/lib/i18n';
import { api, renderKit, setupKitTests } from '../../kit/kit-test-utils';

vi.mock('@/lib/config', async (importOriginal) => {
  const { mockedConfigModule } = await import('../../shell/test-config');
  return mockedConfigModule(await importOriginal<typeof ConfigModule>());
});

/** The shared flow end: recorded, no router needed. */
const navigation = vi.hoisted(() => ({
  toResult: vi.fn<(transaction: { id: string; status: string }) => Promise<void>>(),
  toProvider: vi.fn<(url: string) => Promise<void>>(),
}));
vi.mock('@/features/add-fund/flow/use-top-up-navigation', () => ({ useTopUpNavigation: () => navigation }));

const server = setupKitTests({ locale: 'en' });

beforeAll(async () => {
  await loadScreenNamespaces('payoneer');
});

beforeEach(() => {
  navigation.toResult.mockReset().mockResolvedValue(undefined);
  navigation.toProvider.mockReset().mockResolvedValue(undefined);
});

const charge = (amount: number): TopUpCharge => {
  const tax = Math.round(amount * 0.06);
  return {
    amount,
    tax,
    taxRateBasisPoints: 600,
    methodFee: 0,
    methodFeeBasisPoints: 0,
    tip: 0,
    total: amount + tax,
    currency: 'USD',
  };
};

const orderOf = (amount: number): TopUpOrder => ({ method: 'payoneer', amount, tip: 0, charge: charge(amount) });

const USD: PayoneerBalance = { id: 'pbal_usd', currency: 'USD', available: 250_000 };
const SMALL_USD: PayoneerBalance = { id: 'pbal_small', currency: 'USD', available: 5_000 };
const EUR: PayoneerBalance = { id: 'pbal_eur', currency: 'EUR', available: 90_000 };

const connected = (balances: PayoneerBalance[] = [USD, SMALL_USD, EUR]): PayoneerAccount => ({
  clientRedirectUrl: null,
  email: 'lan@example.com',
  connected: true,
  currentAccounts: balances,
  request: null,
});

const NOT_CONNECTED: PayoneerAccount = {
  clientRedirectUrl: null,
  email: null,
  connected: false,
  currentAccounts: [],
  request: null,
};

const paymentOf = (
  amount: number,
  nextAction: PayoneerPayment['nextAction'],
  overrides: Partial<PayoneerPayment> = {},
): PayoneerPayment => {
  const quoted = charge(amount);
  const paid = nextAction === 'none';
  return {
    transactionId: 'txn_1',
    status: paid ? 'paid' : nextAction === 'challenge' ? 'processing' : 'unpaid',
    balanceId: USD.id,
    nextAction,
    challengeUrl: nextAction === 'challenge' ? 'http://localhost/payment/payoneer-callback?challenge=txn_1' : null,
    charge: quoted,
    localCharge: null,
    expiresAt: paid ? null : '2030-01-01T00:00:00.000Z',
    transaction: {
      id: 'txn_1',
      type: 'add_fund_user_balance',
      amount: quoted.amount,
      currency: 'USD',
      fee: 0,
      methodFee: 0,
      serviceCharge: 0,
      tax: quoted.tax,
      tip: 0,
      status: paid ? 'PAID' : nextAction === 'challenge' ? 'PROCESSING' : 'UNPAID',
      paymentMethod: 'payoneer',
      transferCode: null,
      adAccountId: null,
      balanceAfter: paid ? 135_040 : null,
      note: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    ...overrides,
  };
};

const serveAccount = (account: PayoneerAccount) =>
  server.use(http.get(api('/api/billings/payoneer/balances'), () => HttpResponse.json(account)));

const confirmStep = async (payLabel: string) => {
  fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
  return screen.findByRole('button', { name: payLabel });
};

describe('PayoneerPanel, not connected', () => {
  it('explains, then leaves for the consent page once, however often Connect is pressed', async () => {
    serveAccount(NOT_CONNECTED);
    const connects = vi.fn();
    server.use(
      http.post(api('/api/billings/payoneer/connect'), async () => {
        connects();
        await delay(50);
        return HttpResponse.json({ clientRedirectUrl: 'https://login.payoneer.com/consent?state=s1' });
      }),
    );
    renderKit(<PayoneerPanel order={orderOf(10_000)} />);

    expect(await screen.findByRole('heading', { name: 'Connect your Payoneer account' })).toBeTruthy();
    const connect = screen.getByRole('button', { name: 'Connect Payoneer' });
    fireEvent.click(connect);
    fireEvent.click(connect);

    await waitFor(() =>
      expect(navigation.toProvider).toHaveBeenCalledWith('https://login.payoneer.com/consent?state=s1'),
    );
    expect(connects).toHaveBeenCalledTimes(1);
  });

  it('shows the server message when connecting fails', async () => {
    serveAccount(NOT_CONNECTED);
    server.use(
      http.post(api('/api/billings/payoneer/connect'), () =>
        HttpResponse.json(
          { code: 'error.service_error', messageCode: 'error.service_error', message: 'Payoneer is down' },
          { status: 503 },
        ),
      ),
    );
    renderKit(<PayoneerPanel order={orderOf(10_000)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Payoneer' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Payoneer is down');
    expect(navigation.toProvider).not.toHaveBeenCalled();
  });
});

describe('PayoneerPanel, connected', () => {
  it('lists the balances per currency; one below the total is marked and cannot be chosen', async () => {
    serveAccount(connected());
    renderKit(<PayoneerPanel order={orderOf(10_000)} />);

    expect(await screen.findByText('lan@example.com')).toBeTruthy();
    const [usd, small] = screen.getAllByRole('radio', { name: 'USD balance' }) as HTMLInputElement[];
    const eur = screen.getByRole('radio', { name: 'EUR balance' }) as HTMLInputElement;
    expect(usd?.checked).toBe(true);
    expect(small?.disabled).toBe(true);
    expect(eur.disabled).toBe(false);
    expect(screen.getByText('Available: $2,500.00')).toBeTruthy();
    expect(screen.getByText('Available: €900.00')).toBeTruthy();
    expect(screen.getByText('Not enough for this payment')).toBeTruthy();
  });

  it('says the account has insufficient funds when no balance covers the total', async () => {
    serveAccount(connected([SMALL_USD]));
    renderKit(<PayoneerPanel order={orderOf(10_000)} />);
    expect(await screen.findByText('Your Payoneer account has insufficient funds.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('confirms the charge, then pays once: request, confirm, result page', async () => {
    serveAccount(connected());
    const requests: unknown[] = [];
    server.use(
      http.post(api('/api/payoneer-payment/request-payment'), async ({ request }) => {
        requests.push(await request.json());
        await delay(30);
        return HttpResponse.json(paymentOf(10_000, 'confirm'), { status: 201 });
      }),
      http.post(api('/api/payoneer-payment/transactions/:id/confirm'), () =>
        HttpResponse.json(paymentOf(10_000, 'none')),
      ),
    );
    renderKit(<PayoneerPanel order={orderOf(10_000)} />);

    const pay = await confirmStep('Pay $106.00');
    const lines = screen.getByRole('group', { name: 'Charge' });
    // Amount and what reaches the wallet, then the total with its tax.
    expect(within(lines).getAllByText('$100.00')).toHaveLength(2);
    expect(within(lines).getByText('$6.00')).toBeTruthy();
    expect(within(lines).getByText('$106.00')).toBeTruthy();
    expect(screen.getByText('Paid from the USD balance of lan@example.com.')).toBeTruthy();

    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(navigation.toResult).toHaveBeenCalledTimes(1));
    expect(navigation.toResult.mock.calls[0]?.[0]).toMatchObject({ id: 'txn_1', status: 'PAID' });
    expect(requests).toEqual([{ amount: 10_000, tip: 0, balanceId: USD.id }]);
    expect(navigation.toProvider).not.toHaveBeenCalled();
  });

  it('goes to the challenge page when Payoneer asks for one', async () => {
    serveAccount(connected());
    server.use(
      http.post(api('/api/payoneer-payment/request-payment'), () =>
        HttpResponse.json(paymentOf(100_000, 'confirm'), { status: 201 }),
      ),
      http.post(api('/api/payoneer-payment/transactions/:id/confirm'), () =>
        HttpResponse.json(paymentOf(100_000, 'challenge')),
      ),
    );
    renderKit(<PayoneerPanel order={orderOf(100_000)} />);
    fireEvent.click(await confirmStep('Pay $1,060.00'));
    await waitFor(() =>
      expect(navigation.toProvider).toHaveBeenCalledWith('http://localhost/payment/payoneer-callback?challenge=txn_1'),
    );
    expect(navigation.toResult).not.toHaveBeenCalled();
  });

  it('marks a balance the server says is short, keeps its message and lets the seller choose again', async () => {
    serveAccount(connected([USD, EUR]));
    server.use(
      http.post(api('/api/payoneer-payment/request-payment'), () =>
        HttpResponse.json(
          {
            code: 'error.payoneer_insufficient_funds',
            messageCode: 'error.payoneer_insufficient_funds',
            message: 'Not enough EUR on Payoneer',
          },
          { status: 422 },
        ),
      ),
    );
    renderKit(<PayoneerPanel order={orderOf(10_000)} />);
    fireEvent.click(await screen.findByRole('radio', { name: 'EUR balance' }));
    fireEvent.click(await confirmStep('Pay $106.00'));

    expect((await screen.findByRole('alert')).textContent).toContain('Not enough EUR on Payoneer');
    const eur = screen.getByRole('radio', { name: 'EUR balance' }) as HTMLInputElement;
    expect(eur.disabled).toBe(true);
    expect((screen.getByRole('radio', { name: 'USD balance' }) as HTMLInputElement).checked).toBe(true);
    expect(navigation.toResult).not.toHaveBeenCalled();
  });

  it('continues an open payment waiting for its challenge', async () => {
    serveAccount({ ...connected(), request: paymentOf(100_000, 'challenge') });
    renderKit(<PayoneerPanel order={orderOf(10_000)} />);
    expect(await screen.findByText('A Payoneer payment is waiting')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue the payment of $1,060.00' }));
    await waitFor(() =>
      expect(navigation.toProvider).toHaveBeenCalledWith('http://localhost/payment/payoneer-callback?challenge=txn_1'),
    );
  });

  it('disconnects after the question, and offers to connect again', async () => {
    let account = connected();
    server.use(
      http.get(api('/api/billings/payoneer/balances'), () => HttpResponse.json(account)),
      http.post(api('/api/billings/payoneer/disconnect'), () => {
        account = NOT_CONNECTED;
        return HttpResponse.json(account);
      }),
    );
    renderKit(<PayoneerPanel order={orderOf(10_000)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Payoneer?' });
    expect(within(dialog).getByText(/lan@example\.com/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));

    expect(await screen.findByRole('button', { name: 'Connect Payoneer' })).toBeTruthy();
    expect(await screen.findByText('Your Payoneer account has been disconnected.')).toBeTruthy();
  });
});
