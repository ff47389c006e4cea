// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { absorbUrlSession, signIn } from '@/lib/session';
import { readAccessToken } from '@/lib/storage';
import { linkTokenIntake, readUrlSession } from '@/lib/url-session';

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

describe('linkTokenIntake', () => {
  it("stores a signed-out visitor's token, ignores the one already stored, and holds another account's", () => {
    expect(linkTokenIntake(null, null)).toEqual({ action: 'none' });
    expect(linkTokenIntake(null, 'stored')).toEqual({ action: 'none' });
    expect(linkTokenIntake('link', null)).toEqual({ action: 'store', token: 'link' });
    expect(linkTokenIntake('stored', 'stored')).toEqual({ action: 'none' });
    expect(linkTokenIntake('link', 'stored')).toEqual({ action: 'hold', token: 'link' });
  });
});

describe('absorbUrlSession', () => {
  it('stores the token of a signed-out visitor and the utm cookies, and returns the cleaned path', () => {
    const intake = absorbUrlSession('https://app.example/?id_token=t-1&utm_source=zalo&utm_medium=chat');
    expect(intake).toEqual({ cleanedPath: '/', held: null });
    expect(readAccessToken()).toBe('t-1');
    expect(document.cookie).toContain('utm_source=zalo');
    expect(document.cookie).toContain('utm_medium=chat');
  });

  it('stores nothing when there is nothing to take', () => {
    expect(absorbUrlSession('https://app.example/login')).toEqual({ cleanedPath: null, held: null });
    expect(readAccessToken()).toBeNull();
  });

  it('holds another token while signed in: not stored, but taken out of the address all the same', () => {
    signIn('first-account');
    const session = encodeURIComponent(base64Json({ id_token: 'second-account' }));
    for (const href of [
      'https://app.example/payment/add-fund?method=creditCard&id_token=second-account',
      `https://app.example/payment/add-fund?method=creditCard&session=${session}`,
    ]) {
      expect(absorbUrlSession(href)).toEqual({
        cleanedPath: '/payment/add-fund?method=creditCard',
        held: { token: 'second-account', path: '/payment/add-fund?method=creditCard' },
      });
      expect(readAccessToken()).toBe('first-account');
    }
  });

  it('takes the stored token again from a link without a question', () => {
    signIn('first-account');
    expect(absorbUrlSession('https://app.example/status?id_token=first-account')).toEqual({
      cleanedPath: '/status',
      held: null,
    });
    expect(readAccessToken()).toBe('first-account');
  });
});
