import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { promisify } from 'node:util';
import { c, contract, IDEMPOTENCY_KEY_HEADER, IdempotentHeadersSchema, listRoutes, meta, routeMetaOf } from '@contract';
import { findScenario } from '@scenarios/index';
import type { AppRouter } from '@ts-rest/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildMinimalQuery } from '../../../scripts/contract-check/build-query';
import { checkContract, formatReport, PROBE_ID } from '../../../scripts/contract-check/check-contract';
import { EXIT_CODES, exitCodeOf, type CheckResult } from '../../../scripts/contract-check/coverage';
import { parseCheckCommand, UsageError } from '../../../scripts/contract-check/options';
import type { Credentials } from '../../../scripts/contract-check/session';
import { startMockHttpServer, type MockHttpServer } from '../../../scripts/mock-serve';
import { MOCK_INPUTS } from './contract-check-mock-inputs';
import { close, listen } from './local-server';

const run = promisify(execFile);

const CHECK_CLI = 'scripts/contract-check/cli.ts';

/** Operations of the contract no tool can call: the OAuth starts are page navigations. */
const BROWSER_ONLY = ['users.facebookAuth', 'users.googleAuth'];

const callOf = (results: CheckResult[], key: string): CheckResult => {
  const found = results.find((result) => result.key === key && result.check === 'call');
  if (!found) throw new Error(`no result for ${key}`);
  return found;
};

const NOT_FOUND = { code: 'error.not_found', messageCode: 'error.not_found', message: 'Not found' };

/** Answers fixed JSON bodies by path, the contract's 404 otherwise. */
const fixedServer = (bodies: Record<string, unknown>): Server =>
  createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const body = bodies[path];
    response.writeHead(body === undefined ? 404 : 200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body ?? NOT_FOUND));
  });

/** The CLI's exit code and output, whether it failed or not. */
const runCli = (args: string[]): Promise<{ code: number; stdout: string; stderr: string }> =>
  run('node_modules/.bin/tsx', [CHECK_CLI, ...args]).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: unknown) => z.object({ code: z.number(), stdout: z.string(), stderr: z.string() }).parse(error),
  );

let mock: MockHttpServer;
let seller: Credentials;
const logLines: string[] = [];

beforeAll(async () => {
  mock = await startMockHttpServer({ port: 0, scenario: 'verified-seller', log: (line) => logLines.push(line) });
  const credentials = findScenario('verified-seller')?.credentials;
  if (!credentials) throw new Error('verified-seller has credentials');
  seller = credentials;
});

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

