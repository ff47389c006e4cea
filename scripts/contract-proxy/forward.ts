import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/** Uploads may come through the proxy when the build sets no upload host: videos are up to 100 MB (as nginx in deploy/). */
export const MAX_REQUEST_BYTES = 110 * 1024 * 1024;
/** The API answers JSON; anything larger is not an answer the app could use. */
const MAX_ANSWER_BYTES = 20 * 1024 * 1024;

/**
 * Headers that belong to one connection, never forwarded (RFC 9110 section 7.6.1), plus those the
 * proxy settles itself: the length of the body it buffered, and `Expect` (it has answered 100 already).
 */
const CONNECTION_HEADERS = new Set([
  'expect',
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'content-length',
]);

/** The answer encodings Node can decode for validation; a browser's `zstd` would leave the body unreadable here. */
const READABLE_ENCODINGS = ['gzip', 'deflate', 'br'];

export interface TargetAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as the target sent them (still compressed when it compressed them). */
  rawBody: Buffer;
}

/** The target gave no complete answer; the message says why in a few words. */
export class TargetUnreachable extends Error {
  override name = 'TargetUnreachable';
  constructor(
    message: string,
    /** The status line, when it arrived before the failure. */
    readonly status: number | null,
  ) {
    super(message);
  }
}

interface OutgoingRequest {
  method: string;
  /** Path and query (`?…` or empty) as the browser sent them. */
  path: string;
  search: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The Host the browser called: the backend builds its redirects and links from it. */
  browserHost: string | undefined;
  clientAddress: string | undefined;
}

const namesIn = (value: string | string[] | undefined): string[] =>
  (Array.isArray(value) ? value.join(',') : (value ?? ''))
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');

/** The encodings of the browser's Accept-Encoding that the proxy can decode too. */
const readableAcceptEncoding = (accepted: string | string[] | undefined): string => {
  const names = namesIn(accepted).map((name) => name.split(';')[0]?.trim() ?? '');
  const kept = READABLE_ENCODINGS.filter((encoding) => names.includes(encoding));
  return kept.length > 0 ? kept.join(', ') : 'identity';
};

const forwardedHeaders = (request: OutgoingRequest, target: URL): IncomingHttpHeaders => {
  const dropped = new Set([...CONNECTION_HEADERS, ...namesIn(request.headers.connection)]);
  const headers: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (!dropped.has(name) && value !== undefined) headers[name] = value;
  }
  // A virtual host behind a load balancer answers only to its own name; the browser's is forwarded.
  headers.host = target.host;
  if (request.browserHost) headers['x-forwarded-host'] = request.browserHost;
  headers['x-forwarded-proto'] = 'http';
  if (request.clientAddress) {
    const earlier = request.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = earlier ? `${String(earlier)}, ${request.clientAddress}` : request.clientAddress;
  }
  headers['accept-encoding'] = readableAcceptEncoding(request.headers['accept-encoding']);
  if (request.body.length > 0 || !['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(request.method)) {
    headers['content-length'] = String(request.body.length);
  }
  return headers;
};

/** The answer's headers for the browser: the target's, but for those of its connection. */
export const headersForBrowser = (answer: TargetAnswer): IncomingHttpHeaders => {
  const dropped = new Set([...CONNECTION_HEADERS, ...namesIn(answer.headers.connection)]);
  const headers: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (!dropped.has(name) && value !== undefined) headers[name] = value;
  }
  if (answer.status !== 204 && answer.status !== 304) headers['content-length'] = String(answer.rawBody.length);
  return headers;
};

const errorCode = (error: unknown): string | undefined =>
  error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;

const describeFailure = (error: unknown, target: URL, status: number | null): string => {
  if (error instanceof TargetUnreachable) return error.message;
  switch (errorCode(error)) {
    case 'ECONNREFUSED':
      return `connection refused by ${target.host}`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `host ${target.hostname} not found`;
    case 'ECONNRESET':
      return status === null ? 'connection closed before an answer' : `connection closed mid-answer (after ${status})`;
    default: {
      const message = error instanceof Error ? error.message : String(error);
      const code = errorCode(error);
      return code && !message.includes(code) ? `${message} (${code})` : message;
    }
  }
};

const readAnswerBody = async (response: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += bytes.length;
    if (size > MAX_ANSWER_BYTES) {
      response.destroy();
      throw new TargetUnreachable(`answer over ${MAX_ANSWER_BYTES / 1024 / 1024} MB`, response.statusCode ?? null);
    }
    chunks.push(bytes);
  }
  // A body cut short by the server closing the connection ends the loop without an error in some cases.
  if (!response.complete) throw new TargetUnreachable('connection closed mid-answer', response.statusCode ?? null);
  return Buffer.concat(chunks);
};

export interface Forwarder {
  forward(target: URL, request: OutgoingRequest): Promise<TargetAnswer>;
  close(): void;
}

/** Sends requests on to a target over kept-alive connections, each within `timeoutMs` from start to last byte. */
export const createForwarder = (timeoutMs: number): Forwarder => {
  const agents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };

  const forward = async (target: URL, request: OutgoingRequest): Promise<TargetAnswer> => {
    const url = new URL(target.href);
    // The target may live under a path (https://staging.example.com/backend); the contract's paths go below it.
    url.pathname = `${target.pathname.replace(/\/+$/, '')}${request.path}`;
    url.search = request.search;
    const secure = url.protocol === 'https:';
    const send = secure ? httpsRequest : httpRequest;
    let status: number | null = null;
    const deadline = AbortSignal.timeout(timeoutMs);
    try {
      const response = await new Promise<IncomingMessage>((resolve, reject) => {
        const outgoing = send(url, {
          method: request.method,
          headers: forwardedHeaders(request, target),
          agent: secure ? agents.https : agents.http,
          signal: deadline,
        });
        outgoing.once('response', resolve);
        outgoing.once('error', reject);
        outgoing.end(request.body);
      });
      status = response.statusCode ?? null;
      const rawBody = await readAnswerBody(response);
      return { status: response.statusCode ?? 0, headers: response.headers, rawBody };
    } catch (error) {
      const reason = deadline.aborted
        ? `${status === null ? 'no answer' : `answer (${status}) not complete`} within ${timeoutMs} ms`
        : describeFailure(error, target, status);
      throw new TargetUnreachable(reason, status);
    }
  };

  return {
    forward,
    close: () => {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
};

/** The answer's bytes decoded from its content encoding; null when they cannot be decoded. */
export const decodedBody = (answer: TargetAnswer): Buffer | null => {
  const encoding = String(answer.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  try {
    switch (encoding) {
      case '':
      case 'identity':
        return answer.rawBody;
      case 'gzip':
      case 'x-gzip':
        return gunzipSync(answer.rawBody);
      case 'deflate':
        return inflateSync(answer.rawBody);
      case 'br':
        return brotliDecompressSync(answer.rawBody);
      default:
        return null;
    }
  } catch {
    return null;
  }
};
