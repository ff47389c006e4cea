import { Semaphore } from 'effect';
import type { MockDb } from '../db';

/**
 * A one-permit semaphore per db, made on first use. A rule that reads, checks and then writes
 * runs under it as one step, so two requests at once cannot both pass the same check (the db's
 * writes are promises, so another request may run between the read and the write).
 */
export const makeDbLock = (): ((db: MockDb) => Semaphore.Semaphore) => {
  const locks = new WeakMap<MockDb, Semaphore.Semaphore>();
  return (db) => {
    const existing = locks.get(db);
    if (existing) return existing;
    const created = Semaphore.makeUnsafe(1);
    locks.set(db, created);
    return created;
  };
};
