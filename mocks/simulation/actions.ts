import {
  canonicalJson,
  DEFAULT_BUSINESS_SETTINGS,
  ErrorBodySchema,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  MAX_AMOUNT_CENTS,
  PlanIdSchema,
  TIP_PRESETS_CENTS,
  type IdempotentHeaders,
  type PaymentMethodId,
  type UsdtNetwork,
} from '@contract';
import type { AdminDecision, DueWorkReport, PendingItemKind } from '@contract/demo/demo-control.schema';
import type { RefundReceiving } from '@contract/transactions/transactions.schema';
import { DAY_MS, HOUR_MS, millisOf, MINUTE_MS } from '../clock';
import { adminDecisionRule, listPendingItems } from '../control/admin';
import { runDueWork } from '../control/due-work';
import { snapshotDb, type MockDb } from '../db';
import { DUE_WORK_SETTINGS } from '../demo-session';
import { MockError } from '../errors';
import type { AdAccountRecord } from '../factories/ad-account';
import type { MockServer } from '../node';
import { runRule } from '../rules/effect-runtime';
import { isOpen } from '../rules/payments';
import { CARD_ACTIVATION_CODE } from '../rules/payments/cards';
import { LOCAL_BANKS } from '../rules/payments/local-banks';
import type { SimulationClient } from './client';
import type { Rng } from './rng';

/*
 * The catalogue of random actions. A seller acts through the HTTP handlers with the contract
 * client (so every answer is checked), with amounts that are sometimes wrong on purpose; the
 * admin decides pending items through the same rule as the scenario panel; time moves the
 * clock and settles what fell due. Parameters are drawn from `ctx.rng` only.
 */

export interface Actor {
  userId: string;
  email: string;
  /** The active partner of the scenario (the only one who may call partner routes). */
  partner: boolean;
  /** The bearer token the client sends; renewed when the session runs out. */
  session: { token: string };
  client: SimulationClient;
}

export interface SimulationContext {
  mock: Pick<MockServer, 'db' | 'clock' | 'signIn'>;
  /** Never empty. */
  actors: readonly Actor[];
  rng: Rng;
  /** Time actions stop here (the end of the simulated day); null lets them run on. */
  timeLimit: number | null;
}

/** skipped: nothing to act on (no ad account, no pending item …). failed: a 500 or a defect. */
export type Outcome = 'ok' | 'refused' | 'failed' | 'skipped';

export interface ActionResult {
  outcome: Outcome;
  /** The admin's decision, when one was attempted. */
  decision?: { kind: PendingItemKind; decision: AdminDecision };
  /** What fell due when the clock moved. */
  dueWork?: DueWorkReport;
  /** A defect outside any HTTP answer (an admin or due-work rule threw). */
  fault?: string;
}

interface ActionSpec {
  /** How often the runner draws it, relative to the others. */
  weight: number;
  /** Drawn only when a partner acts. */
  partnerOnly?: true;
  run(ctx: SimulationContext): Promise<ActionResult>;
}

/* ---------- Helpers ---------- */

const dollars = (value: number): number => value * 100;
const MIN_TOP_UP_CENTS = DEFAULT_BUSINESS_SETTINGS.minTopUpCents;

/** A refusal (4xx, or maintenance's 503) is expected; a 500 or any other status is not. */
const outcomeOf = (status: number): Outcome => {
  if (status >= 200 && status < 300) return 'ok';
  return (status >= 400 && status < 500) || status === 503 ? 'refused' : 'failed';
};

const result = (status: number): ActionResult => ({ outcome: outcomeOf(status) });
const SKIPPED: ActionResult = { outcome: 'skipped' };

/** The actor's wallet balance now. */
const walletBalanceOf = (ctx: SimulationContext, actor: Actor): number =>
  ctx.mock.db.users.findFirst((q) => q.where({ id: actor.userId }))?.balance ?? 0;

