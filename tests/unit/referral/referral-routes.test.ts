import { contract } from '@contract';
import { REFERRAL_EARNING_MONTHS } from '@contract/referrals/referrals.schema';
import { createUser } from '@mocks/factories/user';
import { createBalanceTransaction } from '@mocks/factories/transaction';
import { createInvoice } from '@mocks/factories/plan';
import { earningMonths } from '@mocks/rules/referrals';
import { describe, expect, it } from 'vitest';
import { expectContract, useMockApi } from '../mocks/mock-api';

const { mock, client, session } = await useMockApi({ scenario: 'verified-seller' });

const FACEBOOK = 'https://www.facebook.com/lan.nguyen';

const seller = () =>
  mock.db.users.findFirst((q) => q.where({ email: mock.scenario.credentials?.email ?? '' }), { strict: true });

describe('the join letter (community tab) in the mock', () => {
  it('refuses a message that is a URL (400) and accepts a plain one', async () => {
    session.token = await mock.signIn();
    const refused = await client.partnership.submitPartnershipJoinLetter({
      body: { facebookProfileUrl: FACEBOOK, message: 'https://my-shop.example' },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('This content must not be a URL');
    expect(seller().partnership.status).toBe('none');

    const accepted = await client.partnership.submitPartnershipJoinLetter({
      body: { facebookProfileUrl: FACEBOOK, message: 'Tôi có cộng đồng người bán' },
    });
    await expectContract(contract.partnership.submitPartnershipJoinLetter, accepted);
    expect(accepted.body).toMatchObject({ status: 'pending' });
  });
});

describe('referral earnings by month', () => {
  it('lists the last twelve months, oldest first, ending with the current one (Vietnam time)', () => {
    // 20:00 UTC on 31 March is already 1 April in Vietnam.
    const months = earningMonths(Date.parse('2026-03-31T20:00:00Z'));
    expect(months).toHaveLength(REFERRAL_EARNING_MONTHS);
    expect(months[0]).toBe('2025-05');
    expect(months.at(-1)).toBe('2026-04');
  });

  it('dates the bonus at the first top-up and the shares at each top-up and paid invoice', async () => {
    const me = seller();
    const now = mock.clock.now();
    const thisMonth = earningMonths(now).at(-1);
    const lastMonthIso = new Date(now - 31 * 24 * 3_600_000).toISOString();
    const nowIso = new Date(now).toISOString();
    await mock.db.users.create(
      createUser({ id: 'usr_ref1', email: 'ref1@example.com', referralCode: 'REF0001', referredBy: me.referralCode }),
    );
    await mock.db.balanceTransactions.create(
      createBalanceTransaction({ id: 'txn_r1', userId: 'usr_ref1', amount: 100_000, createdAt: lastMonthIso }),
    );
    await mock.db.balanceTransactions.create(
      createBalanceTransaction({ id: 'txn_r2', userId: 'usr_ref1', sequence: 2, amount: 50_000, createdAt: nowIso }),
    );
    await mock.db.invoices.create(
      createInvoice({ id: 'inv_r1', number: 'INV-R1', userId: 'usr_ref1', total: 10_000, paidAt: nowIso }),
    );

    session.token = await mock.signIn();
    const rewards = await client.referrals.getReferralRewards({ query: {} });
    await expectContract(contract.referrals.getReferralRewards, rewards);
    if (rewards.status !== 200) throw new Error('rewards failed');
    const { monthlyEarnings, statistics } = rewards.body;
    const current = monthlyEarnings.at(-1);
    const previous = monthlyEarnings.at(-2);
    expect(current).toEqual({ month: thisMonth, bonusEarnings: 0, subscriptionEarnings: 2_000, spendEarnings: 300 });
    expect(previous).toMatchObject({ bonusEarnings: 8_000, subscriptionEarnings: 0, spendEarnings: 600 });
    const sum = monthlyEarnings.reduce(
      (total, month) => total + month.bonusEarnings + month.subscriptionEarnings + month.spendEarnings,
      0,
    );
    expect(sum).toBe(statistics.totalEarnings);
  });
});
