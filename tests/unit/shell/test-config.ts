// NOTE: imports app-config directly, never '@/lib/config': this module is loaded by the
// mock factory of '@/lib/config', and importing the mocked module there would deadlock.
import { parseAppConfig, type AppConfig, type RawEnv } from '@/lib/config/app-config';

let currentConfig: AppConfig = parseAppConfig({ VITE_BRAND: 'centre' });

/**
 * Sets what getAppConfig() hands out in shell tests, through the real env parser
 * (flags included). Test files mock '@/lib/config' with `mockedConfigModule`.
 */
export const setTestConfig = (env: RawEnv = {}): AppConfig => {
  currentConfig = parseAppConfig({ VITE_BRAND: 'centre', ...env });
  return currentConfig;
};

export const mockedConfigModule = <T extends object>(actual: T) => ({
  ...actual,
  getAppConfig: (): AppConfig => currentConfig,
});
