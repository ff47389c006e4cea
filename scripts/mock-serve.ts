/* eslint-disable no-console */
/**
 * `npm run mock:serve`: the MSW mock backend over real HTTP, for tools (the
 * contract checker) and the backend team. Same handlers, seeding and frozen
 * clock as `createMockServer` (mocks/node.ts), composed from the pieces it
 * uses because it does not expose its handler list.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve as resolvePath } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { findScenario, scenarioCatalogue } from '@scenarios/index';
import { getResponse } from 'msw';
import { errorBody, mockError } from '@mocks/errors';
import { requestLang } from '@mocks/http';
import { createMockServer } from '@mocks/node';

export const DEFAULT_MOCK_PORT = 4010;
/** The richest scenario: a signed-in seller with data on every page. */
export const DEFAULT_SERVE_SCENARIO = 'verified-seller';
const HOST = '127.0.0.1';

export interface MockHttpServerOptions {
  /** 0 picks a free port. */
  port?: number;
  scenario?: string;
  /** Where the one-line request log goes; `false` silences it (tests). */
  log?: false | ((line: string) => void);
}

export interface MockHttpServer {
  url: string;
  close(): Promise<void>;
}

const readBody = async (incoming: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks);
};

const firstHeader = (value: string | string[] | undefined): string | undefined =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();

/**
 * The origin the browser called: behind a reverse proxy (the live suite's nginx), the one it forwards
 * in X-Forwarded-Host and -Proto, so that URLs the mock makes (uploaded files, hosted checkouts) are
 * the page's own; otherwise the server's.
 */
const requestOrigin = (incoming: IncomingMessage, serverOrigin: string): string => {
  const host = firstHeader(incoming.headers['x-forwarded-host']);
  const proto = firstHeader(incoming.headers['x-forwarded-proto']);
  if (!host || !/^[A-Za-z0-9.-]+(:\d+)?$/.test(host) || (proto !== 'http' && proto !== 'https')) return serverOrigin;
  return `${proto}://${host}`;
};

const toFetchRequest = async (incoming: IncomingMessage, serverOrigin: string): Promise<Request> => {
  const origin = requestOrigin(incoming, serverOrigin);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = incoming.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(incoming.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? new Uint8Array(await readBody(incoming)) : undefined,
  });
};

/** Unmatched paths answer like the contract's 404. */
const notFound = (request: Request): Response =>
  Response.json(errorBody(mockError('error.not_found', 404), requestLang(request)), { status: 404 });

const writeResponse = async (response: Response, outgoing: ServerResponse): Promise<void> => {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const body = Buffer.from(await response.arrayBuffer());
  outgoing.writeHead(response.status, headers);
  outgoing.end(body);
};

export const startMockHttpServer = async (options: MockHttpServerOptions = {}): Promise<MockHttpServer> => {
  const log = options.log === undefined ? (line: string) => console.log(line) : options.log;

  // The vitest mock backend's own handlers; they match any origin, as requests arrive on http://127.0.0.1:<port>.
  const { handlers } = await createMockServer({
    catalogue: scenarioCatalogue,
    scenario: options.scenario ?? DEFAULT_SERVE_SCENARIO,
  });

  let origin = '';
  const server = createServer((incoming, outgoing) => {
    const started = performance.now();
    void (async () => {
      let status = 500;
      try {
        const request = await toFetchRequest(incoming, origin);
        const response = (await getResponse(handlers, request)) ?? notFound(request);
        status = response.status;
        await writeResponse(response, outgoing);
      } catch (error) {
        console.error('[mock:serve] request failed', error);
        if (!outgoing.headersSent) outgoing.writeHead(500, { 'Content-Type': 'application/json' });
        outgoing.end(JSON.stringify(errorBody(mockError('error.internal', 500), 'en')));
      }
      if (log) {
        const path = (incoming.url ?? '/').split('?')[0];
        log(`${incoming.method ?? 'GET'} ${path} ${status} ${Math.round(performance.now() - started)}ms`);
      }
    })();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_MOCK_PORT, HOST, () => resolve());
  });
  // NOTE: listen() on a TCP host always yields an AddressInfo, never a pipe name.
  const { port } = server.address() as AddressInfo;
  origin = `http://${HOST}:${port}`;

  return {
    url: origin,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};

const main = async (): Promise<void> => {
  const { values } = parseArgs({ options: { scenario: { type: 'string' }, port: { type: 'string' } } });
  const scenario = values.scenario ?? process.env.SCENARIO ?? DEFAULT_SERVE_SCENARIO;
  const port = Number(values.port ?? process.env.PORT ?? DEFAULT_MOCK_PORT);
  if (!Number.isInteger(port) || port < 0) throw new Error(`Invalid port: ${values.port ?? process.env.PORT}`);
  const server = await startMockHttpServer({ port, scenario });
  const credentials = findScenario(scenario)?.credentials;
  console.log(`Mock API (scenario ${scenario}) on ${server.url}`);
  // Demo credentials are public: the login page shows them.
  if (credentials) console.log(`Sign in with ${credentials.email} / ${credentials.password} (POST /api/users/login)`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
};

// Run only as the entry point, not when a test imports startMockHttpServer.
if (process.argv[1] && import.meta.url === pathToFileURL(resolvePath(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
