import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { c, contract, IdempotentHeadersSchema, listRoutes, meta, routeMetaOf } from '@contract';
import { verifiedSellerScenario } from '@scenarios/verified-seller';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildMinimalQuery } from '../../../scripts/contract-check/build-query';
import {
  checkContract,
  exitCodeOf,
  formatReport,
  PROBE_ID,
  type CheckResult,
} from '../../../scripts/contract-check/check-contract';
import { startMockHttpServer, type MockHttpServer } from '../../../scripts/mock-serve';

const run = promisify(execFile);

/** Real servers (every route over HTTP, a tsx process): under a second idle, seconds on two busy cores. */
const SERVER_WORK_TIMEOUT_MS = 30_000;

/** Routes the mock backend implements today, all answering 200 for a signed-in seller. */
const IMPLEMENTED_GETS = [
  'users.getMe',
  'users.getReport',
  'configuration.getConfiguration',
  'configuration.listSelfServeAdCountries',
  'configuration.listPhoneRegionCodes',
  'configuration.listSecondaryIndustries',
  'notifications.listNotifications',
];

const resultOf = (results: CheckResult[], key: string): CheckResult => {
  const found = results.find((result) => result.key === key);
  if (!found) throw new Error(`no result for ${key}`);
  return found;
};

const listen = async (server: Server): Promise<string> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // NOTE: a TCP listen always has an AddressInfo.
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

const close = (server: Server): Promise<void> => new Promise((resolve) => server.close(() => resolve()));

const NOT_FOUND = { code: 'error.not_found', messageCode: 'error.not_found', message: 'Not found' };

/** Answers fixed JSON bodies by path, the contract's 404 otherwise. */
const fixedServer = (bodies: Record<string, unknown>): Server =>
  createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const body = bodies[path];
    response.writeHead(body === undefined ? 404 : 200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body ?? NOT_FOUND));
  });

let mock: MockHttpServer;
let token: string;
const logLines: string[] = [];

// Seeds the mock backend, starts its HTTP server and signs in.
beforeAll(async () => {
  mock = await startMockHttpServer({ port: 0, scenario: 'verified-seller', log: (line) => logLines.push(line) });
  const credentials = verifiedSellerScenario.credentials;
  if (!credentials) throw new Error('verified-seller has credentials');
  const login = await fetch(`${mock.url}/api/users/login?lang=en`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const session = z.object({ idToken: z.string() }).parse(await login.json());
  token = session.idToken;
}, SERVER_WORK_TIMEOUT_MS);

afterAll(async () => {
  await mock.close();
});

describe('mock:serve', () => {
  it('answers unknown paths with the contract 404 body and logs each request', async () => {
    const response = await fetch(`${mock.url}/api/nowhere?lang=en`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'error.not_found', messageCode: 'error.not_found' });
    expect(logLines).toContainEqual(expect.stringMatching(/^GET \/api\/nowhere 404 \d+ms$/));
  });
});

describe('checkContract against mock:serve', { timeout: SERVER_WORK_TIMEOUT_MS }, () => {
  it('finds every checked route ok, the implemented ones with 200', async () => {
    const results = await checkContract({ baseUrl: mock.url, token });
    const checked = results.filter((result) => result.result !== 'skipped');
    expect(checked.filter((result) => result.result !== 'ok')).toEqual([]);
    for (const key of IMPLEMENTED_GETS) {
      expect(resultOf(results, key)).toMatchObject({ result: 'ok', statusCode: 200 });
    }
    expect(resultOf(results, 'users.getMe').url).toBe(`${mock.url}/api/users?lang=en`);
    // Browser redirects are not API reads.
    expect(results.some((result) => result.key === 'users.googleAuth')).toBe(false);
    expect(exitCodeOf(results)).toBe(0);
    expect(formatReport(results)).toMatch(/^\d+ ok, 0 mismatch, 0 unreachable, \d+ skipped$/m);
  });
});

describe('checkContract --idempotency', { timeout: SERVER_WORK_TIMEOUT_MS }, () => {
  const moneyRoutes = listRoutes(contract)
    .filter(({ route }) => routeMetaOf(route)?.idempotent === true)
    .map(({ key }) => key);

  it('finds every money route of the mock refusing a call without its key, and nothing moved', async () => {
    const before = await (
      await fetch(`${mock.url}/api/users?lang=en`, { headers: { Authorization: `Bearer ${token}` } })
    ).json();
    const results = await checkContract({ baseUrl: mock.url, token, probeIdempotency: true });
    const probes = results.filter((result) => result.method !== 'GET');
    expect(probes.map((result) => result.key)).toEqual(moneyRoutes);
    // The seller's token cannot reach a partner's money route: reported as not checked, never as ok.
    const partnerRoutes = new Set(
      listRoutes(contract)
        .filter(({ route }) => routeMetaOf(route)?.access === 'partner')
        .map(({ key }) => key),
    );
    const sellerProbes = probes.filter((result) => !partnerRoutes.has(result.key));
    expect(sellerProbes.filter((result) => result.result !== 'ok' || result.statusCode !== 400)).toEqual([]);
    expect(resultOf(results, 'giftCodes.createPartnerGiftCode')).toMatchObject({ result: 'skipped', statusCode: 403 });
    expect(resultOf(results, 'adAccounts.transferAdAccountBalance').url).toBe(
      `${mock.url}/api/ads-accounts/${PROBE_ID}?lang=en`,
    );
    const after = await (
      await fetch(`${mock.url}/api/users?lang=en`, { headers: { Authorization: `Bearer ${token}` } })
    ).json();
    expect(after).toEqual(before);
    expect(exitCodeOf(results)).toBe(0);
  });

  it('skips the money routes without a token and reports an API that takes a call without its key', async () => {
    const router = c.router({
      pay: {
        method: 'POST',
        path: '/api/pay',
        body: z.object({}),
        headers: IdempotentHeadersSchema,
        responses: { 201: z.object({ paid: z.boolean() }) },
        metadata: meta({ access: 'user', idempotent: true }),
      },
    });
    const accepting = createServer((_request, response) => {
      response.writeHead(201, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ paid: true }));
    });
    const url = await listen(accepting);
    try {
      const unsigned = await checkContract({ baseUrl: url, router, probeIdempotency: true });
      expect(resultOf(unsigned, 'pay')).toMatchObject({
        result: 'skipped',
        issues: [expect.stringMatching(/--token/)],
      });
      const signed = await checkContract({ baseUrl: url, router, token: 'mock.token', probeIdempotency: true });
      expect(resultOf(signed, 'pay')).toMatchObject({ result: 'mismatch', statusCode: 201 });
      expect(exitCodeOf(signed)).toBe(1);
    } finally {
      await close(accepting);
    }
  });
});

