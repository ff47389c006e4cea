import { PlanIdSchema } from '@contract';
import { BUSINESS_TIME_ZONE } from '@contract/common/business-calendar';
import {
  type Actor,
  PROOF_URL,
  SKIPPED,
  type SimulationContext,
  asPartner,
  asSeller,
  dollars,
  productUrl,
  result,
  sendMoney,
  sentResult,
  withAdAccount,
} from './action-kit';

/* ---------- Seller: account ---------- */

export const subscribePlan = asSeller(async (ctx, actor) => {
  const planId = ctx.rng.pick(PlanIdSchema.options) ?? 'regular_1';
  const otherPlan = PlanIdSchema.options.find((id) => id !== planId) ?? 'regular_1';
  const sent = await sendMoney(
    ctx,
    (headers) => actor.client.plans.subscribePlan({ body: { planId }, headers }),
    (headers) => actor.client.plans.subscribePlan({ body: { planId: otherPlan }, headers }),
  );
  return sentResult(sent);
});

export const cancelPlan = asSeller(async (ctx, actor) => {
  const response = await actor.client.plans.cancelMySubscription({
    body: { reason: ctx.rng.chance(0.5) ? 'Too expensive for now' : undefined },
  });
  return result(response.status);
});

export const updateAutoTopUp = withAdAccount(async (ctx, actor, account) => {
  const { rng } = ctx;
  const on = {
    adAccountId: account.id,
    enabled: true,
    amount: dollars(rng.int(10, 500)),
    threshold: dollars(rng.int(0, 200)),
  } as const;
  const off = { adAccountId: account.id, enabled: false } as const;
  const [body, other] = rng.chance(0.7) ? [on, off] : [off, on];
  const sent = await sendMoney(
    ctx,
    (headers) => actor.client.adAccounts.updateAutoTopUp({ body, headers }),
    (headers) => actor.client.adAccounts.updateAutoTopUp({ body: other, headers }),
  );
  return sentResult(sent);
});

/** The verification form; a seller already approved or under review is refused. */
export const submitVerification = asSeller(async (ctx, actor) => {
  const { rng } = ctx;
  const response = await actor.client.tickets.submitVerification({
    body: {
      fullName: 'Simulated Seller',
      businessModel: rng.pick(['Dropshipping', 'POD', 'Agency', 'Branding', 'Other'] as const) ?? 'Other',
      businessType: 'individual',
      country: 'VN',
      city: 'Hồ Chí Minh',
      streetAddress: '1 Nguyễn Huệ',
      postalCode: '700000',
      ecommercePlatform: 'Shopify',
      monthlyRevenue: '$1,000 - $5,000',
      hasRunAdsBefore: rng.chance(0.5),
      industry: 'Apparel',
      productUrl: productUrl(rng),
      dashboardScreenshotUrl: PROOF_URL,
      phone: `+8490${rng.int(1_000_000, 9_999_999)}`,
      telegram: '@simulated_seller',
      primaryContact: 'telegram',
    },
  });
  return result(response.status);
});

export const createSetupCostTicket = asSeller(async (ctx, actor) => {
  const sent = await sendMoney(
    ctx,
    (headers) => actor.client.tickets.createTicket({ body: { type: 'setup_cost', note: 'Simulated' }, headers }),
    (headers) => actor.client.tickets.createTicket({ body: { type: 'setup_cost', note: 'Sent again' }, headers }),
  );
  return sentResult(sent);
});

/** A new product link, or a changed URL of an existing one (which goes back to review). */
export const submitProductLinks = asSeller(async (ctx, actor) => {
  const { rng } = ctx;
  const existing = rng.chance(0.3)
    ? rng.pick(ctx.mock.db.productLinks.findMany((q) => q.where({ userId: actor.userId })))
    : undefined;
  const response = await actor.client.productLinks.saveProductProfile({
    body: { productLinks: [{ id: existing?.id, url: productUrl(rng), targetMarkets: ['VN'] }] },
  });
  return result(response.status);
});

/** An approved product link of the seller if there is one (the rule refuses any other). */
const productLinkFor = (ctx: SimulationContext, actor: Actor): string => {
  const links = ctx.mock.db.productLinks.findMany((q) => q.where({ userId: actor.userId }));
  const approved = links.filter((link) => link.status === 'approved');
  return (ctx.rng.chance(0.85) ? ctx.rng.pick(approved) : undefined)?.id ?? ctx.rng.pick(links)?.id ?? 'pl_missing';
};