/** Any actor may act as a seller: the partner has a wallet too. */
const asSeller =
  (act: (ctx: SimulationContext, actor: Actor) => Promise<ActionResult>) =>
  (ctx: SimulationContext): Promise<ActionResult> => {
    const actor = ctx.rng.pick(ctx.actors);
    return actor ? act(ctx, actor) : Promise.resolve(SKIPPED);
  };

/** An ad account of any actor, and its owner: sellers without one have nothing to move. */
const withAdAccount =
  (act: (ctx: SimulationContext, actor: Actor, account: AdAccountRecord) => Promise<ActionResult>) =>
  (ctx: SimulationContext): Promise<ActionResult> => {
    const owned = ctx.actors.flatMap((actor) =>
      ctx.mock.db.adAccounts.findMany((q) => q.where({ userId: actor.userId })).map((account) => ({ actor, account })),
    );
    const chosen = ctx.rng.pick(owned);
    return chosen ? act(ctx, chosen.actor, chosen.account) : Promise.resolve(SKIPPED);
  };

const asPartner =
  (act: (ctx: SimulationContext, actor: Actor) => Promise<ActionResult>) =>
  (ctx: SimulationContext): Promise<ActionResult> => {
    const actor = ctx.rng.pick(ctx.actors.filter((candidate) => candidate.partner));
    return actor ? act(ctx, actor) : Promise.resolve(SKIPPED);
  };

type AmountCase = 'valid' | 'tooSmall' | 'tooBig' | 'cents';

/** A top-up: mostly valid whole dollars, sometimes under the minimum, over the maximum or with cents. */
const topUpAmount = (rng: Rng): number => {
  const choice = rng.weighted<AmountCase>([
    ['valid', 75],
    ['tooSmall', 10],
    ['tooBig', 5],
    ['cents', 10],
  ]);
  switch (choice) {
    case 'valid':
      return dollars(rng.chance(0.7) ? rng.int(MIN_TOP_UP_CENTS / 100, 500) : rng.int(500, 5_000));
    case 'tooSmall':
      return rng.int(1, MIN_TOP_UP_CENTS - 1);
    case 'tooBig':
      return MAX_AMOUNT_CENTS + dollars(rng.int(1, 1_000));
    case 'cents':
      return dollars(rng.int(MIN_TOP_UP_CENTS / 100, 500)) + rng.int(1, 99);
  }
};

type MoveCase = 'fits' | 'tooSmall' | 'overAvailable' | 'tooBig' | 'cents';

/** Whole dollars that fit in `available` most of the time; else too small, too big, more than there is, or cents. */
const moveAmount = (rng: Rng, available: number): number => {
  const choice = rng.weighted<MoveCase>([
    ['fits', 65],
    ['tooSmall', 8],
    ['overAvailable', 15],
    ['tooBig', 4],
    ['cents', 8],
  ]);
  const wholeDollars = Math.floor(Math.max(available, 0) / 100);
  switch (choice) {
    case 'fits':
      return dollars(Math.min(rng.int(1, Math.max(1, wholeDollars)), MAX_AMOUNT_CENTS / 100));
    case 'tooSmall':
      return rng.int(0, 99);
    case 'overAvailable':
      return dollars(Math.min(wholeDollars + rng.int(1, 500), MAX_AMOUNT_CENTS / 100));
    case 'tooBig':
      return MAX_AMOUNT_CENTS + 100;
    case 'cents':
      return dollars(rng.int(1, 50)) + rng.int(1, 99);
  }
};

const tipOf = (rng: Rng): number => (rng.chance(0.2) ? (rng.pick(TIP_PRESETS_CENTS) ?? 0) : 0);

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

const walletAddress = (rng: Rng, network: UsdtNetwork): string =>
  network === 'TRC20'
    ? `T${Array.from({ length: 33 }, () => BASE58.charAt(rng.int(0, BASE58.length - 1))).join('')}`
    : `0x${rng.hex(40)}`;

const transactionHash = (rng: Rng): string => `0x${rng.hex(64)}`;

const NETWORKS: readonly UsdtNetwork[] = ['TRC20', 'ERC20', 'BEP20'];

