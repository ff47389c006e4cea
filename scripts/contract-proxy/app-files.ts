import { createReadStream } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { extname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIVE_TEST_ENV } from '../deploy/live-test-env';
import { ProxyStartError } from './report';

/** What serves the app's own files: a built folder, or Vite's dev server. */
export interface AppFiles {
  handle(request: IncomingMessage, response: ServerResponse, pathname: string): void;
  close(): Promise<void>;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** As deploy/'s nginx: hashed build files are cached for a year, everything else is checked on each visit. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const HASHED_FILES_PREFIX = '/assets/';

/** Only mock builds carry the mock backend's service worker (vite.config.ts). */
const MOCK_BUILD_MARKER = 'mockServiceWorker.js';

const plainText = (response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) => {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  response.end(text);
};

const fileAt = async (path: string): Promise<{ path: string; size: number } | null> => {
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size } : null;
  } catch {
    return null;
  }
};

/** The file a URL path names inside `root`, or null for a path that leaves it or cannot be decoded. */
const pathInside = (root: string, pathname: string): string | null => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const path = join(root, decoded);
  const inside = relative(root, path);
  return inside.startsWith('..') || isAbsolute(inside) ? null : path;
};

/**
 * Serves a built app as deploy/'s nginx does: its files with their content types, the app page
 * for any other path without a file extension (the single-page fallback; a missing `.js` is a 404,
 * never the page), `index.html` never cached. Refuses a folder without `index.html`, and a mock
 * build, whose API calls never leave the browser.
 */
export const serveBuiltApp = async (dir: string): Promise<AppFiles> => {
  const root = resolve(dir);
  const indexPath = join(root, 'index.html');
  if (!(await fileAt(indexPath)))
    throw new ProxyStartError(`${dir} has no index.html: build the live app with npm run build, or use --dev`);
  const isMockBuild = await access(join(root, MOCK_BUILD_MARKER)).then(
    () => true,
    () => false,
  );
  if (isMockBuild) {
    throw new ProxyStartError(
      `${dir} is a mock build (it has ${MOCK_BUILD_MARKER}): its API calls never leave the browser; build the live app with npm run build, or use --dev`,
    );
  }

  const send = async (request: IncomingMessage, response: ServerResponse, pathname: string) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      plainText(response, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
      return;
    }
    const path = pathInside(root, pathname);
    const found = path === null ? null : await fileAt(path);
    const hasExtension = extname(pathname) !== '';
    if (!found && hasExtension) {
      plainText(response, 404, 'Not found');
      return;
    }
    // Looked up on each request: a rebuild replaces the page while the proxy runs.
    const file = found ?? (await fileAt(indexPath));
    if (!file) {
      plainText(response, 503, `No index.html in ${dir}: is a build running?`);
      return;
    }
    response.writeHead(200, {
      'Content-Type': CONTENT_TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': String(file.size),
      'Cache-Control': found && pathname.startsWith(HASHED_FILES_PREFIX) ? IMMUTABLE : REVALIDATE,
      'X-Content-Type-Options': 'nosniff',
    });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(file.path)
      .on('error', () => response.destroy())
      .pipe(response);
  };

  return {
    handle: (request, response, pathname) => {
      send(request, response, pathname).catch(() => response.destroy());
    },
    close: async () => {},
  };
};

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/**
 * A mode with no `.env.<mode>` file: the settings are the live defaults plus the environment's,
 * not `.env.development`'s mock backend and demo flags.
 */
const LIVE_DEV_MODE = 'live-dev';
/** Its own pre-bundled dependencies: its settings differ from `npm run dev`'s, which would otherwise re-bundle on each switch. */
const DEV_CACHE_DIR = join(REPO_ROOT, 'node_modules/.vite-contract-proxy');

/** Sets environment variables while `task` runs, then puts the earlier values back. */
const withEnv = async <T>(values: Readonly<Record<string, string>>, task: () => Promise<T>): Promise<T> => {
  const earlier = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  Object.assign(process.env, values);
  try {
    return await task();
  } finally {
    for (const [name, value] of Object.entries(earlier)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
};

/**
 * The app's own modules from Vite's dev server, in live API mode so that it calls the API through
 * this server instead of starting the in-browser mock. Stripe's and the robot check's keys are
 * the live test suite's harmless ones unless the environment sets its own; Vite reads the
 * environment once, while it starts. Hot reload runs over this server's own connection.
 */
export const serveDevApp = async (server: Server): Promise<AppFiles> => {
  const { createServer } = await import('vite');
  const settings: Record<string, string> = { ...LIVE_TEST_ENV };
  for (const name of Object.keys(LIVE_TEST_ENV)) {
    const own = process.env[name];
    if (own !== undefined && own !== '' && name !== 'VITE_API_MODE') settings[name] = own;
  }
  const vite = await withEnv(settings, () =>
    createServer({
      root: REPO_ROOT,
      mode: LIVE_DEV_MODE,
      cacheDir: DEV_CACHE_DIR,
      appType: 'spa',
      logLevel: 'warn',
      clearScreen: false,
      server: { middlewareMode: { server } },
    }),
  );
  return {
    handle: (request, response) => {
      vite.middlewares(request, response, () => plainText(response, 404, 'Not found'));
    },
    close: () => vite.close(),
  };
};
