import type { DemoControl } from '@contract/demo/demo-control.schema';
import { createManualClock, DAY_MS, HOUR_MS } from '@mocks/clock';
import { createDemoControl } from '@mocks/control/demo-control';
import { createFaultRegistry, statusOfErrorCode } from '@mocks/control/faults';
import { createRequestHarness } from '@mocks/control/harness';
import { createRequestLog } from '@mocks/control/request-log';
import { openDemoSession, type DemoSession } from '@mocks/demo-session';
import { scenarioCatalogue } from '@scenarios/index';
import { createHandlers } from '@mocks/handlers';
import { createBroadcastDemoChannel, createMemoryStore, type DemoChannel } from '@mocks/persistence';
import { requestRefund } from '@mocks/rules/tickets/refunds';
import { checkLedgerInvariant } from '@mocks/rules/ledger/invariants';
import { runRule } from '@mocks/rules/effect-runtime';
import { setupServer } from 'msw/node';
import { afterEach, describe, expect, it, vi } from 'vitest';

const START = '2026-03-16T02:00:00.000Z';
const channels: DemoChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close();
});

interface Demo {
  session: DemoSession;
  control: DemoControl;
  reload: ReturnType<typeof vi.fn>;
}

/** A browser tab's demo with its panel control, on an in-memory store and a hand-moved real clock. */
const openDemo = async (scenario: string): Promise<Demo> => {
  const channel = createBroadcastDemoChannel(`demo-control-test-${channels.length}`);
  channels.push(channel);
  const session = await openDemoSession({
    catalogue: scenarioCatalogue,
    store: createMemoryStore(),
    channel,
    baseClock: createManualClock(START),
    requestedScenario: scenario,
    reset: false,
    onReseededElsewhere: () => undefined,
  });
  const reload = vi.fn();
  const control = createDemoControl(session, { faults: createFaultRegistry(), log: createRequestLog(), reload });
  return { session, control, reload };
};

const userOf = (session: DemoSession, email: string) =>
  session.runtime.db.users.findFirst((q) => q.where({ email }), { strict: true });

describe('admin actions from the panel', () => {
  it('lists what waits for an admin, with the decisions each allows', async () => {
    const { control } = await openDemo('verified-seller');
    expect(control.pendingItems()).toEqual([
      expect.objectContaining({ kind: 'adAccountRequest', decisions: ['approve', 'reject'] }),
      expect.objectContaining({ kind: 'productLink', decisions: ['approve', 'reject'] }),
    ]);
  });

  it('opens the ad account when the request is approved, and the seller reaches onboarding step 6', async () => {
    const { control, session } = await openDemo('verified-seller');
    const request = control.pendingItems().find((item) => item.kind === 'adAccountRequest');
    if (!request) throw new Error('no ad account request in the scenario');
    const accountsBefore = session.runtime.db.adAccounts.count();

    expect(await control.decide({ kind: request.kind, id: request.id, decision: 'approve' })).toEqual({ ok: true });

    expect(session.runtime.db.adAccounts.count()).toBe(accountsBefore + 1);
    expect(session.runtime.db.adAccountRequests.findFirst((q) => q.where({ id: request.id }))).toMatchObject({
      status: 'approved',
      adAccountId: expect.any(String),
    });
    expect(userOf(session, request.user.email).onboardingStep).toBe(6);
    expect(control.pendingItems().some((item) => item.id === request.id)).toBe(false);
  });

  it('needs a reason to reject, and keeps it for the seller', async () => {
    const { control, session } = await openDemo('verified-seller');
    const link = control.pendingItems().find((item) => item.kind === 'productLink');
    if (!link) throw new Error('no product link in review in the scenario');

    expect(await control.decide({ kind: 'productLink', id: link.id, decision: 'reject' })).toMatchObject({
      ok: false,
      code: 'error.validation',
    });
    expect(
      await control.decide({ kind: 'productLink', id: link.id, decision: 'reject', reason: 'Counterfeit goods' }),
    ).toEqual({ ok: true });
    expect(session.runtime.db.productLinks.findFirst((q) => q.where({ id: link.id }))).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Counterfeit goods',
    });
  });

  it('refuses a skip on anything but a setup cost, and a second decision on a settled item', async () => {
    const { control } = await openDemo('verified-seller');
    const [first] = control.pendingItems();
    if (!first) throw new Error('nothing pending');

    expect(await control.decide({ kind: first.kind, id: first.id, decision: 'skip' })).toMatchObject({ ok: false });
    await control.decide({ kind: first.kind, id: first.id, decision: 'approve' });
    expect(await control.decide({ kind: first.kind, id: first.id, decision: 'approve' })).toMatchObject({ ok: false });
  });

  it('credits the wallet through the ledger when a payment is approved', async () => {
    const { control, session } = await openDemo('tazapay-in-progress');
    const [payment] = control.pendingItems();
    if (payment?.kind !== 'payment' || payment.amount === null) throw new Error('no open payment in the scenario');
    const before = userOf(session, payment.user.email).balance;

    expect(await control.decide({ kind: 'payment', id: payment.id, decision: 'approve' })).toEqual({ ok: true });

    expect(userOf(session, payment.user.email).balance).toBe(before + payment.amount);
    expect(checkLedgerInvariant(session.runtime.db)).toEqual([]);
  });
});

