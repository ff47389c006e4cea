import { contract } from '@contract';
import type { StatisticsPeriodQuery } from '@contract/partnership/partnership.schema';
import { checkLedgerInvariant } from '@mocks/rules/ledger/invariants';
import { PARTNER_MEMBER_COUNT, PARTNER_REFERRAL_CODE } from '@scenarios/partner';
import { describe, expect, it } from 'vitest';
import { errorOf, expectContract, useMockApi } from './mock-api';

const { mock, client, session } = await useMockApi({ scenario: 'partner' });
const routes = contract.partnership;

const members = () => mock.db.users.all().filter((user) => user.referredBy === PARTNER_REFERRAL_CODE);
/** An active member who topped up, so has ad accounts, a product link and a wallet history. */
const depositor = () => {
  const ids = new Set(mock.db.balanceTransactions.all().map((entry) => entry.userId));
  const found = members().find((user) => ids.has(user.id) && user.status === 'active');
  if (!found) throw new Error('the partner scenario has no depositing member');
  return found;
};
/** Year and month (1-12) of a moment in Vietnam time, like the statistics buckets. */
const vnMonth = (iso: string) => {
  const date = new Date(Date.parse(iso) + 7 * 3_600_000);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
};

describe('partner access', () => {
  it('refuses partner routes to a user whose partnership is not active', async () => {
    const member = members().find((user) => user.status === 'active');
    session.token = await mock.signIn(member?.email);
    const refused = await client.partnership.listMembers({ query: {} });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(errorOf('error.forbidden'));

    session.token = await mock.signIn();
    const partner = mock.db.users.findFirst((q) => q.where({ referralCode: PARTNER_REFERRAL_CODE }), { strict: true });
    await mock.db.users.update(partner, {
      data(draft) {
        draft.partnership.status = 'inactive';
      },
    });
    const stats = await client.partnership.getMemberStatistics({ query: { period: 'month', year: 2026 } });
    expect(stats.status).toBe(403);
  });
});

describe('member list', () => {
  it('pages, searches and filters within the contract', async () => {
    session.token = await mock.signIn();
    const page = await client.partnership.listMembers({ query: { page: 2, limit: 25 } });
    await expectContract(routes.listMembers, page);
    expect(page.status).toBe(200);
    if (page.status !== 200) return;
    expect(page.body.paging).toEqual({ total: PARTNER_MEMBER_COUNT, page: 2, limit: 25 });
    expect(page.body.content).toHaveLength(25);
    const dates = page.body.content.map((member) => member.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());

    const blocked = await client.partnership.listMembers({ query: { status: 'blocked', limit: 100 } });
    const activated = await client.partnership.listMembers({ query: { status: 'activated', limit: 100 } });
    if (blocked.status !== 200 || activated.status !== 200) throw new Error('list failed');
    expect(blocked.body.content.every((member) => member.userStatus !== 'activated')).toBe(true);
    expect(blocked.body.content.some((member) => member.userStatus === 'punished')).toBe(true);
    expect(activated.body.content.every((member) => member.userStatus === 'activated')).toBe(true);
    expect(blocked.body.paging.total + activated.body.paging.total).toBe(PARTNER_MEMBER_COUNT);
    expect(activated.body.paging.total).toBeGreaterThan(blocked.body.paging.total * 4);

    const target = depositor();
    const byEmail = await client.partnership.listMembers({ query: { search: target.email.toUpperCase() } });
    expect(byEmail.body).toMatchObject({ paging: { total: 1 }, content: [{ id: target.id, email: target.email }] });
    // Names match without accents ("Nguyen" finds "Nguyễn").
    const byName = await client.partnership.listMembers({ query: { search: 'nguyen', limit: 5 } });
    if (byName.status !== 200) throw new Error('search failed');
    expect(byName.body.paging.total).toBeGreaterThan(100);
    expect(byName.body.content.every((member) => member.name?.includes('Nguyễn'))).toBe(true);

    const reviewing = await client.partnership.listMembers({ query: { verifyStatus: 'reviewing', limit: 100 } });
    if (reviewing.status !== 200) throw new Error('filter failed');
    expect(reviewing.body.content.every((member) => member.verifyStatus === 'reviewing')).toBe(true);
    expect(reviewing.body.paging.total).toBe(members().filter((user) => user.verifyStatus === 'reviewing').length);
  });
});

