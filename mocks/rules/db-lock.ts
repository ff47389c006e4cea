import { type Effect, Semaphore } from 'effect';
import type { MockDb } from '../db';

/*
 * The mock's locks, one set per db: a tab that swaps in another tab's db starts with none held.
 * The db's writes are promises, so another request may run between a read and a write; what
 * reads, checks and then writes runs under a lock as one step.
 */

const perDb = <T>(make: () => T): ((db: MockDb) => T) => {
  const made = new WeakMap<MockDb, T>();
  return (db) => {
    const existing = made.get(db);
    if (existing) return existing;
    const created = make();
    made.set(db, created);
    return created;
  };
};

/** A lock for rules: `withLock(db, rule)` runs the rule alone among the rules under the same lock. */
export const makeDbLock = (): (<A, E, R>(db: MockDb, rule: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>) => {
  const semaphoreOf = perDb(() => Semaphore.makeUnsafe(1));
  return (db, rule) => semaphoreOf(db).withPermit(rule);
};

/**
 * A lock for async code outside the rules, by name: tasks of the same name run one after the
 * other, others run at once. A name is forgotten when its last task ends.
 */
export const makeKeyedDbLock = (): (<T>(db: MockDb, name: string, task: () => Promise<T>) => Promise<T>) => {
  const tailsOf = perDb(() => new Map<string, Promise<void>>());
  return async (db, name, task) => {
    const tails = tailsOf(db);
    const previous = tails.get(name) ?? Promise.resolve();
    const run = previous.then(task);
    const done = run.then(
      () => undefined,
      () => undefined,
    );
    tails.set(name, done);
    try {
      return await run;
    } finally {
      if (tails.get(name) === done) tails.delete(name);
    }
  };
};
