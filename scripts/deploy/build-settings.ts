import { CAPTCHA_CSP_SOURCES } from '@/lib/captcha/csp-sources';
import { parseAppConfig, type AppConfig, type ParseOptions, type RawEnv } from '@/lib/config/app-config';
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
