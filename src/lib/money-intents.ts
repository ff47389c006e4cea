import { IDEMPOTENCY_KEY_TTL_HOURS } from '@contract/common/primitives.schema';
import { z } from 'zod';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

/*
 * The money actions a user started in this browser, by Idempotency-Key (docs/decisions/money-and-ledger.md,
 * "A lost answer"). Kept in local storage, so a key outlives a reload, a reopened dialog and a new tab:
 * the same request gets the same key until its outcome is known, and a repeat after a lost answer moves
 * nothing twice.
 */

const TTL_MS = IDEMPOTENCY_KEY_TTL_HOURS * 60 * 60 * 1000;

/** What the user is told the action was: "Your $100.00 top-up went through". */
const MoneyIntentKindSchema = z.enum([
  'topUp',
  'transfer',
  'withdraw',
  'autoTopUp',
  'refund',
  'plan',
  'setupCost',
  'adAccountRequest',
  'cardVerification',
  'giftCodeRedeem',
  'giftCodeCreate',
]);
export type MoneyIntentKind = z.infer<typeof MoneyIntentKindSchema>;

/**
 * - `new`: a key was given, the request is not sent yet;
 * - `sent`: on its way (from the page `page`);
 * - `unknown`: its answer was lost or was a server error, and the server has not said yet what became of it;
 * - `done`: after a lost answer, the server said it went through (a repeat is answered from its record);
 * - `notDone`: after a lost answer, the server said it moved nothing (a repeat runs it, with the same key).
 * An action whose answer arrived is forgotten: its outcome is on the screen.
 */
const MoneyIntentStateSchema = z.enum(['new', 'sent', 'unknown', 'done', 'notDone']);
export type MoneyIntentState = z.infer<typeof MoneyIntentStateSchema>;

const MoneyIntentSchema = z.object({
  key: z.string().min(1),
  userId: z.string(),
  /** The route and the request (canonical JSON): the same request has the same one. */
  fingerprint: z.string(),
  state: MoneyIntentStateSchema,
  kind: MoneyIntentKindSchema.nullable(),
  amountCents: z.number().int().nullable(),
  /** When it was given a key, then when it was last sent (epoch ms). */
  at: z.number(),
  /** The page load that sent it: another page's `sent` action may have lost its answer with its page. */
  page: z.string().nullable(),
  /** When the server was last asked what became of it, by the page `page` (epoch ms). */
  settledAt: z.number().nullable(),
});
export type MoneyIntent = z.infer<typeof MoneyIntentSchema>;

const StoredIntentsSchema = z.array(z.unknown());

/** This page load, so a `sent` action of a page that was closed or reloaded is told apart. */
export const PAGE_ID =
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Math.random());

const readAll = (now: number): MoneyIntent[] => {
  const raw = readStorage(STORAGE_KEYS.moneyIntents);
  if (raw === null) return [];
  try {
    const list = StoredIntentsSchema.parse(JSON.parse(raw));
    // One bad entry (an older version's, a hand edit) must not cost the others.
    return list.flatMap((entry) => {
      const parsed = MoneyIntentSchema.safeParse(entry);
      return parsed.success && parsed.data.at + TTL_MS > now ? [parsed.data] : [];
    });
  } catch {
    return [];
  }
};

const listeners = new Set<() => void>();
let version = 0;

const writeAll = (intents: readonly MoneyIntent[]): void => {
  writeStorage(STORAGE_KEYS.moneyIntents, JSON.stringify(intents));
  version += 1;
  for (const listener of listeners) listener();
};

if (typeof window !== 'undefined') {
  // Another tab changed them: a key it gave, an outcome it learned.
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.moneyIntents && event.key !== null) return;
    version += 1;
    for (const listener of listeners) listener();
  });
}

export interface MoneyIntentStore {
  /** The key of this user's request: the stored one while its outcome is unknown or learned after a loss, else a new one. */
  keyFor(userId: string, fingerprint: string): string;
  /** The request leaves now, as this kind of action. */
  markSent(key: string, action: { kind: MoneyIntentKind | null; amountCents: number | null }): void;
  setState(key: string, state: Exclude<MoneyIntentState, 'new' | 'sent'>): void;
  /** Its outcome is on the screen: a later identical request is a new action. */
  forget(key: string): void;
  get(key: string): MoneyIntent | undefined;
  list(): MoneyIntent[];
  subscribe(listener: () => void): () => void;
  /** Changes with every write, here or in another tab (for `useSyncExternalStore`). */
  version(): number;
}

export const createMoneyIntentStore = (
  now: () => number = Date.now,
  newKey: () => string = () => crypto.randomUUID(),
): MoneyIntentStore => {
  const update = (key: string, change: (intent: MoneyIntent) => MoneyIntent | null) => {
    const intents = readAll(now());
    const next = intents.flatMap((intent) => {
      if (intent.key !== key) return [intent];
      const changed = change(intent);
      return changed ? [changed] : [];
    });
    writeAll(next);
  };
  return {
    keyFor: (userId, fingerprint) => {
      const intents = readAll(now());
      const known = intents.find((intent) => intent.userId === userId && intent.fingerprint === fingerprint);
      if (known) return known.key;
      const key = newKey();
      writeAll([
        ...intents,
        {
          key,
          userId,
          fingerprint,
          state: 'new',
          kind: null,
          amountCents: null,
          at: now(),
          page: null,
          settledAt: null,
        },
      ]);
      return key;
    },
    markSent: (key, action) =>
      update(key, (intent) => ({
        ...intent,
        ...action,
        // A repeat of an action whose outcome was learned keeps that outcome until its answer comes.
        state: intent.state === 'done' || intent.state === 'notDone' ? intent.state : 'sent',
        at: now(),
        page: PAGE_ID,
      })),
    setState: (key, state) => update(key, (intent) => ({ ...intent, state, page: PAGE_ID, settledAt: now() })),
    forget: (key) => update(key, () => null),
    get: (key) => readAll(now()).find((intent) => intent.key === key),
    list: () => readAll(now()),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
};

/** The browser's store, shared by the fetcher, the forms and the shell's watcher. */
export const moneyIntents = createMoneyIntentStore();

/** What the page that sent a money request learned of it, for the shell to tell (the form may be gone by then). */
export type MoneyIntentNews =
  /** After its lost answer, the server said it went through or not, and no answer came to show it. */
  | { kind: 'learned'; intent: MoneyIntent }
  /** A repeat of an action that had gone through was answered from the server's record: nothing moved. */
  | { kind: 'repeated'; intent: MoneyIntent };

const newsListeners = new Set<(news: MoneyIntentNews) => void>();
/** News from before the shell's watcher listened (its code loads with the first money action). */
const untold: MoneyIntentNews[] = [];

export const announceMoneyIntentNews = (news: MoneyIntentNews): void => {
  if (newsListeners.size === 0) untold.push(news);
  for (const listener of newsListeners) listener(news);
};

export const onMoneyIntentNews = (listener: (news: MoneyIntentNews) => void): (() => void) => {
  newsListeners.add(listener);
  for (const news of untold.splice(0)) listener(news);
  return () => newsListeners.delete(listener);
};

const recovering = new Set<string>();

/** This page is asking the server about `key` itself (after its own lost answer): the watcher leaves it. */
export const whileRecovering = async <T>(key: string, task: () => Promise<T>): Promise<T> => {
  recovering.add(key);
  try {
    return await task();
  } finally {
    recovering.delete(key);
  }
};

export const isRecovering = (key: string): boolean => recovering.has(key);
