import type { MockClock } from './clock';
import { createDb, type MockDb } from './db';
import { createConfiguration } from './factories/configuration';
import { DEFAULT_EMAIL_CODE, type Scenario } from './scenario';

/** Everything a request is answered from. The browser and the test server each hold one. */
export interface MockRuntime {
  readonly db: MockDb;
  readonly clock: MockClock;
  readonly scenario: Scenario;
  /** Every code the mock "sends" by e-mail or SMS. */
  readonly emailCode: string;
  readonly maintenance: boolean;
  /** Uploaded files, served back by URL until the page reloads. */
  readonly uploads: Map<string, File>;
  /** Runs after every answered request (the browser persists the db here). */
  afterRequest(): void;
}

/** Records every scenario needs unless it seeds its own. */
const seedDefaults = async (db: MockDb): Promise<void> => {
  if (db.configuration.count() === 0) await db.configuration.create(createConfiguration());
};

export const seedScenario = async (db: MockDb, scenario: Scenario, clock: MockClock): Promise<void> => {
  // Faker is loaded only to seed: a demo tab that reopens its stored data never downloads it.
  const { createSeededFaker } = await import('./seeded-faker');
  await scenario.seed(db, { faker: createSeededFaker(scenario.fakerSeed), clock });
  await seedDefaults(db);
};

export const createSeededDb = async (scenario: Scenario, clock: MockClock): Promise<MockDb> => {
  const db = createDb();
  await seedScenario(db, scenario, clock);
  return db;
};

export const createRuntime = (options: {
  db: MockDb;
  clock: MockClock;
  scenario: Scenario;
  /** Kept when a tab swaps in a db another tab stored, so uploaded files stay served. */
  uploads?: Map<string, File>;
  afterRequest?: () => void;
}): MockRuntime => ({
  db: options.db,
  clock: options.clock,
  scenario: options.scenario,
  emailCode: options.scenario.emailCode ?? DEFAULT_EMAIL_CODE,
  maintenance: options.scenario.maintenance ?? false,
  uploads: options.uploads ?? new Map(),
  afterRequest: options.afterRequest ?? (() => undefined),
});
