import { beforeEach, describe, expect, it, vi } from 'vitest';

// The module caches the configuration, so each test imports a fresh copy.
const freshConfigModule = async () => {
  vi.resetModules();
  return import('@/lib/config');
};

describe('loadAppConfig and getAppConfig', () => {
  beforeEach(() => {
    vi.stubEnv('VITE_BRAND', 'harbor');
    vi.stubEnv('VITE_API_MODE', 'mock');
  });

  it('refuses to hand out a configuration before it is loaded', async () => {
    const { getAppConfig } = await freshConfigModule();
    expect(() => getAppConfig()).toThrow('App configuration read before loadAppConfig() ran');
  });

  it('parses import.meta.env once and caches the result', async () => {
    const { getAppConfig, loadAppConfig } = await freshConfigModule();
    const config = loadAppConfig();
    expect(config.brand.id).toBe('harbor');
    expect(config.apiMode).toBe('mock');
    vi.stubEnv('VITE_BRAND', 'jade');
    expect(loadAppConfig()).toBe(config);
    expect(getAppConfig()).toBe(config);
  });

  it('throws a ConfigError from loadAppConfig, not at import, for a bad env', async () => {
    vi.stubEnv('VITE_API_MODE', 'staging');
    const { ConfigError, getAppConfig, loadAppConfig } = await freshConfigModule();
    expect(() => loadAppConfig()).toThrow(ConfigError);
    expect(() => loadAppConfig()).toThrow('VITE_API_MODE="staging": expected "mock" or "live"');
    expect(() => getAppConfig()).toThrow('App configuration read before loadAppConfig() ran');
  });
});
