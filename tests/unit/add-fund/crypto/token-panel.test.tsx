// @vitest-environment happy-dom
import { createConfiguration } from '@mocks/factories/configuration';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import { TokenPanel } from '@/features/add-fund/methods/token/token-panel';
import { loadScreenNamespaces } from '@/lib/i18n';
import { api, renderKit, setupKitTests } from '../../kit/kit-test-utils';
import { HASH, orderOf, TRON_RECEIVING, TRON_SENDER, usdtPaymentOf } from './crypto-fixtures';

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
vi.mock('@/components/link-button', () => ({
  LinkButton: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const server = setupKitTests({ locale: 'en' });

beforeAll(async () => {
  await loadScreenNamespaces('payment-crypto');
});

beforeEach(() => {
  navigation.toResult.mockReset().mockResolvedValue(undefined);
});

const verification = (status: 'UNPAID' | 'PROCESSING' | 'PAID', confirmations = 0) => ({
  transactionId: 'txn_usdt',
  status,
  transactionHash: status === 'UNPAID' ? null : HASH,
  confirmations,
  requiredConfirmations: 19,
  checkedAt: '2030-01-01T00:20:00.000Z',
  reason: status === 'PAID' ? null : 'Waiting',
});

const noMining = () => http.get(api('/api/token-payment/transaction/mining'), () => HttpResponse.json([]));

// Renders the panel through its steps (Mantine, the kit, MSW): well under a second idle, seconds on two busy cores.
describe('TokenPanel', () => {
  it('chooses the network, confirms the charge, then shows where and how much to send', async () => {
    const requests: unknown[] = [];
    server.use(
      noMining(),
      http.post(api('/api/token-payment/request-payment'), async ({ request }) => {
        requests.push(await request.json());
        await delay(20);
        return HttpResponse.json(usdtPaymentOf(10_000, 'UNPAID'), { status: 201 });
      }),
      http.post(api('/api/token-payment/transaction/:id/verify'), () => HttpResponse.json(verification('UNPAID'))),
    );
    renderKit(<TokenPanel order={orderOf('USDT', 10_000)} />);

    expect(await screen.findByRole('heading', { name: 'Pay with USDT' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Tron \(TRC20\)/ }) as HTMLElement).getAttribute('aria-checked')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const lines = await screen.findByRole('group', { name: 'Charge' });
    expect(within(lines).getByText('$106.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Get the payment address' }));

    expect(
      await screen.findByRole('img', { name: 'QR code of the USDT receiving address on Tron (TRC20)' }),
    ).toBeTruthy();
    expect(screen.getByText(TRON_RECEIVING)).toBeTruthy();
    expect(screen.getByText('106.00 USDT')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy the receiving address' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy the amount' })).toBeTruthy();
    expect(requests).toEqual([{ amount: 10_000, tip: 0, token: 'USDT', network: 'TRC20' }]);
  });

  it("refuses to show an address that is not the agency's: the seller is told not to send and to contact support", async () => {
    // A misconfigured or compromised backend answering with someone else's wallet.
    const foreign = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
    server.use(
      noMining(),
      http.get(api('/api/configuration/value'), () => HttpResponse.json(createConfiguration())),
      http.post(api('/api/token-payment/request-payment'), () =>
        HttpResponse.json(usdtPaymentOf(10_000, 'UNPAID', { walletAddress: foreign }), { status: 201 }),
      ),
      http.post(api('/api/token-payment/transaction/:id/verify'), () => HttpResponse.json(verification('UNPAID'))),
    );
    renderKit(<TokenPanel order={orderOf('USDT', 10_000)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Get the payment address' }));

    const alert = await screen.findByRole('alert', { name: 'Do not send money for this payment' });
    expect(alert.textContent).toContain('contact support with the reference txn_usdt');
    expect(within(alert).getByRole('link', { name: /Contact support/ })).toBeTruthy();
    expect(screen.queryByText(foreign)).toBeNull();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'I have sent it' })).toBeNull();
  });

  it('checks the hash and the address with translated messages, then reports the transfer and follows it to the result', async () => {
    const fulfilled: unknown[] = [];
    let settled = false;
    server.use(
      noMining(),
      http.post(api('/api/token-payment/request-payment'), () =>
        HttpResponse.json(usdtPaymentOf(10_000, 'UNPAID'), { status: 201 }),
      ),
      http.post(api('/api/token-payment/transaction/:id/fulfill-payment'), async ({ request }) => {
        fulfilled.push(await request.json());
        return HttpResponse.json(usdtPaymentOf(10_000, 'PROCESSING'));
      }),
      http.post(api('/api/token-payment/transaction/:id/verify'), () =>
        HttpResponse.json(settled ? verification('PAID', 19) : verification('UNPAID')),
      ),
    );
    renderKit(<TokenPanel order={orderOf('USDT', 10_000)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Get the payment address' }));

    const submit = await screen.findByRole('button', { name: 'I have sent it' });
    fireEvent.click(submit);
    expect(await screen.findByText('Please enter the transaction hash.')).toBeTruthy();
    expect(screen.getByText('Please enter the address you sent from.')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Transaction hash' }), { target: { value: 'abc' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Address you sent from' }), {
      target: { value: '0x1111111111111111111111111111111111111111' },
    });
    fireEvent.click(submit);
    expect(await screen.findByText(/A transaction hash is 64 hexadecimal characters/)).toBeTruthy();
    expect(screen.getByText('This address is not a Tron (TRC20) address.')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Address you sent from' }), {
      target: { value: TRON_RECEIVING },
    });
    fireEvent.click(submit);
    expect(await screen.findByText('This is our receiving address. Enter the address you sent from.')).toBeTruthy();
    expect(fulfilled).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: 'Transaction hash' }), { target: { value: ` ${HASH} ` } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Address you sent from' }), {
      target: { value: TRON_SENDER },
    });
    fireEvent.click(submit);

    expect(await screen.findByRole('heading', { name: 'Transfer submitted' })).toBeTruthy();
    expect(fulfilled).toEqual([{ transactionHash: HASH, fromAddress: TRON_SENDER }]);
    expect(screen.getByText('Confirmation takes 4–8 hours.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the wallet' }).getAttribute('href')).toBe('/payment');

    settled = true;
    fireEvent.click(screen.getByRole('button', { name: 'Check now' }));
    await waitFor(() => expect(navigation.toResult).toHaveBeenCalledWith({ id: 'txn_usdt', status: 'PAID' }));
    expect(navigation.toResult).toHaveBeenCalledTimes(1);
  });

  it('tells a hash already used for a top-up at the hash field, with the server message', async () => {
    const used =
      'This transaction hash or payment ID has already been used for a top-up. Check the one you copied, or contact support.';
    server.use(
      noMining(),
      http.post(api('/api/token-payment/request-payment'), () =>
        HttpResponse.json(usdtPaymentOf(10_000, 'UNPAID'), { status: 201 }),
      ),
      http.post(api('/api/token-payment/transaction/:id/verify'), () => HttpResponse.json(verification('UNPAID'))),
      http.post(api('/api/token-payment/transaction/:id/fulfill-payment'), () =>
        HttpResponse.json(
          { code: 'error.reference_already_used', messageCode: 'error.reference_already_used', message: used },
          { status: 409 },
        ),
      ),
    );
    renderKit(<TokenPanel order={orderOf('USDT', 10_000)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Get the payment address' }));
    const hash = await screen.findByRole('textbox', { name: 'Transaction hash' });
    fireEvent.change(hash, { target: { value: HASH } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Address you sent from' }), {
      target: { value: TRON_SENDER },
    });
    fireEvent.click(screen.getByRole('button', { name: 'I have sent it' }));

    expect((await screen.findByRole('alert')).textContent).toBe(used);
    expect(hash.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (hash.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent).join(' ')).toContain(used);
    await waitFor(() => expect(document.activeElement).toBe(hash));
    expect(screen.getAllByText(used)).toHaveLength(1);

    // Another hash typed: the message goes until the next answer.
    fireEvent.change(hash, { target: { value: `0x${HASH}` } });
    expect(screen.queryByText(used)).toBeNull();
  });

  it('requests an automatic payment for USDC and keeps the server message of a refusal', async () => {
    const paths: string[] = [];
    const bodies: unknown[] = [];
    server.use(
      noMining(),
      http.post(api('/api/token-payment/auto/request-payment'), async ({ request }) => {
        paths.push(new URL(request.url).pathname);
        bodies.push(await request.json());
        return HttpResponse.json(
          { code: 'error.amount_invalid', messageCode: 'error.amount_invalid', message: 'Chain is congested' },
          { status: 422 },
        );
      }),
    );
    renderKit(<TokenPanel order={orderOf('USDC', 10_000)} />);
    expect(await screen.findByRole('heading', { name: 'Pay with USDC' })).toBeTruthy();
    // USDC is not issued on Tron any more: Ethereum first, BNB Smart Chain as the other choice.
    expect(screen.queryByRole('radio', { name: /Tron/ })).toBeNull();
    expect(screen.getByRole('radio', { name: /Ethereum \(ERC20\)/ }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: /Detect my transfer automatically/ }));
    fireEvent.click(screen.getByRole('radio', { name: /BNB Smart Chain \(BEP20\)/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Get the payment address' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Chain is congested');
    expect(paths).toEqual(['/api/token-payment/auto/request-payment']);
    expect(bodies).toEqual([{ amount: 10_000, tip: 0, token: 'USDC', network: 'BEP20' }]);
  });

  it('lists the transfers still being confirmed and opens one', async () => {
    server.use(
      http.get(api('/api/token-payment/transaction/mining'), () =>
        HttpResponse.json([usdtPaymentOf(20_000, 'PROCESSING')]),
      ),
      http.post(api('/api/token-payment/transaction/:id/verify'), () =>
        HttpResponse.json(verification('PROCESSING', 7)),
      ),
    );
    renderKit(<TokenPanel order={orderOf('USDT', 10_000)} />);
    expect(await screen.findByRole('heading', { name: 'Transfers waiting for confirmation' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Show status of transfer/ }));
    expect(await screen.findByRole('heading', { name: 'Transfer submitted' })).toBeTruthy();
    expect(await screen.findByText('7 of 19 confirmations')).toBeTruthy();
    expect(navigation.toResult).not.toHaveBeenCalled();
  });
});
