import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contract, ErrorBodySchema, IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@contract';
import { SessionTokenSchema } from '@contract/users/users.schema';
import { verifiedSellerScenario } from '@scenarios/verified-seller';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCallLine } from '../../../scripts/contract-proxy/console-line';
import { startContractProxy, type ContractProxy } from '../../../scripts/contract-proxy/proxy-server';
import { ProxyReportSchema, ProxyStartError, type ProxyCall } from '../../../scripts/contract-proxy/report';
import { startMockHttpServer, type MockHttpServer } from '../../../scripts/mock-serve';
import { close, listen } from './local-server';

/** Real servers over HTTP: well under a second idle, seconds on two busy cores. */
const SERVER_WORK_TIMEOUT_MS = 30_000;
/** The drifting proxy's own limit: its stand-in leaves one route without an answer. */
const SHORT_TIMEOUT_MS = 1000;

/** The body of a GET sent with exactly this path. */
const rawGet = (base: string, path: string): Promise<string> =>
  new Promise((resolve, reject) => {
    get(`${base}${path}`, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    }).on('error', reject);
  });

/** A URL nothing listens on: a port just freed. */
const refusedUrl = async (): Promise<string> => {
  const server = createServer();
  const url = await listen(server);
  await close(server);
  return url;
};

const ERROR_BODY = { code: 'error.invalid_credentials', messageCode: 'error.invalid_credentials', message: 'No' };

/**
 * The drifting stand-in: an API that breaks the contract in every way the proxy must catch, one
 * route each. It keeps the bodies it received, to show that drifting requests are forwarded.
 */
const startDriftingApi = async (me: unknown) => {
  const received: Array<{ path: string; body: string }> = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in.invalid').pathname;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path, body: Buffer.concat(chunks).toString('utf8') });
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      // The account read drifts in the way the test asks for (the header reaches the target through the proxy).
      const asked = request.headers['x-stand-in-drift'];
      if (path === '/api/users' && asked === 'extra-field') return json(200, { ...(me as object), nickname: 'Lan' });
      if (path === '/api/users' && asked === 'server-error')
        return json(500, { code: 'error.internal', messageCode: 'error.internal', message: 'x'.repeat(5000) });
      switch (path) {
        case '/api/users':
          return json(200, { ...(me as object), email: 42 });
        case '/api/configuration/value':
          return json(418, { teapot: true });
        case '/api/pixels':
          response.writeHead(200, { 'Content-Type': 'text/html' });
          return response.end('<!doctype html><title>Gateway</title><script>alert("gateway")</script>');
        case '/api/notifications':
          // Promises 1000 bytes, sends 10, then hangs up.
          response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '1000' });
          response.write('{"content":');
          return setImmediate(() => response.socket?.destroy());
        case '/api/users/report':
          // Never answers: the proxy's timeout ends the wait.
          return;
        case '/api/users/login':
          return json(401, ERROR_BODY);
        default:
          return json(404, { code: 'error.not_found', messageCode: 'error.not_found', message: 'Not found' });
      }
    });
  });
  return { url: await listen(server), received, close: () => close(server) };
};

let mock: MockHttpServer;
let drifting: Awaited<ReturnType<typeof startDriftingApi>>;
let toMock: ContractProxy;
let toDrifting: ContractProxy;
let workDir: string;
const mockCalls: ProxyCall[] = [];
const driftingCalls: ProxyCall[] = [];

const callsOf = (calls: readonly ProxyCall[], key: string | null, path?: string): ProxyCall[] =>
  calls.filter((call) => call.key === key && (path === undefined || call.path === path));

const lastCallOf = (calls: readonly ProxyCall[], key: string | null): ProxyCall => {
  const found = callsOf(calls, key).at(-1);
  if (!found) throw new Error(`no call of ${key ?? 'an unknown route'}`);
  return found;
};

