import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { MOCK_CONTROL_PREFIX } from '@contract/mock-control/mock-control.contract';
import { AdvanceClockResultSchema, MockClockStateSchema } from '@contract/mock-control/mock-control.schema';
import { TransactionListSchema } from '@contract/transactions/transactions.schema';
import { DAY_MS } from '@mocks/clock';
import { verifiedSellerScenario } from '@scenarios/verified-seller';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startMockHttpServer, type MockHttpServer } from '../../../scripts/mock-serve';
import { plainOrigin } from '../../../scripts/mock-serve/app-origin';
import { parseNow } from '../../../scripts/mock-serve/options';

/*
 * mock:serve's clock as the CLI runs it: from a start instant (`--now`), moving on with real time,
 * with the scenario seeded relative to that start.
 */

const run = promisify(execFile);
const START = '2026-11-27T00:00:00Z';
const START_MS = Date.parse(START);

let mock: MockHttpServer;

const clockNow = async (): Promise<number> => {
  const response = await fetch(`${mock.url}${MOCK_CONTROL_PREFIX}/clock`);
  const clock = MockClockStateSchema.parse(await response.json());
  expect(clock.ticking).toBe(true);
  return Date.parse(clock.now);
};

beforeAll(async () => {
  mock = await startMockHttpServer({ port: 0, scenario: 'verified-seller', now: START, clock: 'running', log: false });
});

afterAll(async () => {
  await mock.close();
});

describe('--now', () => {
  it.each([
    ['2026-11-27T00:00:00Z', START_MS],
    ['2026-11-27T09:00:00+07:00', Date.parse('2026-11-27T02:00:00Z')],
    ['2026-11-27T09:00:00.250+07:00', Date.parse('2026-11-27T02:00:00.250Z')],
  ])('reads %s', (value, expected) => {
    expect(parseNow(value)).toBe(expected);
  });

  it.each(['yesterday', '2026-11-27', '2026-11-27T09:00:00', '2026-13-01T00:00:00Z', ''])(
    'refuses %j in one line that shows the form it wants',
    (value) => {
      expect(() => parseNow(value)).toThrow(
        /^--now ".*": expected an ISO 8601 date-time with a time zone, e\.g\. [^\n]+$/,
      );
    },
  );

  it('stops the CLI with that line and exit code 1', async () => {
    const failed = run('node_modules/.bin/tsx', ['scripts/mock-serve.ts', '--port', '0', '--now', 'soon']);
    await expect(failed).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^--now "soon": expected an ISO 8601 date-time with a time zone[^\n]*\n$/),
    });
  });

  it('is in the CLI’s usage, with the control API’s paths', async () => {
    const { stdout } = await run('node_modules/.bin/tsx', ['scripts/mock-serve.ts', '--help']);
    expect(stdout).toContain('--now ISO');
    for (const path of ['/__mock/clock', '/__mock/clock/advance', '/__mock/decisions', '/__mock/reset']) {
      expect(stdout).toContain(` ${path} `);
    }
  });
});

describe('a server started with now', () => {
  it('has its clock at that instant, moving on with real time', async () => {
    const first = await clockNow();
    expect(first).toBeGreaterThanOrEqual(START_MS);
    // Seeding took at most a few seconds of real time.
    expect(first - START_MS).toBeLessThan(60_000);
    await expect.poll(clockNow).toBeGreaterThan(first);
  });

  it('is moved ahead by the control API on top of real time', async () => {
    const before = await clockNow();
    const response = await fetch(`${mock.url}${MOCK_CONTROL_PREFIX}/clock/advance`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ days: 1 }),
    });
    const { clock } = AdvanceClockResultSchema.parse(await response.json());
    expect(clock.offsetMs).toBe(DAY_MS);
    expect(Date.parse(clock.now) - before).toBeGreaterThanOrEqual(DAY_MS);
  });

  it('seeds the scenario relative to it: the last 30 days have wallet movements', async () => {
    const login = await fetch(`${mock.url}/api/users/login?lang=en`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(verifiedSellerScenario.credentials),
    });
    const { idToken } = z.object({ idToken: z.string() }).parse(await login.json());
    const response = await fetch(`${mock.url}/api/transactions?datePreset=last_30_days&lang=en`, {
      headers: { Authorization: `Bearer ${idToken}`, 'X-Timezone': 'Asia/Ho_Chi_Minh' },
    });
    const { content } = TransactionListSchema.parse(await response.json());
    expect(content.length).toBeGreaterThan(0);
    for (const transaction of content) {
      expect(Date.parse(transaction.createdAt)).toBeGreaterThan(START_MS - 31 * DAY_MS);
    }
  });
});

describe('the app origin a redirect may take', () => {
  it.each([
    ['http://localhost:5173', 'http://localhost:5173'],
    ['https://App.Example.test', 'https://app.example.test'],
    ['https://app.example.test:443', 'https://app.example.test'],
  ])('accepts %s as %s', (value, origin) => {
    expect(plainOrigin(value)).toBe(origin);
  });

  it.each([
    'javascript:alert(1)',
    'http://evil.com/path',
    'http://evil.com?x',
    'http://user:pass@evil.com',
    'null',
    '//evil.com',
    'http://localhost:99999',
    'http://[::1]:5173',
    'data:text/html,hi',
  ])('refuses %s', (value) => {
    expect(plainOrigin(value)).toBeNull();
  });
});
