import { createManualClock, DAY_MS } from '@mocks/clock';
import type { DomainError } from '@mocks/errors';
import { describeDemo, openDemoSession, type DemoSession } from '@mocks/demo-session';
import {
  createBroadcastDemoChannel,
  createMemoryStore,
  type DemoChannel,
  type DemoMessage,
  type DemoStore,
  type StoredDemo,
} from '@mocks/persistence';
import { login, MOCK_CAPTCHA_TOKEN, register, verifyEmail } from '@mocks/rules/auth';
import { runRule } from '@mocks/rules/effect-runtime';
import { authenticate } from '@mocks/rules/sessions';
import { findScenario, scenarioCatalogue, scenarioIds } from '@scenarios/index';
import type { Effect } from 'effect';
import { afterEach, describe, expect, it, vi } from 'vitest';

const realClock = createManualClock('2026-03-16T02:00:00.000Z');
const scenario = (id: string) => {
  const found = findScenario(id);
  if (!found) throw new Error(id);
  return found;
};

let channelCount = 0;
const channels: DemoChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close();
});

/** Each test gets its own channel name, so tabs of different tests never hear each other. */
const channelName = () => `mock-backend-test-${++channelCount}`;

interface TabChannel extends DemoChannel {
  /** Resolves once the tab has handled a message of this type (BroadcastChannel delivers between event-loop turns). */
  heard(type: DemoMessage['type']): Promise<void>;
}

/** One tab's view of the shared channel; closed after the test. */
const tabChannel = (name: string): TabChannel => {
  const channel = createBroadcastDemoChannel(name);
  channels.push(channel);
  const waiting = new Set<{ type: DemoMessage['type']; resolve: () => void }>();
  return {
    ...channel,
    listen: (listener) =>
      channel.listen((message) => {
        listener(message);
        for (const waiter of waiting) {
          if (waiter.type !== message.type) continue;
          waiting.delete(waiter);
          waiter.resolve();
        }
      }),
    heard: (type) => new Promise((resolve) => waiting.add({ type, resolve })),
  };
};

interface PageLoad {
  store: DemoStore;
  /** The tab's channel, or the name of a channel to open for it. */
  channel?: string | DemoChannel;
  scenario?: string | null;
  reset?: boolean;
  onReseededElsewhere?: () => void;
}

/** What a page load does: open the shared demo from the store. */
const pageLoad = (options: PageLoad): Promise<DemoSession> =>
  openDemoSession({
    catalogue: scenarioCatalogue,
    store: options.store,
    channel: typeof options.channel === 'object' ? options.channel : tabChannel(options.channel ?? channelName()),
    baseClock: realClock,
    requestedScenario: options.scenario ?? null,
    reset: options.reset ?? false,
    onReseededElsewhere: options.onReseededElsewhere ?? (() => undefined),
  });

