import { beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps the settings once read, so each test imports a fresh copy.
const freshSettingsModule = async () => {
  vi.resetModules();
  return {
    ...(await import('@/lib/config/operator-settings')),
    ConfigError: (await import('@/lib/config/app-config')).ConfigError,
  };
};

describe('getOperatorSettings', () => {
  beforeEach(() => {
    vi.stubEnv('VITE_BRAND', 'harbor');
    vi.stubEnv('VITE_API_MODE', 'mock');
  });

  it("reads the settings of the build's brand, once", async () => {
    const { getOperatorSettings } = await freshSettingsModule();
    const settings = getOperatorSettings();
    expect(settings.issuer.legalName).toBe('Harbor Media Company Limited');
    vi.stubEnv('VITE_BRAND', 'jade');
    expect(getOperatorSettings()).toBe(settings);
  });

  it('refuses, in a built live app, settings that are placeholders: a line per setting, nothing shown', async () => {
    // What a live bundle would hold had its build been bypassed: here the demo's settings, all made up.
    vi.stubEnv('PROD', true);
    vi.stubEnv('VITE_API_MODE', 'live');
    const { ConfigError, getOperatorSettings } = await freshSettingsModule();
    expect(() => getOperatorSettings()).toThrow(ConfigError);
    expect(() => getOperatorSettings()).toThrow(
      /^operator settings: receivingAccounts\[0\]\.bankAccountNumber="000-000000-001": looks like a placeholder; give the agency's real account number$/m,
    );
  });
});
