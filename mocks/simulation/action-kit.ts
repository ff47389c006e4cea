import {
  canonicalJson,
  DEFAULT_BUSINESS_SETTINGS,
  ErrorBodySchema,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  MAX_AMOUNT_CENTS,
  TIP_PRESETS_CENTS,
  type IdempotentHeaders,
  type PaymentMethodId,
  type UsdtNetwork,
} from '@contract';
import type { AdminDecision, DueWorkReport, PendingItemKind } from '@contract/demo/demo-control.schema';
import type { RefundReceiving } from '@contract/transactions/transactions.schema';
import { snapshotDb, type MockDb } from '../db';
import { MockError } from '../errors';
import type { AdAccountRecord } from '../factories/ad-account';
import type { MockServer } from '../node';
import type { SimulationClient } from './client';
import type { Rng } from './rng';

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

export interface ActionSpec {
  /** How often the runner draws it, relative to the others. */
  weight: number;
  /** Drawn only when a partner acts. */
  partnerOnly?: true;
  run(ctx: SimulationContext): Promise<ActionResult>;
}

/* ---------- Helpers ---------- */

export const dollars = (value: number): number => value * 100;
const MIN_TOP_UP_CENTS = DEFAULT_BUSINESS_SETTINGS.minTopUpCents;

/** A refusal (4xx, or maintenance's 503) is expected; a 500 or any other status is not. */
const outcomeOf = (status: number): Outcome => {
  if (status >= 200 && status < 300) return 'ok';
  return (status >= 400 && status < 500) || status === 503 ? 'refused' : 'failed';
};

export const result = (status: number): ActionResult => ({ outcome: outcomeOf(status) });
export const SKIPPED: ActionResult = { outcome: 'skipped' };

/** The actor's wallet balance now. */
export const walletBalanceOf = (ctx: SimulationContext, actor: Actor): number =>
  ctx.mock.db.users.findFirst((q) => q.where({ id: actor.userId }))?.balance ?? 0;

/** Any actor may act as a seller: the partner has a wallet too. */
export const asSeller =
  (act: (ctx: SimulationContext, actor: Actor) => Promise<ActionResult>) =>
  (ctx: SimulationContext): Promise<ActionResult> => {
    const actor = ctx.rng.pick(ctx.actors);
    return actor ? act(ctx, actor) : Promise.resolve(SKIPPED);
  };

/** An ad account of any actor, and its owner: sellers without one have nothing to move. */
export const withAdAccount =
  (act: (ctx: SimulationContext, actor: Actor, account: AdAccountRecord) => Promise<ActionResult>) =>
  (ctx: SimulationContext): Promise<ActionResult> => {
    const owned = ctx.actors.flatMap((actor) =>
      ctx.mock.db.adAccounts.findMany((q) => q.where({ userId: actor.userId })).map((account) => ({ actor, account })),
    );
    const chosen = ctx.rng.pick(owned);
    return chosen ? act(ctx, chosen.actor, chosen.account) : Promise.resolve(SKIPPED);
  };

export const asPartner =
  (act: (ctx: SimulationContext, actor: Actor) => Promise<ActionResult>) =>
  (ctx: SimulationContext): Promise<ActionResult> => {
    const actor = ctx.rng.pick(ctx.actors.filter((candidate) => candidate.partner));
    return actor ? act(ctx, actor) : Promise.resolve(SKIPPED);
  };

type AmountCase = 'valid' | 'tooSmall' | 'tooBig' | 'cents';

/** A top-up: mostly valid whole dollars, sometimes under the minimum, over the maximum or with cents. */
export const topUpAmount = (rng: Rng): number => {
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
export const moveAmount = (rng: Rng, available: number): number => {
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

export const tipOf = (rng: Rng): number => (rng.chance(0.2) ? (rng.pick(TIP_PRESETS_CENTS) ?? 0) : 0);

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

export const walletAddress = (rng: Rng, network: UsdtNetwork): string =>
  network === 'TRC20'
    ? `T${Array.from({ length: 33 }, () => BASE58.charAt(rng.int(0, BASE58.length - 1))).join('')}`
    : `0x${rng.hex(40)}`;

export const transactionHash = (rng: Rng): string => `0x${rng.hex(64)}`;

export const NETWORKS: readonly UsdtNetwork[] = ['TRC20', 'ERC20', 'BEP20'];

/** Manual methods a recharge ticket may name (Tazapay is paid at its checkout, not by ticket). */
export const TICKET_METHODS: readonly PaymentMethodId[] = [
  'localBankTicket',
  'transferWire',
  'transferWise',
  'payoneerTicket',
  'pingPongTicket',
  'lianLianTicket',
];

export const PROOF_URL = 'https://upload.mock.test/images/transfer-proof.png';

/** A link of the seller's own shop; now and then a shortener, which the rules refuse. */
export const productUrl = (rng: Rng): string =>
  rng.chance(0.1)
    ? `https://bit.ly/${rng.hex(6)}`
    : `https://shop-${rng.hex(4)}.example.vn/products/item-${rng.int(1, 999)}`;

export const refundReceiving = (rng: Rng): RefundReceiving => {
  switch (rng.int(0, 2)) {
    case 0:
      return { method: 'wise', wiseEmail: 'payouts@example.com', accountHolder: 'Simulated Seller' };
    case 1:
      return {
        method: 'bank',
        scheme: 'vn_local',
        country: 'VN',
        bankBin: '970436',
        bankName: 'Vietcombank',
        accountNumber: `${rng.int(10_000_000, 99_999_999)}`,
        accountHolder: 'SIMULATED SELLER',
      };
    default: {
      const network = rng.pick(NETWORKS) ?? 'TRC20';
      return { method: 'usdt', walletAddress: walletAddress(rng, network), usdtNetwork: network };
    }
  }
};

/** Moves the clock, never past the context's limit. */
export const advanceClock = (ctx: SimulationContext, milliseconds: number): void => {
  const target = ctx.mock.clock.now() + milliseconds;
  ctx.mock.clock.set(ctx.timeLimit === null ? target : Math.min(target, ctx.timeLimit));
};

/** A rule run outside HTTP: a domain refusal is expected, anything else is a defect. */
export const runOutside = async <A>(
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
export const sendMoney = async <A extends Answer>(
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
export const sentResult = (sent: Sent<Answer>): ActionResult =>
  sent.fault ? { outcome: outcomeOf(sent.response.status), fault: sent.fault } : result(sent.response.status);
