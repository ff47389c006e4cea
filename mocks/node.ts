import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { createManualClock, type ManualClock } from './clock';
import type { RequestHarness } from './control/harness';
import { createDb, restoreDb, snapshotDb, type DbSnapshot, type MockDb } from './db';
import { createHandlers } from './handlers';
import { runRule } from './rules/effect-runtime';
import { createSession } from './rules/sessions';
import { createRuntime, createSeededDb, type MockRuntime } from './runtime';
import { findScenario, scenarioIds, type Scenario, type ScenarioCatalogue } from './scenario';

/** Tests start at 09:00 in Ho Chi Minh City on a fixed day, so seeds and expiries are identical. */
export const MOCK_SERVER_START = '2026-03-16T02:00:00.000Z';

export interface MockServerOptions {
  /** The scenarios `scenario` and `reset(id)` pick from. */
  catalogue: ScenarioCatalogue;
  /** Scenario id; the catalogue's default when omitted. */
  scenario?: string;
  clock?: ManualClock;
  /** Around every answered request: injected faults and the request log (`mock:serve`'s control API). */
  harness?: RequestHarness;
}

export interface MockServer {
  /** Call `listen({ onUnhandledRequest: 'error' })` / `close()` around the tests. */
  server: ReturnType<typeof setupServer>;
  /** The same handlers, for serving them another way (the mock HTTP server). */
  handlers: HttpHandler[];
  clock: ManualClock;
  readonly runtime: MockRuntime;
  readonly db: MockDb;
  readonly scenario: Scenario;
  /** A fresh db seeded with the scenario (the one the server was created with by default), the clock back at its start. */
  reset(scenario?: string): Promise<void>;
  /** A session token for an account (the scenario's own by default), without going through login. */
  signIn(email?: string): Promise<string>;
}

const resolveScenario = (catalogue: ScenarioCatalogue, id: string): Scenario => {
  const scenario = findScenario(catalogue, id);
  if (!scenario) throw new Error(`Unknown mock scenario "${id}". Valid ids: ${scenarioIds(catalogue).join(', ')}`);
  return scenario;
};

/** The mock backend for vitest: an in-memory db per reset, handlers matching any origin, no persistence. */
export const createMockServer = async (options: MockServerOptions): Promise<MockServer> => {
  const { catalogue } = options;
  const clock = options.clock ?? createManualClock(MOCK_SERVER_START);
  const start = clock.now();
  // A scenario is seeded once; a reset restores that seed (every build starts at the same instant),
  // which takes a fraction of seeding it again (the partner scenario: seconds).
  const seeds = new Map<string, DbSnapshot>();
  const build = async (scenario: Scenario): Promise<MockRuntime> => {
    const seeded = seeds.get(scenario.id);
    if (seeded) {
      const db = createDb();
      // A copy: nothing a test changes may reach the stored seed.
      await restoreDb(db, structuredClone(seeded));
      return createRuntime({ db, clock, scenario });
    }
    const db = await createSeededDb(scenario, clock);
    seeds.set(scenario.id, snapshotDb(db));
    return createRuntime({ db, clock, scenario });
  };

  const initial =
    options.scenario === undefined ? catalogue.defaultScenario : resolveScenario(catalogue, options.scenario);
  let runtime = await build(initial);
  const handlers = createHandlers(() => runtime, { anyOrigin: true, harness: options.harness });
  const server = setupServer(...handlers);

  return {
    server,
    handlers,
    clock,
    get runtime() {
      return runtime;
    },
    get db() {
      return runtime.db;
    },
    get scenario() {
      return runtime.scenario;
    },
    async reset(scenario) {
      clock.set(start);
      runtime = await build(scenario === undefined ? initial : resolveScenario(catalogue, scenario));
    },
    async signIn(email) {
      const address = email ?? runtime.scenario.credentials?.email;
      const user = address ? runtime.db.users.findFirst((q) => q.where({ email: address })) : undefined;
      if (!user) throw new Error(`No account ${address ?? '(scenario has none)'} in scenario ${runtime.scenario.id}`);
      return (await runRule(createSession(runtime.db, user.id), { clock })).token;
    },
  };
};
