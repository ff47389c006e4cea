import { getDomain } from '@mocks/public-suffix-stub';
import { describe, expect, it } from 'vitest';

describe("the demo's stand-in for the public-suffix list", () => {
  it('names the last two labels as the registrable domain, and none for a bare host', () => {
    expect(getDomain('demo.ads.example.com')).toBe('example.com');
    expect(getDomain('example.com')).toBe('example.com');
    expect(getDomain('localhost')).toBeNull();
    expect(getDomain('')).toBeNull();
  });
});
