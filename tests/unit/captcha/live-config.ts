import type * as ConfigModule from '@/lib/config';
import type { AppConfig } from '@/lib/config';

/**
 * The configuration `getAppConfig()` returns in a test file that mocks `@/lib/config` with
 * `configMock`: the app's start (loadAppConfig) refuses a live env without a robot check, so these
 * tests set the parsed configuration directly.
 */
export const testConfig: { current: AppConfig | null } = { current: null };

export const configMock = async (importOriginal: () => Promise<typeof ConfigModule>) => ({
  ...(await importOriginal()),
  getAppConfig: (): AppConfig => {
    if (testConfig.current === null) throw new Error('Set testConfig.current first');
    return testConfig.current;
  },
});