/** Manual methods a recharge ticket may name (Tazapay is paid at its checkout, not by ticket). */
const TICKET_METHODS: readonly PaymentMethodId[] = [
  'localBankTicket',
  'transferWire',
  'transferWise',
  'payoneerTicket',
  'pingPongTicket',
  'lianLianTicket',
];

const PROOF_URL = 'https://upload.mock.test/images/transfer-proof.png';

/** A link of the seller's own shop; now and then a shortener, which the rules refuse. */
const productUrl = (rng: Rng): string =>
  rng.chance(0.1)
    ? `https://bit.ly/${rng.hex(6)}`
    : `https://shop-${rng.hex(4)}.example.vn/products/item-${rng.int(1, 999)}`;

const refundReceiving = (rng: Rng): RefundReceiving => {
  switch (rng.int(0, 2)) {
    case 0:
      return { method: 'wise', wiseEmail: 'payouts@example.com', accountHolder: 'Simulated Seller' };
    case 1:
      return {
        method: 'bank',
        accountHolder: 'Simulated Seller',
        routingNumber: '021000021',
        accountNumber: `${rng.int(10_000_000, 99_999_999)}`,
        accountType: 'checking',
        address: '1 Simulation Street, Ho Chi Minh City',
        bank: 'Example Bank',
      };
    default: {
      const network = rng.pick(NETWORKS) ?? 'TRC20';
      return { method: 'usdt', walletAddress: walletAddress(rng, network), usdtNetwork: network };
    }
  }
};

/** Moves the clock, never past the context's limit. */
const advanceClock = (ctx: SimulationContext, milliseconds: number): void => {
  const target = ctx.mock.clock.now() + milliseconds;
  ctx.mock.clock.set(ctx.timeLimit === null ? target : Math.min(target, ctx.timeLimit));
};

/** A rule run outside HTTP: a domain refusal is expected, anything else is a defect. */
const runOutside = async <A>(
  run: () => Promise<A>,
): Promise<{ ok: true; value: A } | { ok: false; refused: boolean; fault: string }> => {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (error instanceof MockError && error.status < 500) return { ok: false, refused: true, fault: '' };
    const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { ok: false, refused: false, fault: text };
  }
};

/* ---------- Idempotency keys ---------- */

/** A fresh key per action, from the seeded PRNG: a seed replays the same keys. */
const freshKey = (rng: Rng): IdempotentHeaders => ({ [IDEMPOTENCY_KEY_HEADER]: `sim-${rng.hex(32)}` });

interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

interface Sent<A extends Answer> {
  /** The action's own answer: the first one. */
  response: A;
  /** What the retry or the reused key broke, if anything. */
  fault?: string;
}

const isSuccess = (status: number): boolean => status >= 200 && status < 300;

/** Every record but the remembered keys: what a replayed or refused request must leave as it was. */
const recordsOf = (db: MockDb): string => {
  const { idempotencyKeys: _keys, ...records } = snapshotDb(db);
  return JSON.stringify(records);
};

/**
 * Sends one money request with a fresh key, then now and then what a client may send next with
 * that key: the very same request (a retry after a timeout), answered as before with nothing
 * moved once it succeeded; or `changed`, another request, refused with
 * `error.idempotency_key_reused` with nothing moved.
 */
const sendMoney = async <A extends Answer>(
  ctx: SimulationContext,
  send: (headers: IdempotentHeaders) => Promise<A>,
  changed: (headers: IdempotentHeaders) => Promise<Answer>,
): Promise<Sent<A>> => {
  const headers = freshKey(ctx.rng);
  const response = await send(headers);
  const next = ctx.rng.weighted<'none' | 'retry' | 'reuse'>([
    ['none', 80],
    ['retry', 12],
    ['reuse', 8],
  ]);
  // A refused first attempt moved nothing: its retry runs again, and it may not have reached the key.
  if (next === 'none' || !isSuccess(response.status)) return { response };
  const before = recordsOf(ctx.mock.db);
  const again = next === 'retry' ? await send(headers) : await changed(headers);
  const problems: string[] = [];
  if (recordsOf(ctx.mock.db) !== before) problems.push('records changed');
  if (next === 'retry') {
    if (again.status !== response.status) problems.push(`status ${again.status}, first ${response.status}`);
    if (canonicalJson(again.body) !== canonicalJson(response.body)) problems.push('another body');
    if (again.headers.get(IDEMPOTENT_REPLAYED_HEADER) !== 'true') problems.push('no replay header');
  } else if (
    again.status !== 422 ||
    ErrorBodySchema.safeParse(again.body).data?.code !== 'error.idempotency_key_reused'
  ) {
    problems.push(`answered ${again.status} ${canonicalJson(again.body)}`);
  }
  if (problems.length === 0) return { response };
  const what = next === 'retry' ? 'a retry with the same key' : 'another request with a used key';
  return { response, fault: `${what}: ${problems.join('; ')}` };
};

