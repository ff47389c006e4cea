import { defaultScenario, findScenario, scenarioIds, scenarios, type Scenario } from '@scenarios/index';
import type { MockClock } from './clock';
import { createDb, watchDb } from './db';
import type { DbPersistence } from './persistence';
import { createRuntime, seedScenario, type MockRuntime } from './runtime';

/** What the app shows about the running demo; structurally `DemoInfo` of src/lib/demo.ts. */
export interface MockBackendInfo {
  scenario: { id: string; name: string; description: string; credentials: { email: string; password: string } | null };
  scenarios: Array<{ id: string; name: string; description: string }>;
  emailCode: string;
}

/**
 * `?scenario=<id>` wins and is remembered for the tab; an unknown id keeps the
 * current (or default) scenario and says which ids exist.
 */
export const chooseScenario = (persistence: DbPersistence, requested: string | null): Scenario => {
  const current = findScenario(persistence.readScenarioId()) ?? defaultScenario();
  if (requested === null) return current;
  const chosen = findScenario(requested);
  if (chosen) return chosen;
  console.warn(
    `[mock backend] Unknown scenario "${requested}"; staying on "${current.id}". Valid ids: ${scenarioIds().join(', ')}`,
  );
  return current;
};

/**
 * The tab's runtime: the stored db of the same scenario, or a fresh seed when
 * the scenario changed (or nothing usable was stored). Every request that
 * changed data writes the db back.
 */
export const loadRuntime = async (
  persistence: DbPersistence,
  scenario: Scenario,
  clock: MockClock,
): Promise<MockRuntime> => {
  const switched = persistence.readScenarioId() !== scenario.id;
  if (switched) persistence.clear();
  persistence.writeScenarioId(scenario.id);

  const db = createDb();
  const restored = !switched && (await persistence.load(scenario.id, db));
  if (!restored) {
    await seedScenario(db, scenario, clock);
    persistence.save(scenario.id, db);
  }

  let dirty = false;
  watchDb(db, () => {
    dirty = true;
  });
  return createRuntime({
    db,
    clock,
    scenario,
    afterRequest: () => {
      if (!dirty) return;
      dirty = false;
      persistence.save(scenario.id, db);
    },
  });
};

export const describeDemo = (runtime: MockRuntime): MockBackendInfo => ({
  scenario: {
    id: runtime.scenario.id,
    name: runtime.scenario.name,
    description: runtime.scenario.description,
    credentials: runtime.scenario.credentials ? { ...runtime.scenario.credentials } : null,
  },
  scenarios: scenarios.map(({ id, name, description }) => ({ id, name, description })),
  emailCode: runtime.emailCode,
});
