import { runnerImport, type AliasOptions } from 'vite';
import type * as BuildSettings from './build-settings';

type BuildSettingsModule = typeof BuildSettings;

/**
 * The app's own config parser and header policy (`build-settings.ts`), loaded through Vite with the
 * app's aliases: they import brand assets (SVG) and `@/` paths that only Vite resolves.
 */
export const loadBuildSettings = async (alias: AliasOptions): Promise<BuildSettingsModule> =>
  (
    await runnerImport<BuildSettingsModule>(new URL('./build-settings.ts', import.meta.url).pathname, {
      configFile: false,
      logLevel: 'error',
      resolve: { alias },
    })
  ).module;