/** The action's outcome from its money request's first answer, with what its key check found. */
const sentResult = (sent: Sent<Answer>): ActionResult =>
  sent.fault ? { outcome: outcomeOf(sent.response.status), fault: sent.fault } : result(sent.response.status);

/* ---------- Seller: money ---------- */

const topUpByTicket = asSeller(async (ctx, actor) => {
  const { rng } = ctx;
  const method = rng.pick(TICKET_METHODS) ?? 'localBankTicket';
  const body = {
    type: 'recharge_user_balance',
    amount: topUpAmount(rng),
    tip: tipOf(rng),
    paymentMethod: method,
    // Wise needs its proof; leaving it out now and then is a refusal on purpose.
    attachmentUrl: method === 'transferWise' && rng.chance(0.9) ? PROOF_URL : undefined,
    transferCode: `SIM${rng.hex(8).toUpperCase()}`,
  } as const;
  const sent = await sendMoney(
    ctx,
    (headers) => actor.client.tickets.createTicket({ body, headers }),
    (headers) => actor.client.tickets.createTicket({ body: { ...body, tip: body.tip + 100 }, headers }),
  );
  return sentResult(sent);
});

/** A USDT transfer the server confirms itself: opened as a processing ticket, credited on its first poll. */
const topUpByAutoTicket = asSeller(async (ctx, actor) => {
  const { rng } = ctx;
  const network = rng.pick(NETWORKS) ?? 'TRC20';
  const body = {
    paymentMethod: rng.chance(0.8) ? 'USDT' : 'USDC',
    network,
    amount: topUpAmount(rng),
    tip: tipOf(rng),
    transactionHash: transactionHash(rng),
    fromAddress: walletAddress(rng, network),
  } as const;
  const sent = await sendMoney(
    ctx,
    (headers) => actor.client.tickets.createAutoTicket({ body, headers }),
    (headers) =>
      actor.client.tickets.createAutoTicket({ body: { ...body, transactionHash: transactionHash(rng) }, headers }),
  );
  const opened = sent.response;
  if (opened.status !== 201 || sent.fault || rng.chance(0.2)) return sentResult(sent);
  const polled = await actor.client.tickets.verifyTicket({ params: { id: opened.body.id } });
  return result(polled.status);
});

/** Moves money between the wallet and an ad account; the amount is drawn against what the source holds. */
const moveAdAccountMoney = (type: 'transfer' | 'withdraw') =>
  withAdAccount(async (ctx, actor, account) => {
    const available = type === 'transfer' ? walletBalanceOf(ctx, actor) : account.balance;
    const params = { id: account.id };
    const body = { type, amount: moveAmount(ctx.rng, available) };
    const sent = await sendMoney(
      ctx,
      (headers) => actor.client.adAccounts.transferAdAccountBalance({ params, body, headers }),
      (headers) =>
        actor.client.adAccounts.transferAdAccountBalance({
          params,
          body: { ...body, amount: body.amount + 100 },
          headers,
        }),
    );
    return sentResult(sent);
  });

const transferToAdAccount = moveAdAccountMoney('transfer');
const withdrawFromAdAccount = moveAdAccountMoney('withdraw');

