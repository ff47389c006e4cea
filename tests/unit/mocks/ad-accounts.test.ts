import { contract, MAX_BUSINESS_CENTRES, type PlanId } from '@contract';
import { createAdAccount } from '@mocks/factories/ad-account';
import {
  MAX_AD_ACCOUNTS_PER_SELLER,
  PLAN_AD_ACCOUNT_LIMITS,
  planAdAccountLimit,
} from '@contract/ad-accounts/ad-account-creation';
import {
  AdAccountLimitReached,
  BusinessCentreLimitReached,
  MinimumBalanceRequired,
  NoApprovedProductLink,
  PlanAdAccountLimitReached,
  PlatformNotConnected,
  SetupCostRequired,
} from '@mocks/rules/ad-accounts/errors';
import { toMockError } from '@mocks/errors';
import { checkLedgerInvariant } from '@mocks/rules/ledger/invariants';
import { VERIFIED_SELLER_AD_ACCOUNT_IDS, VERIFIED_SELLER_BALANCE_CENTS } from '@scenarios/verified-seller';
import { describe, expect, it } from 'vitest';
import { errorOf, expectContract, freshKey, useMockApi } from './mock-api';
import { businessCentreBody } from './request-bodies';

const { client, mock, session } = await useMockApi({ scenario: 'verified-seller' });

const signIn = async (scenario?: string) => {
  if (scenario) await mock.reset(scenario);
  session.token = await mock.signIn();
};

const seller = () => mock.db.users.findFirst((q) => q.where({ email: 'lan.nguyen@example.com' }), { strict: true });
const adAccount = (id: string) => mock.db.adAccounts.findFirst((q) => q.where({ id }), { strict: true });

const setPlan = async (type: PlanId | null) => {
  await mock.db.users.update((q) => q.where({ id: seller().id }), {
    data(draft) {
      draft.plans.type = type;
    },
  });
};

const { main, retargeting, newCollection } = VERIFIED_SELLER_AD_ACCOUNT_IDS;

const requestBody = () => ({
  name: 'Lan Boutique - Spring',
  storeUrl: 'https://lanboutique.vn',
  businessId: '7201845562917340011',
  targetMarkets: ['VN'],
  productLinkId: mock.db.productLinks.findFirst((q) => q.where({ userId: seller().id }), { strict: true }).id,
});

describe('rules and their catalogue codes', () => {
  it('takes the plan limit from the plan type', () => {
    const regular: PlanId[] = ['regular_1', 'regular_2', 'regular_3', 'regular_4', 'regular_5'];
    expect(regular.map(planAdAccountLimit)).toEqual([1, 2, 3, 4, 5]);
    expect(planAdAccountLimit('enterprise')).toBe(10);
    expect(planAdAccountLimit('black_agency')).toBe(20);
    expect(planAdAccountLimit('white_agency')).toBe(20);
    expect(planAdAccountLimit(null)).toBe(0);
    expect(Math.max(...Object.values(PLAN_AD_ACCOUNT_LIMITS))).toBeLessThanOrEqual(MAX_AD_ACCOUNTS_PER_SELLER);
  });

  it('maps each refusal to its code', () => {
    const codes = [
      new PlatformNotConnected({ userId: 'u' }),
      new BusinessCentreLimitReached({ limit: 3 }),
      new NoApprovedProductLink({ productLinkId: 'p' }),
      new MinimumBalanceRequired({ required: 5_000, available: 0 }),
      new SetupCostRequired({ userId: 'u' }),
      new PlanAdAccountLimitReached({ limit: 2 }),
      new AdAccountLimitReached({ limit: 20 }),
    ].map((error) => [toMockError(error).code, toMockError(error).status]);
    expect(codes).toEqual([
      ['error.user_not_grant_tiktok_permission_to_system', 403],
      ['error.business_centre_limit_reached', 422],
      ['error.no_approved_product_link', 422],
      ['error.minimum_balance_required', 422],
      ['error.setup_cost_required', 422],
      ['error.plan_ad_account_limit_reached', 422],
      ['error.ad_account_limit_reached', 422],
    ]);
  });
});

