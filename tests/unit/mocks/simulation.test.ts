import { DAY_MS } from '@mocks/clock';
import { restoreDb, snapshotDb, type DbSnapshot } from '@mocks/db';
import { createBalanceTransaction } from '@mocks/factories/transaction';
import { createMockServer, type MockServer } from '@mocks/node';
import { scenarioCatalogue } from '@scenarios/index';
import { ACTION_KINDS, ACTIONS, performAction } from '@mocks/simulation/actions';
import { contractViolation } from '@mocks/simulation/client';
import { createTicket } from '@mocks/factories/ticket';
import { checkFigures } from '@mocks/simulation/figures';
import {
  checkBalances,
  checkDailyInvariants,
  checkHeldMoney,
  checkInvariants,
  checkNotificationSubjects,
  checkPendingTopUps,
  checkReferencesCreditedOnce,
  checkMoney,
  checkStates,
  moneyBaseline,
  moneyFlows,
} from '@mocks/simulation/invariants';
import { createRng } from '@mocks/simulation/rng';
import { createSimulationContext, runSimulation } from '@mocks/simulation/run';
import { contract } from '@contract';
import fc from 'fast-check';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

/** The property's scenario: a seller with money, ad accounts, a plan and items in review, and a small db. */
const SCENARIO = 'verified-seller';
const RUNS = 1_000;
const MAX_ACTIONS = 20;

let mock: MockServer;
let seeded: DbSnapshot;
let start: number;

beforeAll(async () => {
  mock = await createMockServer({ catalogue: scenarioCatalogue, scenario: SCENARIO });
  seeded = snapshotDb(mock.db);
  start = mock.clock.now();
});

/** Back to the seed: restoring the snapshot takes about 1.5 ms, reseeding the scenario about 8 ms. */
const restoreSeed = async (): Promise<void> => {
  for (const collection of Object.values(mock.db)) collection.clear();
  await restoreDb(mock.db, seeded);
  mock.clock.set(start);
};

