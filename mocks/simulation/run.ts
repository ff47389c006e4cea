import type { DueWorkReport } from '@contract/demo/demo-control.schema';
import { DAY_MS, MINUTE_MS } from '../clock';
import type { UserRecord } from '../db';
import { createMockServer, type MockServer } from '../node';
import type { ScenarioCatalogue } from '../scenario';
import { ACTION_KINDS, drawActionKind, performAction, renewSessions, settleDueWork, type ActionKind } from './actions';
import type { ActionResult, Actor, Outcome, SimulationContext } from './action-kit';
import { createSimulationClient, type ResponseListener } from './client';
import { checkFigures } from './figures';
import {
  checkBalances,
  checkDailyInvariants,
  checkInvariants,
  checkStates,
  moneyBaseline,
  moneyFlows,
  type MoneyFlows,
} from './invariants';
import { createRng, type Rng } from './rng';

/*
 * A headless run of the mock backend over simulated time: random seller, partner, admin and
 * time actions for a number of days, the invariants checked as it goes, and a report. The
 * same seed gives the same report (the clock is manual and every choice comes from the
 * seeded PRNG; only `durationMs` is wall time).
 */

export interface SimulationOptions {
  scenario: string;
  days: number;
  seed: number;
  actionsPerDay: number;
}

export const DEFAULT_SIMULATION_OPTIONS: SimulationOptions = {
  scenario: 'verified-seller',
  days: 30,
  seed: 1,
  actionsPerDay: 20,
};

type OutcomeCounts = Record<Outcome, number>;

export interface SimulationReport {
  scenario: string;
  seed: number;
  days: number;
  actionsPerDay: number;
  /** Simulated time the run covered. */
  clock: { start: string; end: string };
  /** Who acted (besides the admin). */
  actors: string[];
  /** By action kind, in catalogue order. */
  actions: Record<string, OutcomeCounts>;
  /** By "<item kind> <decision>". */
  adminDecisions: Record<string, OutcomeCounts>;
  dueWork: DueWorkReport;
  /** Answers by HTTP status. */
  responses: Record<string, number>;
  money: MoneyFlows;
  /** How often each check ran. */
  checks: {
    /**
     * Each wallet is the sum of its ledger, no balance is negative, and since the start the
     * wallets and ad accounts moved exactly by the settled entries: after every action and day.
     */
    money: number;
    /** Every record in a state of spec section 4: at the start and after every day. */
    states: number;
    /** The ledger rule's own invariant (running balances too): at the start and the end. */
    ledgerRule: number;
    /**
     * After every day: ad accounts against the ledger and their spend, held ≤ balance, every
     * waiting top-up in the history, no outside reference credited twice, every notification's
     * record exists, and every figure the screens show equal to the records it sums.
     */
    daily: number;
  };
  /** Empty when every invariant held and every answer fitted the contract. */
  violations: string[];
  /** Wall time; the only part of the report that differs between two runs of a seed. */
  durationMs: number;
}

/** Referred members who act beside their partner: some with money, one without, one not verified yet. */
const FUNDED_MEMBERS = 3;
const UNFUNDED_MEMBERS = 1;
const UNVERIFIED_MEMBERS = 1;

/** Each action takes at least a simulated minute. */
const MAX_ACTIONS_PER_DAY = 1_000;

/** Past this many, further violations are counted but not listed. */
const MAX_LISTED_VIOLATIONS = 200;

const actingUsers = (mock: MockServer): UserRecord[] => {
  const { db, scenario } = mock;
  const email = scenario.credentials?.email;
  const main = email ? db.users.findFirst((q) => q.where({ email })) : undefined;
  if (!main) throw new Error(`Scenario ${scenario.id} has no account to act as`);
  if (main.partnership.status !== 'active') return [main];
  const members = db.users.findMany((q) => q.where({ referredBy: main.referralCode, status: 'active' }));
  const verified = members.filter((member) => member.verifyStatus === 'approved');
  return [
    main,
    ...verified.filter((member) => member.balance > 0).slice(0, FUNDED_MEMBERS),
    ...verified.filter((member) => member.balance === 0).slice(0, UNFUNDED_MEMBERS),
    ...members.filter((member) => member.verifyStatus === 'rejected').slice(0, UNVERIFIED_MEMBERS),
  ];
};

/**
 * The actors of the mock's scenario, signed in with their own contract clients: the
 * scenario's account and, for a partner, some of the referred members.
 */
export const createSimulationContext = async (
  mock: MockServer,
  rng: Rng,
  onResponse: ResponseListener,
): Promise<SimulationContext> => {
  const actors: Actor[] = [];
  for (const user of actingUsers(mock)) {
    const session = { token: await mock.signIn(user.email) };
    actors.push({
      userId: user.id,
      email: user.email,
      partner: user.partnership.status === 'active',
      session,
      client: createSimulationClient(mock.handlers, () => session.token, onResponse),
    });
  }
  return { mock, actors, rng, timeLimit: null };
};

const zeroCounts = (): OutcomeCounts => ({ ok: 0, refused: 0, failed: 0, skipped: 0 });

