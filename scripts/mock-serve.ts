/* eslint-disable no-console */
/**
 * `npm run mock:serve`: the MSW mock backend over real HTTP, a stand-in for the real API for tools
 * (the contract checker, the validating proxy), the backend team and black-box tests. Same handlers
 * and seeding as `createMockServer` (mocks/node.ts); the clock starts at `--now` (the real time by
 * default) and moves on, and a control API under /__mock/ (contract/mock-control/) does what the
 * demo's scenario panel does. `npm run mock:serve -- --help` lists it all.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve as resolvePath } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { findScenario, scenarioCatalogue } from '@scenarios/index';
import { getResponse } from 'msw';
import { MOCK_CONTROL_PREFIX } from '@contract/mock-control/mock-control.contract';
import { createPacedClock, fixedClock, systemClock } from '@mocks/clock';
import { createFaultRegistry } from '@mocks/control/faults';
import { createRequestHarness } from '@mocks/control/harness';
import { createRequestLog } from '@mocks/control/request-log';
import { errorBody, InvalidFields, mockError, toMockError } from '@mocks/errors';
import { errorResponse, requestLang } from '@mocks/http';
import { createMockServer, MOCK_SERVER_START } from '@mocks/node';
import { appOrigin, arrivalOrigin, isUploadPath } from './mock-serve/app-origin';
import { createControlHandlers } from './mock-serve/control-api';
import {
  DEFAULT_HOST,
  exposedHostWarning,
  parseHost,
  parseNow,
  parsePort,
  parsePublicOrigin,
  urlHostOf,
  usage,
} from './mock-serve/options';
import { parseScenario, scenarioQueryIssue } from './mock-serve/scenario-choice';

export const DEFAULT_MOCK_PORT = 4010;
/** The richest scenario: a signed-in seller with data on every page. */
export const DEFAULT_SERVE_SCENARIO = 'verified-seller';
const IDLE_CONNECTION_MS = 65_000;