describe('GET /api/ads-accounts', () => {
  it('lists the three approved ad accounts, their balances agreeing with the ledger', async () => {
    await signIn();
    const response = await client.adAccounts.listAdAccounts({ query: { tab: 'approved' } });
    await expectContract(contract.adAccounts.listAdAccounts, response);
    expect(response.status).toBe(200);
    if (response.status !== 200 || response.body.tab !== 'approved') throw new Error('unexpected answer');
    expect(response.body.content.map((account) => account.id).sort()).toEqual(
      [main, retargeting, newCollection].sort(),
    );
    expect(response.body.paging.total).toBe(3);
    // balance + cost = what the ledger moved onto the account (transfers − withdraws).
    const entries = mock.db.balanceTransactions.findMany((q) => q.where({ userId: seller().id, status: 'PAID' }));
    for (const account of response.body.content) {
      const moved = entries.filter((e) => e.adAccountId === account.id).reduce((sum, e) => sum - e.amount, 0);
      expect(account.balance + account.cost).toBe(moved);
      expect(account.balance).toBeGreaterThanOrEqual(0);
    }
  });

  it('lists requests on the in-review tab and searches by name', async () => {
    await signIn();
    const response = await client.adAccounts.listAdAccounts({ query: { tab: 'in_review' } });
    await expectContract(contract.adAccounts.listAdAccounts, response);
    expect(response.body).toMatchObject({ tab: 'in_review', paging: { total: 2 } });

    const search = await client.adAccounts.listAdAccounts({ query: { tab: 'approved', search: 'retarget' } });
    expect(search.body).toMatchObject({ content: [{ id: retargeting }], paging: { total: 1 } });
  });
});

describe('PATCH /api/ads-accounts/:id', () => {
  it('transfers from the wallet to the ad account, both through the ledger', async () => {
    await signIn();
    const before = adAccount(main).balance;
    const response = await client.adAccounts.transferAdAccountBalance({
      params: { id: main },
      body: { type: 'transfer', amount: 10_000 },
      headers: freshKey(),
    });
    await expectContract(contract.adAccounts.transferAdAccountBalance, response);
    expect(response.body).toMatchObject({
      walletBalance: VERIFIED_SELLER_BALANCE_CENTS - 10_000,
      adAccount: { id: main, balance: before + 10_000 },
      transaction: { type: 'recharge_ads_account_balance', amount: -10_000, adAccountId: main },
    });
    expect(seller().balance).toBe(VERIFIED_SELLER_BALANCE_CENTS - 10_000);
    expect(checkLedgerInvariant(mock.db)).toEqual([]);
  });

  it('withdraws back to the wallet, never more than the ad account holds', async () => {
    await signIn();
    const held = adAccount(retargeting).balance;
    const tooMuch = await client.adAccounts.transferAdAccountBalance({
      params: { id: retargeting },
      body: { type: 'withdraw', amount: (Math.floor(held / 100) + 1) * 100 },
      headers: freshKey(),
    });
    await expectContract(contract.adAccounts.transferAdAccountBalance, tooMuch);
    expect(tooMuch).toMatchObject({ status: 422, body: errorOf('error.insufficient_balance') });
    expect(adAccount(retargeting).balance).toBe(held);

    const ok = await client.adAccounts.transferAdAccountBalance({
      params: { id: retargeting },
      body: { type: 'withdraw', amount: 5_000 },
      headers: freshKey(),
    });
    expect(ok).toMatchObject({ status: 200, body: { adAccount: { balance: held - 5_000 } } });
    expect(seller().balance).toBe(VERIFIED_SELLER_BALANCE_CENTS + 5_000);
    expect(checkLedgerInvariant(mock.db)).toEqual([]);
  });

  it('refuses a transfer above the wallet, to an account not approved, or to an unknown one', async () => {
    await signIn();
    const broke = await client.adAccounts.transferAdAccountBalance({
      params: { id: main },
      body: { type: 'transfer', amount: 200_000 },
      headers: freshKey(),
    });
    expect(broke).toMatchObject({ status: 422, body: errorOf('error.insufficient_balance') });

    await mock.db.adAccounts.update((q) => q.where({ id: newCollection }), {
      data(draft) {
        draft.status = 'SHOW_ACCOUNT_STATUS_PUNISHED';
      },
    });
    const punished = await client.adAccounts.transferAdAccountBalance({
      params: { id: newCollection },
      body: { type: 'transfer', amount: 1_000 },
      headers: freshKey(),
    });
    await expectContract(contract.adAccounts.transferAdAccountBalance, punished);
    expect(punished).toMatchObject({ status: 422, body: errorOf('error.ad_account_not_approved') });

    const unknown = await client.adAccounts.transferAdAccountBalance({
      params: { id: '7999999999999999999' },
      body: { type: 'transfer', amount: 1_000 },
      headers: freshKey(),
    });
    expect(unknown).toMatchObject({ status: 404, body: errorOf('error.not_found') });
    expect(seller().balance).toBe(VERIFIED_SELLER_BALANCE_CENTS);
  });
});

