import { contract, IDEMPOTENT_REPLAYED_HEADER, listRoutes } from '@contract';
import { describe, expect, it } from 'vitest';
import { formatCallLine } from '../../../scripts/contract-proxy/console-line';
import { DEFAULT_HTML_FILE, DEFAULT_REPORT_FILE, parseProxyArgs } from '../../../scripts/contract-proxy/options';
import type { ProxyCall, ProxyReport } from '../../../scripts/contract-proxy/report';
import { createRouteMatcher, type MatchedRoute } from '../../../scripts/contract-proxy/route-match';
import { renderSummary } from '../../../scripts/contract-proxy/summary-html';
import { checkAnswer, findRequestIssues } from '../../../scripts/contract-proxy/validate-call';

const routes = listRoutes(contract);
const matchRoute = createRouteMatcher(routes);

const matched = (method: string, path: string): MatchedRoute => {
  const found = matchRoute(method, path);
  if (!found) throw new Error(`no route for ${method} ${path}`);
  return found;
};

const call = (overrides: Partial<ProxyCall>): ProxyCall => ({
  time: '2026-11-27T10:00:00.000Z',
  key: 'users.getMe',
  method: 'GET',
  path: '/api/users',
  status: 200,
  durationMs: 12,
  outcome: 'ok',
  requestIssues: [],
  answerIssues: [],
  ...overrides,
});

describe('parseProxyArgs', () => {
  it('needs a target and fills in the rest', () => {
    expect(parseProxyArgs(['--target', 'https://staging.example.com'])).toEqual({
      kind: 'run',
      args: {
        target: 'https://staging.example.com',
        uploadTarget: undefined,
        port: 4020,
        app: { dir: 'dist' },
        reportFile: DEFAULT_REPORT_FILE,
        htmlFile: DEFAULT_HTML_FILE,
        timeoutMs: 30_000,
      },
    });
    expect(parseProxyArgs(['--target', 'http://127.0.0.1:4010', '--dev', '--port', '0'])).toMatchObject({
      kind: 'run',
      args: { app: 'dev', port: 0 },
    });
    expect(parseProxyArgs(['-h'])).toEqual({ kind: 'help' });
  });

  it('refuses malformed options with one line each', () => {
    const errorOf = (argv: string[]) => {
      const parsed = parseProxyArgs(argv);
      return parsed.kind === 'error' ? parsed.message : null;
    };
    expect(errorOf([])).toBe('missing --target URL');
    expect(errorOf(['--target', 'staging.example.com'])).toBe('--target: not an http(s) URL: staging.example.com');
    expect(errorOf(['--target', 'ftp://example.com'])).toBe('--target: not an http(s) URL: ftp://example.com');
    expect(errorOf(['--target', 'https://example.com/?a=1'])).toBe(
      '--target: no query or fragment allowed: https://example.com/?a=1',
    );
    expect(errorOf(['--target', 'https://example.com', '--port', '70000'])).toBe(
      '--port: expected a port from 0 to 65535, got 70000',
    );
    expect(errorOf(['--target', 'https://example.com', '--port', 'http'])).toMatch(/^--port: /);
    expect(errorOf(['--target', 'https://example.com', '--timeout-ms', '0'])).toMatch(/^--timeout-ms: /);
    expect(errorOf(['--target', 'https://example.com', '--app', 'out', '--dev'])).toMatch(/exclude each other/);
    expect(errorOf(['--target', 'https://example.com', '--upload-target', 'nope'])).toBe(
      '--upload-target: not an http(s) URL: nope',
    );
    expect(errorOf(['--target', 'https://example.com', '--verbose'])).toMatch(/--verbose/);
    for (const message of [errorOf([]), errorOf(['--target', 'https://example.com', '--verbose'])]) {
      expect(message).not.toContain('\n');
    }
  });
});

describe('createRouteMatcher', () => {
  it('prefers a static segment over a parameter, and decodes parameters', () => {
    expect(matched('GET', '/api/partnership/members/product-links').key).toBe('partnership.listMemberProductLinks');
    expect(matched('GET', '/api/partnership/members/m%201')).toMatchObject({
      key: 'partnership.getMember',
      params: { id: 'm 1' },
    });
    expect(matched('PATCH', '/api/partnership/p1/gift-codes/c2/status').params).toEqual({ id: 'p1', codeId: 'c2' });
    expect(matched('GET', '/recent-local-bank-notification').key).toBe(
      'payments.localBank.getRecentLocalBankNotification',
    );
  });

  it('matches method and whole path only', () => {
    expect(matchRoute('PUT', '/api/users')).toBeNull();
    expect(matchRoute('GET', '/api/users/extra/segments')).toBeNull();
    expect(matchRoute('GET', '/api/pixels/%E0%A4%A')).toBeNull();
  });
});

