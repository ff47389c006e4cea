import { describe, expect, it } from 'vitest';
import { DEFAULT_REDIRECT_HOSTS } from '@/lib/config';
import { isAllowedHost, redirectDestination } from '@/lib/redirect-destination';

const ORIGIN = 'https://app.example.com';
const where = { origin: ORIGIN, allowedHosts: DEFAULT_REDIRECT_HOSTS };

describe('redirectDestination', () => {
  it('follows a path of this app in the router', () => {
    expect(redirectDestination(`${ORIGIN}/shopify/connect?shop=a.myshopify.com#top`, where)).toEqual({
      kind: 'app',
      path: '/shopify/connect?shop=a.myshopify.com#top',
    });
    expect(redirectDestination('/pixel?pixel=pxl_1', where)).toEqual({ kind: 'app', path: '/pixel?pixel=pxl_1' });
  });

  it("leaves for an allowed provider's https page", () => {
    for (const href of [
      'https://a.myshopify.com/admin/oauth/authorize?client_id=x',
      'https://checkout.tazapay.com/pay/abc',
      'https://sandbox.payfast.co.za/eng/process',
      'https://business.tiktok.com/portal/auth?app_id=1',
    ]) {
      expect(redirectDestination(href, where)).toEqual({ kind: 'external', href });
    }
  });

  it('refuses any other scheme, plain http elsewhere and hosts that are not allowed', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,hi',
      'http://a.myshopify.com/admin',
      'ftp://files.example.com',
      'http://app.example.com/pixel',
      'https://evil.example/checkout',
      'https://tazapay.com.evil.example/pay',
      'https://eviltazapay.com/pay',
      'https://checkout.tazapay.com@evil.example/pay',
    ]) {
      expect(redirectDestination(url, where)).toBeNull();
    }
  });

  it('follows nothing outside the app when no host is allowed', () => {
    expect(redirectDestination('https://checkout.tazapay.com/pay', { origin: ORIGIN, allowedHosts: [] })).toBeNull();
  });
});

describe('isAllowedHost', () => {
  it('matches a host exactly, or a domain and its subdomains through *.', () => {
    expect(isAllowedHost('pay.example.com', ['pay.example.com'])).toBe(true);
    expect(isAllowedHost('www.pay.example.com', ['pay.example.com'])).toBe(false);
    expect(isAllowedHost('example.com', ['*.example.com'])).toBe(true);
    expect(isAllowedHost('a.b.example.com', ['*.example.com'])).toBe(true);
    expect(isAllowedHost('badexample.com', ['*.example.com'])).toBe(false);
  });
});