const signIn = async (base: string): Promise<string> => {
  const credentials = verifiedSellerScenario.credentials;
  if (!credentials) throw new Error('verified-seller has credentials');
  const response = await fetch(`${base}/api/users/login?lang=en`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  return SessionTokenSchema.parse(await response.json()).idToken;
};

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'contract-proxy-test-'));
  const appDir = join(workDir, 'app');
  await mkdir(join(appDir, 'assets'), { recursive: true });
  await mkdir(join(appDir, 'api'), { recursive: true });
  await writeFile(join(appDir, 'index.html'), '<!doctype html><title>App</title><div id="root"></div>');
  await writeFile(join(appDir, 'assets', 'main-abc123.js'), 'console.log("app");');
  // A file where an API path is: the proxy must forward the path, never serve the file.
  await writeFile(join(appDir, 'api', 'users'), 'not the API');

  mock = await startMockHttpServer({ port: 0, scenario: 'verified-seller', log: false });
  const token = await signIn(mock.url);
  const me = await (
    await fetch(`${mock.url}/api/users?lang=en`, { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  drifting = await startDriftingApi(me);

  toMock = await startContractProxy({
    target: mock.url,
    port: 0,
    app: { dir: appDir },
    reportFile: join(workDir, 'mock-report.json'),
    htmlFile: join(workDir, 'mock-report.html'),
    onCall: (call) => mockCalls.push(call),
  });
  toDrifting = await startContractProxy({
    target: drifting.url,
    uploadTarget: await refusedUrl(),
    port: 0,
    app: { dir: appDir },
    reportFile: join(workDir, 'drift-report.json'),
    htmlFile: join(workDir, 'drift-report.html'),
    timeoutMs: SHORT_TIMEOUT_MS,
    onCall: (call) => driftingCalls.push(call),
  });
}, SERVER_WORK_TIMEOUT_MS);

afterAll(async () => {
  await toMock.close();
  await toDrifting.close();
  await drifting.close();
  await mock.close();
  await rm(workDir, { recursive: true, force: true });
});

describe('the proxy in front of mock:serve', { timeout: SERVER_WORK_TIMEOUT_MS }, () => {
  it('finds every call of a signed-in session ok, reads and writes, and keeps them in the report', async () => {
    const token = await signIn(toMock.url);
    const auth = { Authorization: `Bearer ${token}` };
    for (const path of ['/api/users', '/api/pixels', '/api/notifications', '/api/ads-accounts']) {
      expect((await fetch(`${toMock.url}${path}?lang=en`, { headers: auth })).status).toBe(200);
    }
    const accounts = contract.adAccounts.listAdAccounts.responses[200].parse(
      await (await fetch(`${toMock.url}/api/ads-accounts?lang=en`, { headers: auth })).json(),
    );
    const adAccountId = accounts.content[0]?.id;
    if (!adAccountId) throw new Error('verified-seller has an approved ad account');
    const readAll = await fetch(`${toMock.url}/api/notifications/read-all?lang=en`, { method: 'POST', headers: auth });
    expect(readAll.status).toBe(200);
    // A money route, twice with one key: the second answer is the server's replay of the first.
    const topUp = {
      method: 'PATCH',
      headers: { ...auth, 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: 'contract-proxy-test-0001' },
      body: JSON.stringify({ adAccountId, enabled: false }),
    };
    expect((await fetch(`${toMock.url}/api/ads-accounts/settings/auto-topup?lang=en`, topUp)).status).toBe(200);
    const replay = await fetch(`${toMock.url}/api/ads-accounts/settings/auto-topup?lang=en`, topUp);
    expect(replay.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');

    expect(mockCalls.filter((call) => call.outcome !== 'ok')).toEqual([]);
    expect(mockCalls.map((call) => call.key)).toEqual(
      expect.arrayContaining([
        'users.login',
        'users.getMe',
        'pixels.listPixels',
        'notifications.readAllNotifications',
        'adAccounts.updateAutoTopUp',
      ]),
    );
    expect(callsOf(mockCalls, 'adAccounts.updateAutoTopUp')).toHaveLength(2);

    await toMock.flush();
    const report = ProxyReportSchema.parse(JSON.parse(await readFile(join(workDir, 'mock-report.json'), 'utf8')));
    expect(report.target).toBe(mock.url);
    expect(report.calls).toEqual(toMock.report().calls);
    const html = await readFile(join(workDir, 'mock-report.html'), 'utf8');
    expect(html).toContain('<code>adAccounts.updateAutoTopUp</code>');
    // Every route of the contract is listed, the ones not called as such.
    expect(html).toContain('<code>payments.payoneer.confirmPayoneerPayment</code>');
    expect(html).toContain('not called yet');
  });

  it('answers an unknown API path from the target, reported as drift of the request', async () => {
    const response = await fetch(`${toMock.url}/api/nowhere?lang=en`);
    expect(response.status).toBe(404);
    expect(ErrorBodySchema.parse(await response.json()).code).toBe('error.not_found');
    expect(lastCallOf(mockCalls, null)).toMatchObject({
      path: '/api/nowhere',
      outcome: 'drift',
      requestIssues: ['not in the contract'],
    });
  });

  it('serves the app: its files, the page for any other path, never a file where an API path is', async () => {
    const page = await fetch(`${toMock.url}/wallet/history?tab=all`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<div id="root">');

    const asset = await fetch(`${toMock.url}/assets/main-abc123.js`);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe('console.log("app");');

    expect((await fetch(`${toMock.url}/assets/missing.js`)).status).toBe(404);
    // fetch() would resolve the dots itself; a raw request keeps them.
    expect(await rawGet(toMock.url, '/..%2f..%2f..%2f..%2f..%2fetc%2fpasswd')).not.toContain('root:');

    const api = await fetch(`${toMock.url}/api/users?lang=en`);
    expect(api.status).toBe(401);
    expect(ErrorBodySchema.safeParse(await api.json()).success).toBe(true);
  });

  it('serves the live summary and the report at its own path', async () => {
    const summary = await fetch(`${toMock.url}/__contract-proxy/`);
    expect(summary.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await summary.text()).toContain('<code>users.getMe</code>');
    const report = ProxyReportSchema.parse(await (await fetch(`${toMock.url}/__contract-proxy/report.json`)).json());
    expect(report.calls.length).toBe(toMock.report().calls.length);
  });
});

describe('the proxy in front of a drifting API', { timeout: SERVER_WORK_TIMEOUT_MS }, () => {
  const get = (path: string) => fetch(`${toDrifting.url}${path}?lang=en`, { headers: { Authorization: 'Bearer t' } });
  const line = (key: string | null) => formatCallLine(lastCallOf(driftingCalls, key), { colour: false });

  it('passes a drifting answer on unchanged and reports its zod issues', async () => {
    const response = await get('/api/users');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: 42 });
    expect(lastCallOf(driftingCalls, 'users.getMe')).toMatchObject({
      outcome: 'drift',
      status: 200,
      requestIssues: [],
    });
    expect(line('users.getMe')).toMatch(
      /^DRIFT GET \/api\/users 200 \d+ms users\.getMe · answer drift: email: Invalid input: expected string, received number/,
    );
  });

  it('reports a field the contract does not have, by its path', async () => {
    const response = await fetch(`${toDrifting.url}/api/users?lang=en`, {
      headers: { Authorization: 'Bearer t', 'X-Stand-In-Drift': 'extra-field' },
    });
    expect(await response.json()).toMatchObject({ nickname: 'Lan' });
    expect(lastCallOf(driftingCalls, 'users.getMe')).toMatchObject({
      outcome: 'drift',
      status: 200,
      answerIssues: ['nickname: not in the contract'],
    });
  });

  it('reports a 5xx as a server error, never ok, and keeps its body cut at 4 KB', async () => {
    const response = await fetch(`${toDrifting.url}/api/users?lang=en`, {
      headers: { Authorization: 'Bearer t', 'X-Stand-In-Drift': 'server-error' },
    });
    expect(response.status).toBe(500);
    const call = lastCallOf(driftingCalls, 'users.getMe');
    expect(call).toMatchObject({ outcome: 'server-error', status: 500, answerIssues: [] });
    const answered = JSON.stringify({
      code: 'error.internal',
      messageCode: 'error.internal',
      message: 'x'.repeat(5000),
    });
    expect(call.answerBody).toEqual({
      contentType: 'application/json',
      bytes: answered.length,
      text: answered.slice(0, 4096),
      truncated: `cut at 4096 of ${answered.length} bytes`,
    });
    expect(line('users.getMe')).toMatch(/^5XX {3}GET \/api\/users 500 \d+ms users\.getMe$/);
  });

  it("keeps a flagged call's request and answer bodies, passwords masked, and no body of an ok call", async () => {
    await fetch(`${toDrifting.url}/api/users/login?lang=en`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'lan', password: 'hunter22' }),
    });
    const call = lastCallOf(driftingCalls, 'users.login');
    expect(call.outcome).toBe('drift');
    expect(call.requestBody).toEqual({
      contentType: 'application/json',
      bytes: 37,
      text: '{"email":"lan","password":"(masked)"}',
    });
    expect(call.answerBody).toEqual({
      contentType: 'application/json',
      bytes: JSON.stringify(ERROR_BODY).length,
      text: JSON.stringify(ERROR_BODY),
    });
    await toDrifting.flush();
    const report = ProxyReportSchema.parse(JSON.parse(await readFile(join(workDir, 'drift-report.json'), 'utf8')));
    expect(report.calls.find((reported) => reported.time === call.time && reported.key === 'users.login')).toEqual(
      call,
    );
    expect(
      mockCalls.filter((ok) => ok.outcome === 'ok' && (ok.requestBody !== undefined || ok.answerBody !== undefined)),
    ).toEqual([]);
  });

  it('reports a status the route does not declare', async () => {
    expect((await get('/api/configuration/value')).status).toBe(418);
    expect(lastCallOf(driftingCalls, 'configuration.getConfiguration').answerIssues).toEqual([
      'status 418 is not declared by the contract',
    ]);
  });

  it("answers HTML where JSON is declared with the contract's error, and reports it", async () => {
    const response = await get('/api/pixels');
    expect(response.status).toBe(503);
    expect(ErrorBodySchema.parse(await response.json()).code).toBe('error.internal');
    expect(lastCallOf(driftingCalls, 'pixels.listPixels')).toMatchObject({
      outcome: 'drift',
      status: 200,
      answerIssues: [expect.stringMatching(/^not JSON \(text\/html\): "<!doctype html><title>Gateway/)],
    });
  });

  it('reports a connection closed mid-answer, a refused connection and a timeout as unreachable', async () => {
    const closed = await get('/api/notifications');
    expect(closed.status).toBe(503);
    expect(ErrorBodySchema.safeParse(await closed.json()).success).toBe(true);
    expect(lastCallOf(driftingCalls, 'notifications.listNotifications')).toMatchObject({
      outcome: 'unreachable',
      status: 200,
      answerIssues: [expect.stringMatching(/closed mid-answer/)],
    });

    // Uploads go to the upload target, where nothing listens.
    const form = new FormData();
    form.append('file', new Blob(['png'], { type: 'image/png' }), 'logo.png');
    const refused = await fetch(`${toDrifting.url}/api/upload/image?lang=en`, { method: 'POST', body: form });
    expect(refused.status).toBe(503);
    expect(lastCallOf(driftingCalls, 'uploads.uploadImage')).toMatchObject({
      outcome: 'unreachable',
      status: null,
      requestIssues: [],
      answerIssues: [expect.stringMatching(/^connection refused by 127\.0\.0\.1:\d+$/)],
    });
    expect(line('uploads.uploadImage')).toMatch(
      /^DOWN {2}POST \/api\/upload\/image — \d+ms uploads\.uploadImage · unreachable: /,
    );

    expect((await get('/api/users/report')).status).toBe(503);
    expect(lastCallOf(driftingCalls, 'users.getReport').answerIssues).toEqual([
      `no answer within ${SHORT_TIMEOUT_MS} ms`,
    ]);
  });

  it('forwards a request that breaks the contract and reports it as drift of the request', async () => {
    const response = await fetch(`${toDrifting.url}/api/users/login?lang=en`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 5 }),
    });
    expect(response.status).toBe(401);
    expect(drifting.received.at(-1)).toEqual({ path: '/api/users/login', body: '{"email":5}' });
    const call = lastCallOf(driftingCalls, 'users.login');
    expect(call).toMatchObject({ outcome: 'drift', status: 401, answerIssues: [] });
    expect(call.requestIssues).toEqual(
      expect.arrayContaining([expect.stringMatching(/^body\.email: /), expect.stringMatching(/^body\.password: /)]),
    );
    expect(line('users.login')).toMatch(
      /^DRIFT POST \/api\/users\/login 401 \d+ms users\.login · request drift: body\./,
    );
  });

  it('keeps serving and writes a summary in which every server text is escaped', async () => {
    expect((await fetch(`${toDrifting.url}/some/page`)).status).toBe(200);
    expect((await get('/api/users')).status).toBe(200);
    await toDrifting.flush();
    const html = await readFile(join(workDir, 'drift-report.html'), 'utf8');
    expect(html).toContain('<code>pixels.listPixels</code>');
    expect(html).toContain('&lt;script&gt;alert(&quot;gateway');
    expect(html).not.toContain('<script');
    expect(html).toMatch(/<dt>unreachable<\/dt><dd>3<\/dd>/);
  });
});

