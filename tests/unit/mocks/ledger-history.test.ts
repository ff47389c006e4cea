import { isAutoTopUp } from '@mocks/rules/ad-spend';
import { contract } from '@contract';
import type { BalanceTransaction } from '@contract/transactions/balance-transaction.schema';
import type { TransactionListQuerySchema } from '@contract/transactions/transactions.schema';
import { VERIFIED_SELLER_AD_ACCOUNT_IDS, VERIFIED_SELLER_BALANCE_CENTS } from '@scenarios/verified-seller';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { findContractViolation } from '@/lib/response-validation';
import { errorOf, expectContract, ORIGIN, useMockApi } from './mock-api';

const { client, mock, session } = await useMockApi({ scenario: 'verified-seller' });

const signIn = async (scenario?: string) => {
  if (scenario) await mock.reset(scenario);
  session.token = await mock.signIn();
};

const list = async (query: z.input<typeof TransactionListQuerySchema> = {}) => {
  const response = await client.transactions.listTransactions({ query });
  await expectContract(contract.transactions.listTransactions, response);
  if (response.status !== 200) throw new Error(`listTransactions answered ${response.status}`);
  return response.body;
};

const isNewestFirst = (entries: readonly BalanceTransaction[]) =>
  entries.every((entry, index) => index === 0 || (entries[index - 1]?.createdAt ?? '') >= entry.createdAt);

