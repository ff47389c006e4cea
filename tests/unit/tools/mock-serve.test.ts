import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { contract, ErrorBodySchema, listRoutes } from '@contract';
import { AdAccountListSchema } from '@contract/ad-accounts/ad-accounts.schema';
import { SIMULATED_CHECKOUT_PATH, SIMULATED_PLATFORM_GRANT_PATH } from '@contract/demo/simulated-pages';
import { MOCK_CONTROL_PREFIX, mockControlContract } from '@contract/mock-control/mock-control.contract';
import {
  AdvanceClockResultSchema,
  FaultListSchema,
  MockClockStateSchema,
  PendingItemSchema,
  RequestLogEntrySchema,
  ResetResultSchema,
  ScenarioListSchema,
} from '@contract/mock-control/mock-control.schema';
import { TazapayPaymentRequestSchema, TazapayPendingResultSchema } from '@contract/payments/tazapay.schema';
import { BalanceTransactionSchema } from '@contract/transactions/balance-transaction.schema';
import { DAY_MS } from '@mocks/clock';
import { MOCK_SERVER_START } from '@mocks/node';
import { verifiedSellerScenario } from '@scenarios/verified-seller';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startMockHttpServer, type MockHttpServer } from '../../../scripts/mock-serve';

/*
 * mock:serve as a stand-in for the real API, on its default frozen clock: the control API under
 * /__mock/, faults on product routes, and redirects that lead back to the app's origin. Each test
 * starts from the scenario's seed (POST /__mock/reset) with a fresh sign-in.
 */

const APP_ORIGIN = 'http://localhost:5173';

let mock: MockHttpServer;
let token: string;
const logLines: string[] = [];

interface Answer {
  status: number;
  body: unknown;
}

