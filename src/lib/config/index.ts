import { parseAppConfig, type AppConfig } from './app-config';

export * from './app-config';
export * from './env.schema';

let loaded: AppConfig | null = null;

/**
 * Parses the build's env once and caches it. Called by main.tsx inside a try, so a
 * bad .env shows the start-up failure screen instead of breaking module import.
 */
export const loadAppConfig = (): AppConfig => {
  // Built apps refuse a live env without its settings; tests parse a bare env as live without them.
  loaded ??= parseAppConfig(import.meta.env, { requireLiveSettings: import.meta.env.PROD });
  return loaded;
};

/** The configuration loaded at start-up; throws if read before loadAppConfig(). */
export const getAppConfig = (): AppConfig => {
  if (loaded === null)
    throw new Error('App configuration read before loadAppConfig() ran; call it first in src/main.tsx.');
  return loaded;
};
