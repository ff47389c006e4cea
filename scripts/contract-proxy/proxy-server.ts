import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { contract, ErrorBodySchema, listRoutes, routeMetaOf, type ErrorBody } from '@contract';
import { apiLocations, isApiPath } from '../deploy/api-locations';
import { serveBuiltApp, serveDevApp, type AppFiles } from './app-files';
import {
  createForwarder,
  decodedBody,
  headersForBrowser,
  MAX_REQUEST_BYTES,
  TargetUnreachable,
  type TargetAnswer,
} from './forward';
import {
  createFileWriter,
  excerptOf,
  openReport,
  ProxyStartError,
  writeAtomically,
  type ProxyCall,
  type ProxyReport,
} from './report';
import { DEFAULT_PROXY_PORT, DEFAULT_TIMEOUT_MS, targetUrlProblem } from './options';
import { createRouteMatcher, type MatchedRoute } from './route-match';
import { renderSummary } from './summary-html';
import { checkAnswer, findRequestIssues } from './validate-call';

/** The proxy's own pages: the live summary and the report. Outside the contract and the app's routes. */
export const SUMMARY_PATH = '/__contract-proxy/';
const HOST = '127.0.0.1';
/** The HTML summary file is rewritten at most this often while calls come in. */
const SUMMARY_INTERVAL_MS = 1000;

export interface ContractProxyOptions {
  /** The API's origin (and base path, if it has one), e.g. https://staging.example.com. */
  target: string;
  /** Where upload routes go (the build's upload host); the target by default. */
  uploadTarget?: string;
  /** 0 picks a free port. */
  port?: number;
  /** A built app's folder, or `dev` for Vite's dev server with the app's own modules. */
  app: { dir: string } | 'dev';
  reportFile: string;
  htmlFile: string;
  timeoutMs?: number;
  onCall?: (call: ProxyCall) => void;
  /** A problem the proxy carries on after (a file it could not write), in one line. */
  onError?: (line: string) => void;
}

export interface ContractProxy {
  url: string;
  /** The report as it stands: every call of the session. */
  report(): ProxyReport;
  /** Writes the report and the HTML summary now; resolves once both are on disk. */
  flush(): Promise<void>;
  /** Stops serving, then writes both files. */
  close(): Promise<void>;
}

const targetUrl = (option: string, value: string): URL => {
  const problem = targetUrlProblem(option, value);
  if (problem) throw new ProxyStartError(problem);
  return new URL(value);
};

/** The contract's error body for an answer the proxy makes itself. */
const proxyErrorBody = (reason: string): ErrorBody =>
  ErrorBodySchema.parse({
    code: 'error.internal',
    messageCode: 'error.internal',
    message: `Contract proxy: ${reason}`,
  });

/**
 * What the browser gets when the target gave no usable answer: 503 with the contract's error body,
 * as deploy/'s nginx answers when the API is down (503 is declared by every route; 502 is not).
 */
const sendProxyError = (response: ServerResponse, status: number, kind: string, reason: string): void => {
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    // Tells the proxy's own answers apart in the browser's network panel.
    'X-Contract-Proxy': kind,
  });
  response.end(JSON.stringify(proxyErrorBody(reason)));
};

/** Why a file could not be written, in a few words. */
const writeProblem = (error: unknown): string => {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  if (code === 'ENOENT') return 'its folder does not exist';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return error instanceof Error ? error.message : String(error);
};

/** The request's body, or null when it is over the limit (the rest is read and dropped). */
const readRequestBody = async (incoming: IncomingMessage): Promise<Buffer | null> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += bytes.length;
    if (size <= MAX_REQUEST_BYTES) chunks.push(bytes);
  }
  return size > MAX_REQUEST_BYTES ? null : Buffer.concat(chunks);
};

const listen = (server: ReturnType<typeof createServer>, port: number): Promise<void> =>
  new Promise((resolve, reject) => {
    const failed = (error: unknown) => {
      const code = error instanceof Error && 'code' in error ? error.code : undefined;
      reject(
        code === 'EADDRINUSE'
          ? new ProxyStartError(`port ${port} is in use: pass another --port (0 picks a free one)`)
          : error,
      );
    };
    server.once('error', failed);
    server.listen(port, HOST, () => {
      server.off('error', failed);
      resolve();
    });
  });