describe('checkContract against mock:serve as the verified seller', () => {
  it('calls every operation a seller can, writes included, and finds no drift', async () => {
    const report = await checkContract({ baseUrl: mock.url, seller, seed: 1, inputs: MOCK_INPUTS });
    const { results, coverage } = report;

    expect(results.filter((result) => result.result === 'mismatch' || result.result === 'unreachable')).toEqual([]);
    const operations = listRoutes(contract).length;
    expect(coverage.operations).toBe(operations);
    // Every operation but the browser-only ones and the partner's, most of them with a 2xx.
    const partnerRoutes = listRoutes(contract).filter(({ route }) => routeMetaOf(route)?.access === 'partner');
    const reachable = operations - BROWSER_ONLY.length - partnerRoutes.length;
    expect(coverage.checked).toBe(reachable);
    // Measured 100 of 122 with a 2xx (82.0%) with the sandbox inputs below; the rest are the partner's routes,
    // the OAuth starts, a verification a verified seller cannot send again, a Payoneer challenge only
    // charges above $1,000 ask for, and a gift code only a partner of the run creates.
    expect(coverage.with2xx).toBeGreaterThanOrEqual(98);
    for (const key of BROWSER_ONLY) expect(callOf(results, key).result).toBe('not-checked');
    for (const { key } of partnerRoutes) {
      expect(callOf(results, key)).toMatchObject({
        result: 'not-checked',
        issues: [expect.stringMatching(/--partner/)],
      });
    }

    // Writes: the sign-in is the login route's own check; creates, updates and deletes answer 2xx.
    expect(callOf(results, 'users.login')).toMatchObject({ result: 'ok-2xx', statusCode: 200, caller: 'seller' });
    expect(callOf(results, 'users.getMe').url).toBe(`${mock.url}/api/users?lang=en`);
    for (const key of ['pixels.generatePixel', 'pixels.updatePixelStatus', 'pixels.deletePixel', 'uploads.uploadImage'])
      expect(callOf(results, key).result).toBe('ok-2xx');
    // With the sandbox's captcha token and codes: a sign-up verified, a password reset, a card verified and paid with.
    for (const key of [
      'users.register',
      'users.verifyEmail',
      'users.forgotPassword',
      'users.resetPassword',
      'users.changePassword',
      'tickets.createTicket',
      'payments.stripe.activateCard',
      'payments.stripe.requestCardPayment',
      'payments.stripe.fulfillCardPayment',
    ])
      expect(callOf(results, key)).toMatchObject({ result: 'ok-2xx' });
    // The outcome of a money request this run sent, by its key.
    expect(callOf(results, 'idempotency.getRequestOutcome')).toMatchObject({ result: 'ok-2xx', statusCode: 200 });
    // Ids from earlier answers: the pixel made in this run is the one read, changed and deleted.
    expect(callOf(results, 'pixels.getPixel').url).toMatch(/\/api\/pixels\/pxl_\w+\?lang=en$/);
    expect(callOf(results, 'pixels.deletePixel').url).toBe(callOf(results, 'pixels.getPixel').url);

    // Every write with a body was also sent invalid bodies, each refused with the error body.
    const refusals = results.filter((result) => result.check === 'invalid body');
    expect(refusals.length).toBeGreaterThan(100);
    expect(refusals.filter((result) => result.result !== 'ok-error' && result.result !== 'not-checked')).toEqual([]);
    expect(refusals.map((result) => result.key)).toContain('payments.token.requestTokenPayment');
    // A money route's 2xx comes back identical when sent again with the same key.
    const replays = results.filter((result) => result.check === 'replay');
    expect(replays.length).toBeGreaterThan(5);
    expect(replays.every((result) => result.result === 'ok-2xx')).toBe(true);

    const printed = formatReport(report);
    const percent = (value: number) => ((value / operations) * 100).toFixed(1);
    expect(printed).toContain(
      `coverage: ${coverage.with2xx} of ${operations} operations with a 2xx answer (${percent(coverage.with2xx)}%); ` +
        `${reachable} with an answer the contract declares (${percent(reachable)}%, ` +
        `${coverage.withError} of them only an error answer); ${operations - reachable} not checked`,
    );
    expect(printed).toMatch(/^seed: 1$/m);
    expect(printed).toMatch(
      /pixels\.generatePixel \(invalid body: [^)]+\)\s+POST \/api\/pixels\/generate\s+seller\s+400/,
    );
    expect(exitCodeOf(results)).toBe(EXIT_CODES.ok);
    expect(exitCodeOf(results, 90)).toBe(EXIT_CODES.belowMinimumCoverage);
  });

  it('reports every signed-in route as not checked without an account, and fails a minimum coverage', async () => {
    const { results, coverage } = await checkContract({ baseUrl: mock.url, seed: 2 });
    const signedIn = listRoutes(contract).filter(({ route }) => routeMetaOf(route)?.access !== 'public');
    for (const { key } of signedIn) expect(callOf(results, key).result).toBe('not-checked');
    expect(callOf(results, 'configuration.getConfiguration').result).toBe('ok-2xx');
    expect(coverage.checked).toBeLessThan(15);
    expect(exitCodeOf(results)).toBe(EXIT_CODES.ok);
    expect(exitCodeOf(results, 50)).toBe(EXIT_CODES.belowMinimumCoverage);
  });

  it('reports a token the API does not know as not checked, never as ok', async () => {
    const { results } = await checkContract({ baseUrl: mock.url, token: 'not-a-session', seed: 3 });
    expect(callOf(results, 'users.getMe')).toMatchObject({ result: 'not-checked', statusCode: 401, caller: 'token' });
    expect(
      results.filter(
        (result) => result.caller === 'token' && result.result !== 'not-checked' && result.check === 'call',
      ),
    ).toEqual([]);
  });
});

/** The contract with only its money routes and the account read: the probe test calls nothing else. */
const probesOnly: AppRouter = Object.fromEntries(
  listRoutes(contract)
    .filter(({ route }) => routeMetaOf(route)?.idempotent === true || route === contract.users.getMe)
    .map(({ key, route }) => [key, route]),
);

