import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

/** Where the dev server and the demo build serve the API reference. */
const API_REFERENCE_PATH = '/docs/api/';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DOCS_SCRIPT = fileURLToPath(new URL('./docs.ts', import.meta.url));
/** A change under these folders can change the document. */
const SOURCE_DIRS = ['contract', 'mocks', 'scenarios', join('scripts', 'openapi')].map((dir) => join(ROOT, dir) + sep);
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.js': 'text/javascript',
};

const run = promisify(execFile);

/**
 * The reference's files, built by `openapi:docs` in a process of its own: it seeds a mock backend
 * and names ids from a counter, neither of which belongs in Vite's process.
 */
const buildReference = async (): Promise<Map<string, Buffer>> => {
  const dir = await mkdtemp(join(tmpdir(), 'api-reference-'));
  try {
    await run(process.execPath, ['--import', 'tsx', DOCS_SCRIPT, '--out', dir], { cwd: ROOT });
    const names = await readdir(dir);
    return new Map(await Promise.all(names.map(async (name) => [name, await readFile(join(dir, name))] as const)));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

const failureLine = (error: unknown): string => {
  const stderr = typeof error === 'object' && error !== null && 'stderr' in error ? String(error.stderr) : '';
  return stderr.trim().split('\n').at(-1) || (error instanceof Error ? error.message : String(error));
};

/**
 * The API reference (`npm run openapi:docs`) at /docs/api/: built on first request by the dev
 * server (again after a change to the contract or the mock), and emitted by a build. Only mock
 * builds use this plugin (vite.config.ts); a live build never ships the reference.
 */
export const apiReference = (): Plugin => {
  let reference: Promise<Map<string, Buffer>> | null = null;
  return {
    name: 'api-reference',
    configureServer(server) {
      server.watcher.on('change', (path) => {
        if (SOURCE_DIRS.some((dir) => path.startsWith(dir))) reference = null;
      });
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://dev.invalid').pathname;
        // The page loads its files relative to the folder.
        if (`${path}/` === API_REFERENCE_PATH) {
          response.writeHead(301, { Location: API_REFERENCE_PATH }).end();
          return;
        }
        if (!path.startsWith(API_REFERENCE_PATH)) {
          next();
          return;
        }
        const name = path.slice(API_REFERENCE_PATH.length) || 'index.html';
        reference ??= buildReference();
        reference.then(
          (files) => {
            const content = files.get(name);
            if (!content) {
              response.writeHead(404, { 'Content-Type': 'text/plain' }).end(`No ${name} in the API reference`);
              return;
            }
            const type = CONTENT_TYPES[extname(name)] ?? 'application/octet-stream';
            response.writeHead(200, { 'Content-Type': type }).end(content);
          },
          (error: unknown) => {
            reference = null;
            response.writeHead(500, { 'Content-Type': 'text/plain' }).end(`API reference: ${failureLine(error)}`);
          },
        );
      });
    },
    async generateBundle() {
      for (const [name, source] of await buildReference()) {
        this.emitFile({ type: 'asset', fileName: `${API_REFERENCE_PATH.slice(1)}${name}`, source });
      }
    },
  };
};
