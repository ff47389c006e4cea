import { describe, expect, it } from 'vitest';
import { DEFAULT_REDIRECT_HOSTS, parseAppConfig, REDIRECT_FLOWS, type RedirectFlow } from '@/lib/config';
import { isAllowedHost, redirectDestination } from '@/lib/redirect-destination';
import { FLOW_REDIRECTS } from '../../fixtures/open-redirect-payloads';

const ORIGIN = 'https://app.example.com';
const inFlow = (flow: RedirectFlow) => ({ origin: ORIGIN, allowedHosts: DEFAULT_REDIRECT_HOSTS[flow] });

describe('redirectDestination', () => {
  it('follows a path of this app in the router, in every flow', () => {
    for (const flow of REDIRECT_FLOWS) {
      expect(redirectDestination(`${ORIGIN}/shopify/connect?shop=a.myshopify.com#top`, inFlow(flow))).toEqual({
        kind: 'app',
        path: '/shopify/connect?shop=a.myshopify.com#top',
      });
      expect(redirectDestination('/pixel?pixel=pxl_1', inFlow(flow))).toEqual({
        kind: 'app',
        path: '/pixel?pixel=pxl_1',
      });
    }
  });

  it.each(FLOW_REDIRECTS)("leaves for $url only in its flows' redirects", ({ url, allowedIn }) => {
    for (const flow of REDIRECT_FLOWS) {
      const allowed: readonly RedirectFlow[] = allowedIn;
      expect(redirectDestination(url, inFlow(flow)), flow).toEqual(
        allowed.includes(flow) ? { kind: 'external', href: url } : null,
      );
    }
  });

  it('refuses a shop for a top-up and allows it for store connect (issue 41)', () => {
    const shop = 'https://evil-shop.myshopify.com/admin/oauth/authorize?client_id=x';
    expect(redirectDestination(shop, inFlow('topUp'))).toBeNull();
    expect(redirectDestination(shop, inFlow('storeConnect'))).toEqual({ kind: 'external', href: shop });
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
      for (const flow of REDIRECT_FLOWS) expect(redirectDestination(url, inFlow(flow))).toBeNull();
    }
  });

  it('follows nothing outside the app when no host is allowed', () => {
    expect(redirectDestination('https://checkout.tazapay.com/pay', { origin: ORIGIN, allowedHosts: [] })).toBeNull();
  });

  it('takes each flow its own hosts from VITE_REDIRECT_HOSTS', () => {
    const { redirectHostsByFlow } = parseAppConfig({
      VITE_REDIRECT_HOSTS: 'topUp:pay.example.com,storeConnect:*.shop.example',
    });
    const where = (flow: RedirectFlow) => ({ origin: ORIGIN, allowedHosts: redirectHostsByFlow[flow] });
    expect(redirectDestination('https://pay.example.com/checkout', where('topUp'))).not.toBeNull();
    expect(redirectDestination('https://pay.example.com/checkout', where('storeConnect'))).toBeNull();
    expect(redirectDestination('https://a.shop.example/admin', where('storeConnect'))).not.toBeNull();
    expect(redirectDestination('https://a.shop.example/admin', where('topUp'))).toBeNull();
    expect(redirectDestination('https://business.tiktok.com/portal/auth', where('platformConnect'))).toBeNull();
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
