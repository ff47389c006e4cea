// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CaptchaNotConfiguredError, createCaptchaProvider, selectCaptchaProviderId, useCaptcha } from '@/lib/captcha';
import { parseAppConfig } from '@/lib/config';
import { testConfig } from './live-config';

vi.mock('@/lib/config', async (importOriginal) => (await import('./live-config')).configMock(importOriginal));

const SITE_KEY = '0x4AAAAAAAsiteKey';

beforeEach(() => {
  testConfig.current = null;
});

describe('createCaptchaProvider', () => {
  it.each(['turnstile', 'recaptcha', 'hcaptcha'] as const)('gives a live build its %s provider', async (provider) => {
    testConfig.current = parseAppConfig({
      VITE_API_MODE: 'live',
      VITE_CAPTCHA_PROVIDER: provider,
      VITE_CAPTCHA_SITE_KEY: SITE_KEY,
    });

    expect(selectCaptchaProviderId()).toBe(provider);
    expect((await createCaptchaProvider()).id).toBe(provider);
  });

  it('gives mock and demo builds the mock checkbox', async () => {
    vi.stubEnv('VITE_API_MODE', 'mock');
    testConfig.current = parseAppConfig({ VITE_API_MODE: 'mock' });

    expect(selectCaptchaProviderId()).toBe('mock');
    expect((await createCaptchaProvider()).id).toBe('mock');
  });

  it('has no mock outside mock builds', async () => {
    vi.stubEnv('VITE_API_MODE', 'live');
    testConfig.current = parseAppConfig({ VITE_API_MODE: 'mock' });

    await expect(createCaptchaProvider()).rejects.toThrow('The mock robot check exists only in mock and demo builds');
  });

  it('refuses a live configuration without a robot check instead of falling back to the mock', async () => {
    vi.stubEnv('VITE_API_MODE', 'live');
    testConfig.current = parseAppConfig({ VITE_API_MODE: 'live' });
    expect(testConfig.current.captcha).toBeNull();
    const message = 'No robot check is configured: a live build needs VITE_CAPTCHA_PROVIDER and VITE_CAPTCHA_SITE_KEY.';

    expect(() => selectCaptchaProviderId()).toThrow(new CaptchaNotConfiguredError());
    await expect(createCaptchaProvider()).rejects.toThrow(message);
    // A form asking for it fails to render, with the same message.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useCaptcha())).toThrow(message);
  });
});