describe('checkContract --idempotency', () => {
  const moneyRoutes = listRoutes(contract)
    .filter(({ route }) => routeMetaOf(route)?.idempotent === true)
    .map(({ key }) => key);

  it('finds every money route of the mock refusing a call without its key, and nothing moved', async () => {
    const { token } = z
      .object({ idToken: z.string() })
      .transform(({ idToken }) => ({ token: idToken }))
      .parse(
        await (
          await fetch(`${mock.url}/api/users/login?lang=en`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(seller),
          })
        ).json(),
      );
    const me = async (): Promise<unknown> =>
      (await fetch(`${mock.url}/api/users?lang=en`, { headers: { Authorization: `Bearer ${token}` } })).json();
    // The account as it was when the first probe went out (the valid calls before the probes move money).
    let beforeProbes: Promise<unknown> | undefined;
    const watching: typeof fetch = async (input, init) => {
      const probe = init?.method !== 'GET' && !new Headers(init?.headers).has(IDEMPOTENCY_KEY_HEADER);
      if (probe) await (beforeProbes ??= me());
      return fetch(input, init);
    };
    const { results } = await checkContract({
      baseUrl: mock.url,
      token,
      probeIdempotency: true,
      router: probesOnly,
      fetch: watching,
    });
    const probes = results.filter((result) => result.check === 'no idempotency key');
    expect(probes.map((result) => result.key)).toEqual(moneyRoutes);
    // The seller's token cannot reach a partner's money route: not checked, never ok.
    const partnerRoutes = new Set(
      listRoutes(contract)
        .filter(({ route }) => routeMetaOf(route)?.access === 'partner')
        .map(({ key }) => key),
    );
    const sellerProbes = probes.filter((result) => !partnerRoutes.has(result.key));
    expect(sellerProbes.filter((result) => result.result !== 'ok-error' || result.statusCode !== 400)).toEqual([]);
    expect(probes.find((result) => result.key === 'giftCodes.createPartnerGiftCode')).toMatchObject({
      result: 'not-checked',
      statusCode: 403,
    });
    expect(probes.find((result) => result.key === 'adAccounts.transferAdAccountBalance')?.url).toBe(
      `${mock.url}/api/ads-accounts/${PROBE_ID}?lang=en`,
    );
    expect(await me()).toEqual(await beforeProbes);
    expect(exitCodeOf(results)).toBe(EXIT_CODES.ok);
  });

  it('reports an API that takes a money call without its key', async () => {
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
      expect(unsigned.results.find((result) => result.check === 'no idempotency key')).toMatchObject({
        result: 'not-checked',
        issues: [expect.stringMatching(/account/)],
      });
      const signed = await checkContract({ baseUrl: url, router, token: 'mock.token', probeIdempotency: true });
      const probe = signed.results.find((result) => result.check === 'no idempotency key');
      expect(probe).toMatchObject({ result: 'mismatch', statusCode: 201 });
      // The valid call succeeded, but its replay is no replay: no Idempotent-Replayed header.
      expect(signed.results.find((result) => result.check === 'replay')).toMatchObject({
        result: 'mismatch',
        issues: [expect.stringMatching(/idempotent-replayed/)],
      });
      expect(exitCodeOf(signed.results)).toBe(EXIT_CODES.mismatch);
    } finally {
      await close(accepting);
    }
  });
});