describe('the browser demo across reloads', () => {
  it('keeps a seller who registered, and a stored token stays valid', async () => {
    const store = createMemoryStore();
    const first = await pageLoad({ store });
    const { db, clock, emailCode } = first.runtime;
    const run = <A>(rule: Effect.Effect<A, DomainError>) => runRule(rule, { clock });
    await run(
      register({ db, emailCode }, MOCK_CAPTCHA_TOKEN, {
        email: 'thu.le@example.com',
        name: 'Lê Thị Thu',
        phone: '+84938765432',
        telegram: '@thule',
        password: 'secret99',
      }),
    );
    await run(verifyEmail(db, { email: 'thu.le@example.com', code: emailCode }));
    const token = await run(login(db, { email: 'thu.le@example.com', password: 'secret99', rememberMe: true }));
    first.runtime.afterRequest();
    await first.flush();

    const reloaded = await pageLoad({ store });
    expect(reloaded.runtime.scenario.id).toBe('new-seller');
    const user = await runRule(authenticate(reloaded.runtime.db, token.idToken), { clock: reloaded.clock });
    expect(user.email).toBe('thu.le@example.com');
    expect(reloaded.runtime.db.users.count()).toBe(2);
  });

  it('writes only after a request changed something', async () => {
    const store = createMemoryStore();
    const session = await pageLoad({ store });
    const write = vi.spyOn(store, 'write');

    session.runtime.afterRequest();
    await session.flush();
    expect(write).not.toHaveBeenCalled();
    await session.runtime.db.notifications.updateMany((q) => q.where({ read: false }), {
      data(draft) {
        draft.read = true;
      },
    });
    session.runtime.afterRequest();
    await session.flush();
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('keeps the stored scenario without ?scenario=, and reseeds on a switch or on ?reset', async () => {
    const store = createMemoryStore();
    const verified = await pageLoad({ store, scenario: 'verified-seller' });
    await verified.runtime.db.users.deleteMany((q) => q.where({ status: 'active' }));
    verified.runtime.afterRequest();
    await verified.flush();

    const reloaded = await pageLoad({ store });
    expect(reloaded.runtime.scenario.id).toBe('verified-seller');
    expect(reloaded.runtime.db.users.count()).toBe(0);
    expect((await pageLoad({ store, scenario: 'verified-seller' })).runtime.db.users.count()).toBe(0);

    expect((await pageLoad({ store, reset: true })).runtime.db.users.count()).toBe(1);
    await (await pageLoad({ store })).runtime.db.users.deleteMany((q) => q.where({ status: 'active' }));
    expect((await pageLoad({ store, scenario: 'blocked-user' })).runtime.scenario.id).toBe('blocked-user');
    expect((await pageLoad({ store, scenario: 'verified-seller' })).runtime.db.users.count()).toBe(1);
  });

  it('keeps the current scenario on an unknown id and lists the valid ones', async () => {
    const store = createMemoryStore();
    await pageLoad({ store, scenario: 'verified-seller' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const session = await pageLoad({ store, scenario: 'nope' });

    expect(session.runtime.scenario.id).toBe('verified-seller');
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('new-seller, verified-seller, blocked-user, maintenance'),
    );
    // Handed to the page, which shows it (UnknownScenarioAlert), so the fallback is never silent.
    expect(describeDemo(session).unknownScenario).toBe('nope');
    expect(describeDemo(await pageLoad({ store, scenario: 'verified-seller' }))).not.toHaveProperty('unknownScenario');
  });

  it('reseeds when the stored demo cannot be restored', async () => {
    const stored = createMemoryStore();
    await pageLoad({ store: stored });
    const state = await stored.read();
    if (!state) throw new Error('nothing stored');
    // A stored record that no longer fits its table (e.g. written by an older build).
    const users = state.data.users.map((user) => ({ ...(user as Record<string, unknown>), email: 'not-an-email' }));
    const broken: StoredDemo = { ...state, data: { ...state.data, users } };
    const store: DemoStore = { read: () => Promise.resolve(broken), write: () => Promise.resolve() };

    const reseeded = (await pageLoad({ store })).runtime.db.users.all();
    expect(reseeded.map((user) => user.email)).toEqual(['minhanh.tran@example.com']);
  });

  it('keeps the simulated clock across reloads until a reset', async () => {
    const store = createMemoryStore();
    const session = await pageLoad({ store, scenario: 'trialing-user' });
    await session.advanceClock(3 * DAY_MS);

    const reloaded = await pageLoad({ store });
    expect(reloaded.clock.offsetMs).toBe(3 * DAY_MS);
    expect(reloaded.clock.now()).toBe(realClock.now() + 3 * DAY_MS);
    expect((await pageLoad({ store, reset: true })).clock.offsetMs).toBe(0);
  });

  it('keeps a signed-in seller signed in when the clock moves ahead', async () => {
    const session = await pageLoad({ store: createMemoryStore(), scenario: 'trialing-user' });
    const { db, clock } = session.runtime;
    const email = 'hoang.pham@example.com';
    const token = await runRule(login(db, { email, password: 'demo1234', rememberMe: false }), { clock });

    await session.advanceClock(15 * DAY_MS);

    const user = await runRule(authenticate(session.runtime.db, token.idToken), { clock: session.clock });
    expect(user.email).toBe(email);
  });

  it('describes the demo for the login page', async () => {
    const info = describeDemo(await pageLoad({ store: createMemoryStore(), scenario: 'maintenance' }));
    expect(info).toEqual({
      scenario: {
        id: 'maintenance',
        name: scenario('maintenance').name,
        description: scenario('maintenance').description,
        credentials: null,
      },
      scenarios: expect.arrayContaining([expect.objectContaining({ id: 'new-seller' })]),
      emailCode: '246810',
      cardActivationCode: '246810',
    });
    expect(info.scenarios.map(({ id }) => id)).toEqual(scenarioIds());
  });
});

describe('the browser demo across tabs', () => {
  it('shows a change made in one tab to another tab on its next request', async () => {
    const store = createMemoryStore();
    const name = channelName();
    const first = await pageLoad({ store, channel: name, scenario: 'verified-seller' });
    const secondTab = tabChannel(name);
    const second = await pageLoad({ store, channel: secondTab });

    await first.runtime.db.notifications.updateMany((q) => q.where({ read: false }), {
      data(draft) {
        draft.read = true;
      },
    });
    const saved = secondTab.heard('saved');
    first.runtime.afterRequest();
    await first.flush();
    await saved;
    await second.beforeRequest();

    expect(second.runtime.db.notifications.findMany((q) => q.where({ read: false }))).toEqual([]);
  });

  it('moves every tab to the same simulated time', async () => {
    const store = createMemoryStore();
    const name = channelName();
    const first = await pageLoad({ store, channel: name, scenario: 'trialing-user' });
    const secondTab = tabChannel(name);
    const second = await pageLoad({ store, channel: secondTab });

    const saved = secondTab.heard('saved');
    await first.advanceClock(2 * DAY_MS);
    await saved;
    await second.beforeRequest();

    expect(second.clock.offsetMs).toBe(2 * DAY_MS);
  });

  it('tells the other tabs to reload when the demo is switched or reset', async () => {
    const store = createMemoryStore();
    const name = channelName();
    await pageLoad({ store, channel: name });
    const reload = vi.fn();
    const otherTab = tabChannel(name);
    await pageLoad({ store, channel: otherTab, onReseededElsewhere: reload });

    const reseeded = otherTab.heard('reseeded');
    await pageLoad({ store, channel: name, scenario: 'verified-seller' });
    await reseeded;

    expect(reload).toHaveBeenCalled();
  });
});