describe('PATCH /api/ads-accounts/settings/auto-topup', () => {
  it('sets, edits and turns off auto top-up of an approved account only', async () => {
    await signIn();
    const set = await client.adAccounts.updateAutoTopUp({
      body: { adAccountId: retargeting, enabled: true, amount: 15_000, threshold: 3_000 },
      headers: freshKey(),
    });
    await expectContract(contract.adAccounts.updateAutoTopUp, set);
    expect(set).toMatchObject({ status: 200, body: { autoTopUp: { amount: 15_000, threshold: 3_000 } } });

    const off = await client.adAccounts.updateAutoTopUp({
      body: { adAccountId: retargeting, enabled: false },
      headers: freshKey(),
    });
    expect(off).toMatchObject({ status: 200, body: { autoTopUp: null } });

    await mock.db.adAccounts.update((q) => q.where({ id: main }), {
      data(draft) {
        draft.status = 'CLOSED';
      },
    });
    const closed = await client.adAccounts.updateAutoTopUp({
      body: { adAccountId: main, enabled: true, amount: 15_000, threshold: 3_000 },
      headers: freshKey(),
    });
    expect(closed).toMatchObject({ status: 422, body: errorOf('error.ad_account_not_approved') });
  });
});

describe('POST /api/ads-accounts/request', () => {
  it('is refused at the plan limit (regular_3, three accounts and a request) and accepted with room', async () => {
    await signIn();
    await setPlan('regular_3');
    const full = await client.adAccounts.requestAdAccount({ body: requestBody() });
    await expectContract(contract.adAccounts.requestAdAccount, full);
    expect(full).toMatchObject({ status: 422, body: errorOf('error.plan_ad_account_limit_reached') });

    await setPlan('enterprise');
    const created = await client.adAccounts.requestAdAccount({ body: requestBody() });
    await expectContract(contract.adAccounts.requestAdAccount, created);
    expect(created).toMatchObject({
      status: 201,
      body: { status: 'pending', companyWebsite: 'https://lanboutique.vn' },
    });
    const list = await client.adAccounts.listAdAccounts({ query: { tab: 'in_review' } });
    expect(list.body).toMatchObject({ paging: { total: 3 } });
  });

  it('needs the setup cost paid or waived first, by request and by ticket', async () => {
    await signIn();
    await setPlan('enterprise');
    await mock.db.users.update((q) => q.where({ id: seller().id }), {
      data(draft) {
        draft.setupCostPaid = false;
      },
    });
    const request = await client.adAccounts.requestAdAccount({ body: requestBody() });
    await expectContract(contract.adAccounts.requestAdAccount, request);
    expect(request).toMatchObject({ status: 422, body: errorOf('error.setup_cost_required') });
    expect(request.body).toMatchObject({ message: 'Pay the one-time setup cost before creating an ad account' });

    const ticket = await client.tickets.createTicket({
      body: {
        type: 'create_ads_account',
        name: 'Lan Boutique - Tết',
        businessCenterId: '7201845562917340011',
        timezone: 'Asia/Ho_Chi_Minh',
        productLinkId: requestBody().productLinkId,
      },
      headers: freshKey(),
    });
    expect(ticket).toMatchObject({ status: 422, body: errorOf('error.setup_cost_required') });
    expect(mock.db.tickets.findMany((q) => q.where({ type: 'create_ads_account' }))).toEqual([]);
  });

  it('needs an approved product link, then the minimum balance', async () => {
    await signIn();
    await setPlan('enterprise');
    const unknownLink = await client.adAccounts.requestAdAccount({ body: { ...requestBody(), productLinkId: 'pl_x' } });
    expect(unknownLink).toMatchObject({ status: 422, body: errorOf('error.no_approved_product_link') });

    await mock.db.productLinks.update((q) => q.where({ userId: seller().id }), {
      data(draft) {
        draft.status = 'reviewing';
      },
    });
    const reviewing = await client.adAccounts.requestAdAccount({ body: requestBody() });
    expect(reviewing).toMatchObject({ status: 422, body: errorOf('error.no_approved_product_link') });

    await mock.db.productLinks.update((q) => q.where({ userId: seller().id }), {
      data(draft) {
        draft.status = 'approved';
      },
    });
    await mock.db.users.update((q) => q.where({ id: seller().id }), {
      data(draft) {
        draft.balance = 4_999;
      },
    });
    const poor = await client.adAccounts.requestAdAccount({ body: requestBody() });
    expect(poor).toMatchObject({ status: 422, body: errorOf('error.minimum_balance_required') });
  });

  it('stops at the overall limit', async () => {
    await signIn();
    await setPlan('white_agency');
    for (let index = 0; index < MAX_AD_ACCOUNTS_PER_SELLER; index += 1) {
      await mock.db.adAccounts.create(
        createAdAccount({ id: `7400000000000000${String(index).padStart(3, '0')}`, userId: seller().id }),
      );
    }
    const response = await client.adAccounts.requestAdAccount({ body: requestBody() });
    expect(response).toMatchObject({ status: 422, body: errorOf('error.ad_account_limit_reached') });
  });
});