describe('checkContract against a drifting stand-in', () => {
  let drifting: Server;
  let driftingUrl: string;

  beforeAll(async () => {
    // Real bodies from the mock, each broken in one place; other routes drift in status, media type or connection.
    const configuration = z
      .record(z.string(), z.unknown())
      .parse(await (await fetch(`${mock.url}/api/configuration/value?lang=en`)).json());
    drifting = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (path === '/api/configuration/value') return json(200, { ...configuration, exchangeRate: 25450 });
      if (path === '/api/users') return json(418, { teapot: true });
      // A single-page app's fallback where the API should answer.
      if (path === '/api/notifications') {
        response.writeHead(200, { 'Content-Type': 'text/html' });
        return response.end('<html><body>App</body></html>');
      }
      if (path === '/api/tickets') return request.socket.destroy();
      if (path === '/api/pixels/generate' && request.method === 'POST') return json(201, { id: 'px_1' });
      return json(404, NOT_FOUND);
    });
    driftingUrl = await listen(drifting);
  });

  afterAll(async () => {
    await close(drifting);
  });

  it('reports each drift on its route and carries on with the rest', async () => {
    const { results } = await checkContract({ baseUrl: driftingUrl, token: 'stand-in-token', seed: 4 });
    const configuration = callOf(results, 'configuration.getConfiguration');
    expect(configuration).toMatchObject({ result: 'mismatch', statusCode: 200 });
    expect(configuration.issues).toContainEqual(expect.stringMatching(/^exchangeRate: /));
    expect(callOf(results, 'users.getMe')).toMatchObject({
      result: 'mismatch',
      statusCode: 418,
      issues: ['status 418 is not declared by the contract'],
    });
    expect(callOf(results, 'notifications.listNotifications')).toMatchObject({
      result: 'mismatch',
      statusCode: 200,
      issues: [expect.stringMatching(/not JSON \(text\/html\): "<html><body>App/)],
    });
    expect(callOf(results, 'tickets.listTickets')).toMatchObject({
      result: 'unreachable',
      statusCode: null,
      issues: [expect.stringMatching(/connection closed|socket/i)],
    });
    // A write whose invalid bodies are taken is a drift too.
    expect(
      results.find((result) => result.key === 'pixels.generatePixel' && result.check === 'invalid body'),
    ).toMatchObject({ result: 'mismatch', statusCode: 201 });
    // The rest answered the contract's 404: checked with an error answer.
    expect(callOf(results, 'pixels.listPixels')).toMatchObject({ result: 'ok-error', statusCode: 404 });
    expect(exitCodeOf(results)).toBe(EXIT_CODES.mismatch);
  });

  it('makes the CLI print the seed, the rows and the coverage line, and exit 1', async () => {
    const { code, stdout } = await runCli(['--base-url', driftingUrl, '--seed', '5']);
    expect(code).toBe(EXIT_CODES.mismatch);
    expect(stdout).toMatch(/^contract:check http:\/\/127\.0\.0\.1:\d+ with seed 5 \(replay with --seed 5\)$/m);
    expect(stdout).toMatch(
      /configuration\.getConfiguration\s+GET \/api\/configuration\/value\s+public\s+200\s+mismatch\s+exchangeRate: /,
    );
    const operations = listRoutes(contract).length;
    expect(stdout).toMatch(
      new RegExp(`^coverage: \\d+ of ${operations} operations with a 2xx answer .*\\d+ mismatch.*$`, 'm'),
    );
  });
});

describe('checkContract against a stand-in that adds a field or fails', () => {
  const accountRead = c.router({ getMe: contract.users.getMe });
  let me: Record<string, unknown>;

  beforeAll(async () => {
    const login = await fetch(`${mock.url}/api/users/login?lang=en`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(seller),
    });
    const { idToken } = z.object({ idToken: z.string() }).parse(await login.json());
    const answer = await fetch(`${mock.url}/api/users?lang=en`, { headers: { Authorization: `Bearer ${idToken}` } });
    me = z.record(z.string(), z.unknown()).parse(await answer.json());
  });

  it('reports a field the contract does not have as a mismatch, by its path', async () => {
    const server = fixedServer({ '/api/users': { ...me, nickname: 'Lan' } });
    const url = await listen(server);
    try {
      const { results } = await checkContract({ baseUrl: url, router: accountRead, token: 'stand-in-token' });
      expect(callOf(results, 'getMe')).toMatchObject({
        result: 'mismatch',
        statusCode: 200,
        issues: ['nickname: not in the contract'],
      });
      expect(exitCodeOf(results)).toBe(EXIT_CODES.mismatch);
      // The same answer without the field fits.
      expect(contract.users.getMe.responses[200].safeParse(me).success).toBe(true);
    } finally {
      await close(server);
    }
  });

  it('reports a 5xx as a server error even where the contract declares it, and exits 4', async () => {
    expect(503 in contract.users.getMe.responses).toBe(true);
    const failing = createServer((_request, response) => {
      response.writeHead(503, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ code: 'error.internal', messageCode: 'error.internal', message: 'Down' }));
    });
    const url = await listen(failing);
    try {
      const report = await checkContract({ baseUrl: url, router: accountRead, token: 'stand-in-token' });
      expect(callOf(report.results, 'getMe')).toMatchObject({
        result: 'server-error',
        statusCode: 503,
        issues: ['the server failed (503)', 'error.internal: Down'],
      });
      expect(report.coverage).toMatchObject({ with2xx: 0, checked: 0, serverError: 1 });
      expect(formatReport(report)).toContain('1 server error');
      expect(exitCodeOf(report.results)).toBe(EXIT_CODES.serverError);
    } finally {
      await close(failing);
    }
  });
});

