import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readOperatorSettings } from '@contract/operator/read-operator-settings';
import { CAPTCHA_CSP_SOURCES } from '@/lib/captcha/csp-sources';
import {
  ConfigError,
  parseAppConfig,
  type AppConfig,
  operatorConfigProblem,
  type ParseOptions,
  type RawEnv,
} from '@/lib/config/app-config';
import { monitoringConnectOrigin } from '@/lib/monitoring/dsn';
import { AIRWALLEX_SOURCES, securityHeaders, STRIPE_SOURCES, type SecurityHeaderInputs } from './security-headers';

/** What the build's settings mean for the server's headers: the third parties this build talks to. */
export const headerInputsOf = (config: AppConfig): SecurityHeaderInputs => {
  const live = config.apiMode === 'live';
  const captcha = config.captcha !== null && config.captcha.provider !== 'mock' ? config.captcha.provider : null;
  return {
    uploadOrigin: config.uploadBaseUrl,
    thirdParties: [
      ...(live && config.stripePublishableKey !== null ? [STRIPE_SOURCES] : []),
      // Mock and demo builds use the simulated checkout instead of the SDK.
      ...(live ? [AIRWALLEX_SOURCES] : []),
      ...(captcha === null ? [] : [CAPTCHA_CSP_SOURCES[captcha]]),
      ...(config.monitoring === null ? [] : [{ connect: [monitoringConnectOrigin(config.monitoring.dsn)] }]),
    ],
    formActionHosts: config.redirectHosts,
  };
};

/** The build's settings as the build and `vite preview` need them; throws ConfigError like the app's start. */
export const parseBuildSettings = (env: RawEnv, options: ParseOptions) => {
  const config = parseAppConfig(env, options);
  return { apiMode: config.apiMode, brandId: config.brand.id, headers: securityHeaders(headerInputsOf(config)) };
};

/** The operator's settings file of a live build when `OPERATOR_SETTINGS_FILE` does not name one (git-ignored). */
export const DEFAULT_OPERATOR_SETTINGS_FILE = 'operator-settings.json';

const SETTINGS_FILE_VARIABLE = 'OPERATOR_SETTINGS_FILE';
const NEEDED = "a live build needs the operator's receiving accounts and invoice issuer";

const readSettingsFile = (root: string, file: string | undefined): unknown => {
  const path = resolve(root, file ?? DEFAULT_OPERATOR_SETTINGS_FILE);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new ConfigError([
      file === undefined
        ? {
            variable: SETTINGS_FILE_VARIABLE,
            value: undefined,
            expected: `${NEEDED}; write them to ${path} or name your file here (README, "Deploying")`,
          }
        : { variable: SETTINGS_FILE_VARIABLE, value: file, expected: `no such file (${path}); ${NEEDED}` },
    ]);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError([
      {
        variable: SETTINGS_FILE_VARIABLE,
        value: file ?? DEFAULT_OPERATOR_SETTINGS_FILE,
        expected: `not JSON: ${reason}`,
      },
    ]);
  }
};

/**
 * A live build's operator settings, from the operator's file (`file` is `OPERATOR_SETTINGS_FILE`, relative
 * to `root`): checked as the built app checks them at start, placeholders refused; throws ConfigError with a
 * line per problem. Answers only the built brand's settings, which is all the build carries.
 */
export const liveOperatorSettings = ({
  root,
  file,
  brandId,
}: {
  root: string;
  file: string | undefined;
  brandId: string;
}): Record<string, unknown> => {
  const byBrand = readSettingsFile(root, file);
  const reading = readOperatorSettings(byBrand, brandId, { requireRealValues: true });
  if ('problems' in reading) throw new ConfigError(reading.problems.map(operatorConfigProblem));
  return { [brandId]: reading.settings };
};
