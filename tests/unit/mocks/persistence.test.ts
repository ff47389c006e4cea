import { createManualClock } from '@mocks/clock';
import { chooseScenario, describeDemo, loadRuntime } from '@mocks/demo-session';
import { createStoragePersistence, SCENARIO_STORAGE_KEY } from '@mocks/persistence';
import { login, register, verifyEmail, MOCK_CAPTCHA_TOKEN } from '@mocks/rules/auth';
import { authenticate } from '@mocks/rules/sessions';
import { findScenario, scenarioIds } from '@scenarios/index';
import { describe, expect, it, vi } from 'vitest';

/** sessionStorage as a browser tab has it. */
class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, value);
  }
}

const clock = createManualClock('2026-03-16T02:00:00.000Z');
const scenario = (id: string) => {
  const found = findScenario(id);
  if (!found) throw new Error(id);
  return found;
};

/** What a page load does: pick the scenario, then load (or seed) its db. */
const pageLoad = async (storage: Storage, requested: string | null = null) => {
  const persistence = createStoragePersistence(storage);
  return loadRuntime(persistence, chooseScenario(persistence, requested), clock);
};

describe('the browser db across reloads', () => {
  it('keeps a seller who registered, and a stored token stays valid', async () => {
    const storage = new MemoryStorage();
    const first = await pageLoad(storage);
    await register({ db: first.db, clock, emailCode: first.emailCode }, MOCK_CAPTCHA_TOKEN, {
      email: 'thu.le@example.com',
      name: 'Lê Thị Thu',
      phone: '+84938765432',
      telegram: '@thule',
      password: 'secret99',
    });
    await verifyEmail({ db: first.db, clock }, { email: 'thu.le@example.com', code: first.emailCode });
    const token = await login(
      { db: first.db, clock },
      { email: 'thu.le@example.com', password: 'secret99', rememberMe: true },
    );
    first.afterRequest();

    const reloaded = await pageLoad(storage);
    expect(reloaded.scenario.id).toBe('new-seller');
    expect(authenticate(reloaded.db, clock, token.idToken).email).toBe('thu.le@example.com');
    expect(reloaded.db.users.count()).toBe(2);
  });

  it('writes only after a request changed something', async () => {
    const storage = new MemoryStorage();
    const runtime = await pageLoad(storage);
    const setItem = vi.spyOn(storage, 'setItem');

    runtime.afterRequest();
    expect(setItem).not.toHaveBeenCalled();
    await runtime.db.notifications.updateMany((q) => q.where({ read: false }), {
      data(draft) {
        draft.read = true;
      },
    });
    runtime.afterRequest();
    expect(setItem).toHaveBeenCalledTimes(1);
  });

  it('remembers ?scenario= for the tab and reseeds when switching', async () => {
    const storage = new MemoryStorage();
    const verified = await pageLoad(storage, 'verified-seller');
    await verified.db.users.deleteMany((q) => q.where({ status: 'active' }));
    verified.afterRequest();

    // Same scenario on reload, without the parameter: the change is kept.
    expect((await pageLoad(storage)).db.users.count()).toBe(0);
    expect(storage.getItem(SCENARIO_STORAGE_KEY)).toBe('verified-seller');

    // Switching away and back starts from the seed.
    expect((await pageLoad(storage, 'blocked-user')).scenario.id).toBe('blocked-user');
    expect((await pageLoad(storage, 'verified-seller')).db.users.count()).toBe(1);
  });

  it('keeps the current scenario on an unknown id and lists the valid ones', async () => {
    const storage = new MemoryStorage();
    await pageLoad(storage, 'verified-seller');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const runtime = await pageLoad(storage, 'nope');

    expect(runtime.scenario.id).toBe('verified-seller');
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('new-seller, verified-seller, blocked-user, maintenance'),
    );
  });

  it('reseeds when the stored db is unreadable', async () => {
    const storage = new MemoryStorage();
    await pageLoad(storage);
    storage.setItem('mock-backend:db:new-seller', '{"version":0');
    expect((await pageLoad(storage)).db.users.count()).toBe(1);
  });

  it('describes the demo for the login page', async () => {
    const info = describeDemo(await pageLoad(new MemoryStorage(), 'maintenance'));
    expect(info).toEqual({
      scenario: {
        id: 'maintenance',
        name: scenario('maintenance').name,
        description: scenario('maintenance').description,
        credentials: null,
      },
      scenarios: expect.arrayContaining([expect.objectContaining({ id: 'new-seller' })]),
      emailCode: '246810',
    });
    expect(info.scenarios.map(({ id }) => id)).toEqual(scenarioIds());
  });
});
