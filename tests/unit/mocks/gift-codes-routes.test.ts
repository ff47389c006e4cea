import { contract } from '@contract';
import { DAY_MS } from '@mocks/clock';
import { moveAdAccountBalance } from '@mocks/rules/ad-accounts';
import { runRule } from '@mocks/rules/effect-runtime';
import { checkLedgerInvariant } from '@mocks/rules/ledger/invariants';
import { TRIALING_USER_AD_ACCOUNT_ID, TRIALING_USER_BALANCE_CENTS } from '@scenarios/trialing-user';
import { describe, expect, it } from 'vitest';
import { errorOf, expectContract, freshKey, useMockApi } from './mock-api';

const { mock, client, session } = await useMockApi({ scenario: 'trialing-user' });
const routes = contract.giftCodes;

/** A transfer to the scenario's ad account through the ad-account rule (its route is another domain's test). */
const runTransfer = async (amount: number): Promise<number> => {
  const user = mock.db.users.findFirst((q) => q.where({ email: mock.scenario.credentials?.email ?? '' }), {
    strict: true,
  });
  const move = { userId: user.id, adAccountId: TRIALING_USER_AD_ACCOUNT_ID, type: 'transfer', amount } as const;
  await runRule(moveAdAccountBalance(mock.db, move), { clock: mock.clock });
  return mock.db.users.findFirst((q) => q.where({ id: user.id }), { strict: true }).balance;
};

describe('gift-code routes (trialing-user scenario)', () => {
  it('redeems within the contract and lists the history', async () => {
    session.token = await mock.signIn();
    const notYet = await client.giftCodes.redeemGiftCode({ body: { code: 'SCALE100' }, headers: freshKey() });
    await expectContract(routes.redeemGiftCode, notYet);
    expect(notYet.status).toBe(422);
    expect(notYet.body).toEqual(errorOf('error.gift_code_min_spend_not_reached'));

    const expired = await client.giftCodes.redeemGiftCode({ body: { code: 'TET2026' }, headers: freshKey() });
    expect(expired.body).toEqual(errorOf('error.gift_code_unavailable'));

    const saved = await client.giftCodes.redeemGiftCode({ body: { code: 'welcome20' }, headers: freshKey() });
    await expectContract(routes.redeemGiftCode, saved);
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ code: 'WELCOME20', status: 'saved', worth: 2_000 });

    const second = await client.giftCodes.redeemGiftCode({ body: { code: 'SCALE100' }, headers: freshKey() });
    expect(second.status).toBe(409);
    expect(second.body).toEqual(errorOf('error.gift_code_already_saved'));

    const history = await client.giftCodes.listRedeemHistory({ query: {} });
    await expectContract(routes.listRedeemHistory, history);
    expect(history.body).toMatchObject({ paging: { total: 1, page: 1 }, content: [{ code: 'WELCOME20' }] });
    expect(checkLedgerInvariant(mock.db)).toEqual([]);
    // Saving moves no money: the bonus waits for the spend.
    const me = await client.users.getMe();
    expect(me.body).toMatchObject({ balance: TRIALING_USER_BALANCE_CENTS });
  });
  it('credits the bonus once the ad account spends the minimum, seen in the history and the wallet', async () => {
    session.token = await mock.signIn();
    await client.giftCodes.redeemGiftCode({ body: { code: 'WELCOME20' }, headers: freshKey() });
    const transfer = await runTransfer(10_000);
    expect(transfer).toBe(TRIALING_USER_BALANCE_CENTS - 10_000);
    // A day of spend is not $50 yet.
    mock.clock.advance(DAY_MS);
    session.token = await mock.signIn();
    const early = await client.giftCodes.listRedeemHistory({ query: {} });
    expect(early.body).toMatchObject({ content: [{ code: 'WELCOME20', status: 'saved' }] });
    // Four more days of the account's budget are.
    mock.clock.advance(4 * DAY_MS);
    session.token = await mock.signIn();
    const history = await client.giftCodes.listRedeemHistory({ query: {} });
    await expectContract(routes.listRedeemHistory, history);
    expect(history.body).toMatchObject({ content: [{ code: 'WELCOME20', status: 'paid' }] });
    const me = await client.users.getMe();
    expect(me.body).toMatchObject({ balance: TRIALING_USER_BALANCE_CENTS - 10_000 + 2_000 });
    expect(checkLedgerInvariant(mock.db)).toEqual([]);
  });
});

/*
 * The codes the profile's redeem tab is demoed with (README, scenario section): for each
 * scenario's seller, which house code gives which answer, then the saved one in the history.
 */
describe.each([
  {
    scenario: 'verified-seller',
    refused: [
      ['TET2026', 'error.gift_code_unavailable'],
      ['VIP500', 'error.gift_code_min_spend_not_reached'],
      ['START10', 'error.gift_code_unavailable'],
    ],
    saved: 'WELCOME20',
    // Months of ad spend: the bonus waits for $50 more of it.
    inHistory: 'saved',
  },
  {
    scenario: 'new-seller',
    refused: [
      ['TET2026', 'error.gift_code_unavailable'],
      ['WELCOME20', 'error.gift_code_min_spend_not_reached'],
      ['SCALE100', 'error.gift_code_min_spend_not_reached'],
    ],
    saved: 'START10',
    // Nothing to spend for: the bonus is credited as soon as the history is read.
    inHistory: 'paid',
  },
] as const)('house gift codes in $scenario', ({ scenario, refused, saved, inHistory }) => {
  it(`refuses ${refused.map(([code]) => code).join(', ')}, saves ${saved} and lists it ${inHistory}`, async () => {
    await mock.reset(scenario);
    session.token = await mock.signIn();
    const before = await client.users.getMe();
    if (before.status !== 200) throw new Error(`getMe answered ${before.status}`);
    const { balance } = before.body;

    for (const [code, error] of refused) {
      const response = await client.giftCodes.redeemGiftCode({ body: { code }, headers: freshKey() });
      await expectContract(routes.redeemGiftCode, response);
      expect({ code, status: response.status, body: response.body }).toEqual({
        code,
        status: 422,
        body: errorOf(error),
      });
    }

    const redeemed = await client.giftCodes.redeemGiftCode({ body: { code: saved }, headers: freshKey() });
    await expectContract(routes.redeemGiftCode, redeemed);
    expect(redeemed).toMatchObject({ status: 201, body: { code: saved, status: 'saved' } });
    if (redeemed.status !== 201) throw new Error(`redeemGiftCode answered ${redeemed.status}`);

    const history = await client.giftCodes.listRedeemHistory({ query: {} });
    await expectContract(routes.listRedeemHistory, history);
    expect(history.body).toMatchObject({ paging: { total: 1 }, content: [{ code: saved, status: inHistory }] });
    const after = await client.users.getMe();
    expect(after.body).toMatchObject({ balance: inHistory === 'paid' ? balance + redeemed.body.worth : balance });
    expect(checkLedgerInvariant(mock.db)).toEqual([]);
  });
});
