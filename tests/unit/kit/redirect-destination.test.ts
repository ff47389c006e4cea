import { describe, expect, it } from 'vitest';
import { redirectDestination } from '@/lib/redirect-destination';

const ORIGIN = 'https://app.example.com';

describe('redirectDestination', () => {
  it('follows a path of this app in the router', () => {
    expect(redirectDestination(`${ORIGIN}/shopify/connect?shop=a.myshopify.com#top`, ORIGIN)).toEqual({
      kind: 'app',
      path: '/shopify/connect?shop=a.myshopify.com#top',
    });
    expect(redirectDestination('/pixel?pixel=pxl_1', ORIGIN)).toEqual({ kind: 'app', path: '/pixel?pixel=pxl_1' });
  });

  it("leaves for a provider's https page", () => {
    const href = 'https://a.myshopify.com/admin/oauth/authorize?client_id=x';
    expect(redirectDestination(href, ORIGIN)).toEqual({ kind: 'external', href });
  });

  it('refuses any other scheme and plain http elsewhere', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,hi',
      'http://a.myshopify.com/admin',
      'ftp://files.example.com',
      'http://app.example.com/pixel',
    ]) {
      expect(redirectDestination(url, ORIGIN)).toBeNull();
    }
  });
});