export interface MockHttpServerOptions {
  /** 0 picks a free port. */
  port?: number;
  /**
   * The address to listen on. Default loopback (`DEFAULT_HOST`): the control API has no
   * authentication, and neither has a stand-in API's data.
   */
  host?: string;
  scenario?: string;
  /** Where the one-line request log goes; `false` silences it (tests). */
  log?: false | ((line: string) => void);
  /**
   * The clock's start, an ISO 8601 date-time with a time zone; the scenario is seeded relative to it.
   * Default: `MOCK_SERVER_START`, the unit tests' fixed instant, so data and dates repeat run to run.
   */
  now?: string;
  /**
   * `frozen` (default): the clock stands still between control API moves, as in the unit tests.
   * `running`: it moves on with real time from `now` (the CLI's default), so expiries come due.
   */
  clock?: 'frozen' | 'running';
  /**
   * The origin the browser calls (`https://app.example.com`), behind a proxy on the live path: the
   * URLs the mock builds (checkouts, provider returns, uploaded files) use it, whatever the request's
   * `Origin`, `X-Forwarded-Host` or `Referer` say. Without it they are read from the request (local use).
   */
  publicOrigin?: string;
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

/**
 * The request as the handlers see it. Its URL is on the app's origin, where the URLs they build from
 * it (checkouts, provider returns) must lead; an upload's stays where it arrived, which serves the
 * file. A configured public origin is both, and no header changes it.
 */
const toFetchRequest = async (
  incoming: IncomingMessage,
  serverOrigin: string,
  publicOrigin: string | undefined,
): Promise<Request> => {
  const target = incoming.url ?? '/';
  const origin =
    publicOrigin ??
    (isUploadPath(target.split('?')[0] ?? target)
      ? arrivalOrigin(incoming.headers, serverOrigin)
      : appOrigin(incoming.headers, serverOrigin));
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = incoming.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  // Appended, not resolved: a target such as `//elsewhere/…` must not change the origin.
  return new Request(new URL(`${origin}${target.startsWith('/') ? '' : '/'}${target}`), {
    method,
    headers,
    body: hasBody ? new Uint8Array(await readBody(incoming)) : undefined,
  });
};

/** Unmatched paths answer like the contract's 404. */
const notFound = (request: Request): Response =>
  Response.json(errorBody(mockError('error.not_found', 404), requestLang(request)), { status: 404 });

/** A fault of type `network` or `lost-answer` answers msw's error response: the connection is dropped, as a failing network would. */
const writeResponse = async (response: Response, outgoing: ServerResponse): Promise<void> => {
  if (response.type === 'error') {
    outgoing.destroy();
    return;
  }
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

const CONTROL_PATH_PREFIX = `${MOCK_CONTROL_PREFIX}/`;

export const startMockHttpServer = async (options: MockHttpServerOptions = {}): Promise<MockHttpServer> => {
  const log = options.log === undefined ? (line: string) => console.log(line) : options.log;
  const ticking = options.clock === 'running';
  const host = options.host === undefined ? DEFAULT_HOST : parseHost(options.host);
  const clock = createPacedClock(
    options.now === undefined ? MOCK_SERVER_START : parseNow(options.now),
    ticking ? systemClock : fixedClock(0),
  );
  const faults = createFaultRegistry();
  const requestLog = createRequestLog();
  const publicOrigin = options.publicOrigin === undefined ? undefined : parsePublicOrigin(options.publicOrigin);

  // The vitest mock backend's own handlers, wrapped like the browser demo's (faults, the request log);
  // they match any origin, as requests arrive on http://127.0.0.1:<port>.
  const mock = await createMockServer({
    catalogue: scenarioCatalogue,
    scenario: options.scenario ?? DEFAULT_SERVE_SCENARIO,
    clock,
    harness: createRequestHarness({ faults, log: requestLog, clock }),
  });
  const control = createControlHandlers({ mock, clock, ticking, catalogue: scenarioCatalogue, faults, requestLog });

  let origin = '';
  const server = createServer((incoming, outgoing) => {
    const started = performance.now();
    const path = (incoming.url ?? '/').split('?')[0] ?? '/';
    void (async () => {
      let status = 'dropped';
      try {
        const request = await toFetchRequest(incoming, origin, publicOrigin);
        const isControl = path.startsWith(CONTROL_PATH_PREFIX);
        const issue = isControl ? null : scenarioQueryIssue(new URL(request.url), scenarioCatalogue, mock.scenario.id);
        const response = issue
          ? errorResponse(toMockError(new InvalidFields({ issues: [issue] })), requestLang(request))
          : ((await getResponse(isControl ? control : mock.handlers, request)) ?? notFound(request));
        if (response.type !== 'error') status = String(response.status);
        await writeResponse(response, outgoing);
      } catch (error) {
        status = '500';
        console.error('[mock:serve] request failed', error);
        if (!outgoing.headersSent) outgoing.writeHead(500, { 'Content-Type': 'application/json' });
        outgoing.end(JSON.stringify(errorBody(mockError('error.internal', 500), 'en')));
      }
      if (log) log(`${incoming.method ?? 'GET'} ${path} ${status} ${Math.round(performance.now() - started)}ms`);
    })();
  });

  // Longer than any client keeps an idle connection (undici: 4 s), so the client always closes it
  // first: with Node's 5 s default, a request sent on a connection the server was just closing
  // failed with ECONNRESET on a busy machine.
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + 1000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_MOCK_PORT, host, () => resolve());
  });
  // NOTE: listen() on a TCP host always yields an AddressInfo, never a pipe name.
  const { port } = server.address() as AddressInfo;
  origin = `http://${urlHostOf(host)}:${port}`;

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
  const { values } = parseArgs({
    options: {
      scenario: { type: 'string' },
      host: { type: 'string' },
      port: { type: 'string' },
      now: { type: 'string' },
      frozen: { type: 'boolean', default: false },
      'public-origin': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(usage({ port: DEFAULT_MOCK_PORT, scenario: DEFAULT_SERVE_SCENARIO }));
    return;
  }
  const portText = values.port ?? process.env.PORT;
  const port = portText === undefined ? DEFAULT_MOCK_PORT : parsePort(portText);
  const now = values.now ?? new Date().toISOString();
  const clock = values.frozen ? 'frozen' : 'running';
  const host = parseHost(values.host ?? DEFAULT_HOST);
  const warning = exposedHostWarning(host);
  if (warning) console.warn(warning);
  const scenario = parseScenario(values.scenario ?? process.env.SCENARIO ?? DEFAULT_SERVE_SCENARIO, scenarioCatalogue);
  const server = await startMockHttpServer({
    host,
    port,
    scenario,
    now,
    clock,
    publicOrigin: values['public-origin'],
  });
  const credentials = findScenario(scenario)?.credentials;
  console.log(`Mock API (scenario ${scenario}) on ${server.url}, clock ${clock} from ${now}`);
  if (values['public-origin']) console.log(`Links and uploaded files on ${values['public-origin']}`);
  // Demo credentials are public: the login page shows them.
  if (credentials) console.log(`Sign in with ${credentials.email} / ${credentials.password} (POST /api/users/login)`);
  console.log(`Control API under ${server.url}${CONTROL_PATH_PREFIX} (--help lists its routes)`);
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