describe('checkContract against a broken API', () => {
  let broken: Server;
  let brokenUrl: string;

  beforeAll(async () => {
    // Real bodies from the mock, each broken in one place.
    const headers = { Authorization: `Bearer ${token}` };
    const configuration = z
      .record(z.string(), z.unknown())
      .parse(await (await fetch(`${mock.url}/api/configuration/value?lang=en`)).json());
    const user = z
      .record(z.string(), z.unknown())
      .parse(await (await fetch(`${mock.url}/api/users?lang=en`, { headers })).json());
    const { email: _email, ...userWithoutEmail } = user;
    broken = fixedServer({
      '/api/configuration/value': { ...configuration, exchangeRate: 25450 },
      '/api/users': userWithoutEmail,
    });
    brokenUrl = await listen(broken);
  });

  afterAll(async () => {
    await close(broken);
  });

  it('reports a wrong type and a missing field as mismatches with their paths', async () => {
    const results = await checkContract({ baseUrl: brokenUrl });
    const configuration = resultOf(results, 'configuration.getConfiguration');
    expect(configuration).toMatchObject({ result: 'mismatch', statusCode: 200 });
    expect(configuration.issues).toContainEqual(expect.stringMatching(/^exchangeRate: /));
    const me = resultOf(results, 'users.getMe');
    expect(me).toMatchObject({ result: 'mismatch', statusCode: 200 });
    expect(me.issues).toContainEqual(expect.stringMatching(/^email: /));
    expect(exitCodeOf(results)).toBe(1);
  });

  it('makes the CLI print the row and exit 1', { timeout: SERVER_WORK_TIMEOUT_MS }, async () => {
    const failure = await run('node_modules/.bin/tsx', ['scripts/contract-check/cli.ts', '--base-url', brokenUrl]).then(
      () => null,
      (error: unknown) => z.object({ code: z.number(), stdout: z.string() }).parse(error),
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stdout).toMatch(
      /configuration\.getConfiguration\s+GET \/api\/configuration\/value\s+200\s+mismatch\s+exchangeRate: /,
    );
    expect(failure?.stdout).toMatch(/\b2 mismatch\b/);
  });
});

describe('checkContract details', () => {
  it('reports unreachable rows and exit code 2 when nothing answers', async () => {
    const server = createServer();
    const url = await listen(server);
    await close(server);
    const results = await checkContract({ baseUrl: url });
    expect(results.filter((result) => result.result !== 'skipped').every((r) => r.result === 'unreachable')).toBe(true);
    expect(resultOf(results, 'users.getMe')).toMatchObject({ result: 'unreachable', statusCode: null });
    expect(exitCodeOf(results)).toBe(2);
  });

  it('takes the id of an :id route from the list route above it', async () => {
    const router = c.router({
      list: {
        method: 'GET',
        path: '/api/things',
        responses: { 200: z.object({ content: z.array(z.object({ id: z.string() })) }) },
        metadata: meta({ access: 'user' }),
      },
      get: {
        method: 'GET',
        path: '/api/things/:id',
        responses: { 200: z.object({ id: z.string() }) },
        metadata: meta({ access: 'user' }),
      },
      orphan: {
        method: 'GET',
        path: '/api/others/:id',
        responses: { 200: z.object({ id: z.string() }) },
        metadata: meta({ access: 'user' }),
      },
    });
    const server = fixedServer({ '/api/things': { content: [{ id: 't-1' }] }, '/api/things/t-1': { id: 't-1' } });
    const url = await listen(server);
    try {
      const results = await checkContract({ baseUrl: url, router });
      expect(resultOf(results, 'get')).toMatchObject({ result: 'ok', url: `${url}/api/things/t-1?lang=en` });
      expect(resultOf(results, 'orphan').result).toBe('skipped');
    } finally {
      await close(server);
    }
  });

  it('builds the minimal valid query: defaults left out, required fields filled', async () => {
    const schema = z
      .object({
        page: z.coerce.number().int().min(1).default(1),
        period: z.enum(['day', 'month']),
        month: z.coerce.number().int().min(1).max(12).optional(),
        shop: z
          .string()
          .regex(/\.myshopify\.com$/)
          .describe('e.g. "my-store.myshopify.com"'),
      })
      .refine((value) => value.period !== 'day' || value.month !== undefined, { path: ['month'] });
    const plan = await buildMinimalQuery(schema);
    expect(plan).toEqual({ ok: true, query: { period: 'day', month: '1', shop: 'my-store.myshopify.com' } });
    expect(await buildMinimalQuery(undefined)).toEqual({ ok: true, query: {} });
  });
});