describe('one member', () => {
  it('shows money figures, ad accounts and product links, and can be removed', async () => {
    session.token = await mock.signIn();
    const target = depositor();
    const detail = await client.partnership.getMember({ params: { id: target.id } });
    await expectContract(routes.getMember, detail);
    expect(detail.body).toMatchObject({ id: target.id, walletBalance: target.balance });
    if (detail.status !== 200) return;
    expect(detail.body.totalDeposit).toBeGreaterThan(0);
    expect(detail.body.productLinks.length).toBeGreaterThan(0);

    const accounts = await client.partnership.listMemberAdAccounts({ params: { id: target.id }, query: {} });
    await expectContract(routes.listMemberAdAccounts, accounts);
    expect(accounts.body).toMatchObject({ paging: { total: detail.body.adAccountsCount } });

    const created = await client.partnership.saveMemberProductProfile({
      params: { id: target.id },
      body: { productLinks: [{ url: 'https://shop.example.vn/products/new-item', targetMarkets: ['VN'] }] },
    });
    await expectContract(routes.saveMemberProductProfile, created);
    const newLink =
      created.status === 200 ? created.body.productLinks.find((link) => link.url.endsWith('new-item')) : null;
    expect(newLink).toMatchObject({ status: 'reviewing', reviewedBy: null });

    const saved = await client.partnership.saveMemberProductProfile({
      params: { id: target.id },
      body: {
        productLinks: [{ id: newLink?.id ?? '', decision: { status: 'rejected', rejectionReason: 'Wrong shop' } }],
      },
    });
    await expectContract(routes.saveMemberProductProfile, saved);
    expect(saved.body).toMatchObject({
      productLinks: expect.arrayContaining([
        expect.objectContaining({
          id: newLink?.id,
          status: 'rejected',
          rejectionReason: 'Wrong shop',
          reviewedBy: 'partner',
        }),
      ]),
    });
    // A decided link is not decided again.
    const again = await client.partnership.saveMemberProductProfile({
      params: { id: target.id },
      body: { productLinks: [{ id: newLink?.id ?? '', decision: { status: 'approved' } }] },
    });
    expect(again.status).toBe(409);
    const links = await client.partnership.listMemberProductLinks({ query: { memberId: target.id } });
    await expectContract(routes.listMemberProductLinks, links);
    expect(links.body).toMatchObject({ paging: { total: detail.body.productLinks.length + 1 } });

    const removed = await client.partnership.removeMember({ params: { id: target.id } });
    await expectContract(routes.removeMember, removed);
    expect(removed.body).toEqual({ success: true });
    const gone = await client.partnership.getMember({ params: { id: target.id } });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual(errorOf('error.not_found'));
    const list = await client.partnership.listMembers({ query: {} });
    expect(list.body).toMatchObject({ paging: { total: PARTNER_MEMBER_COUNT - 1 } });
    // The account stays.
    expect(mock.db.users.findFirst((q) => q.where({ id: target.id }))).toBeDefined();
  });

  it('does not show a user who is not a member', async () => {
    const partnerToken = await mock.signIn();
    session.token = partnerToken;
    const partner = mock.db.users.findFirst((q) => q.where({ referralCode: PARTNER_REFERRAL_CODE }), { strict: true });
    const self = await client.partnership.getMember({ params: { id: partner.id } });
    expect(self.status).toBe(404);
  });
});

