import { describe, expect, it } from 'vitest';
import { QUERY_RETRY_DELAY_MS, shouldRetryQuery } from '@/lib/query-retry';

/** A failed typed call as ts-rest throws it: the answer itself. */
const answer = (status: number, code = 'error.internal') => ({
  status,
  body: { code, message: 'Something went wrong' },
  headers: new Headers(),
});

describe('the retry policy of reads', () => {
  it.each([400, 401, 403, 404, 409, 422, 429])('never asks again after a %i: the API has answered', (status) => {
    expect(shouldRetryQuery(0, answer(status, 'error.forbidden'))).toBe(false);
  });

  it.each([500, 502, 503])('asks once more after a %i, and only once', (status) => {
    expect(shouldRetryQuery(0, answer(status))).toBe(true);
    expect(shouldRetryQuery(1, answer(status))).toBe(false);
  });

  it('asks once more when no answer came (fetch rejects with a TypeError)', () => {
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryQuery(1, new TypeError('Failed to fetch'))).toBe(false);
  });

  it('never asks again when the answer moves the app elsewhere (maintenance, a blocked account)', () => {
    expect(shouldRetryQuery(0, answer(503, 'error.we_are_maintaining'))).toBe(false);
    expect(shouldRetryQuery(0, { ...answer(500), body: { messageCode: 'error.user_was_blocked' } })).toBe(false);
  });

  it('never repeats an aborted call or our own bug', () => {
    expect(shouldRetryQuery(0, new DOMException('The user aborted a request.', 'AbortError'))).toBe(false);
    expect(shouldRetryQuery(0, new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('waits well under a second before its one retry', () => {
    expect(QUERY_RETRY_DELAY_MS).toBeGreaterThan(0);
    expect(QUERY_RETRY_DELAY_MS).toBeLessThanOrEqual(500);
  });
});
