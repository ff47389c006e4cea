// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  isActivePartner,
  isAuthenticated,
  isProfileComplete,
  shouldDropPartnerView,
  signIn,
  clearSession,
} from '@/lib/session';
import { STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { buildUser } from '../../fixtures/users';

afterEach(() => localStorage.clear());

describe('session rules', () => {
  it('is authenticated exactly while a token is stored', () => {
    expect(isAuthenticated()).toBe(false);
    signIn('token');
    expect(isAuthenticated()).toBe(true);
    clearSession();
    expect(isAuthenticated()).toBe(false);
  });

  it('clears everything the app stored on logout but the chosen language', () => {
    signIn('token');
    writeStorage(STORAGE_KEYS.partnerView, '1');
    writeStorage(STORAGE_KEYS.locale, 'en');
    clearSession();
    expect(Object.keys(localStorage)).toEqual([STORAGE_KEYS.locale]);
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('en');
  });

  it('counts the profile complete only with both contact info and business model', () => {
    const complete = buildUser();
    expect(isProfileComplete(complete)).toBe(true);
    expect(isProfileComplete({ ...complete, contactInfo: null })).toBe(false);
    expect(isProfileComplete({ ...complete, businessModel: null })).toBe(false);
  });

  it('lets only an active partnership into partner view', () => {
    expect(isActivePartner(buildUser({ partnership: { status: 'active' } }))).toBe(true);
    for (const status of ['none', 'pending', 'rejected', 'inactive'] as const) {
      expect(isActivePartner(buildUser({ partnership: { status } }))).toBe(false);
    }
  });

  it('drops a stored partner view when the partnership is not active', () => {
    const inactive = buildUser({ partnership: { status: 'inactive' } });
    const active = buildUser({ partnership: { status: 'active' } });
    expect(shouldDropPartnerView(inactive)).toBe(false);
    writeStorage(STORAGE_KEYS.partnerView, '1');
    expect(shouldDropPartnerView(inactive)).toBe(true);
    expect(shouldDropPartnerView(active)).toBe(false);
  });
});