describe('simulation property', () => {
  // Each command draws its parameters from its own seed, so fast-check can drop commands while shrinking.
  const command = fc.record({
    kind: fc.constantFrom(...ACTION_KINDS.filter((kind) => !ACTIONS[kind].partnerOnly)),
    seed: fc.integer(),
  });

  it(`holds every invariant after each step of ${RUNS} random action sequences`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: MAX_ACTIONS }), async (commands) => {
        await restoreSeed();
        const baseline = moneyBaseline(mock.db);
        const answers: string[] = [];
        const ctx = await createSimulationContext(mock, createRng(0), (_route, _status, violation) => {
          if (violation) answers.push(violation);
        });
        for (const [index, { kind, seed }] of commands.entries()) {
          ctx.rng = createRng(seed);
          const outcome = await performAction(ctx, kind);
          const violations = [...answers.splice(0), ...(outcome.fault ? [outcome.fault] : [])];
          violations.push(...checkMoney(mock.db), ...moneyFlows(mock.db, baseline).violations);
          expect(violations, `after step ${index + 1} (${kind})`).toEqual([]);
        }
        // Writes go through the collections' schemas, so a bad state can only come from a record
        // changed in place: one sweep of every record per sequence finds it (as the simulation does daily).
        expect(checkStates(mock.db), 'states at the end').toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('runSimulation', () => {
  it('runs days of verified-seller with no violation, the same way for the same seed', async () => {
    const first = await runSimulation(scenarioCatalogue, { scenario: SCENARIO, days: 5, seed: 1 });
    const second = await runSimulation(scenarioCatalogue, { scenario: SCENARIO, days: 5, seed: 1 });
    expect(first.violations).toEqual([]);
    expect(first.clock.end).toBe(new Date(start + 5 * DAY_MS).toISOString());
    expect(Object.values(first.actions).some((counts) => counts.ok > 0)).toBe(true);
    expect({ ...second, durationMs: 0 }).toEqual({ ...first, durationMs: 0 });
  });
});

describe('invariant checks', () => {
  beforeEach(restoreSeed);

  const seller = () => {
    const user = mock.db.users.all()[0];
    if (!user) throw new Error('The scenario has no user');
    return user;
  };

  it('pass on the seed', async () => {
    expect(checkInvariants(mock.db)).toEqual([]);
    expect(checkBalances(mock.db)).toEqual([]);
    expect(checkDailyInvariants(mock.db)).toEqual([]);
    const ctx = await createSimulationContext(mock, createRng(0), () => undefined);
    expect(await checkFigures(mock.db, ctx.actors, mock.clock.now())).toEqual([]);
  });

  it('catch a refund holding more than the wallet has', async () => {
    await mock.db.tickets.create(
      createTicket({ id: 'tkt_big', userId: seller().id, type: 'request_refund', amount: seller().balance + 1 }),
    );
    expect(checkHeldMoney(mock.db)).toEqual([
      `held: user ${seller().id} holds ${seller().balance + 1} of a balance of ${seller().balance}`,
    ]);
  });

  it('catch a waiting recharge ticket that is not in the history', async () => {
    await mock.db.tickets.create(
      createTicket({ id: 'tkt_wire', userId: seller().id, type: 'recharge_user_balance', amount: 100_000 }),
    );
    expect(checkPendingTopUps(mock.db)).toEqual([
      'pending: recharge ticket tkt_wire waits, its history row is missing',
    ]);
  });

  it('catch one USDT hash credited by two paths', async () => {
    const hash = '0xABCDEF0123456789';
    const entry = (id: string) =>
      createBalanceTransaction({ id, userId: seller().id, sequence: 900, amount: 5_000, status: 'PAID' });
    await mock.db.balanceTransactions.create(entry('txn_one'));
    await mock.db.balanceTransactions.create(entry('txn_two'));
    for (const [ticketId, transactionId, code] of [
      ['tkt_one', 'txn_one', hash],
      ['tkt_two', 'txn_two', hash.slice(2).toLowerCase()],
    ] as const) {
      await mock.db.tickets.create(
        createTicket({
          id: ticketId,
          userId: seller().id,
          type: 'recharge_user_balance',
          status: 'done',
          paymentMethod: 'USDT',
          auto: true,
          transferCode: code,
          transactionId,
        }),
      );
    }
    expect(checkReferencesCreditedOnce(mock.db)).toEqual([
      'reference: abcdef0123456789 credited 2 times (ticket tkt_one, ticket tkt_two)',
    ]);
  });

  it('catch a notification about a record that does not exist', async () => {
    const [notification] = mock.db.notifications.all();
    if (!notification) throw new Error('The scenario has no notification');
    await mock.db.notifications.update(notification, {
      data(draft) {
        draft.subject = { kind: 'transaction', id: 'txn_gone' };
      },
    });
    expect(checkNotificationSubjects(mock.db)).toEqual([
      `notification ${notification.id}: its transaction txn_gone does not exist`,
    ]);
  });

  it('catch a figure a screen shows that its records do not make', async () => {
    const [piece] = mock.db.adSpend.all();
    if (!piece) throw new Error('The scenario has no spend');
    await mock.db.adSpend.update(piece, {
      data(draft) {
        draft.amount += 100;
      },
    });
    const ctx = await createSimulationContext(mock, createRng(0), () => undefined);
    // The dashboard's total spend still sums the records; the ad account's stored cost does not.
    expect(await checkFigures(mock.db, ctx.actors, mock.clock.now())).toEqual([
      expect.stringMatching(
        new RegExp(`^figures: ad account ${piece.adAccountId}'s cost shows \\d+, its records say \\d+$`),
      ),
    ]);
  });

  it('catch a negative wallet', async () => {
    await mock.db.users.update(seller(), {
      data(draft) {
        draft.balance = -500;
      },
    });
    expect(checkInvariants(mock.db)).toEqual(expect.arrayContaining([expect.stringContaining('negative_balance')]));
    expect(checkBalances(mock.db)).toEqual(expect.arrayContaining([expect.stringContaining('negative balance')]));
  });

  it('catch a ledger entry the balance does not account for', async () => {
    await mock.db.balanceTransactions.create(
      createBalanceTransaction({ id: 'txn_stray', userId: seller().id, sequence: 999, amount: 1_234, balanceAfter: 0 }),
    );
    expect(checkInvariants(mock.db)).toEqual(expect.arrayContaining([expect.stringContaining('balance_mismatch')]));
    expect(checkBalances(mock.db)).toEqual(expect.arrayContaining([expect.stringMatching(/ledger \d+/)]));
  });

  it('catch a negative ad account', async () => {
    const account = mock.db.adAccounts.all()[0];
    if (!account) throw new Error('The scenario has no ad account');
    await mock.db.adAccounts.update(account, {
      data(draft) {
        draft.balance = -1;
      },
    });
    expect(checkInvariants(mock.db)).toEqual([
      `ad account ${account.id}: negative balance -1`,
      `ad account ${account.id}: balance -1, ledger and spend say ${account.balance}`,
    ]);
  });

  it('catch an ad account whose cost is not the sum of its spend', async () => {
    const account = mock.db.adAccounts.all()[0];
    if (!account) throw new Error('The scenario has no ad account');
    await mock.db.adAccounts.update(account, {
      data(draft) {
        draft.cost += 1;
      },
    });
    expect(checkInvariants(mock.db)).toEqual([
      `ad account ${account.id}: cost ${account.cost + 1}, spend records say ${account.cost}`,
    ]);
  });

  it('catch spend that ran ahead of the money that reached the ad account', async () => {
    const [first] = mock.db.adSpend.all().sort((a, b) => a.to.localeCompare(b.to));
    if (!first) throw new Error('The scenario has no ad spend');
    const early = new Date(Date.parse(first.from) - 30 * DAY_MS).toISOString();
    await mock.db.adSpend.update(first, {
      data(draft) {
        draft.from = early;
        draft.to = early;
      },
    });
    expect(checkInvariants(mock.db)).toEqual([
      `ad account ${first.adAccountId}: spend ran ${first.amount} ahead of its money at ${early}`,
    ]);
  });

  it('catch a state outside section 4', () => {
    const ticket = mock.db.tickets.all()[0];
    if (!ticket) throw new Error('The scenario has no ticket');
    // In place, as a rule mutating a record it read would: the collection's own validation never sees it.
    Object.assign(ticket, { status: 'archived' });
    expect(checkInvariants(mock.db)).toEqual([expect.stringMatching(/^state: tickets\.0\.status: /)]);
  });

  it('catch money an ad account gained without a wallet move', async () => {
    const baseline = moneyBaseline(mock.db);
    const account = mock.db.adAccounts.all()[0];
    if (!account) throw new Error('The scenario has no ad account');
    await mock.db.adAccounts.update(account, {
      data(draft) {
        draft.balance += 100;
      },
    });
    expect(moneyFlows(mock.db, baseline).violations).toEqual([
      `money: ad account ${account.id} changed by 100, wallet moves to it by 0, spend 0`,
    ]);
  });

  it('catch answers outside the contract, not declared refusals', async () => {
    const route = contract.users.getMe;
    expect(await contractViolation(route, 418, {})).toMatch(/status not declared/);
    expect(await contractViolation(route, 200, { id: 42 })).toMatch(/body breaks the contract/);
    const internal = { code: 'error.internal', messageCode: 'error.internal', message: 'Boom' };
    expect(await contractViolation(route, 500, internal)).toMatch(/server error/);
    const refusal = { code: 'error.unauthorized', messageCode: 'error.unauthorized', message: 'Sign in' };
    expect(await contractViolation(route, 401, refusal)).toBeNull();
  });
});
