import { contract, OLDER_ACCOUNT_CUTOFF } from '@contract';
import { isOlderAccount, setupCostRequired } from '@contract/users/account-age';
import { createConfiguration } from '@mocks/factories/configuration';
import { checkLedgerInvariant } from '@mocks/rules/ledger/invariants';
import {
  OLDER_SELLER_BALANCE_CENTS,
  OLDER_SELLER_BUSINESS_CENTRE_ID,
  OLDER_SELLER_CREATED_AT,
} from '@scenarios/older-seller';
import { describe, expect, it } from 'vitest';
import { expectContract, useMockApi } from './mock-api';

const { client, mock, session } = await useMockApi({ scenario: 'older-seller' });

const signIn = async (scenario: string) => {
  await mock.reset(scenario);
  session.token = await mock.signIn();
};

const me = async () => {
  const response = await client.users.getMe();
  await expectContract(contract.users.getMe, response);
  if (response.status !== 200) throw new Error(`getMe answered ${response.status}`);
  return response.body;
};

/** Mai Handmade's first ad account, in her business centre, for the product link given. */
const requestMainAdAccount = (productLinkId: string) =>
  client.adAccounts.requestAdAccount({
    body: {
      name: 'Mai Handmade - Main',
      storeUrl: 'https://maihandmade.vn',
      businessId: OLDER_SELLER_BUSINESS_CENTRE_ID,
      targetMarkets: ['VN'],
      productLinkId,
    },
  });

describe('the account-age rule (spec section 4)', () => {
  it('flags accounts created before 27 April 2025, midnight in Vietnam, as older: they owe no setup cost', () => {
    expect(OLDER_ACCOUNT_CUTOFF).toBe('2025-04-27');
    expect(createConfiguration().olderAccountsBefore).toBe(OLDER_ACCOUNT_CUTOFF);
    // 26 April, 23:59:59 in Vietnam: before the day.
    expect(isOlderAccount('2025-04-26T16:59:59.999Z', OLDER_ACCOUNT_CUTOFF)).toBe(true);
    expect(setupCostRequired('2025-04-26T16:59:59.999Z', OLDER_ACCOUNT_CUTOFF)).toBe(false);
    // 27 April, 00:00 in Vietnam: on the day, a new account.
    expect(isOlderAccount('2025-04-26T17:00:00.000Z', OLDER_ACCOUNT_CUTOFF)).toBe(false);
    expect(setupCostRequired('2025-04-26T17:00:00.000Z', OLDER_ACCOUNT_CUTOFF)).toBe(true);
    // After it.
    expect(setupCostRequired('2026-01-05T02:00:00.000Z', OLDER_ACCOUNT_CUTOFF)).toBe(true);
    expect(setupCostRequired(OLDER_SELLER_CREATED_AT, OLDER_ACCOUNT_CUTOFF)).toBe(false);
  });
});

describe('older-seller scenario', () => {
  it('is an older account that never paid the setup cost and is not asked for it', async () => {
    await signIn('older-seller');
    expect(await me()).toMatchObject({
      createdAt: OLDER_SELLER_CREATED_AT,
      setupCostRequired: false,
      setupCostPaid: false,
      balance: OLDER_SELLER_BALANCE_CENTS,
      onboardingStep: 5,
      planStatus: 'active',
      plans: { type: 'regular_2' },
    });
    expect(mock.db.balanceTransactions.all().some((entry) => entry.type === 'setup_cost')).toBe(false);
    expect(checkLedgerInvariant(mock.db)).toEqual([]);
  });

  it('requests an ad account without paying the setup cost', async () => {
    await signIn('older-seller');
    const profile = await client.productLinks.getProductProfile();
    if (profile.status !== 200) throw new Error('expected the product profile');
    const approved = profile.body.productLinks.find((link) => link.status === 'approved');
    const request = await requestMainAdAccount(approved?.id ?? '');
    await expectContract(contract.adAccounts.requestAdAccount, request);
    expect(request).toMatchObject({ status: 201, body: { status: 'pending', name: 'Mai Handmade - Main' } });
  });

  it('follows the configured date: moved before the account was opened, the setup cost applies again', async () => {
    await signIn('older-seller');
    await mock.db.configuration.update((q) => q.where({ system: 'DEFAULT' }), {
      data(draft) {
        draft.olderAccountsBefore = '2024-01-01';
      },
    });
    expect(await me()).toMatchObject({ setupCostRequired: true, setupCostPaid: false });
    const profile = await client.productLinks.getProductProfile();
    if (profile.status !== 200) throw new Error('expected the product profile');
    const request = await requestMainAdAccount(profile.body.productLinks[0]?.id ?? '');
    expect(request).toMatchObject({ status: 422, body: { code: 'error.setup_cost_required' } });
    // A new account owes it: the verified seller opened hers about four months ago.
    await signIn('verified-seller');
    expect(await me()).toMatchObject({ setupCostRequired: true });
  });
});