const call = async (method: string, path: string, init: { body?: unknown; headers?: Record<string, string> } = {}) => {
  const response = await fetch(`${mock.url}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...init.headers },
    body: typeof init.body === 'string' ? init.body : init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) } satisfies Answer;
};

const asSeller = (headers: Record<string, string> = {}) => ({ Authorization: `Bearer ${token}`, ...headers });

/** A Tazapay checkout as the app starts it, the request coming from `headers`' origin. */
const startCheckout = async (headers: Record<string, string> = {}) => {
  const answer = await call('POST', '/api/tazapay-payments/request-payments/v3?lang=en', {
    headers: asSeller({ 'Idempotency-Key': randomUUID(), ...headers }),
    body: { amount: 10_000, method: 'card', replaceInProgress: true },
  });
  expect(answer.status).toBe(201);
  return TazapayPaymentRequestSchema.parse(answer.body);
};

const expectValidationError = (answer: Answer, path: string) => {
  expect(answer.status).toBe(400);
  const error = ErrorBodySchema.parse(answer.body);
  expect(error.code).toBe('error.validation');
  expect(error.issues?.map((issue) => issue.path)).toContain(path);
};

beforeAll(async () => {
  mock = await startMockHttpServer({ port: 0, scenario: 'verified-seller', log: (line) => logLines.push(line) });
});

afterAll(async () => {
  await mock.close();
});

beforeEach(async () => {
  expect((await call('POST', `${MOCK_CONTROL_PREFIX}/reset`)).status).toBe(200);
  const login = await call('POST', '/api/users/login?lang=en', { body: verifiedSellerScenario.credentials });
  token = z.object({ idToken: z.string() }).parse(login.body).idToken;
});

describe('the control contract', () => {
  it('keeps to its reserved prefix, which no product route uses', () => {
    const controlPaths = listRoutes(mockControlContract).map(({ route }) => route.path);
    expect(controlPaths.every((path) => path.startsWith(`${MOCK_CONTROL_PREFIX}/`))).toBe(true);
    const productPaths = listRoutes(contract).map(({ route }) => route.path);
    expect(productPaths.filter((path) => path.startsWith(MOCK_CONTROL_PREFIX))).toEqual([]);
  });

  it('is imported by no module of the app, so no build carries it', () => {
    const appFiles = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((path) => /\.tsx?$/.test(path));
    expect(appFiles.filter((path) => readFileSync(`src/${path}`, 'utf8').includes('mock-control'))).toEqual([]);
  });
});

describe('the clock', () => {
  it('stands still at the unit tests’ start unless the control API moves it', async () => {
    const first = MockClockStateSchema.parse((await call('GET', `${MOCK_CONTROL_PREFIX}/clock`)).body);
    expect(first).toEqual({ now: MOCK_SERVER_START, offsetMs: 0, ticking: false });
    const moved = await call('POST', `${MOCK_CONTROL_PREFIX}/clock/advance`, { body: { hours: 3 } });
    expect(AdvanceClockResultSchema.parse(moved.body).clock).toEqual({
      now: new Date(Date.parse(MOCK_SERVER_START) + 3 * 60 * 60 * 1000).toISOString(),
      offsetMs: 3 * 60 * 60 * 1000,
      ticking: false,
    });
  });

  it('settles what fell due when moved: an unpaid checkout expires', async () => {
    const checkout = await startCheckout();
    const moved = await call('POST', `${MOCK_CONTROL_PREFIX}/clock/advance`, { body: { milliseconds: 2 * DAY_MS } });
    expect(moved.status).toBe(200);
    expect(AdvanceClockResultSchema.parse(moved.body).report.paymentsExpired).toBe(1);

    const pending = await call('GET', '/api/tazapay-payments/transactions/pending?lang=en', { headers: asSeller() });
    expect(TazapayPendingResultSchema.parse(pending.body).pending).toBeNull();
    const items = z.array(PendingItemSchema).parse((await call('GET', `${MOCK_CONTROL_PREFIX}/pending`)).body);
    expect(items.map((item) => item.id)).not.toContain(checkout.transaction.id);
  });

  it('goes back to its start, with the seed, on reset', async () => {
    const seeded = z.array(PendingItemSchema).parse((await call('GET', `${MOCK_CONTROL_PREFIX}/pending`)).body);
    await startCheckout();
    await call('POST', `${MOCK_CONTROL_PREFIX}/clock/advance`, { body: { days: 1 } });
    await call('PUT', `${MOCK_CONTROL_PREFIX}/faults/users.getMe`, { body: { failure: { type: 'server-error' } } });

    const reset = await call('POST', `${MOCK_CONTROL_PREFIX}/reset`, { body: { scenario: 'verified-seller' } });
    expect(ResetResultSchema.parse(reset.body)).toMatchObject({
      scenario: { id: 'verified-seller', credentials: verifiedSellerScenario.credentials },
      clock: { now: MOCK_SERVER_START, offsetMs: 0 },
    });
    expect((await call('GET', `${MOCK_CONTROL_PREFIX}/pending`)).body).toEqual(seeded);
    expect((await call('GET', `${MOCK_CONTROL_PREFIX}/faults`)).body).toEqual([]);
    const scenarios = ScenarioListSchema.parse((await call('GET', `${MOCK_CONTROL_PREFIX}/scenarios`)).body);
    expect(scenarios.current).toBe('verified-seller');
    expect(scenarios.scenarios.map((scenario) => scenario.id)).toContain('partner');
  });
});

describe('admin decisions', () => {
  it('approves a pending ad account request, which the product then shows as an ad account', async () => {
    const items = z.array(PendingItemSchema).parse((await call('GET', `${MOCK_CONTROL_PREFIX}/pending`)).body);
    const request = items.find((item) => item.kind === 'adAccountRequest');
    if (!request) throw new Error('verified-seller has an ad account request in review');

    const decided = await call('POST', `${MOCK_CONTROL_PREFIX}/decisions`, {
      body: { kind: request.kind, id: request.id, decision: 'approve' },
    });
    expect(decided).toEqual({ status: 200, body: { success: true } });

    const accounts = await call('GET', '/api/ads-accounts?tab=approved&lang=en', { headers: asSeller() });
    const list = AdAccountListSchema.parse(accounts.body);
    expect(list.content.map((account) => account.name)).toContain(request.detail);
    const again = await call('POST', `${MOCK_CONTROL_PREFIX}/decisions`, {
      body: { kind: request.kind, id: request.id, decision: 'approve' },
    });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(ErrorBodySchema.safeParse(again.body).success).toBe(true);
  });

  it('settles a hosted checkout as its simulated page would', async () => {
    const checkout = await startCheckout();
    const settled = await call('POST', `${MOCK_CONTROL_PREFIX}/checkouts/${checkout.transaction.id}/settle`, {
      body: { outcome: 'paid' },
    });
    expect(settled.status).toBe(200);
    const { transaction } = z.object({ transaction: BalanceTransactionSchema }).parse(settled.body);
    expect(transaction).toMatchObject({ id: checkout.transaction.id, status: 'PAID' });
  });
});

describe('faults', () => {
  it('make the named product route answer the fault until cleared, and the request log shows it', async () => {
    const requestLog = async () =>
      z.array(RequestLogEntrySchema).parse((await call('GET', `${MOCK_CONTROL_PREFIX}/requests`)).body);
    const [latest] = await requestLog();
    const me = () => call('GET', '/api/users?lang=en', { headers: asSeller() });
    const set = await call('PUT', `${MOCK_CONTROL_PREFIX}/faults/users.getMe`, {
      body: { failure: { type: 'error', code: 'error.we_are_maintaining' } },
    });
    expect(FaultListSchema.parse(set.body)).toEqual([
      {
        routeKey: 'users.getMe',
        latencyMs: 0,
        failure: { type: 'error', code: 'error.we_are_maintaining' },
        once: false,
      },
    ]);
    const faulted = await me();
    expect(faulted.status).toBe(503);
    expect(ErrorBodySchema.parse(faulted.body).code).toBe('error.we_are_maintaining');
    // Other routes answer as usual.
    expect((await call('GET', '/api/notifications?lang=en', { headers: asSeller() })).status).toBe(200);

    await call('PUT', `${MOCK_CONTROL_PREFIX}/faults/users.getMe`, { body: { failure: { type: 'network' } } });
    await expect(me()).rejects.toThrow();

    const cleared = await call('DELETE', `${MOCK_CONTROL_PREFIX}/faults/users.getMe`);
    expect(cleared).toEqual({ status: 200, body: [] });
    expect((await me()).status).toBe(200);

    const since = (await requestLog()).filter((entry) => entry.sequence > (latest?.sequence ?? 0));
    expect(
      since.filter((entry) => entry.routeKey === 'users.getMe').map(({ status, faulted }) => ({ status, faulted })),
    ).toEqual([
      { status: 200, faulted: false },
      { status: null, faulted: true },
      { status: 503, faulted: true },
    ]);
  });
});

describe('bad control input', () => {
  it.each([
    ['POST', '/clock/advance', {}, 'body'],
    ['POST', '/clock/advance', { days: -1 }, 'body.days'],
    ['POST', '/clock/advance', { milliseconds: 1000, hours: 1 }, 'body'],
    ['POST', '/clock/advance', { days: 400 }, 'body'],
    ['POST', '/clock/advance', '{"days": 1', 'body'],
    ['POST', '/decisions', { kind: 'payment', id: 'txn_1', decision: 'reject' }, 'body.reason'],
    ['POST', '/decisions', { kind: 'spaceship', id: 'x', decision: 'approve' }, 'body.kind'],
    ['PUT', '/faults/users.nothing', { failure: { type: 'server-error' } }, 'params.routeKey'],
    ['PUT', '/faults/users.getMe', { failure: { type: 'error', code: 'error.made_up' } }, 'body.failure.code'],
    ['POST', '/checkouts/txn_1/settle', { outcome: 'refunded' }, 'body.outcome'],
    ['POST', '/reset', { scenario: 'no-such-scenario' }, 'body.scenario'],
  ])('%s %s %j answers 400 with the error body naming %s', async (method, path, body, issuePath) => {
    expectValidationError(await call(method, `${MOCK_CONTROL_PREFIX}${path}`, { body }), issuePath);
  });

  it('answers an unknown control path with the contract 404, and logs control calls like any other', async () => {
    const answer = await call('GET', `${MOCK_CONTROL_PREFIX}/nothing-here`);
    expect(answer.status).toBe(404);
    expect(ErrorBodySchema.parse(answer.body).code).toBe('error.not_found');
    expect(logLines).toContainEqual(expect.stringMatching(/^POST \/__mock\/reset 200 \d+ms$/));
  });
});

describe('?scenario= on a product call', () => {
  it('is refused with the error body when it names another scenario than the one served', async () => {
    const unknown = await call('GET', '/api/users?lang=en&scenario=does-not-exist', { headers: asSeller() });
    expectValidationError(unknown, 'query.scenario');
    expect(ErrorBodySchema.parse(unknown.body).issues?.[0]?.message).toMatch(
      /^Unknown scenario "does-not-exist"; valid ids: new-seller, verified-seller, [^.]*\. mock:serve serves "verified-seller" and switches only by POST \/__mock\/reset/,
    );
    const another = await call('GET', '/api/users?scenario=partner', { headers: asSeller() });
    expectValidationError(another, 'query.scenario');
    expect(ErrorBodySchema.parse(another.body).issues?.[0]?.message).toContain('not by URL');
  });

  it('passes when it names the scenario served', async () => {
    const answer = await call('GET', '/api/users?scenario=verified-seller', { headers: asSeller() });
    expect(answer.status).toBe(200);
  });
});

describe('redirects lead back to the app', () => {
  const checkoutUrl = async (headers: Record<string, string>) => new URL((await startCheckout(headers)).data.url);

  it('takes the Origin header of the request', async () => {
    const url = await checkoutUrl({ Origin: APP_ORIGIN });
    expect(url.origin).toBe(APP_ORIGIN);
    expect(url.pathname).toBe(SIMULATED_CHECKOUT_PATH);
    expect(url.searchParams.get('provider')).toBe('tazapay');
  });

  it('takes the Referer’s origin on a read, which carries no Origin', async () => {
    const { transaction } = await startCheckout();
    const pending = await call('GET', '/api/tazapay-payments/transactions/pending?lang=en', {
      headers: asSeller({ Referer: `${APP_ORIGIN}/add-fund?method=tazapay` }),
    });
    const continueUrl = new URL(TazapayPendingResultSchema.parse(pending.body).pending?.continueUrl ?? '');
    expect(continueUrl.origin).toBe(APP_ORIGIN);
    expect(continueUrl.searchParams.get('transactionId')).toBe(transaction.id);
  });

  it('sends the platform grant page to the app too', async () => {
    const answer = await call('GET', '/api/users/request-connect-tiktok?lang=en', {
      headers: asSeller({ Referer: `${APP_ORIGIN}/my-ads-account` }),
    });
    const { redirectUrl } = z.object({ redirectUrl: z.string() }).parse(answer.body);
    expect(redirectUrl).toBe(`${APP_ORIGIN}${SIMULATED_PLATFORM_GRANT_PATH}`);
  });

  it.each(['javascript:alert(1)', 'http://evil.com/path', 'null', 'http://user@evil.com', 'ftp://localhost:5173'])(
    'never reflects an Origin such as %s: the mock’s own origin instead',
    async (origin) => {
      expect((await checkoutUrl({ Origin: origin })).origin).toBe(mock.url);
    },
  );

  it('falls back to the forwarded host when the Origin is not one', async () => {
    const url = await checkoutUrl({
      Origin: 'javascript:alert(1)',
      'X-Forwarded-Host': 'shop.example.test',
      'X-Forwarded-Proto': 'https',
    });
    expect(url.origin).toBe('https://shop.example.test');
  });
});