const requestRefund = asSeller(async (ctx, actor) => {
  const { rng } = ctx;
  const reason = rng.pick(['permanent_stop', 'temporary_stop', 'other'] as const) ?? 'other';
  const body = {
    amount: moveAmount(rng, walletBalanceOf(ctx, actor)),
    reason,
    // "Other" needs a detail; without one it is refused on purpose.
    reasonDetail: reason === 'other' && rng.chance(0.8) ? 'Closing the shop for the season' : undefined,
    receiving: refundReceiving(rng),
  };
  const sent = await sendMoney(
    ctx,
    (headers) => actor.client.transactions.requestRefund({ body, headers }),
    (headers) => actor.client.transactions.requestRefund({ body: { ...body, amount: body.amount + 100 }, headers }),
  );
  return sentResult(sent);
});

const redeemGiftCode = asSeller(async (ctx, actor) => {
  const { rng } = ctx;
  const known = ctx.mock.db.giftCodes.all().map((code) => code.code);
  const code = rng.chance(0.8) ? (rng.pick(known) ?? 'NOSUCHCODE') : `NOPE${rng.hex(4).toUpperCase()}`;
  const sent = await sendMoney(
    ctx,
    (headers) => actor.client.giftCodes.redeemGiftCode({ body: { code }, headers }),
    (headers) => actor.client.giftCodes.redeemGiftCode({ body: { code: `${code}X` }, headers }),
  );
  return sentResult(sent);
});

const payWithUsdt = asSeller(async (ctx, actor) => {
  const { rng } = ctx;
  const network = rng.pick(NETWORKS) ?? 'TRC20';
  const body = { amount: topUpAmount(rng), tip: tipOf(rng), network };
  const requested = await sendMoney(
    ctx,
    (headers) => actor.client.payments.token.requestTokenPayment({ body, headers }),
    (headers) => actor.client.payments.token.requestTokenPayment({ body: { ...body, tip: body.tip + 100 }, headers }),
  );
  const opened = requested.response;
  // Some payers never send: the checkout expires and due work cancels it.
  if (opened.status !== 201 || requested.fault || rng.chance(0.25)) return sentResult(requested);
  const params = { id: opened.body.transactionId };
  const transfer = { transactionHash: transactionHash(rng), fromAddress: walletAddress(rng, network) };
  const sent = await sendMoney(
    ctx,
    (headers) => actor.client.payments.token.fulfillTokenPayment({ params, body: transfer, headers }),
    (headers) =>
      actor.client.payments.token.fulfillTokenPayment({
        params,
        body: { ...transfer, transactionHash: transactionHash(rng) },
        headers,
      }),
  );
  return sentResult(sent);
});

/** Re-checks one of the seller's open USDT payments on chain (credits it once confirmed). */
const checkUsdtPayment = asSeller(async (ctx, actor) => {
  const { db } = ctx.mock;
  const open = db.payments
    .findMany((q) => q.where({ userId: actor.userId, provider: 'token' }))
    .filter((payment) => {
      const entry = db.balanceTransactions.findFirst((q) => q.where({ id: payment.id }));
      return entry !== undefined && isOpen(entry.status);
    });
  const payment = ctx.rng.pick(open);
  if (!payment) return SKIPPED;
  const response = await actor.client.payments.token.verifyTokenPayment({ params: { id: payment.id } });
  return result(response.status);
});

const payWithTazapay = asSeller(async (ctx, actor) => {
  const { rng } = ctx;
  const body = {
    amount: topUpAmount(rng),
    tip: tipOf(rng),
    method: rng.pick(['local_bank', 'local_method', 'card'] as const) ?? 'card',
    // Without it a payment already in progress is a refusal.
    replaceInProgress: rng.chance(0.5),
  };
  const sent = await sendMoney(
    ctx,
    (headers) => actor.client.payments.tazapay.requestTazapayPayment({ body, headers }),
    (headers) =>
      actor.client.payments.tazapay.requestTazapayPayment({ body: { ...body, tip: body.tip + 100 }, headers }),
  );
  return sentResult(sent);
});