describe('GET /api/transactions', () => {
  it('pages the whole history newest first, and it adds up to the wallet', async () => {
    await signIn();
    // 19 moves of the seed, the main ad account's 3 auto top-ups and the Scale plan's 4 monthly charges.
    const first = await list();
    expect(first.paging).toEqual({ total: 26, page: 1, limit: 10 });
    expect(first.content).toHaveLength(10);
    const second = await list({ page: 2 });
    expect(second.content).toHaveLength(10);
    const third = await list({ page: 3 });
    expect(third.content).toHaveLength(6);
    expect(await list({ page: 4 })).toMatchObject({ content: [], paging: { total: 26, page: 4 } });

    const all = [...first.content, ...second.content, ...third.content];
    expect(isNewestFirst(all)).toBe(true);
    expect(new Set(all.map((entry) => entry.id)).size).toBe(26);
    expect(all[0]).toMatchObject({ status: 'PAID', balanceAfter: VERIFIED_SELLER_BALANCE_CENTS });
    expect(all.find((entry) => entry.status === 'CANCELED')).toMatchObject({ balanceAfter: null });
    expect(all.filter((entry) => entry.status === 'PAID').reduce((sum, entry) => sum + entry.amount, 0)).toBe(
      VERIFIED_SELLER_BALANCE_CENTS,
    );
    // Server-only fields never leave the mock.
    expect(all[0]).not.toHaveProperty('userId');
    expect(all[0]).not.toHaveProperty('sequence');

    const me = await client.users.getMe();
    expect(me.status === 200 && me.body.balance).toBe(VERIFIED_SELLER_BALANCE_CENTS);
  });

  it('filters by type, group, status and ad account', async () => {
    await signIn();
    const transfers = await list({ type: 'recharge_ads_account_balance', limit: 100 });
    expect(transfers.paging.total).toBe(11);
    expect(transfers.content.filter((entry) => isAutoTopUp(entry))).toHaveLength(3);
    expect(transfers.content.every((entry) => entry.amount < 0 && entry.adAccountId !== null)).toBe(true);

    expect((await list({ group: 'business', limit: 100 })).paging.total).toBe(12);
    // The plan's charges and the setup cost are the subscription group (docs/decisions/money-and-ledger.md, History).
    const subscription = await list({ group: 'subscription' });
    expect(subscription.content.map((entry) => [entry.type, entry.amount])).toEqual([
      ['stripe_subscription', -29_900],
      ['stripe_subscription', -29_900],
      ['stripe_subscription', -29_900],
      ['stripe_subscription', -29_900],
      ['setup_cost', -3_000],
    ]);
    const account = await list({ group: 'account', limit: 100 });
    expect(new Set(account.content.map((entry) => entry.type))).toEqual(new Set(['add_fund_user_balance', 'cashback']));

    const canceled = await list({ status: 'CANCELED' });
    expect(canceled.content).toEqual([expect.objectContaining({ paymentMethod: 'localBank', balanceAfter: null })]);

    const main = await list({ adAccountId: VERIFIED_SELLER_AD_ACCOUNT_IDS.main, limit: 100 });
    expect(main.paging.total).toBe(7);
    expect(main.content.reduce((sum, entry) => sum + entry.amount, 0)).toBe(-350_000);

    const tipped = await list({ type: 'add_fund_user_balance', status: 'PAID', limit: 100 });
    expect(tipped.content.find((entry) => entry.tip > 0)).toMatchObject({
      paymentMethod: 'tazapay',
      amount: 219_600,
      tax: 13_176,
      methodFee: 6_588,
      tip: 1_000,
    });
  });

  it('searches the id, the transfer code and the ad account, ignoring case', async () => {
    await signIn();
    const all = (await list({ limit: 100 })).content;
    const coded = all.find((entry) => entry.transferCode !== null);
    if (!coded?.transferCode) throw new Error('verified-seller has no entry with a transfer code');
    const part = coded.transferCode.slice(1, -1);
    const byCode = await list({ search: part.toLowerCase(), limit: 100 });
    expect(byCode.content.map((entry) => entry.id)).toContain(coded.id);
    expect(byCode.content.every((entry) => entry.transferCode?.includes(part) ?? false)).toBe(true);

    const main = await list({ search: VERIFIED_SELLER_AD_ACCOUNT_IDS.main, limit: 100 });
    expect(main.paging.total).toBe(7);
    expect(await list({ search: 'no-such-entry' })).toMatchObject({ content: [], paging: { total: 0 } });
  });

  it('filters by calendar days in the caller timezone and by date preset', async () => {
    await signIn();
    // The clock is 2026-03-16 09:00 in Ho Chi Minh City.
    // The last week holds the plan's renewal of 10 March.
    const lastWeek = await list({ datePreset: 'last_7_days' });
    expect(lastWeek.paging.total).toBe(3);
    expect((await list({ datePreset: 'yesterday' })).paging.total).toBe(0);
    expect((await list({ datePreset: 'this_month', limit: 100 })).paging.total).toBe(4);
    expect((await list({ from: '2026-03-10', to: '2026-03-16' })).content).toEqual(lastWeek.content);
    // from/to win over a preset.
    expect((await list({ from: '2026-03-14', to: '2026-03-14', datePreset: 'this_month' })).paging.total).toBe(1);
    // The first top-up is 18:36 on 12 November in Ho Chi Minh City and the setup cost paid from it
    // 19:48; the first transfer 04:12 on the 13th there, still the 12th in UTC.
    expect((await list({ to: '2025-11-12' })).content).toEqual([
      expect.objectContaining({ type: 'setup_cost', amount: -3_000 }),
      expect.objectContaining({ type: 'add_fund_user_balance', paymentMethod: 'localBank' }),
    ]);
    const inUtc = await fetch(`${ORIGIN}/api/transactions?to=2025-11-12`, {
      headers: { Authorization: `Bearer ${session.token ?? ''}`, 'X-Timezone': 'UTC' },
    });
    const utcBody: unknown = await inUtc.json();
    expect(utcBody).toMatchObject({ paging: { total: 3 } });
    expect(await findContractViolation(contract.transactions.listTransactions, inUtc.status, utcBody)).toBeNull();
  });

  it('answers an empty page to a new seller', async () => {
    await signIn('new-seller');
    expect(await list()).toEqual({ content: [], paging: { total: 0, page: 1, limit: 10 } });
  });

  it('refuses a bad query and a caller without a session', async () => {
    await signIn();
    const bad = await client.transactions.listTransactions({ query: { limit: 1000 } });
    expect(bad).toMatchObject({ status: 400, body: errorOf('error.validation') });
    await expectContract(contract.transactions.listTransactions, bad);

    session.token = null;
    const anonymous = await client.transactions.listTransactions({ query: {} });
    expect(anonymous).toMatchObject({ status: 401, body: errorOf('error.unauthorized') });
  });
});

describe('GET /api/transactions/used-payment-methods', () => {
  it('lists the methods of settled top-ups, most recently used first', async () => {
    await signIn();
    const response = await client.transactions.listUsedPaymentMethods();
    await expectContract(contract.transactions.listUsedPaymentMethods, response);
    if (response.status !== 200) throw new Error(String(response.status));
    expect(response.body.map((used) => used.paymentMethod)).toEqual([
      'payoneer',
      'airwallex',
      'USDT',
      'tazapay',
      'creditCard',
      'localBank',
    ]);
    expect(response.body.find((used) => used.paymentMethod === 'tazapay')).toMatchObject({
      transactionCount: 2,
      totalAmount: 343_056,
    });
    // The canceled bank transfer does not count.
    expect(response.body.find((used) => used.paymentMethod === 'localBank')).toMatchObject({
      transactionCount: 1,
      totalAmount: 50_000,
    });
  });

  it('is empty for a new seller', async () => {
    await signIn('new-seller');
    const response = await client.transactions.listUsedPaymentMethods();
    expect(response).toMatchObject({ status: 200, body: [] });
  });
});