const businessCentreFor = (ctx: SimulationContext, actor: Actor): string =>
  ctx.rng.pick(ctx.mock.db.businessCentres.findMany((q) => q.where({ userId: actor.userId })))?.id ??
  '7200000000000000000';

export const requestAdAccount = asSeller(async (ctx, actor) => {
  const { rng } = ctx;
  const response = await actor.client.adAccounts.requestAdAccount({
    body: {
      name: `Simulated account ${rng.int(1, 9_999)}`,
      storeUrl: `https://shop-${rng.hex(4)}.example.vn`,
      businessId: businessCentreFor(ctx, actor),
      targetMarkets: ['VN'],
      productLinkId: productLinkFor(ctx, actor),
    },
  });
  return result(response.status);
});

export const requestAdAccountByTicket = asSeller(async (ctx, actor) => {
  const body = {
    type: 'create_ads_account',
    name: `Simulated account ${ctx.rng.int(1, 9_999)}`,
    businessCenterId: businessCentreFor(ctx, actor),
    timezone: BUSINESS_TIME_ZONE,
    productLinkId: productLinkFor(ctx, actor),
  } as const;
  const sent = await sendMoney(
    ctx,
    (headers) => actor.client.tickets.createTicket({ body, headers }),
    (headers) => actor.client.tickets.createTicket({ body: { ...body, name: `${body.name} bis` }, headers }),
  );
  return sentResult(sent);
});

export const readNotifications = asSeller(async (_ctx, actor) =>
  result((await actor.client.notifications.readAllNotifications()).status),
);

const TRANSACTION_GROUPS = ['business', 'subscription', 'refund_user_balance', 'account'] as const;

export const listTransactions = asSeller(async (ctx, actor) => {
  const { rng } = ctx;
  const response = await actor.client.transactions.listTransactions({
    query: {
      page: rng.int(1, 3),
      limit: rng.pick([10, 20, 50]) ?? 10,
      group: rng.chance(0.5) ? rng.pick(TRANSACTION_GROUPS) : undefined,
      datePreset: rng.chance(0.3) ? 'last_30_days' : undefined,
    },
  });
  return result(response.status);
});

/** The screens a seller reads: tickets, ad accounts, gift-code history, plan, dashboard. */
export const browse = asSeller(async (ctx, actor) => {
  const { client } = actor;
  switch (ctx.rng.int(0, 4)) {
    case 0:
      return result((await client.tickets.listTickets({ query: { page: 1, limit: 20 } })).status);
    case 1: {
      const tab = ctx.rng.pick(['approved', 'in_review'] as const) ?? 'approved';
      return result((await client.adAccounts.listAdAccounts({ query: { tab } })).status);
    }
    case 2:
      return result((await client.giftCodes.listRedeemHistory({ query: {} })).status);
    case 3:
      return result((await client.plans.getMySubscription()).status);
    default:
      return result((await client.users.getReport()).status);
  }
});

/* ---------- Partner ---------- */

export const listMembers = asPartner(async (ctx, actor) => {
  const { rng } = ctx;
  const response = await actor.client.partnership.listMembers({
    query: {
      page: rng.int(1, 5),
      limit: rng.pick([10, 20, 50]) ?? 10,
      status: rng.pick(['all', 'activated', 'blocked'] as const),
      verifyStatus: rng.chance(0.3) ? 'reviewing' : undefined,
    },
  });
  return result(response.status);
});

/** The partner decides a member's contact information waiting for review. */
export const reviewMemberContact = asPartner(async (ctx, actor) => {
  const { rng } = ctx;
  const { db } = ctx.mock;
  const partner = db.users.findFirst((q) => q.where({ id: actor.userId }));
  const waiting = db.memberContactReviews
    .findMany((q) => q.where({ status: 'reviewing' }))
    .filter((review) => {
      const member = db.users.findFirst((q) => q.where({ id: review.memberId }));
      return partner !== undefined && member?.referredBy === partner.referralCode;
    });
  const review = rng.pick(waiting);
  if (!review) return SKIPPED;
  const approve = rng.chance(0.6);
  const response = await actor.client.partnership.decideMemberContactInfo({
    params: { id: review.memberId, status: approve ? 'approved' : 'rejected' },
    body: approve ? {} : { reason: 'The phone number does not answer.' },
  });
  return result(response.status);
});