describe('moving the clock from the panel', () => {
  it('ends a trial that ran out and reports it', async () => {
    const { control } = await openDemo('trialing-user');
    const { clock, report } = await control.advanceClock(15 * DAY_MS);
    expect(clock.offsetMs).toBe(15 * DAY_MS);
    expect(report.subscriptionsChanged).toBeGreaterThan(0);
  });

  it('reports what the ad accounts spent meanwhile: the spend records the move wrote', async () => {
    const { control, session } = await openDemo('verified-seller');
    const { db } = session.runtime;
    const before = new Set(db.adSpend.all().map((piece) => piece.id));
    const { report } = await control.advanceClock(DAY_MS);
    const written = db.adSpend.all().filter((piece) => !before.has(piece.id));
    expect(written.length).toBeGreaterThan(0);
    expect(report.adSpendCents).toBe(written.reduce((sum, piece) => sum + piece.amount, 0));
    expect(report.adSpendCents).toBeGreaterThan(0);
    // Nothing more is due at the same instant, so nothing more is spent.
    expect((await control.advanceClock(0)).report.adSpendCents).toBe(0);
  });

  it('completes a refund 5 working days after it was asked, debiting the wallet', async () => {
    const { control, session } = await openDemo('verified-seller');
    const { db, clock } = session.runtime;
    const seller = userOf(session, 'lan.nguyen@example.com');
    await runRule(
      requestRefund(db, seller.id, {
        amount: 10_000,
        reason: 'permanent_stop',
        receiving: { method: 'wise', wiseEmail: 'lan.nguyen@example.com', accountHolder: 'Nguyen Thi Lan' },
      }),
      { clock },
    );

    expect((await control.advanceClock(2 * DAY_MS)).report.refundsCompleted).toBe(0);
    expect((await control.advanceClock(7 * DAY_MS)).report.refundsCompleted).toBe(1);
    expect(userOf(session, seller.email).balance).toBe(seller.balance - 10_000);
    expect(checkLedgerInvariant(db)).toEqual([]);
  });

  it('cancels a checkout nobody finished before it expired', async () => {
    const { control } = await openDemo('tazapay-in-progress');
    const { report } = await control.advanceClock(30 * DAY_MS);
    expect(report.paymentsExpired).toBe(1);
    expect(control.pendingItems()).toEqual([]);
  });
});

describe('switching and resetting from the panel', () => {
  it('reseeds the chosen scenario, sets the clock back and reloads the page', async () => {
    const { control, session, reload } = await openDemo('trialing-user');
    await control.advanceClock(HOUR_MS);

    await control.switchScenario('verified-seller');

    expect(session.runtime.scenario.id).toBe('verified-seller');
    expect(control.clock().offsetMs).toBe(0);
    expect(reload).toHaveBeenCalledOnce();
    await control.reset();
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('the simulated platform grant page', () => {
  it("connects the seller's platform account on Allow, keeps it on a second Allow, and refuses an unknown user", async () => {
    const { control, session } = await openDemo('rejected-setup-cost');
    const seller = userOf(session, 'duc.le@example.com');
    expect(seller.tiktok).toBeNull();

    expect(await control.grantPlatformAccess(seller.id)).toEqual({ ok: true });
    const connected = userOf(session, 'duc.le@example.com').tiktok;
    expect(connected).toMatchObject({ displayName: 'Đức Sport', id: expect.stringMatching(/^7\d{18}$/) });

    expect(await control.grantPlatformAccess(seller.id)).toEqual({ ok: true });
    expect(userOf(session, 'duc.le@example.com').tiktok).toEqual(connected);
    expect(await control.grantPlatformAccess('usr_nobody')).toMatchObject({ ok: false, code: 'error.not_found' });
  });
});

describe('faults and the request log', () => {
  const harnessed = async (scenario: string) => {
    const demo = await openDemo(scenario);
    const faults = createFaultRegistry();
    const log = createRequestLog();
    const harness = createRequestHarness({ faults, log, clock: demo.session.clock });
    const server = setupServer(...createHandlers(() => demo.session.runtime, { anyOrigin: true, harness }));
    server.listen({ onUnhandledRequest: 'error' });
    return { faults, log, close: () => server.close() };
  };

  it('answers with the injected error, status and all, and logs it as injected', async () => {
    const { faults, log, close } = await harnessed('verified-seller');
    try {
      faults.set({
        routeKey: 'configuration.getConfiguration',
        latencyMs: 0,
        failure: { type: 'error', code: 'error.forbidden' },
      });
      const faulted = await fetch('http://localhost/api/configuration/value?lang=en');
      expect(faulted.status).toBe(403);
      expect(await faulted.json()).toMatchObject({ code: 'error.forbidden' });

      faults.set({ routeKey: 'configuration.getConfiguration', latencyMs: 0, failure: { type: 'network' } });
      await expect(fetch('http://localhost/api/configuration/value')).rejects.toThrow();

      faults.clear('configuration.getConfiguration');
      expect((await fetch('http://localhost/api/configuration/value')).status).toBe(200);

      expect(log.entries().map(({ status, faulted: injected }) => [status, injected])).toEqual([
        [200, false],
        [null, true],
        [403, true],
      ]);
    } finally {
      close();
    }
  });

  it('gives each catalogue code the status a server would send', () => {
    expect(statusOfErrorCode('error.unauthorized')).toBe(401);
    expect(statusOfErrorCode('error.we_are_maintaining')).toBe(503);
    expect(statusOfErrorCode('error.insufficient_balance')).toBe(422);
  });

  it('keeps only the newest entries', () => {
    const log = createRequestLog(2);
    for (const path of ['/a', '/b', '/c']) {
      log.record({ at: START, method: 'GET', path, routeKey: null, status: 200, durationMs: 1, faulted: false });
    }
    expect(log.entries().map((entry) => entry.path)).toEqual(['/c', '/b']);
  });
});
