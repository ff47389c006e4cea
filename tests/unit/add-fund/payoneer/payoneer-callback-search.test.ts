import { describe, expect, it } from 'vitest';
import {
  payoneerCallbackOf,
  PayoneerCallbackSearchSchema,
} from '@/features/add-fund/methods/payoneer/payoneer-callback-search';

const parse = (search: Record<string, unknown>) => payoneerCallbackOf(PayoneerCallbackSearchSchema.parse(search));

describe('payoneerCallbackOf', () => {
  it('relays the consent page answer with its code, state and scope', () => {
    expect(parse({ code: 'mock-payoneer-code', state: 'abc123', scope: 'read write' })).toEqual({
      kind: 'connect',
      query: { code: 'mock-payoneer-code', state: 'abc123', scope: 'read write' },
    });
  });

  it('relays a declined consent (an error without a code)', () => {
    expect(parse({ state: 'abc123', error: 'access_denied', error_description: 'The user declined' })).toEqual({
      kind: 'connect',
      query: { state: 'abc123', error: 'access_denied', error_description: 'The user declined' },
    });
  });

  it('reads an all-digit value the router parsed as a number as text', () => {
    expect(parse({ code: 123456, state: 987654321 })).toEqual({
      kind: 'connect',
      query: { code: '123456', state: '987654321' },
    });
  });

  it('relays a challenge with the transaction and Payoneer parameters', () => {
    expect(
      parse({ challenge: 'txn_1', type: 'otp', session_id: 'pses_1', response_path: '/v4/challenges/txn_1/response' }),
    ).toEqual({
      kind: 'challenge',
      id: 'txn_1',
      query: { type: 'otp', session_id: 'pses_1', response_path: '/v4/challenges/txn_1/response' },
    });
  });

  it('says a link that lacks what it needs is invalid, and drops bad values', () => {
    expect(parse({})).toEqual({ kind: 'invalid' });
    expect(parse({ code: 'mock-payoneer-code' })).toEqual({ kind: 'invalid' });
    expect(parse({ state: 'abc123' })).toEqual({ kind: 'invalid' });
    expect(parse({ challenge: 'txn_1', type: 'otp' })).toEqual({ kind: 'invalid' });
    expect(parse({ code: '', state: { nested: true } })).toEqual({ kind: 'invalid' });
  });
});
