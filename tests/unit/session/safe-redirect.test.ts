import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '@contract';
import { OPEN_REDIRECT_PAYLOADS } from '../../fixtures/open-redirect-payloads';

describe('safeRedirectPath', () => {
  it.each([
    ['/payment', '/payment'],
    ['/my-ads-account?tab=approved&page=2', '/my-ads-account?tab=approved&page=2'],
    ['/member/42#ads', '/member/42#ads'],
    ['/profile?next=%2Fpayment', '/profile?next=%2Fpayment'],
    ['/', '/'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each(OPEN_REDIRECT_PAYLOADS)('refuses %s', (payload) => {
    expect(safeRedirectPath(payload)).toBeNull();
  });

  it.each([undefined, null, 42, '', ['/payment']])('refuses a non-path value %j', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it('refuses a value whose percent-encoding is broken', () => {
    expect(safeRedirectPath('/%E0%A4%A')).toBeNull();
  });
});
