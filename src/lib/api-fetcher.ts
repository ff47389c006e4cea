import { routeMetaOf } from '@contract/common/contract-builder';
import { IDEMPOTENCY_KEY_HEADER } from '@contract/common/primitives.schema';
import type { ApiFetcherArgs } from '@ts-rest/core';
import type { MoneyRequestDeps } from './money-request';
import { findContractViolation, reportContractViolation } from './response-validation';

/** What an answer from the API asks the app to do (spec section 8). */
export type SessionEvent = 'blocked' | 'maintenance' | 'unauthorized';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0–100, rounded down. */
  percent: number;
}

export interface ApiFetcherDeps {
  /** Origin for calls whose route is an upload; null means the page's own origin. */
  uploadBaseUrl: string | null;
  timezone: string;
  validateResponses: boolean;
  readToken: () => string | null;
  readLocale: () => string;
  clearSession: () => void;
  onSessionEvent: (event: SessionEvent) => void;
  /** What sees a money request through a lost answer; loaded on the first money request by default. */
  moneyRequestDeps?: () => Promise<Omit<MoneyRequestDeps, 'lookup'>>;
}

export type ApiFetcherInput = ApiFetcherArgs & {
  /** Reported while a video upload's bytes are sent. */
  onUploadProgress?: (progress: UploadProgress) => void;
};

export interface ApiFetcherResult {
  status: number;
  body: unknown;
  headers: Headers;
}

export const TIMEZONE_HEADER = 'X-Timezone';
const BLOCKED_CODE = 'error.user_was_blocked';
const MAINTENANCE_CODE = 'error.we_are_maintaining';

const errorCodesOf = (body: unknown): string[] => {
  if (typeof body !== 'object' || body === null) return [];
  const codes: string[] = [];
  if ('code' in body && typeof body.code === 'string') codes.push(body.code);
  if ('messageCode' in body && typeof body.messageCode === 'string') codes.push(body.messageCode);
  return codes;
};

/**
 * What an answer asks the app to do, if anything (spec section 8): a blocked account or
 * maintenance, named in the error body, whoever asked; a 401 only when a token was sent.
 */
export const sessionEventOf = (status: number, body: unknown, sentToken: boolean): SessionEvent | null => {
  if (status < 400) return null;
  const codes = errorCodesOf(body);
  if (codes.includes(BLOCKED_CODE)) return 'blocked';
  if (codes.includes(MAINTENANCE_CODE)) return 'maintenance';
  return status === 401 && sentToken ? 'unauthorized' : null;
};

const RELATIVE_BASE = 'http://relative.invalid';

/** Adds the lang parameter; keeps same-origin calls relative and sends uploads to the upload host's origin. */
const buildUrl = (path: string, locale: string, uploadBaseUrl: string | null): string => {
  const url = new URL(path, RELATIVE_BASE);
  url.searchParams.set('lang', locale);
  const pathAndQuery = `${url.pathname}${url.search}`;
  if (uploadBaseUrl) return new URL(pathAndQuery, uploadBaseUrl).toString();
  return url.origin === RELATIVE_BASE ? pathAndQuery : url.toString();
};

const parseBody = async (response: Response): Promise<unknown> => {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const parseXhrHeaders = (raw: string): Headers => {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const separator = line.indexOf(':');
    if (separator > 0) headers.append(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
  }
  return headers;
};

/** fetch() cannot report upload progress, so video uploads go through XHR. */
const sendWithProgress = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: ApiFetcherArgs['body']; signal?: AbortSignal | null },
  onProgress: (progress: UploadProgress) => void,
): Promise<Response> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable) return;
      onProgress({ loaded: event.loaded, total: event.total, percent: Math.floor((event.loaded / event.total) * 100) });
    };
    xhr.onload = () =>
      resolve(
        new Response(xhr.status === 204 ? null : xhr.responseText, {
          status: xhr.status,
          headers: parseXhrHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(init.body ?? null);
  });

const sleep = (milliseconds: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, milliseconds);
  });

/** The money-request code loads with the first money request: no page before a money screen carries it. */
const loadMoneyRequestDeps = async (): Promise<Omit<MoneyRequestDeps, 'lookup'>> => {
  const { moneyIntents, announceMoneyIntentNews } = await import('./money-intents');
  return { store: moneyIntents, sleep, announce: announceMoneyIntentNews };
};

/** `GET /api/idempotency-keys/:key` (contract `idempotency.getRequestOutcome`). */
const requestOutcomePath = (key: string): string => `/api/idempotency-keys/${encodeURIComponent(key)}`;

/**
 * The one fetcher behind the typed client: same-origin JSON calls with the
 * bearer token, timezone header and lang parameter; uploads to the upload host;
 * the session rules of spec section 8; contract validation in dev and mock builds;
 * money requests seen through a lost answer (`settleMoneyRequest`).
 */
export const createApiFetcher = (deps: ApiFetcherDeps) => {
  const headersFor = (extra: Record<string, string> = {}): Record<string, string> => {
    const token = deps.readToken();
    return {
      ...extra,
      Accept: 'application/json',
      [TIMEZONE_HEADER]: deps.timezone,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    };
  };

  /** Asked of the API the request went to (the page's own origin in the app). */
  const lookup = async (requestPath: string, key: string) => {
    const path = new URL(requestOutcomePath(key), new URL(requestPath, RELATIVE_BASE)).toString();
    const response = await fetch(buildUrl(path, deps.readLocale(), null), { method: 'GET', headers: headersFor() });
    return { status: response.status, body: await parseBody(response) };
  };

  return async (args: ApiFetcherInput): Promise<ApiFetcherResult> => {
    const meta = routeMetaOf(args.route);
    const exchange = async (): Promise<ApiFetcherResult> => {
      const headers = headersFor(args.headers);
      const sentToken = 'Authorization' in headers;
      const url = buildUrl(args.path, deps.readLocale(), meta?.upload ? deps.uploadBaseUrl : null);
      const response =
        meta?.upload === 'video' && args.onUploadProgress
          ? await sendWithProgress(
              url,
              { method: args.method, headers, body: args.body, signal: args.fetchOptions?.signal ?? null },
              args.onUploadProgress,
            )
          : await fetch(url, { ...args.fetchOptions, method: args.method, headers, body: args.body ?? null });

      const body = await parseBody(response);
      const status = response.status;

      const event = sessionEventOf(status, body, sentToken);
      if (event === 'unauthorized') deps.clearSession();
      if (event) deps.onSessionEvent(event);

      if (deps.validateResponses) {
        const violation = await findContractViolation(args.route, status, body);
        if (violation) reportContractViolation(violation);
      }

      return { status, body, headers: response.headers };
    };

    const key = args.headers[IDEMPOTENCY_KEY_HEADER];
    if (!meta?.idempotent || key === undefined) return exchange();
    const [moneyDeps, { settleMoneyRequest }] = await Promise.all([
      (deps.moneyRequestDeps ?? loadMoneyRequestDeps)(),
      import('./money-request'),
    ]);
    return settleMoneyRequest(
      { ...moneyDeps, lookup: (moneyKey) => lookup(args.path, moneyKey) },
      { key, action: meta.moneyAction, body: args.rawBody, exchange },
    );
  };
};