describe('member contact info', () => {
  it('lists the ones waiting, and approves or rejects (with a reason) only those', async () => {
    session.token = await mock.signIn();
    const waiting = await client.partnership.listMemberContactInfo({ query: { limit: 100 } });
    await expectContract(routes.listMemberContactInfo, waiting);
    if (waiting.status !== 200) throw new Error('list failed');
    expect(waiting.body.paging.total).toBeGreaterThan(50);
    expect(waiting.body.content.every((row) => row.status === 'reviewing')).toBe(true);
    const [first, second] = waiting.body.content;
    if (!first || !second) throw new Error('too few waiting');

    const noReason = await client.partnership.decideMemberContactInfo({
      params: { id: first.member.id, status: 'rejected' },
      body: {},
    });
    await expectContract(routes.decideMemberContactInfo, noReason);
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ code: 'error.validation', issues: [{ path: 'body.reason' }] });

    const rejected = await client.partnership.decideMemberContactInfo({
      params: { id: first.member.id, status: 'rejected' },
      body: { reason: 'Telegram handle does not exist' },
    });
    await expectContract(routes.decideMemberContactInfo, rejected);
    expect(rejected.body).toMatchObject({ status: 'rejected', rejectionReason: 'Telegram handle does not exist' });
    const again = await client.partnership.decideMemberContactInfo({
      params: { id: first.member.id, status: 'approved' },
      body: {},
    });
    expect(again.status).toBe(409);

    const approved = await client.partnership.decideMemberContactInfo({
      params: { id: second.member.id, status: 'approved' },
      body: {},
    });
    expect(approved.body).toMatchObject({ status: 'approved', rejectionReason: null });
    const after = await client.partnership.listMemberContactInfo({ query: { limit: 1 } });
    expect(after.body).toMatchObject({ paging: { total: waiting.body.paging.total - 2 } });
    // The members' verification follows the decisions.
    const rejectedMember = await client.partnership.getMember({ params: { id: first.member.id } });
    expect(rejectedMember.body).toMatchObject({ verifyStatus: 'rejected' });
    const approvedMember = await client.partnership.getMember({ params: { id: second.member.id } });
    expect(approvedMember.body).toMatchObject({ verifyStatus: 'approved' });
  });
});