const payWithVietqr = asSeller(async (ctx, actor) => {
  const { rng } = ctx;
  const body = { amount: topUpAmount(rng), tip: tipOf(rng), bank: rng.pick(LOCAL_BANKS)?.bin ?? '970436' };
  const requested = await sendMoney(
    ctx,
    (headers) => actor.client.payments.vietqr.requestVietqrPayment({ body, headers }),
    (headers) => actor.client.payments.vietqr.requestVietqrPayment({ body: { ...body, tip: body.tip + 100 }, headers }),
  );
  const opened = requested.response;
  if (opened.status !== 201 || requested.fault) return sentResult(requested);
  const id = opened.body.transactionId;
  const next = rng.int(0, 9);
  if (next < 2) return result((await actor.client.payments.vietqr.cancelVietqrPayment({ params: { id } })).status);
  if (next < 4) {
    return result((await actor.client.payments.vietqr.refreshVietqrTransferCode({ params: { id } })).status);
  }
  return result(opened.status);
});

/** Test cards of the mock: brand and last digits come from the id; 0002 is declined. */
const CARD_IDS = ['pm_card_visa', 'pm_card_mastercard', 'pm_card_visa_0002'] as const;

/** One step of a card's life, as far as it got: save, start the $0.50 verification, activate, top up. */
const payByCard = asSeller(async (ctx, actor) => {
  const { rng } = ctx;
  const { stripe } = actor.client.payments;
  const paymentMethodId = rng.pick(CARD_IDS) ?? 'pm_card_visa';
  const card = ctx.mock.db.cards.findFirst((q) => q.where({ userId: actor.userId, paymentMethodId }));
  if (!card) return result((await stripe.saveCard({ body: { paymentMethodId } })).status);
  // The other request with a used key names another card.
  const otherCard = CARD_IDS.find((id) => id !== paymentMethodId) ?? 'pm_card_visa';
  switch (card.status) {
    case 'Active':
      return sentResult(
        await sendMoney(
          ctx,
          (headers) => stripe.initCardVerification({ body: { paymentMethodId }, headers }),
          (headers) => stripe.initCardVerification({ body: { paymentMethodId: otherCard }, headers }),
        ),
      );
    case 'Pending': {
      // A mistyped code now and then is refused.
      const activationCode = rng.chance(0.85) ? CARD_ACTIVATION_CODE : '000000';
      return sentResult(
        await sendMoney(
          ctx,
          (headers) => stripe.activateCard({ body: { paymentMethodId, activationCode }, headers }),
          (headers) => stripe.activateCard({ body: { paymentMethodId: otherCard, activationCode }, headers }),
        ),
      );
    }
    case 'Verified': {
      const body = { paymentMethodId, amount: topUpAmount(rng), tip: tipOf(rng) };
      return sentResult(
        await sendMoney(
          ctx,
          (headers) => stripe.requestCardPayment({ body, headers }),
          (headers) => stripe.requestCardPayment({ body: { ...body, tip: body.tip + 100 }, headers }),
        ),
      );
    }
  }
});

/* ---------- Seller: account ---------- */

const subscribePlan = asSeller(async (ctx, actor) => {
  const planId = ctx.rng.pick(PlanIdSchema.options) ?? 'regular_1';
  const otherPlan = PlanIdSchema.options.find((id) => id !== planId) ?? 'regular_1';
  const sent = await sendMoney(
    ctx,
    (headers) => actor.client.plans.subscribePlan({ body: { planId }, headers }),
    (headers) => actor.client.plans.subscribePlan({ body: { planId: otherPlan }, headers }),
  );
  return sentResult(sent);
});

const cancelPlan = asSeller(async (ctx, actor) => {
  const response = await actor.client.plans.cancelMySubscription({
    body: { reason: ctx.rng.chance(0.5) ? 'Too expensive for now' : undefined },
  });
  return result(response.status);
});

const updateAutoTopUp = withAdAccount(async (ctx, actor, account) => {
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
const submitVerification = asSeller(async (ctx, actor) => {
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
      telegram: '@simulated.seller',
      primaryContact: 'telegram',
    },
  });
  return result(response.status);
});

