import type { DemoBackendInfo, DueWorkReport } from '@contract/demo/demo-control.schema';
import { createOffsetClock, type MockClock, type OffsetClock } from './clock';
import { advanceClockAndSettle } from './control/advance-clock';
import { createDb, restoreDb, snapshotDb, watchDb, type MockDb } from './db';
import { storedDemo, type DemoChannel, type DemoStore, type StoredDemo } from './persistence';
import { createRuntime, seedScenario, type MockRuntime } from './runtime';
import { findScenario, scenarioIds, type Scenario, type ScenarioCatalogue } from './scenario';
import { CARD_ACTIVATION_CODE } from './rules/payments/cards';

/**
 * `?scenario=<id>` wins; an unknown id keeps the current (or default) scenario, says which ids
 * exist, and is handed back so the panel can say so on the page.
 */
const chooseScenario = (
  catalogue: ScenarioCatalogue,
  currentId: string | null,
  requested: string | null,
): { scenario: Scenario; unknownId: string | null } => {
  const current = findScenario(catalogue, currentId) ?? catalogue.defaultScenario;
  if (requested === null) return { scenario: current, unknownId: null };
  const chosen = findScenario(catalogue, requested);
  if (chosen) return { scenario: chosen, unknownId: null };
  console.warn(
    `[mock backend] Unknown scenario "${requested}"; staying on "${current.id}". Valid ids: ${scenarioIds(catalogue).join(', ')}`,
  );
  return { scenario: current, unknownId: requested };
};

export interface DemoSessionOptions {
  /** The scenarios the demo may switch between. */
  catalogue: ScenarioCatalogue;
  store: DemoStore;
  channel: DemoChannel;
  /** Real time; the session's clock runs ahead of it by the stored offset. */
  baseClock: MockClock;
  /** `?scenario=`: a different scenario than the stored one starts from its seed. */
  requestedScenario: string | null;
  /** `?reset`: start the scenario from its seed even if it is the stored one. */
  reset: boolean;
  /** Another tab switched or reset the demo; this one should reload to follow. */
  onReseededElsewhere(): void;
}

/** The browser demo's state: one db shared by every tab of the origin through the store. */
export interface DemoSession {
  readonly catalogue: ScenarioCatalogue;
  readonly runtime: MockRuntime;
  readonly clock: OffsetClock;
  /** The id `?scenario=` asked for when no scenario has it (the demo stayed on its scenario), else null. */
  readonly unknownScenario: string | null;
  /** Catches up with a newer state another tab stored. */
  beforeRequest(): Promise<void>;
  /** Resolves when every write so far is stored. */
  flush(): Promise<void>;
  /** Moves the simulated clock and settles what fell due; the new state is stored. */
  advanceClock(milliseconds: number): Promise<DueWorkReport>;
  /** Seeds the scenario afresh, clock back to real time; every other tab is told to reload. */
  reseed(scenario: Scenario): Promise<void>;
  /** Stores the state after a change made outside a request (an admin action). */
  save(): Promise<void>;
}

export const openDemoSession = async (options: DemoSessionOptions): Promise<DemoSession> => {
  const { store, channel } = options;
  const stored = await store.read();
  const { scenario, unknownId } = chooseScenario(
    options.catalogue,
    stored?.scenarioId ?? null,
    options.requestedScenario,
  );
  const clock = createOffsetClock(options.baseClock);
  const uploads = new Map<string, File>();

  let revision = stored?.revision ?? 0;
  let newestAnnounced = revision;
  let dirty = false;
  let writes: Promise<void> = Promise.resolve();
  let catchingUp: Promise<void> | null = null;
  let warned = false;
  let runtime: MockRuntime;

  const write = (state: StoredDemo): Promise<void> => {
    writes = writes
      .then(() => store.write(state))
      .then(() => channel.post({ type: 'saved', revision: state.revision }))
      .catch((error: unknown) => {
        if (!warned) console.warn('[mock backend] Could not store the demo; changes will not survive a reload.', error);
        warned = true;
      });
    return writes;
  };

  const save = (): Promise<void> => {
    dirty = false;
    revision = Math.max(revision, newestAnnounced) + 1;
    return write(
      storedDemo({
        scenarioId: runtime.scenario.id,
        revision,
        clockOffsetMs: clock.offsetMs,
        data: snapshotDb(runtime.db),
      }),
    );
  };

  /** Makes a loaded db the live one; changes from here on mark it for saving. */
  const adopt = (db: MockDb, chosen: Scenario): void => {
    watchDb(db, () => {
      dirty = true;
    });
    dirty = false;
    runtime = createRuntime({
      db,
      clock,
      scenario: chosen,
      uploads,
      afterRequest: () => {
        if (dirty) void save();
      },
    });
  };

  const reseed = async (chosen: Scenario): Promise<void> => {
    clock.setOffset(0);
    const db = createDb();
    await seedScenario(db, chosen, clock);
    adopt(db, chosen);
    await save();
    channel.post({ type: 'reseeded', scenarioId: chosen.id });
  };

  const restore = async (state: StoredDemo, chosen: Scenario): Promise<boolean> => {
    const db = createDb();
    try {
      await restoreDb(db, state.data);
    } catch {
      return false;
    }
    clock.setOffset(state.clockOffsetMs);
    adopt(db, chosen);
    revision = state.revision;
    return true;
  };

  if (!stored || stored.scenarioId !== scenario.id || options.reset || !(await restore(stored, scenario))) {
    await reseed(scenario);
  }

  channel.listen((message) => {
    if (message.type === 'reseeded') options.onReseededElsewhere();
    else newestAnnounced = Math.max(newestAnnounced, message.revision);
  });

  const catchUp = async (): Promise<void> => {
    const latest = await store.read();
    if (!latest || latest.revision <= revision) return;
    if (latest.scenarioId !== runtime.scenario.id) {
      options.onReseededElsewhere();
      return;
    }
    await restore(latest, runtime.scenario);
  };

  return {
    catalogue: options.catalogue,
    get runtime() {
      return runtime;
    },
    clock,
    unknownScenario: unknownId,
    beforeRequest: async () => {
      if (newestAnnounced <= revision) return;
      catchingUp ??= catchUp().finally(() => {
        catchingUp = null;
      });
      await catchingUp;
    },
    flush: () => writes,
    advanceClock: async (milliseconds) => {
      try {
        return await advanceClockAndSettle(
          runtime.db,
          clock,
          (moved) => clock.setOffset(clock.offsetMs + moved),
          milliseconds,
        );
      } finally {
        await save();
      }
    },
    reseed,
    save,
  };
};

export const describeDemo = ({
  runtime,
  catalogue,
  unknownScenario,
}: Pick<DemoSession, 'runtime' | 'catalogue' | 'unknownScenario'>): DemoBackendInfo => ({
  scenario: {
    id: runtime.scenario.id,
    name: runtime.scenario.name,
    description: runtime.scenario.description,
    credentials: runtime.scenario.credentials ? { ...runtime.scenario.credentials } : null,
  },
  scenarios: catalogue.scenarios.map(({ id, name, description }) => ({ id, name, description })),
  emailCode: runtime.emailCode,
  cardActivationCode: CARD_ACTIVATION_CODE,
  ...(unknownScenario === null ? {} : { unknownScenario }),
});
