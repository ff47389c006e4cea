import { z } from 'zod';
import { DbSnapshotSchema, type DbSnapshot, type UncheckedSnapshot } from './db';

/*
 * Browser persistence of the demo: the scenario, the simulated clock and the whole db in
 * IndexedDB, shared by every tab of the origin until a reset. IndexedDB rather than
 * Web Storage: the partner scenario's db is several megabytes, near the 5 MB localStorage
 * quota. Tabs tell each other about writes over a BroadcastChannel.
 */

/** Raised when a stored record's shape changes, so an older demo is seeded afresh (4: clicks hold their click id). */
const STORED_DEMO_VERSION = 4;

/**
 * The stored db's shape only: `restoreDb` has each table parse its records as it restores them, so
 * they are not parsed twice on every page load (a tenth of a second for the partner's 2,000 members).
 */
const StoredSnapshotSchema = z.object(
  Object.fromEntries(Object.keys(DbSnapshotSchema.shape).map((name) => [name, z.array(z.unknown())])) as Record<
    keyof DbSnapshot,
    z.ZodArray<z.ZodUnknown>
  >,
);

const StoredDemoSchema = z.object({
  version: z.literal(STORED_DEMO_VERSION),
  scenarioId: z.string().min(1),
  /** Grows by one with every write; a tab that holds an older one reloads the db. */
  revision: z.number().int().nonnegative(),
  clockOffsetMs: z.number().int().nonnegative(),
  data: StoredSnapshotSchema,
});
export type StoredDemo = z.infer<typeof StoredDemoSchema>;

export const storedDemo = (
  state: Omit<StoredDemo, 'version'> & { data: DbSnapshot | UncheckedSnapshot },
): StoredDemo => ({
  version: STORED_DEMO_VERSION,
  ...state,
});

export interface DemoStore {
  /** The stored demo, or null when there is none or it no longer parses (an older version). */
  read(): Promise<StoredDemo | null>;
  write(state: StoredDemo): Promise<void>;
}

const parseStored = (value: unknown): StoredDemo | null => {
  const parsed = StoredDemoSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/** Tests (and a browser without IndexedDB): the same contract, in memory. */
export const createMemoryStore = (): DemoStore => {
  let stored: unknown = null;
  return {
    read: () => Promise.resolve(parseStored(stored === null ? null : structuredClone(stored))),
    write: (state) => {
      stored = structuredClone(state);
      return Promise.resolve();
    },
  };
};

const DATABASE_NAME = 'mock-backend';
const OBJECT_STORE = 'demo';
const DEMO_KEY = 'current';

const promised = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

const openDatabase = (factory: IDBFactory): Promise<IDBDatabase> => {
  const request = factory.open(DATABASE_NAME, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(OBJECT_STORE);
  return promised(request);
};

export const createIndexedDbStore = (factory: IDBFactory): DemoStore => {
  const database = openDatabase(factory);
  const run = async <T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const transaction = (await database).transaction(OBJECT_STORE, mode);
    const committed = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    });
    const result = await promised(act(transaction.objectStore(OBJECT_STORE)));
    await committed;
    return result;
  };
  return {
    read: async () => parseStored(await run('readonly', (store) => store.get(DEMO_KEY))),
    write: async (state) => {
      await run('readwrite', (store) => store.put(state, DEMO_KEY));
    },
  };
};

/* ---------- Telling other tabs ---------- */

const DemoMessageSchema = z.discriminatedUnion('type', [
  /** The db (or clock) changed; the new state is stored under this revision. */
  z.object({ type: z.literal('saved'), revision: z.number().int() }),
  /** The demo was switched to a scenario or reset: other tabs reload the page. */
  z.object({ type: z.literal('reseeded'), scenarioId: z.string() }),
]);
export type DemoMessage = z.infer<typeof DemoMessageSchema>;

export interface DemoChannel {
  post(message: DemoMessage): void;
  listen(listener: (message: DemoMessage) => void): void;
  close(): void;
}

/** BroadcastChannel reaches every other tab (not the sender), in browsers and in Node. */
export const createBroadcastDemoChannel = (name = DATABASE_NAME): DemoChannel => {
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    listen: (listener) => {
      channel.onmessage = (event: MessageEvent<unknown>) => {
        const parsed = DemoMessageSchema.safeParse(event.data);
        if (parsed.success) listener(parsed.data);
      };
    },
    close: () => channel.close(),
  };
};