const createSetupCostTicket = asSeller(async (ctx, actor) => {
  const sent = await sendMoney(
    ctx,
    (headers) => actor.client.tickets.createTicket({ body: { type: 'setup_cost', note: 'Simulated' }, headers }),
    (headers) => actor.client.tickets.createTicket({ body: { type: 'setup_cost', note: 'Sent again' }, headers }),
  );
  return sentResult(sent);
});

/** A new product link, or a changed URL of an existing one (which goes back to review). */
const submitProductLinks = asSeller(async (ctx, actor) => {
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

const requestAdAccount = asSeller(async (ctx, actor) => {
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

const requestAdAccountByTicket = asSeller(async (ctx, actor) => {
  const body = {
    type: 'create_ads_account',
    name: `Simulated account ${ctx.rng.int(1, 9_999)}`,
    businessCenterId: businessCentreFor(ctx, actor),
    timezone: 'Asia/Ho_Chi_Minh',
    productLinkId: productLinkFor(ctx, actor),
  } as const;
  const sent = await sendMoney(
    ctx,
    (headers) => actor.client.tickets.createTicket({ body, headers }),
    (headers) => actor.client.tickets.createTicket({ body: { ...body, name: `${body.name} bis` }, headers }),
  );
  return sentResult(sent);
});

const readNotifications = asSeller(async (_ctx, actor) =>
  result((await actor.client.notifications.readAllNotifications()).status),
);

const TRANSACTION_GROUPS = ['business', 'subscription', 'refund_user_balance', 'account'] as const;

const listTransactions = asSeller(async (ctx, actor) => {
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
const browse = asSeller(async (ctx, actor) => {
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

const listMembers = asPartner(async (ctx, actor) => {
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
const reviewMemberContact = asPartner(async (ctx, actor) => {
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

/* ---------- Admin ---------- */

const REJECTION_REASON = 'Rejected by the simulated admin.';

/** The admin settles one pending item: approve mostly, reject with a reason, or skip a setup cost. */
const adminDecision = async (ctx: SimulationContext): Promise<ActionResult> => {
  const { rng } = ctx;
  const { db, clock } = ctx.mock;
  const item = rng.pick(listPendingItems(db));
  if (!item) return SKIPPED;
  const decision = rng.weighted<AdminDecision>(
    item.decisions.map((option) => [option, option === 'approve' ? 6 : option === 'reject' ? 3 : 1] as const),
  );
  const request = {
    kind: item.kind,
    id: item.id,
    decision,
    reason: decision === 'reject' ? REJECTION_REASON : undefined,
  };
  const done = await runOutside(() => runRule(adminDecisionRule(db, request, DUE_WORK_SETTINGS), { clock }));
  const attempted = { kind: item.kind, decision };
  if (done.ok) return { outcome: 'ok', decision: attempted };
  if (done.refused) return { outcome: 'refused', decision: attempted };
  return { outcome: 'failed', decision: attempted, fault: `admin ${decision} ${item.kind} ${item.id}: ${done.fault}` };
};

/* ---------- Time ---------- */

/** Settles what fell due by the clock's now (spec section 9), as the scenario panel does. */
export const settleDueWork = async (ctx: SimulationContext): Promise<ActionResult> => {
  const { db, clock } = ctx.mock;
  const done = await runOutside(() => runRule(runDueWork(db, clock.now(), DUE_WORK_SETTINGS), { clock }));
  if (done.ok) return { outcome: 'ok', dueWork: done.value };
  return done.refused ? { outcome: 'refused' } : { outcome: 'failed', fault: `due work: ${done.fault}` };
};

/** Hours pass (or a whole day), then whatever fell due is settled. */
const advanceTime = (ctx: SimulationContext): Promise<ActionResult> => {
  advanceClock(ctx, ctx.rng.chance(0.8) ? ctx.rng.int(1, 12) * HOUR_MS : DAY_MS);
  return settleDueWork(ctx);
};

/* ---------- The catalogue ---------- */

export const ACTION_KINDS = [
  'topUpByTicket',
  'topUpByAutoTicket',
  'transferToAdAccount',
  'withdrawFromAdAccount',
  'requestRefund',
  'redeemGiftCode',
  'payWithUsdt',
  'checkUsdtPayment',
  'payWithTazapay',
  'payWithVietqr',
  'payByCard',
  'subscribePlan',
  'cancelPlan',
  'updateAutoTopUp',
  'submitVerification',
  'createSetupCostTicket',
  'submitProductLinks',
  'requestAdAccount',
  'requestAdAccountByTicket',
  'readNotifications',
  'listTransactions',
  'browse',
  'listMembers',
  'reviewMemberContact',
  'adminDecision',
  'advanceTime',
] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

export const ACTIONS: Readonly<Record<ActionKind, ActionSpec>> = {
  topUpByTicket: { weight: 8, run: topUpByTicket },
  topUpByAutoTicket: { weight: 3, run: topUpByAutoTicket },
  transferToAdAccount: { weight: 10, run: transferToAdAccount },
  withdrawFromAdAccount: { weight: 5, run: withdrawFromAdAccount },
  requestRefund: { weight: 3, run: requestRefund },
  redeemGiftCode: { weight: 2, run: redeemGiftCode },
  payWithUsdt: { weight: 4, run: payWithUsdt },
  checkUsdtPayment: { weight: 3, run: checkUsdtPayment },
  payWithTazapay: { weight: 3, run: payWithTazapay },
  payWithVietqr: { weight: 3, run: payWithVietqr },
  payByCard: { weight: 3, run: payByCard },
  subscribePlan: { weight: 1, run: subscribePlan },
  cancelPlan: { weight: 1, run: cancelPlan },
  updateAutoTopUp: { weight: 2, run: updateAutoTopUp },
  submitVerification: { weight: 1, run: submitVerification },
  createSetupCostTicket: { weight: 1, run: createSetupCostTicket },
  submitProductLinks: { weight: 2, run: submitProductLinks },
  requestAdAccount: { weight: 2, run: requestAdAccount },
  requestAdAccountByTicket: { weight: 1, run: requestAdAccountByTicket },
  readNotifications: { weight: 1, run: readNotifications },
  listTransactions: { weight: 3, run: listTransactions },
  browse: { weight: 3, run: browse },
  listMembers: { weight: 2, partnerOnly: true, run: listMembers },
  reviewMemberContact: { weight: 1, partnerOnly: true, run: reviewMemberContact },
  adminDecision: { weight: 12, run: adminDecision },
  advanceTime: { weight: 3, run: advanceTime },
};

/** A few minutes pass between two actions, so each one's records carry their own instant. */
const PAUSE_MINUTES = [1, 30] as const;

/** Draws an action kind by weight, among those someone in the context can take. */
export const drawActionKind = (ctx: SimulationContext): ActionKind => {
  const partnerActs = ctx.actors.some((actor) => actor.partner);
  const kinds = ACTION_KINDS.filter((kind) => partnerActs || !ACTIONS[kind].partnerOnly);
  return ctx.rng.weighted(kinds.map((kind) => [kind, ACTIONS[kind].weight] as const));
};

/** A session lasts a day: whoever's ran out signs in again, as the app would send them to do. */
export const renewSessions = async (ctx: SimulationContext): Promise<void> => {
  const { db, clock } = ctx.mock;
  for (const actor of ctx.actors) {
    const session = db.sessions.findFirst((q) => q.where({ token: actor.session.token }));
    if (!session || millisOf(session.expiresAt) <= clock.now()) {
      actor.session.token = await ctx.mock.signIn(actor.email);
    }
  }
};

/** A short pause, then the action. */
export const performAction = async (ctx: SimulationContext, kind: ActionKind): Promise<ActionResult> => {
  advanceClock(ctx, ctx.rng.int(...PAUSE_MINUTES) * MINUTE_MS);
  await renewSessions(ctx);
  return ACTIONS[kind].run(ctx);
};