const addDueWork = (total: DueWorkReport, report: DueWorkReport): DueWorkReport => ({
  subscriptionsChanged: total.subscriptionsChanged + report.subscriptionsChanged,
  giftCodesSettled: total.giftCodesSettled + report.giftCodesSettled,
  refundsCompleted: total.refundsCompleted + report.refundsCompleted,
  paymentsSettled: total.paymentsSettled + report.paymentsSettled,
  paymentsExpired: total.paymentsExpired + report.paymentsExpired,
  adSpendCents: total.adSpendCents + report.adSpendCents,
});

const sortedRecord = <T>(record: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));

export const runSimulation = async (
  catalogue: ScenarioCatalogue,
  options: Partial<SimulationOptions> = {},
): Promise<SimulationReport> => {
  const wallStart = performance.now();
  const { scenario, days, seed, actionsPerDay } = { ...DEFAULT_SIMULATION_OPTIONS, ...options };
  if (actionsPerDay > MAX_ACTIONS_PER_DAY) throw new Error(`At most ${MAX_ACTIONS_PER_DAY} actions a day`);
  const mock = await createMockServer({ catalogue, scenario });
  const rng = createRng(seed);

  const violations: string[] = [];
  let unlisted = 0;
  const note = (where: string, found: readonly string[]) => {
    for (const violation of found) {
      if (violations.length < MAX_LISTED_VIOLATIONS) violations.push(`${where}: ${violation}`);
      else unlisted += 1;
    }
  };

  const responses: Record<string, number> = {};
  let answerViolations: string[] = [];
  const ctx = await createSimulationContext(mock, rng, (_route, status, violation) => {
    responses[status] = (responses[status] ?? 0) + 1;
    if (violation) answerViolations.push(violation);
  });

  const actions = new Map(ACTION_KINDS.map((kind) => [kind, zeroCounts()]));
  const adminDecisions: Record<string, OutcomeCounts> = {};
  let dueWork: DueWorkReport = {
    subscriptionsChanged: 0,
    giftCodesSettled: 0,
    refundsCompleted: 0,
    paymentsSettled: 0,
    paymentsExpired: 0,
    adSpendCents: 0,
  };
  const checks = { money: 0, states: 1, ledgerRule: 1, daily: 0 };

  const record = (kind: ActionKind | null, outcome: ActionResult): void => {
    const counts = kind ? actions.get(kind) : undefined;
    if (counts) counts[outcome.outcome] += 1;
    if (outcome.decision) {
      const decided = (adminDecisions[`${outcome.decision.kind} ${outcome.decision.decision}`] ??= zeroCounts());
      decided[outcome.outcome] += 1;
    }
    if (outcome.dueWork) dueWork = addDueWork(dueWork, outcome.dueWork);
  };

  // The seed itself must hold, or every later finding is moot.
  note('seed', [...checkInvariants(mock.db), ...checkDailyInvariants(mock.db)]);
  const baseline = moneyBaseline(mock.db);
  const moneyChecks = (): string[] => {
    checks.money += 1;
    return [...checkBalances(mock.db), ...moneyFlows(mock.db, baseline).violations];
  };
  const start = mock.clock.now();

  for (let day = 1; day <= days; day += 1) {
    const dayEnd = start + day * DAY_MS;
    for (let index = 1; index <= actionsPerDay; index += 1) {
      // Room for a minute per action left today: no two actions share an instant, so items
      // sorted by time never fall back on their random ids, and the run stays reproducible.
      ctx.timeLimit = dayEnd - (actionsPerDay - index + 1) * MINUTE_MS;
      const kind = drawActionKind(ctx);
      const outcome = await performAction(ctx, kind);
      record(kind, outcome);
      const found = [...answerViolations, ...(outcome.fault ? [outcome.fault] : []), ...moneyChecks()];
      answerViolations = [];
      note(`day ${day} action ${index} (${kind})`, found);
    }
    // The rest of the day passes; what fell due by midnight is settled.
    mock.clock.set(dayEnd);
    const closing = await settleDueWork(ctx);
    record(null, closing);
    // Writes through the collections are validated against the same schemas, so a bad state can
    // only come from a record changed in place; a daily sweep finds those without parsing the
    // whole db (35 ms on the partner scenario) after every action. The same for the figures
    // every screen shows, read through the API.
    await renewSessions(ctx);
    const figures = await checkFigures(mock.db, ctx.actors, mock.clock.now());
    note(`day ${day} end`, [
      ...(closing.fault ? [closing.fault] : []),
      ...moneyChecks(),
      ...checkStates(mock.db),
      ...checkDailyInvariants(mock.db),
      ...figures,
      ...answerViolations.splice(0),
    ]);
    checks.states += 1;
    checks.daily += 1;
  }

  note('end', checkInvariants(mock.db));
  checks.ledgerRule += 1;
  checks.states += 1;
  if (unlisted > 0) violations.push(`… and ${unlisted} more`);

  return {
    scenario,
    seed,
    days,
    actionsPerDay,
    clock: { start: new Date(start).toISOString(), end: new Date(mock.clock.now()).toISOString() },
    actors: ctx.actors.map((actor) => actor.email),
    actions: Object.fromEntries(actions),
    adminDecisions: sortedRecord(adminDecisions),
    dueWork,
    responses: sortedRecord(responses),
    money: moneyFlows(mock.db, baseline).flows,
    checks,
    violations,
    durationMs: Math.round(performance.now() - wallStart),
  };
};