describe('starting the proxy', () => {
  const start = (reportFile: string, dir = join(workDir, 'app')) =>
    startContractProxy({ target: mock.url, port: 0, app: { dir }, reportFile, htmlFile: join(workDir, 'start.html') });

  it('stops with one line on a report file that is not JSON, and leaves the file as it was', async () => {
    const file = join(workDir, 'broken-report.json');
    await writeFile(file, '{"tool": "contract-proxy", "calls": [');
    const started = start(file);
    await expect(started).rejects.toThrow(ProxyStartError);
    await expect(started).rejects.toThrow(
      new RegExp(`^${file} is not valid JSON \\(.+\\): delete it or pass another --report$`),
    );
    expect(await readFile(file, 'utf8')).toBe('{"tool": "contract-proxy", "calls": [');
  });

  it('stops on JSON that is not a report, and on a report of another target', async () => {
    const other = join(workDir, 'other.json');
    await writeFile(other, '{"name": "agency-dashboard"}');
    await expect(start(other)).rejects.toThrow(/other\.json is not a contract proxy report \(tool: .+\)/);
    await expect(start(join(workDir, 'drift-report.json'))).rejects.toThrow(
      `${join(workDir, 'drift-report.json')} holds calls to ${drifting.url}, not ${mock.url}`,
    );
  });

  it('refuses a mock build, whose calls never leave the browser', async () => {
    const demo = join(workDir, 'demo');
    await mkdir(demo, { recursive: true });
    await writeFile(join(demo, 'index.html'), '<!doctype html>');
    await writeFile(join(demo, 'mockServiceWorker.js'), '');
    await expect(start(join(workDir, 'unused.json'), demo)).rejects.toThrow(/is a mock build/);
  });

  it('continues a report of the same target', async () => {
    await toMock.flush();
    const continued = await start(join(workDir, 'mock-report.json'));
    try {
      expect(continued.report().calls).toEqual(toMock.report().calls);
    } finally {
      await continued.close();
    }
  });
});