describe('business centres', () => {
  it(`lists them and allows at most ${MAX_BUSINESS_CENTRES}`, async () => {
    await signIn();
    const list = await client.businessCentres.listBusinessCentres({ query: {} });
    await expectContract(contract.businessCentres.listBusinessCentres, list);
    expect(list.body).toMatchObject({ page_info: { total_page: 1, page: 1 }, message: '' });
    if (list.status !== 200) throw new Error('unexpected answer');
    expect(list.body.list).toHaveLength(2);

    const third = await client.businessCentres.createBusinessCentre({ body: businessCentreBody('Lan Boutique Kids') });
    await expectContract(contract.businessCentres.createBusinessCentre, third);
    expect(third).toMatchObject({ status: 201, body: { phone: '+84 912345678', region: 'VN' } });

    const fourth = await client.businessCentres.createBusinessCentre({ body: businessCentreBody('Lan Boutique Men') });
    await expectContract(contract.businessCentres.createBusinessCentre, fourth);
    expect(fourth).toMatchObject({ status: 422, body: errorOf('error.business_centre_limit_reached') });
  });

  it('needs a connected platform account', async () => {
    await signIn('new-seller');
    const list = await client.businessCentres.listBusinessCentres({ query: {} });
    await expectContract(contract.businessCentres.listBusinessCentres, list);
    expect(list).toMatchObject({
      status: 403,
      body: errorOf('error.user_not_grant_tiktok_permission_to_system'),
    });
  });
});