describe('statistics', () => {
  const year = 2026;

  it('counts members by day, zero-filled, adding up to the month and the year', async () => {
    session.token = await mock.signIn();
    const byMonth = await client.partnership.getMemberStatistics({ query: { period: 'month', year: 2025 } });
    await expectContract(routes.getMemberStatistics, byMonth);
    if (byMonth.status !== 200) throw new Error('statistics failed');
    expect(byMonth.body.totalUsers).toBe(PARTNER_MEMBER_COUNT);
    expect(byMonth.body.statisticsUser).toHaveLength(24);
    const joinedIn = (y: number, m: number) =>
      members().filter((user) => {
        const at = vnMonth(user.createdAt);
        return at.year === y && at.month === m;
      }).length;
    const monthTotal = (m: number) =>
      byMonth.body.statisticsUser.filter((entry) => entry.month === m).reduce((sum, entry) => sum + entry.total, 0);
    expect(monthTotal(12)).toBe(joinedIn(2025, 12));
    expect(monthTotal(12)).toBeGreaterThan(monthTotal(4));

    const query: StatisticsPeriodQuery = { period: 'day', year: 2025, month: 12 };
    const byDay = await client.partnership.getMemberStatistics({ query });
    if (byDay.status !== 200) throw new Error('statistics failed');
    expect(byDay.body.statisticsUser).toHaveLength(62);
    expect(byDay.body.statisticsUser.some((entry) => entry.total === 0)).toBe(true);
    expect(byDay.body.statisticsUser.reduce((sum, entry) => sum + entry.total, 0)).toBe(joinedIn(2025, 12));

    const limited = await client.partnership.getMemberStatistics({
      query: { period: 'day', year, month: 3, limitDay: 10 },
    });
    if (limited.status !== 200) throw new Error('statistics failed');
    expect(new Set(limited.body.statisticsUser.map((entry) => entry.day))).toEqual(
      new Set(Array.from({ length: 10 }, (_, index) => index + 1)),
    );
  });

  it('answers ad accounts, spending and deposits and plan charges consistently', async () => {
    session.token = await mock.signIn();
    const query: StatisticsPeriodQuery = { period: 'month', year: 2025 };
    const ads = await client.partnership.getAdAccountStatistics({ query });
    await expectContract(routes.getAdAccountStatistics, ads);
    if (ads.status !== 200) throw new Error('statistics failed');
    const { adsAccounts } = ads.body;
    expect(adsAccounts.monthlyStatisticsAdsAccount).toHaveLength(12);
    expect(adsAccounts.monthlyTotalAdsAccount).toBe(
      adsAccounts.monthlyStatisticsAdsAccount.reduce((sum, entry) => sum + entry.total, 0),
    );
    expect(adsAccounts.monthlyTotalAdsAccount).toBeGreaterThan(50);
    expect(adsAccounts.totalAdsAccounts).toBeGreaterThanOrEqual(adsAccounts.monthlyTotalAdsAccount);

    const money = await client.partnership.getSpendingDepositStatistics({ query });
    await expectContract(routes.getSpendingDepositStatistics, money);
    if (money.status !== 200) throw new Error('statistics failed');
    const { deposits } = money.body;
    expect(deposits.totalDeposit).toBe(deposits.statistics.reduce((sum, entry) => sum + entry.deposit, 0));
    expect(deposits.totalSpending).toBe(deposits.statistics.reduce((sum, entry) => sum + entry.spending, 0));
    expect(deposits.totalDeposit).toBeGreaterThan(deposits.totalSpending);
    expect(deposits.statistics.filter((entry) => entry.deposit > 0).length).toBeGreaterThan(3);

    const plans = await client.partnership.getPlanChargedStatistics({ query });
    await expectContract(routes.getPlanChargedStatistics, plans);
    if (plans.status !== 200) throw new Error('statistics failed');
    expect(plans.body.totalAmount).toBe(plans.body.planCharged.reduce((sum, entry) => sum + entry.totalAmount, 0));
    expect(plans.body.totalUser).toBeGreaterThan(50);
    expect(new Set(plans.body.planCharged.map((entry) => entry.plan)).size).toBeGreaterThan(2);
  });

  it('refuses a by-day query without a month', async () => {
    session.token = await mock.signIn();
    const response = await client.partnership.getMemberStatistics({ query: { period: 'day', year } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(errorOf('error.validation'));
  });
});

describe('embed form and gift codes', () => {
  it('saves the embed form URL', async () => {
    session.token = await mock.signIn();
    const empty = await client.partnership.getEmbedForm();
    await expectContract(routes.getEmbedForm, empty);
    expect(empty.body).toMatchObject({ embedFormUrl: null, updatedAt: null });
    const saved = await client.partnership.saveEmbedForm({ body: { embedFormUrl: 'https://forms.example.com/hoa' } });
    await expectContract(routes.saveEmbedForm, saved);
    const read = await client.partnership.getEmbedForm();
    expect(read.body).toMatchObject({ embedFormUrl: 'https://forms.example.com/hoa' });
    expect(read.body).toHaveProperty('landingPageUrl', expect.stringContaining(PARTNER_REFERRAL_CODE));
  });

  it("lists the partner's own gift codes, optionally only unexpired ones", async () => {
    session.token = await mock.signIn();
    const partner = mock.db.users.findFirst((q) => q.where({ referralCode: PARTNER_REFERRAL_CODE }), { strict: true });
    const all = await client.giftCodes.listPartnerGiftCodes({ params: { id: partner.id }, query: {} });
    await expectContract(contract.giftCodes.listPartnerGiftCodes, all);
    expect(all.body).toMatchObject({ paging: { total: 4 } });
    const unexpired = await client.giftCodes.listPartnerGiftCodes({
      params: { id: partner.id },
      query: { unexpired: 'true' },
    });
    expect(unexpired.body).toMatchObject({ paging: { total: 3 } });
    const other = await client.giftCodes.listPartnerGiftCodes({ params: { id: depositor().id }, query: {} });
    expect(other.status).toBe(403);
  });
});

describe('paths two routes can match (docs/contract-conventions.md, "Paths that overlap")', () => {
  it('answers by the route with a literal segment where the other has a parameter, from the left', async () => {
    session.token = await mock.signIn();
    // /api/partnership/members/contact-info: the contact-info list, not member "contact-info".
    const asMember = await client.partnership.getMember({ params: { id: 'contact-info' } });
    expect(asMember.status).toBe(200);
    await expectContract(routes.listMemberContactInfo, asMember);
    const productLinks = await client.partnership.getMember({ params: { id: 'product-links' } });
    await expectContract(routes.listMemberProductLinks, productLinks);
    // /api/partnership/members/gift-codes: member "gift-codes" (404), not partner "members"' codes (403).
    const giftCodes = await client.giftCodes.listPartnerGiftCodes({ params: { id: 'members' }, query: {} });
    expect(giftCodes).toMatchObject({ status: 404, body: errorOf('error.not_found') });
  });
});

describe('referrals and seller-side partnership calls', () => {
  it('counts clicks of known codes and reports rewards with the standard terms', async () => {
    const unknown = await client.referrals.recordReferralClick({
      body: { referralCode: 'NOBODY123', clickId: crypto.randomUUID() },
    });
    await expectContract(contract.referrals.recordReferralClick, unknown);
    expect(unknown.body).toEqual({ referralCode: 'NOBODY123', valid: false });

    session.token = await mock.signIn();
    const before = await client.referrals.getReferralRewards({ query: {} });
    await expectContract(contract.referrals.getReferralRewards, before);
    const click = await client.referrals.recordReferralClick({
      body: { referralCode: 'hoapartner', clickId: crypto.randomUUID() },
    });
    expect(click.body).toEqual({ referralCode: PARTNER_REFERRAL_CODE, valid: true });
    const after = await client.referrals.getReferralRewards({ query: { status: 'done' } });
    if (before.status !== 200 || after.status !== 200) throw new Error('rewards failed');
    expect(after.body.statistics.clicks).toBe(before.body.statistics.clicks + 1);
    const stats = before.body.statistics;
    expect(stats).toMatchObject({ terms: 'standard', payoutThreshold: 10_000, signups: PARTNER_MEMBER_COUNT });
    expect(stats.totalEarnings).toBe(stats.bonusEarnings + stats.subscriptionEarnings + stats.spendEarnings);
    expect(stats.unpaidBalance).toBe(stats.totalEarnings - stats.paidOut - stats.pendingPayout);
    expect(before.body.payouts.paging.total).toBe(4);
    expect(after.body.payouts.content.every((payout) => payout.status === 'done')).toBe(true);
  });

  describe('a click id is counted once (issue 46)', () => {
    const clicks = async (): Promise<number> => {
      const rewards = await client.referrals.getReferralRewards({ query: {} });
      if (rewards.status !== 200) throw new Error(`rewards answered ${rewards.status}`);
      return rewards.body.statistics.clicks;
    };
    const send = (body: { referralCode: string; clickId: string }) => client.referrals.recordReferralClick({ body });

    it('answers a resend of a counted id as the first time and counts nothing more', async () => {
      session.token = await mock.signIn();
      const before = await clicks();
      const body = { referralCode: PARTNER_REFERRAL_CODE, clickId: crypto.randomUUID() };
      const first = await send(body);
      // The resend after a lost answer, in another spelling of the code.
      const resend = await send({ ...body, referralCode: 'hoapartner' });
      expect(resend.status).toBe(201);
      expect(resend.body).toEqual(first.body);
      expect(first.body).toEqual({ referralCode: PARTNER_REFERRAL_CODE, valid: true });
      expect(await clicks()).toBe(before + 1);
    });

    it('counts two sends of one id at the same moment once', async () => {
      session.token = await mock.signIn();
      const before = await clicks();
      const body = { referralCode: PARTNER_REFERRAL_CODE, clickId: crypto.randomUUID() };
      const answers = await Promise.all([send(body), send(body), send(body)]);
      expect(answers.map((answer) => answer.body)).toEqual(
        Array.from({ length: 3 }, () => ({ referralCode: PARTNER_REFERRAL_CODE, valid: true })),
      );
      expect(await clicks()).toBe(before + 1);
      expect(mock.db.referralClicks.findMany((q) => q.where({ clickId: body.clickId }))).toHaveLength(1);
    });

    it('refuses an id counted for another code, and counts nothing', async () => {
      session.token = await mock.signIn();
      const other = members()[0]?.referralCode ?? '?';
      const clickId = crypto.randomUUID();
      expect((await send({ referralCode: other, clickId })).body).toEqual({ referralCode: other, valid: true });
      const before = await clicks();
      const reused = await send({ referralCode: PARTNER_REFERRAL_CODE, clickId });
      await expectContract(contract.referrals.recordReferralClick, reused);
      expect(reused.status).toBe(422);
      expect(reused.body).toEqual(errorOf('error.idempotency_key_reused'));
      expect(await clicks()).toBe(before);
    });

    it('stores nothing for an unknown code, so its resend answers not valid again', async () => {
      const body = { referralCode: 'NOBODY123', clickId: crypto.randomUUID() };
      const count = mock.db.referralClicks.all().length;
      expect((await send(body)).body).toEqual({ referralCode: 'NOBODY123', valid: false });
      expect((await send(body)).body).toEqual({ referralCode: 'NOBODY123', valid: false });
      expect(mock.db.referralClicks.all()).toHaveLength(count);
    });

    it('refuses a click without an id, or with one that is not a UUID', async () => {
      const missing = await client.referrals.recordReferralClick({
        // @ts-expect-error the contract requires the click id; a client that leaves it out is refused
        body: { referralCode: PARTNER_REFERRAL_CODE },
      });
      expect(missing.status).toBe(400);
      const malformed = await send({ referralCode: PARTNER_REFERRAL_CODE, clickId: 'visit-1' });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual(errorOf('error.validation'));
    });

    it('gives every seeded click an id of its own', () => {
      const ids = mock.db.referralClicks.all().map((click) => click.clickId);
      expect(new Set(ids).size).toBe(ids.length);
    });
  });

  it('lets a seller apply to become a partner, join the affiliate programme and answer the survey', async () => {
    const member = members().find((user) => user.status === 'active');
    session.token = await mock.signIn(member?.email);
    const letter = await client.partnership.submitPartnershipJoinLetter({
      body: { facebookProfileUrl: 'https://www.facebook.com/some.seller', message: 'I run a community of sellers' },
    });
    await expectContract(routes.submitPartnershipJoinLetter, letter);
    expect(letter.body).toMatchObject({ status: 'pending' });
    const me = await client.users.getMe();
    expect(me.body).toMatchObject({ partnership: { status: 'pending' } });

    const join = await client.partnership.joinPartneroProgram({ body: { acceptTerms: true } });
    await expectContract(routes.joinPartneroProgram, join);
    expect(join.body).toHaveProperty('referralLink', expect.stringContaining(member?.referralCode ?? '?'));
    const survey = await client.partnership.submitExclusivePartnerSurvey({ body: { choice: 'Facebook group' } });
    await expectContract(routes.submitExclusivePartnerSurvey, survey);
    expect(survey.status).toBe(201);
    expect(checkLedgerInvariant(mock.db)).toEqual([]);
  });
});
