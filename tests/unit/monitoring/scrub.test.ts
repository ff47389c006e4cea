import { describe, expect, it } from 'vitest';
import { monitoringConnectOrigin } from '@/lib/monitoring/dsn';
import { scrub, scrubText } from '@/lib/monitoring/scrub';

describe('scrubbing a URL or a text', () => {
  it('removes the token parameters, wherever they are in the query, and keeps the others', () => {
    expect(scrubText('https://app.example/login?id_token=eyJhbGciOi.abc&page=2')).toBe(
      'https://app.example/login?page=2',
    );
    expect(scrubText('/wallet?page=2&token=abc123&sort=desc')).toBe('/wallet?page=2&sort=desc');
    expect(scrubText('/wallet?page=2&session=eyJpZF90b2tlbiI6IngifQ')).toBe('/wallet?page=2');
    expect(scrubText('/?token=a&session=b&id_token=c')).toBe('/');
    expect(scrubText('/verify?Token=abc#top')).toBe('/verify#top');
    expect(scrubText('/callback#id_token=abc&state=xyz')).toBe('/callback#state=xyz');
  });

  it('keeps parameters that only end like a token, and texts without URLs', () => {
    expect(scrubText('/pixels?access_token_hint=1&page=3')).toBe('/pixels?access_token_hint=1&page=3');
    expect(scrubText('Are you sure? Retry & continue')).toBe('Are you sure? Retry & continue');
  });

  it('replaces e-mail addresses, plain or percent-encoded, and bearer tokens', () => {
    expect(scrubText('No account for seller.one+ads@shop.example.vn')).toBe('No account for [email]');
    expect(scrubText('/users?email=seller%40shop.example&page=1')).toBe('/users?email=[email]&page=1');
    expect(scrubText('Authorization: Bearer eyJhbGciOi.eyJzdWIi.sig')).toBe('Authorization: Bearer [Filtered]');
  });
});

describe('scrubbing an event', () => {
  const event = {
    event_id: 'abc',
    level: 'error',
    message: 'Sign-in failed for seller@shop.example',
    exception: {
      values: [
        { type: 'Error', value: 'User seller@shop.example not found', stacktrace: { frames: [{ lineno: 12 }] } },
      ],
    },
    request: {
      url: 'https://app.example/?id_token=secret-1&ref=LAN2026',
      headers: { Authorization: 'Bearer secret-2', 'User-Agent': 'Firefox', Referer: '/login?token=secret-3' },
    },
    breadcrumbs: [
      { category: 'fetch', data: { method: 'GET', url: '/api/users?token=secret-4&page=1', status_code: 200 } },
      { category: 'navigation', data: { from: '/login?session=secret-5', to: '/?id_token=secret-6' } },
      { category: 'console', message: 'Saved contact seller@shop.example', level: 'log' },
    ],
    tags: { brand: 'centre', apiMode: 'live', url: '/wallet?token=secret-7' },
    transaction: '/wallet?token=secret-8',
  };

  it('leaves no token, Authorization header or e-mail address, and keeps everything else', () => {
    const scrubbed = scrub(event);
    const sent = JSON.stringify(scrubbed);
    expect(sent).not.toMatch(/secret|seller@|Authorization/);
    expect(scrubbed).toEqual({
      event_id: 'abc',
      level: 'error',
      message: 'Sign-in failed for [email]',
      exception: {
        values: [{ type: 'Error', value: 'User [email] not found', stacktrace: { frames: [{ lineno: 12 }] } }],
      },
      request: {
        url: 'https://app.example/?ref=LAN2026',
        headers: { 'User-Agent': 'Firefox', Referer: '/login' },
      },
      breadcrumbs: [
        { category: 'fetch', data: { method: 'GET', url: '/api/users?page=1', status_code: 200 } },
        { category: 'navigation', data: { from: '/login', to: '/' } },
        { category: 'console', message: 'Saved contact [email]', level: 'log' },
      ],
      tags: { brand: 'centre', apiMode: 'live', url: '/wallet' },
      transaction: '/wallet',
    });
  });

  it('returns a copy, and copes with data that contains itself', () => {
    const data: Record<string, unknown> = { url: '/?token=secret', when: new Date(0) };
    data.self = data;
    const breadcrumb = { category: 'console', data };
    expect(scrub(breadcrumb)).toEqual({
      category: 'console',
      data: { url: '/', when: new Date(0), self: '[Circular]' },
    });
    expect(data.url).toBe('/?token=secret');
  });
});

describe('the origin monitoring sends to', () => {
  it("is the DSN's scheme and host, without its key or project", () => {
    expect(monitoringConnectOrigin('https://abc123@o4507.ingest.us.sentry.io/4508')).toBe(
      'https://o4507.ingest.us.sentry.io',
    );
    expect(monitoringConnectOrigin('https://key@sentry.example.com:9000/7')).toBe('https://sentry.example.com:9000');
  });
});
