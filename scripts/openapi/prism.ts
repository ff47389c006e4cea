/**
 * Prism (@stoplight/prism-cli) as a validating proxy: it forwards every request to a running API and
 * checks the request and the answer against the published document. Without `--errors` it forwards
 * an invalid request too (the contract check sends some on purpose) and changes no answer; what it
 * finds goes into each answer's `sl-violations` header, which `recordingFetch` collects.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

const require = createRequire(import.meta.url);
// The package's main module is its command line; a literal specifier, which knip reads as a use.
const PRISM_CLI = require.resolve('@stoplight/prism-cli');
const HOST = '127.0.0.1';
/** Prism's header: a JSON array of violations, or this prefix and the start of it when it is too long. */
const VIOLATIONS_HEADER = 'sl-violations';
const TRUNCATED_PREFIX = 'Too many violations! ';
/** Between two checks of whether Prism listens. */
const POLL_INTERVAL_MS = 100;
/** Prism answers its own errors as problem+json, typed under this address. */
const PRISM_ERROR_TYPE = 'https://stoplight.io/prism/errors#';
const ProblemSchema = z.object({ type: z.string(), title: z.string().optional() });

const ViolationSchema = z.object({
  /** Starts with `request` or `response`, then the path into it, e.g. response.body.content.0.paymentMethod. */
  location: z.array(z.string()),
  severity: z.string(),
  code: z.union([z.string(), z.number()]).optional(),
  message: z.string(),
});
export type PrismViolation = z.infer<typeof ViolationSchema>;

export interface ProxiedCall {
  method: string;
  /** The path and query called. */
  path: string;
  status: number;
  violations: PrismViolation[];
  /** Prism's own error (e.g. it could not forward), when the answer is not the API's: its title. */
  prismError?: string;
}

/** The violations of one `sl-violations` header; a truncated one is kept as one violation of its side. */
export const parseViolations = (header: string | null): PrismViolation[] => {
  if (header === null) return [];
  if (header.startsWith(TRUNCATED_PREFIX)) {
    const side = header.includes('"location":["response"') ? 'response' : 'request';
    return [{ location: [side], severity: 'Error', message: 'Too many violations for the header' }];
  }
  return z.array(ViolationSchema).parse(JSON.parse(header));
};

/** Violations Prism found in an answer (not in the request): an API and its document disagree. */
export const isAnswerViolation = (violation: PrismViolation): boolean => violation.location[0] === 'response';

/** A fetch that records each call through Prism with the violations it reported. */
export const recordingFetch = (calls: ProxiedCall[]): typeof fetch => {
  const recording: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    const problem = response.headers.get('content-type')?.includes('application/problem+json')
      ? ProblemSchema.safeParse(await response.clone().json()).data
      : undefined;
    calls.push({
      method: init?.method ?? (input instanceof Request ? input.method : 'GET'),
      path: `${url.pathname}${url.search}`,
      status: response.status,
      violations: parseViolations(response.headers.get(VIOLATIONS_HEADER)),
      ...(problem?.type.startsWith(PRISM_ERROR_TYPE) ? { prismError: problem.title ?? problem.type } : {}),
    });
    return response;
  };
  return recording;
};

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      // NOTE: a TCP listen always has an AddressInfo.
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

const exited = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

export interface PrismProxy {
  url: string;
  close(): Promise<void>;
}

export interface PrismProxyOptions {
  /** Path of the OpenAPI document (JSON or YAML). */
  document: string;
  /** The API Prism forwards to. */
  upstream: string;
  /** How long Prism may take to load the document and listen. */
  startTimeoutMs?: number;
}

/**
 * Starts `prism proxy` in a process of its own (it validates on another core than the API's) and
 * resolves once it answers on its port. Only fatal errors are logged: a line per request would cost
 * more than the check.
 */
export const startPrismProxy = async ({
  document,
  upstream,
  startTimeoutMs = 120_000,
}: PrismProxyOptions): Promise<PrismProxy> => {
  const port = await freePort();
  const url = `http://${HOST}:${port}`;
  const child = spawn(
    process.execPath,
    [PRISM_CLI, 'proxy', document, upstream, '--host', HOST, '--port', String(port), '-v', 'fatal'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill();
    await exited(child);
  };
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Prism exited (${child.exitCode}) before it listened: ${stderr}`);
    // Any answer means it listens: an unknown path is forwarded, and the API answers it.
    const answered = await fetch(`${url}/`, { signal: AbortSignal.timeout(5000) }).then(
      () => true,
      () => false,
    );
    if (answered) return { url, close };
    if (Date.now() > deadline) {
      await close();
      throw new Error(`Prism did not listen on ${url} within ${startTimeoutMs} ms: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
};
