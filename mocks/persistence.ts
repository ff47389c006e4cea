import { z } from 'zod';
import { DbSnapshotSchema, restoreDb, snapshotDb, type MockDb } from './db';

/*
 * Browser persistence: the whole db as JSON in sessionStorage, keyed by
 * scenario id, written after every request that changed something. It lives
 * as long as the tab, like a demo session should. (@msw/data's persist()
 * writes localStorage on `unload`, which browsers no longer fire reliably and
 * which would leak data across tabs and sessions.)
 */

export const SCENARIO_STORAGE_KEY = 'mock-backend:scenario';
const DB_KEY_PREFIX = 'mock-backend:db:';
const SNAPSHOT_VERSION = 1;

const StoredDbSchema = z.object({
  version: z.literal(SNAPSHOT_VERSION),
  scenarioId: z.string(),
  data: DbSnapshotSchema,
});

const dbKey = (scenarioId: string): string => `${DB_KEY_PREFIX}${scenarioId}`;

export interface DbPersistence {
  readScenarioId(): string | null;
  writeScenarioId(id: string): void;
  /** Fills an empty db from storage; false when nothing usable was stored. */
  load(scenarioId: string, db: MockDb): Promise<boolean>;
  save(scenarioId: string, db: MockDb): void;
  /** Forgets every stored db (switching scenario starts from its seed). */
  clear(): void;
}

export const createStoragePersistence = (storage: Storage): DbPersistence => {
  let warned = false;
  const attempt = (action: () => void): void => {
    try {
      action();
    } catch (error) {
      if (!warned)
        console.warn('[mock backend] Could not write sessionStorage; changes will not survive a reload.', error);
      warned = true;
    }
  };

  return {
    readScenarioId: () => storage.getItem(SCENARIO_STORAGE_KEY),
    writeScenarioId: (id) => attempt(() => storage.setItem(SCENARIO_STORAGE_KEY, id)),
    load: async (scenarioId, db) => {
      const raw = storage.getItem(dbKey(scenarioId));
      if (raw === null) return false;
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        return false;
      }
      const parsed = StoredDbSchema.safeParse(json);
      if (!parsed.success || parsed.data.scenarioId !== scenarioId) return false;
      await restoreDb(db, parsed.data.data);
      return true;
    },
    save: (scenarioId, db) =>
      attempt(() =>
        storage.setItem(
          dbKey(scenarioId),
          JSON.stringify({ version: SNAPSHOT_VERSION, scenarioId, data: snapshotDb(db) }),
        ),
      ),
    clear: () => {
      const keys: string[] = [];
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index);
        if (key?.startsWith(DB_KEY_PREFIX)) keys.push(key);
      }
      for (const key of keys) storage.removeItem(key);
    },
  };
};