describe('findRequestIssues', () => {
  const request = (method: string, path: string, headers: Record<string, string>, body: string | Buffer) => ({
    method,
    url: new URL(`http://proxy.invalid${path}`),
    headers,
    body: Buffer.from(body),
  });

  it('reads the body as the route declares it, JSON or a multipart form', async () => {
    const login = matched('POST', '/api/users/login');
    expect(
      await findRequestIssues(
        login,
        request(
          'POST',
          '/api/users/login?lang=en',
          { 'content-type': 'application/json' },
          '{"email":"a@b.co","password":"x"}',
        ),
      ),
    ).toEqual([]);
    expect(
      await findRequestIssues(
        login,
        request('POST', '/api/users/login', { 'content-type': 'application/json' }, '{"email":'),
      ),
    ).toEqual(['body: Malformed JSON']);
    expect(
      await findRequestIssues(login, request('POST', '/api/users/login', { 'content-type': 'text/plain' }, '{}')),
    ).toContain('headers.content-type: expected application/json, got text/plain');

    const form = new Request('http://proxy.invalid/', {
      method: 'POST',
      body: (() => {
        const data = new FormData();
        data.append('file', new Blob(['png'], { type: 'image/png' }), 'logo.png');
        return data;
      })(),
    });
    const upload = request(
      'POST',
      '/api/upload/image',
      { 'content-type': form.headers.get('content-type') ?? '' },
      Buffer.from(await form.arrayBuffer()),
    );
    expect(await findRequestIssues(matched('POST', '/api/upload/image'), upload)).toEqual([]);
  });

  it("checks a money route's Idempotency-Key and the query's types", async () => {
    const autoTopUp = matched('PATCH', '/api/ads-accounts/settings/auto-topup');
    const issues = await findRequestIssues(
      autoTopUp,
      request(
        'PATCH',
        '/api/ads-accounts/settings/auto-topup',
        { 'content-type': 'application/json' },
        '{"adAccountId":"a1","enabled":false}',
      ),
    );
    expect(issues).toEqual([expect.stringMatching(/^headers\.idempotency-key: /)]);
    expect(
      await findRequestIssues(matched('GET', '/api/transactions'), request('GET', '/api/transactions?page=x', {}, '')),
    ).toEqual([expect.stringMatching(/^query\.page: /)]);
  });
});

describe('checkAnswer', () => {
  const json = (body: unknown) => Buffer.from(JSON.stringify(body));
  const success = json({ success: true });

  it('reports a JSON body sent as text, a replay header out of place, and a redirect without a Location', async () => {
    const readAll = matched('POST', '/api/notifications/read-all').route;
    expect(
      await checkAnswer(readAll, { status: 200, headers: { 'content-type': 'application/json' }, body: success }),
    ).toEqual({
      issues: [],
      unreadable: false,
    });
    expect(
      (await checkAnswer(readAll, { status: 200, headers: { 'content-type': 'text/plain' }, body: success })).issues,
    ).toEqual(['headers.content-type: expected application/json, got text/plain']);
    expect(
      (
        await checkAnswer(readAll, {
          status: 200,
          headers: { 'content-type': 'application/json', [IDEMPOTENT_REPLAYED_HEADER]: 'yes' },
          body: success,
        })
      ).issues,
    ).toEqual([
      `headers.${IDEMPOTENT_REPLAYED_HEADER}: expected "true", got "yes"`,
      `headers.${IDEMPOTENT_REPLAYED_HEADER}: the route takes no Idempotency-Key`,
    ]);
    const googleAuth = matched('GET', '/api/users/google/auth').route;
    expect((await checkAnswer(googleAuth, { status: 302, headers: {}, body: Buffer.from('Found') })).issues).toEqual([
      'headers.location: missing on a 302',
    ]);
  });

  it('finds a body it cannot read unreadable', async () => {
    const getMe = matched('GET', '/api/users').route;
    expect(await checkAnswer(getMe, { status: 200, headers: { 'content-encoding': 'zstd' }, body: null })).toEqual({
      issues: ['headers.content-encoding: cannot decode a zstd body'],
      unreadable: true,
    });
    expect(
      await checkAnswer(getMe, {
        status: 500,
        headers: { 'content-type': 'text/html' },
        body: Buffer.from('<h1>oops</h1>'),
      }),
    ).toEqual({ issues: ['not JSON (text/html): "<h1>oops</h1>"'], unreadable: true });
  });
});

describe('formatCallLine', () => {
  it('prints one plain line, colour only when asked, and no control characters from servers', () => {
    const drift = call({
      outcome: 'drift',
      answerIssues: ['a: 1', 'b: 2', 'c: 3', 'd: 4\u001b[2J'],
      requestIssues: ['query.page: bad'],
    });
    expect(formatCallLine(drift, { colour: false })).toBe(
      'DRIFT GET /api/users 200 12ms users.getMe · request drift: query.page: bad · answer drift: a: 1; b: 2; c: 3 (+1 more)',
    );
    expect(formatCallLine(call({}), { colour: true })).toBe(
      '\u001b[32mok   \u001b[0m GET /api/users 200 12ms users.getMe',
    );
    const hostile = call({ outcome: 'drift', answerIssues: ['not JSON: "\u001b[2Jgone"'] });
    expect(formatCallLine(hostile, { colour: false })).not.toContain('\u001b');
  });
});

describe('renderSummary', () => {
  const report = (calls: ProxyCall[]): ProxyReport => ({
    tool: 'contract-proxy',
    target: 'https://staging.example.com',
    startedAt: '2026-11-27T09:00:00.000Z',
    updatedAt: '2026-11-27T10:00:00.000Z',
    calls,
  });

  it('keeps a route that drifted once in sight, lists unknown paths, and escapes every text', () => {
    const html = renderSummary({
      report: report([
        call({ outcome: 'drift', answerIssues: ['email: <b>bad</b>'] }),
        call({}),
        call({
          key: null,
          path: '/api/<img src=x onerror=alert(1)>',
          status: 404,
          requestIssues: ['not in the contract'],
        }),
      ]),
      routes,
    });
    expect(html).toMatch(
      /<tr class="drift"><td><span class="badge drift">drift<\/span><\/td><td><code>users\.getMe<\/code>/,
    );
    expect(html).toContain('email: &lt;b&gt;bad&lt;/b&gt;');
    expect(html).toContain('<h2>Paths not in the contract</h2>');
    expect(html).toContain('/api/&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
    expect(html).toContain(`<dd>1 of ${routes.length}</dd>`);
  });
});