/**
 * Starts the validating proxy: the app's files, every API path of the contract forwarded to the
 * target and checked both ways, a JSON report rewritten after each call and an HTML summary.
 * Throws `ProxyStartError` (one line) when it cannot start: a bad target, a report file that is
 * not a report, an app folder that is not a live build, a port in use.
 */
export const startContractProxy = async (options: ContractProxyOptions): Promise<ContractProxy> => {
  const target = targetUrl('--target', options.target);
  const uploadTarget = options.uploadTarget ? targetUrl('--upload-target', options.uploadTarget) : target;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const routes = listRoutes(contract);
  const matchRoute = createRouteMatcher(routes);
  const forwardedPaths = apiLocations();
  const report = await openReport(options.reportFile, options.target, new Date());

  const renderJson = () => `${JSON.stringify(report, null, 2)}\n`;
  const renderFile = () => renderSummary({ report, routes });
  const writeFailed = (file: string) => (error: unknown) =>
    options.onError?.(`cannot write ${file}: ${writeProblem(error)}`);
  const reportWriter = createFileWriter(options.reportFile, writeFailed(options.reportFile));
  const summaryWriter = createFileWriter(options.htmlFile, writeFailed(options.htmlFile));
  let summaryTimer: NodeJS.Timeout | null = null;

  const record = (call: ProxyCall): void => {
    report.calls.push(call);
    report.updatedAt = new Date().toISOString();
    options.onCall?.(call);
    reportWriter.schedule(renderJson);
    summaryTimer ??= setTimeout(() => {
      summaryTimer = null;
      summaryWriter.schedule(renderFile);
    }, SUMMARY_INTERVAL_MS).unref();
  };

  const forwarder = createForwarder(timeoutMs);

  const proxyCall = async (
    incoming: IncomingMessage,
    outgoing: ServerResponse,
    url: URL,
    matched: MatchedRoute | null,
  ): Promise<void> => {
    const started = performance.now();
    const method = incoming.method ?? 'GET';
    const common = { time: new Date().toISOString(), key: matched?.key ?? null, method, path: url.pathname };
    const finish = (
      rest: Pick<ProxyCall, 'status' | 'outcome' | 'requestIssues' | 'answerIssues' | 'requestBody' | 'answerBody'>,
    ) => record({ ...common, durationMs: Math.round(performance.now() - started), ...rest });
    const contentTypeOf = (headers: IncomingHttpHeaders): string | undefined =>
      headers['content-type']?.split(';')[0]?.trim();

    const body = await readRequestBody(incoming);
    if (body === null) {
      const reason = `body over ${MAX_REQUEST_BYTES / 1024 / 1024} MB, not forwarded`;
      sendProxyError(outgoing, 413, 'request-too-large', reason);
      finish({ status: null, outcome: 'drift', requestIssues: [`body: ${reason}`], answerIssues: [] });
      return;
    }
    const requestIssues = matched
      ? await findRequestIssues(matched, { method, url, headers: incoming.headers, body })
      : ['not in the contract'];

    let answer: TargetAnswer;
    try {
      answer = await forwarder.forward(matched && routeMetaOf(matched.route)?.upload ? uploadTarget : target, {
        method,
        path: url.pathname,
        search: url.search,
        headers: incoming.headers,
        body,
        browserHost: incoming.headers.host,
        clientAddress: incoming.socket.remoteAddress,
      });
    } catch (error) {
      if (!(error instanceof TargetUnreachable)) throw error;
      sendProxyError(outgoing, 503, 'unreachable', error.message);
      finish({
        status: error.status,
        outcome: 'unreachable',
        requestIssues,
        answerIssues: [error.message],
        requestBody: excerptOf(body, contentTypeOf(incoming.headers)),
      });
      return;
    }

    const check = matched
      ? await checkAnswer(matched.route, { status: answer.status, headers: answer.headers, body: decodedBody(answer) })
      : { issues: [], unreadable: false };
    if (check.unreadable) {
      sendProxyError(outgoing, 503, 'unreadable-answer', `the API's answer (${answer.status}) is not readable JSON`);
    } else {
      outgoing.writeHead(answer.status, headersForBrowser(answer));
      outgoing.end(answer.rawBody);
    }
    const drifted = requestIssues.length > 0 || check.issues.length > 0;
    // A 5xx is the server failing whatever else is wrong; its issues are kept all the same.
    const outcome = answer.status >= 500 ? 'server-error' : drifted ? 'drift' : 'ok';
    const answered = decodedBody(answer);
    finish({
      status: answer.status,
      outcome,
      requestIssues,
      answerIssues: check.issues,
      ...(outcome !== 'ok' && {
        requestBody: excerptOf(body, contentTypeOf(incoming.headers)),
        answerBody: answered
          ? excerptOf(answered, contentTypeOf(answer.headers))
          : { contentType: contentTypeOf(answer.headers) ?? null, bytes: answer.rawBody.length, text: null },
      }),
    });
  };

  const serveSummary = (outgoing: ServerResponse, pathname: string): void => {
    if (pathname === SUMMARY_PATH) {
      outgoing.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      outgoing.end(renderFile());
    } else if (pathname === `${SUMMARY_PATH}report.json`) {
      outgoing.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      outgoing.end(renderJson());
    } else if (`${pathname}/` === SUMMARY_PATH) {
      outgoing.writeHead(301, { Location: SUMMARY_PATH });
      outgoing.end();
    } else {
      outgoing.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      outgoing.end(`Not found; the summary is at ${SUMMARY_PATH}`);
    }
  };

  let app: AppFiles | null = null;
  const server = createServer((incoming, outgoing) => {
    // The browser's path and query; the origin here is never used.
    const url = new URL(incoming.url ?? '/', 'http://proxy.invalid');
    const handled = (async () => {
      if (`${url.pathname}/`.startsWith(SUMMARY_PATH)) return serveSummary(outgoing, url.pathname);
      const matched = matchRoute(incoming.method ?? 'GET', url.pathname);
      if (matched || isApiPath(url.pathname, forwardedPaths)) return proxyCall(incoming, outgoing, url, matched);
      app?.handle(incoming, outgoing, url.pathname);
    })();
    handled.catch((error: unknown) => {
      // The browser went away while sending (a page left during an upload): nobody to answer.
      if (incoming.destroyed && !incoming.complete) return;
      options.onError?.(`internal error on ${incoming.method} ${url.pathname}: ${String(error)}`);
      if (!outgoing.headersSent) sendProxyError(outgoing, 500, 'proxy-error', 'internal error of the proxy');
      else outgoing.destroy();
    });
  });

  try {
    app = options.app === 'dev' ? await serveDevApp(server) : await serveBuiltApp(options.app.dir);
    await listen(server, options.port ?? DEFAULT_PROXY_PORT);
    // Both files are written once before the first call, so a path that cannot be written stops the start.
    for (const [file, render] of [
      [options.reportFile, renderJson],
      [options.htmlFile, renderFile],
    ] as const) {
      await writeAtomically(file, render()).catch((error: unknown) => {
        throw new ProxyStartError(`cannot write ${file}: ${writeProblem(error)}`);
      });
    }
  } catch (error) {
    if (server.listening) server.close();
    forwarder.close();
    await app?.close();
    throw error;
  }
  // NOTE: listen() on a TCP host always yields an AddressInfo, never a pipe name.
  const { port } = server.address() as AddressInfo;

  const flush = async (): Promise<void> => {
    if (summaryTimer) clearTimeout(summaryTimer);
    summaryTimer = null;
    reportWriter.schedule(renderJson);
    summaryWriter.schedule(renderFile);
    await Promise.all([reportWriter.flush(), summaryWriter.flush()]);
  };

  return {
    url: `http://${HOST}:${port}`,
    report: () => report,
    flush,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      forwarder.close();
      await app?.close();
      await flush();
    },
  };
};
