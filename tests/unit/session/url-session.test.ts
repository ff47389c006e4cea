// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { absorbUrlSession } from '@/lib/session';
import { readAccessToken } from '@/lib/storage';
import { readUrlSession } from '@/lib/url-session';

const base64Json = (value: unknown) => btoa(JSON.stringify(value));

afterEach(() => {
  localStorage.clear();
  for (const name of ['utm_source', 'utm_medium']) document.cookie = `${name}=; path=/; max-age=0`;
});

describe('readUrlSession', () => {
  it('takes id_token and removes it, keeping the other parameters', () => {
    const session = readUrlSession('https://app.example/payment?tab=history&id_token=abc.def');
    expect(session.token).toBe('abc.def');
    expect(session.cleanedPath).toBe('/payment?tab=history');
  });

  it('takes the token from a base64 JSON session parameter', () => {
    const session = readUrlSession(
      `https://app.example/?session=${encodeURIComponent(base64Json({ id_token: 'from-session' }))}`,
    );
    expect(session.token).toBe('from-session');
    expect(session.cleanedPath).toBe('/');
  });

  it('ignores a session parameter that is not base64 JSON with an id_token, but still removes it', () => {
    for (const bad of ['not-base64!', base64Json({ other: 1 }), base64Json('text')]) {
      const session = readUrlSession(`https://app.example/login?session=${encodeURIComponent(bad)}`);
      expect(session.token).toBeNull();
      expect(session.cleanedPath).toBe('/login');
    }
  });

  it('reads the campaign parameters and removes them', () => {
    const session = readUrlSession('https://app.example/register?ref=ABC&utm_source=facebook&utm_medium=cpc#top');
    expect(session).toMatchObject({ utmSource: 'facebook', utmMedium: 'cpc', cleanedPath: '/register?ref=ABC#top' });
  });

  it('leaves an address without session parameters alone', () => {
    expect(readUrlSession('https://app.example/payment?tab=1').cleanedPath).toBeNull();
  });
});

describe('absorbUrlSession', () => {
  it('stores the token and the utm cookies, and returns the cleaned path', () => {
    const cleaned = absorbUrlSession('https://app.example/?id_token=t-1&utm_source=zalo&utm_medium=chat');
    expect(cleaned).toBe('/');
    expect(readAccessToken()).toBe('t-1');
    expect(document.cookie).toContain('utm_source=zalo');
    expect(document.cookie).toContain('utm_medium=chat');
  });

  it('stores nothing when there is nothing to take', () => {
    expect(absorbUrlSession('https://app.example/login')).toBeNull();
    expect(readAccessToken()).toBeNull();
  });
});
