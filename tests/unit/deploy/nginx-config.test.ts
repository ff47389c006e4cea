import { readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, ErrorBodySchema, listRoutes } from '@contract';
import { UPLOADED_FILE_HEADERS } from '@contract/uploads/uploaded-files';
import { apiLocations, isApiPath } from '../../../scripts/deploy/api-locations';
import { uploadBodyLimits } from '../../../scripts/deploy/body-limits';
import { deployConfig } from '../../../scripts/deploy/cli';
import { findNginx, startNginx, type RunningNginx } from '../../../scripts/deploy/run-nginx';
import { rawExchange, rawRequest, type RawRequest } from '../../fixtures/raw-http';

const TEMPLATE = 'deploy/nginx/site.conf.template';
const exampleConfig = (options: { upstream: string; root: string; listen: string }) =>
  deployConfig({ mode: 'production', envDir: 'deploy', ...options });

/** A path with each `:param` filled in, as the app calls it. */
const concrete = (path: string) => path.replace(/:(\w+)/g, 'x1');

/** The URL paths of the app's pages, from the route files (pathless `_layout` folders and `index` dropped). */
const pagePaths = (): string[] =>
  readdirSync('src/routes', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .map((file) =>
      `/${file
        .replace(/\.tsx$/, '')
        .split('/')
        .flatMap((segment) => segment.split('.'))
        .filter((segment) => !segment.startsWith('_') && segment !== 'index' && segment !== 'route')
        .join('/')}`.replace(/\$\w*/g, 'x1'),
    );

describe('the paths nginx forwards to the API', () => {
  const locations = apiLocations();

  it('cover every route of the contract, /api and the two outside it', () => {
    const paths = listRoutes(contract).map(({ route }) => concrete(route.path));
    expect(paths.filter((path) => !isApiPath(path, locations))).toEqual([]);
    expect(locations).toEqual([
      { kind: 'prefix', path: '/api/' },
      { kind: 'exact', path: '/recent-local-bank-notification' },
      { kind: 'exact', path: '/stripe-payments/payment-methods' },
    ]);
  });

  it('take no page of the app', () => {
    const pages = pagePaths();
    expect(pages).toContain('/payment/add-fund');
    expect(pages.filter((page) => isApiPath(page, locations) || isApiPath(`${page}/`, locations))).toEqual([]);
  });

  it('give a parameterised path outside /api a prefix location', () => {
    expect(apiLocations(['/api/users', '/hooks/:provider/notify'])).toEqual([
      { kind: 'prefix', path: '/api/' },
      { kind: 'prefix', path: '/hooks/' },
    ]);
  });
});

describe('the committed site configuration', () => {
  it('is what `npm run deploy:nginx` makes for deploy/.env.production (see the README to regenerate it)', async () => {
    const { site, main } = await exampleConfig({
      upstream: '${API_UPSTREAM}',
      root: '/usr/share/nginx/html',
      listen: '8080',
    });
    expect(readFileSync(TEMPLATE, 'utf8')).toBe(site);
    expect(readFileSync('deploy/nginx/nginx.conf', 'utf8')).toBe(main);
  });

  it('sends the security headers with the page, the assets and the fallback, and caches only hashed files', () => {
    const site = readFileSync(TEMPLATE, 'utf8');
    for (const header of [
      `Content-Security-Policy "default-src 'self'`,
      'Referrer-Policy',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
    ]) {
      expect(site.match(new RegExp(`add_header ${header}`, 'g'))).toHaveLength(3);
    }
    expect(site).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
    expect(site.match(/add_header Cache-Control "no-cache" always;/g)).toHaveLength(2);
  });

  it("answers only its own host name, and tells the API that name, never the client's", () => {
    const site = readFileSync(TEMPLATE, 'utf8');
    expect(site).toContain('listen 8080 default_server;\n  server_name _;');
    expect(site).toContain('server_name app.example.com;');
    expect(site).not.toContain('$http_host');
    expect(site).not.toMatch(/proxy_set_header (Host|X-Forwarded-Host) \$/);
  });
});

describe('the Airwallex hosts of a live policy', () => {
  it('are production ones only', () => {
    const site = readFileSync(TEMPLATE, 'utf8');
    expect(site).toContain('https://static.airwallex.com');
    expect(site).not.toMatch(/[\w.-]*(sandbox|demo|staging)[\w.-]*\.airwallex\.com/);
  });
});

const nginx = findNginx();
const HOST = 'app.example.com';

/** What the stand-in API saw of a request. */
interface Arrival {
  url: string;
  host: string | undefined;
  forwardedHost: string | string[] | undefined;
  forwarded: string | undefined;
  bodyBytes: number;
}

/**
 * A stand-in API that answers every call with what it received, with headers of its own that the
 * site must replace; `/uploads/…` answers like a file with a policy of its own.
 */
const startUpstream = async (): Promise<{ server: Server; url: string }> => {
  const server = createServer((request, response) => {
    let bodyBytes = 0;
    request.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
    request.on('end', () => {
      if (request.url?.startsWith('/uploads/')) {
        response.writeHead(200, { 'Content-Type': 'image/png', 'Content-Security-Policy': 'default-src *' });
        response.end('png');
        return;
      }
      const arrival: Arrival = {
        url: request.url ?? '',
        host: request.headers.host,
        forwardedHost: request.headers['x-forwarded-host'],
        forwarded: request.headers.forwarded,
        bodyBytes,
      };
      response.writeHead(request.url?.startsWith('/api/missing') ? 404 : 200, {
        'Content-Type': 'application/json',
        'Cache-Control': 'public, max-age=600',
      });
      response.end(JSON.stringify(arrival));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
};

const freePort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
};

describe.skipIf(nginx === null)(`nginx serving a build (${nginx ?? 'nginx not installed'})`, () => {
  let root = '';
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let server: RunningNginx;
  let port = 0;
  /** A request for the site's own host name, with any other header. */
  const send = (path: string, init: RawRequest = {}) =>
    rawRequest(`${server.url}${path}`, { ...init, headers: { Host: HOST, ...init.headers } });
  const answer = async (path: string, init: RawRequest = {}) => {
    const result = await send(path, init);
    if (result === null) throw new Error(`${path}: closed without an answer`);
    return result;
  };
  const get = (path: string) => answer(path, { headers: { 'Accept-Encoding': 'gzip' } });

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'app-root-'));
    // nginx started by root serves with unprivileged workers: they must be able to read the folder.
    await chmod(root, 0o755);
    await mkdir(join(root, 'assets'));
    await writeFile(join(root, 'index.html'), '<!doctype html><title>app</title>');
    await writeFile(join(root, 'login.html'), '<!doctype html><title>login</title>');
    await writeFile(join(root, 'assets', 'index-abc123.js'), `export const app = ${JSON.stringify('x'.repeat(4096))};`);
    upstream = await startUpstream();
    port = await freePort();
    const { main, site } = await exampleConfig({ upstream: upstream.url, root, listen: `127.0.0.1:${port}` });
    server = await startNginx(nginx ?? '', { main, site, port });
  });

  afterAll(async () => {
    await server?.close();
    await new Promise((resolve) => upstream?.server.close(resolve));
    await rm(root, { recursive: true, force: true });
  });

  it('serves the app page for any page path, never cached, with the headers', async () => {
    for (const path of ['/', '/payment/add-fund?method=creditCard', '/index.html']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.body).toContain('<title>app</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['referrer-policy']).toBe('strict-origin');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('serves a prerendered page from its file at its path, with the same headers, and the app page below it', async () => {
    for (const path of ['/login', '/login?redirect=%2Fwallet']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.body).toContain('<title>login</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['referrer-policy']).toBe('strict-origin');
    }
    expect((await get('/login/extra')).body).toContain('<title>app</title>');
  });

  it('serves hashed assets compressed and cached for a year, and a missing one as 404', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect((await get('/assets/index-gone.js')).status).toBe(404);
  });

  it('closes a request for any other host, or for none, without an answer', async () => {
    expect(await rawRequest(`${server.url}/`, { headers: { Host: 'evil.example' } })).toBeNull();
    expect(await rawRequest(`${server.url}/api/users`, { headers: { Host: `evil.${HOST}` } })).toBeNull();
    expect(await rawRequest(`${server.url}/`)).toBeNull();
    expect(await rawExchange(port, 'GET / HTTP/1.1\r\n\r\n')).toBe('');
    expect(await rawExchange(port, 'GET / HTTP/1.0\r\n\r\n')).toBe('');
    expect(await rawExchange(port, 'GET / HTTP/1.1\r\nHost:\r\n\r\n')).toBe('');
  });

  it('forwards every API path of the contract with the query, and tells the API only its own host name', async () => {
    for (const path of [
      '/api/users/me?lang=vi',
      '/stripe-payments/payment-methods',
      '/recent-local-bank-notification',
    ]) {
      const response = await answer(path, {
        headers: {
          Host: `${HOST}:8443`,
          'X-Forwarded-Host': 'evil.example',
          Forwarded: 'host=evil.example;proto=https',
          Origin: 'https://evil.example',
        },
      });
      expect(response.status).toBe(200);
      expect(JSON.parse(response.body)).toEqual({
        url: path,
        host: HOST,
        forwardedHost: HOST,
        forwarded: undefined,
        bodyBytes: 0,
      });
    }
  });

  it('marks every API answer nosniff and no-store, in place of what the API sent, errors included', async () => {
    for (const path of ['/api/users', '/api/missing', '/api/upload/image']) {
      const response = await get(path);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('takes a JSON body up to 1 MB, buffered to disk past 16 KB, and refuses a larger one with the JSON 413', async () => {
    // `{"email":""}` is 12 bytes.
    const json = (bytes: number) => JSON.stringify({ email: 'x'.repeat(bytes - 12) });
    const taken = await answer('/api/users/login', { method: 'POST', body: json(1024 * 1024) });
    expect(taken.status).toBe(200);
    expect(JSON.parse(taken.body)).toMatchObject({ bodyBytes: 1024 * 1024 });

    for (const [lang, message] of [
      ['en', /^This is too large to send/],
      ['vi', /^Dữ liệu quá lớn/],
    ] as const) {
      const refused = await answer(`/api/users/login?lang=${lang}`, { method: 'POST', body: json(1024 * 1024 + 1) });
      expect(refused.status).toBe(413);
      expect(refused.headers['content-type']).toBe('application/json');
      expect(refused.headers['x-content-type-options']).toBe('nosniff');
      expect(refused.headers['cache-control']).toBe('no-store');
      const body = ErrorBodySchema.parse(JSON.parse(refused.body));
      expect(body).toMatchObject({ code: 'error.payload_too_large', messageCode: 'error.payload_too_large' });
      expect(body.message).toMatch(message);
    }
  });

  it("takes an upload up to its route's file limit plus the multipart overhead, and refuses more with the JSON 413", async () => {
    for (const { path, maxBodyBytes } of uploadBodyLimits()) {
      const declared = (bytes: number) => ({
        method: 'POST',
        headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(bytes) },
      });
      const over = await answer(path, { ...declared(maxBodyBytes + 1), body: 'partial' });
      expect(over.status).toBe(413);
      expect(ErrorBodySchema.parse(JSON.parse(over.body)).code).toBe('error.payload_too_large');
    }
    const image = uploadBodyLimits().find((limit) => limit.kind === 'image');
    const taken = await answer(image?.path ?? '', { method: 'POST', body: new Uint8Array(image?.maxBodyBytes ?? 0) });
    expect(JSON.parse(taken.body)).toMatchObject({ bodyBytes: 5 * 1024 * 1024 + 64 * 1024 });
  });

  it('serves uploaded files from the API with a sandbox policy and nosniff, never the app page', async () => {
    const file = await get('/uploads/upl_1.png');
    expect(file.status).toBe(200);
    expect(file.body).toBe('png');
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-security-policy']).toBe(UPLOADED_FILE_HEADERS['Content-Security-Policy']);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });

  it("answers the contract's JSON error, not nginx's page, when the API is down", async () => {
    await new Promise((resolve) => upstream.server.close(resolve));
    upstream.server.closeAllConnections();
    const response = await answer('/api/users/me?lang=en');
    expect(response.status).toBe(503);
    expect(response.headers['content-type']).toBe('application/json');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(response.body)).toMatchObject({ code: 'error.internal', messageCode: 'error.internal' });
  });
});
