import { readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, listRoutes } from '@contract';
import { apiLocations, isApiPath } from '../../../scripts/deploy/api-locations';
import { deployConfig } from '../../../scripts/deploy/cli';
import { findNginx, startNginx, type RunningNginx } from '../../../scripts/deploy/run-nginx';

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
      'Content-Security-Policy',
      'Referrer-Policy',
      'X-Content-Type-Options',
      'Permissions-Policy',
    ]) {
      expect(site.match(new RegExp(`add_header ${header} `, 'g'))).toHaveLength(3);
    }
    expect(site).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
    expect(site.match(/add_header Cache-Control "no-cache" always;/g)).toHaveLength(2);
  });
});

const nginx = findNginx();

/** A stand-in API that answers every call with where it arrived. */
const startUpstream = async (): Promise<{ server: Server; url: string }> => {
  const server = createServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ upstream: request.url }));
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
  const get = (path: string) => fetch(`${server.url}${path}`, { headers: { 'Accept-Encoding': 'gzip' } });

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'app-root-'));
    // nginx started by root serves with unprivileged workers: they must be able to read the folder.
    await chmod(root, 0o755);
    await mkdir(join(root, 'assets'));
    await writeFile(join(root, 'index.html'), '<!doctype html><title>app</title>');
    await writeFile(join(root, 'assets', 'index-abc123.js'), `export const app = ${JSON.stringify('x'.repeat(4096))};`);
    upstream = await startUpstream();
    const port = await freePort();
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
      expect(await response.text()).toContain('<title>app</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(response.headers.get('referrer-policy')).toBe('strict-origin');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('serves hashed assets compressed and cached for a year, and a missing one as 404', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect((await get('/assets/index-gone.js')).status).toBe(404);
  });

  it('forwards every API path of the contract, outside /api too, with the query', async () => {
    for (const path of [
      '/api/users/me?lang=vi',
      '/stripe-payments/payment-methods',
      '/recent-local-bank-notification',
    ]) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ upstream: path });
    }
  });

  it("answers the contract's JSON error, not nginx's page, when the API is down", async () => {
    await new Promise((resolve) => upstream.server.close(resolve));
    upstream.server.closeAllConnections();
    const response = await get('/api/users/me');
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toMatchObject({ code: 'error.internal', messageCode: 'error.internal' });
  });
});
