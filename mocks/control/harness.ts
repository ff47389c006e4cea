import { HttpResponse } from 'msw';
import type { Locale } from '@contract';
import { errorResponse } from '../http';
import { mockError } from '../errors';
import type { MockClock } from '../clock';
import type { FaultRegistry } from './faults';
import { statusOfErrorCode } from './faults';
import type { RequestLog } from './request-log';

/*
 * What wraps every answered request in the browser demo: catch up with changes other tabs
 * made, apply an injected fault, store the change before answering, and log the request for the
 * scenario panel.
 */

export interface RequestHarness {
  around(
    call: { routeKey: string; request: Request; lang: Locale },
    answer: () => Promise<Response>,
  ): Promise<Response>;
}

export interface HarnessParts {
  faults: FaultRegistry;
  log: RequestLog;
  clock: MockClock;
  /** Runs before each request (the browser reloads a db another tab changed). */
  beforeRequest?: () => Promise<void>;
  /**
   * Runs before the answer leaves (the browser stores what the request changed and tells the other
   * tabs), so a tab the app tells of the change reads the new state, never the one before it.
   */
  afterRequest?: () => Promise<void>;
}

const sleep = (milliseconds: number): Promise<void> =>
  milliseconds > 0 ? new Promise((resolve) => setTimeout(resolve, milliseconds)) : Promise.resolve();

export const createRequestHarness = (parts: HarnessParts): RequestHarness => ({
  around: async ({ routeKey, request, lang }, answer) => {
    const started = performance.now();
    await parts.beforeRequest?.();
    const fault = parts.faults.get(routeKey);
    if (fault) await sleep(fault.latencyMs);

    if (fault?.once) parts.faults.clear(routeKey);

    let response: Response;
    switch (fault?.failure.type) {
      case 'network':
        response = HttpResponse.error();
        break;
      case 'lost-answer':
        // The server acts and keeps what it did; only the answer never arrives.
        await answer();
        response = HttpResponse.error();
        break;
      case 'server-error':
        response = errorResponse(mockError('error.internal', 500), lang);
        break;
      case 'error':
        response = errorResponse(mockError(fault.failure.code, statusOfErrorCode(fault.failure.code)), lang);
        break;
      default:
        response = await answer();
    }
    await parts.afterRequest?.();

    const url = new URL(request.url);
    parts.log.record({
      at: new Date(parts.clock.now()).toISOString(),
      method: request.method,
      path: url.pathname,
      routeKey,
      status: response.type === 'error' ? null : response.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      faulted: fault !== undefined && fault.failure.type !== 'none',
    });
    return response;
  },
});