describe('checkContract details', () => {
  it('reports unreachable rows and exit code 2 when nothing answers', async () => {
    const server = createServer();
    const url = await listen(server);
    await close(server);
    const { results } = await checkContract({ baseUrl: url, seed: 6 });
    expect(results.filter((result) => result.result !== 'not-checked').every((r) => r.result === 'unreachable')).toBe(
      true,
    );
    expect(callOf(results, 'configuration.getConfiguration')).toMatchObject({
      result: 'unreachable',
      statusCode: null,
      issues: ['connection refused (ECONNREFUSED)'],
    });
    expect(exitCodeOf(results)).toBe(EXIT_CODES.nothingReachable);
  });

  it('takes ids from the list above a path, for nested params too, and says why when there is none', async () => {
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
      listParts: {
        method: 'GET',
        path: '/api/things/:id/parts',
        responses: { 200: z.array(z.object({ id: z.string() })) },
        metadata: meta({ access: 'user' }),
      },
      getPart: {
        method: 'GET',
        path: '/api/things/:id/parts/:partId',
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
    const server = fixedServer({
      '/api/things': { content: [{ id: 't-1' }] },
      '/api/things/t-1': { id: 't-1' },
      '/api/things/t-1/parts': [{ id: 'p-9' }],
      '/api/things/t-1/parts/p-9': { id: 'p-9' },
    });
    const url = await listen(server);
    try {
      const { results } = await checkContract({ baseUrl: url, router, token: 'token' });
      expect(callOf(results, 'get')).toMatchObject({ result: 'ok-2xx', url: `${url}/api/things/t-1?lang=en` });
      expect(callOf(results, 'getPart')).toMatchObject({
        result: 'ok-2xx',
        url: `${url}/api/things/t-1/parts/p-9?lang=en`,
      });
      expect(callOf(results, 'orphan')).toMatchObject({
        result: 'not-checked',
        issues: ['no route lists ids for :id (GET /api/others)'],
      });
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

describe('contract:check options', () => {
  it.each([
    [['--base-url', 'not a url'], '--base-url takes an http(s) URL, got "not a url"'],
    [
      ['--base-url', 'http://api.test', '--seller', 'lan.nguyen@example.com'],
      '--seller takes EMAIL:PASSWORD, got "lan.nguyen@example.com"',
    ],
    [['--base-url', 'http://api.test', '--partner', ':secret'], '--partner takes EMAIL:PASSWORD, got ":secret"'],
    [['--base-url', 'http://api.test', '--seed', '1.5'], '--seed takes a whole number from 0 to 4294967295, got "1.5"'],
    [
      ['--base-url', 'http://api.test', '--min-coverage', '120'],
      '--min-coverage takes a percentage from 0 to 100, got "120"',
    ],
    [['--base-url', 'http://api.test', '--colour'], "Unknown option '--colour'"],
  ])('refuses %j with one line', (args, line) => {
    expect(() => parseCheckCommand(args)).toThrow(new UsageError(line));
  });

  it("reads the sandbox's captcha token and codes", () => {
    expect(
      parseCheckCommand([
        '--base-url',
        'http://api.test',
        '--captcha-token',
        'mock-captcha-token',
        '--email-code',
        '246810',
        '--reset-token',
        'mock-reset-token',
        '--card-code',
        '135790',
      ]),
    ).toMatchObject({ inputs: { ...MOCK_INPUTS, cardCode: '135790' } });
  });

  it('reads the accounts, the seed and the minimum coverage', () => {
    expect(
      parseCheckCommand([
        '--base-url',
        'http://api.test',
        '--seller',
        'lan@example.com:pass:with:colons',
        '--seed',
        '42',
        '--min-coverage',
        '90%',
      ]),
    ).toMatchObject({ seller: { email: 'lan@example.com', password: 'pass:with:colons' }, seed: 42, minCoverage: 90 });
  });

  it('makes the CLI stop on a malformed option with the line and the usage', async () => {
    const { code, stdout, stderr } = await runCli(['--base-url', 'http://api.test', '--seed', 'soon']);
    expect(code).toBe(EXIT_CODES.nothingReachable);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^--seed takes a whole number from 0 to \d+, got "soon"\nUsage: contract:check/);
  });
});
