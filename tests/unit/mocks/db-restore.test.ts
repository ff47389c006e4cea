import { createManualClock } from '@mocks/clock';
import { createDb, restoreDb, snapshotDb, type DbSnapshot, type UncheckedSnapshot } from '@mocks/db';
import { MOCK_SERVER_START } from '@mocks/node';
import { createSeededDb } from '@mocks/runtime';
import { findScenario } from '@scenarios/index';
import { beforeAll, describe, expect, it } from 'vitest';

/** A stored demo as IndexedDB gives it back: plain data. */
let stored: DbSnapshot;

beforeAll(async () => {
  const scenario = findScenario('verified-seller');
  if (!scenario) throw new Error('verified-seller');
  stored = structuredClone(snapshotDb(await createSeededDb(scenario, createManualClock(MOCK_SERVER_START))));
});

const restored = async (snapshot: UncheckedSnapshot = stored) => {
  const db = createDb();
  await restoreDb(db, snapshot);
  return db;
};

describe('restoring a stored demo (issue 43: parsed once, not copied and checked again by @msw/data)', () => {
  it('gives back every record as it was stored', async () => {
    expect(snapshotDb(await restored())).toEqual(stored);
  });

  it('leaves the stored data untouched, so it can be restored again', async () => {
    const before = structuredClone(stored);
    const db = await restored();
    await db.users.update((q) => q.where({ email: 'minhanh.tran@example.com' }), {
      data(user) {
        user.firstName = 'Someone';
      },
    });
    expect(stored).toEqual(before);
    expect(snapshotDb(await restored())).toEqual(stored);
  });

  it('refuses a stored record that no longer fits its table, as one written by an older build', async () => {
    const [user] = stored.users;
    if (!user) throw new Error('no user');
    await expect(restored({ ...stored, users: [{ ...user, email: 'not-an-email' }] })).rejects.toThrow();
  });

  it('drops a field the table no longer has, as a check on create does', async () => {
    const [user] = stored.users;
    if (!user) throw new Error('no user');
    const db = await restored({ ...stored, users: [{ ...user, retiredField: 'gone' }] });
    expect(db.users.findFirst()).not.toHaveProperty('retiredField');
  });

  it('still checks every record created or updated after a restore', async () => {
    const db = await restored();
    const user = db.users.findFirst();
    if (!user) throw new Error('no user');
    await expect(db.users.create({ ...user, email: 'not-an-email' })).rejects.toThrow();
    await expect(
      db.users.update((q) => q.where({ id: user.id }), {
        data(draft) {
          draft.email = 'not-an-email';
        },
      }),
    ).rejects.toThrow();
    expect(db.users.count()).toBe(1);
    expect(db.users.findFirst()?.email).toBe(user.email);
  });
});
