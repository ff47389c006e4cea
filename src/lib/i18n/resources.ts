import auth from '@locales/vi/auth.json';
import common from '@locales/vi/common.json';
import configuration from '@locales/vi/configuration.json';
import errors from '@locales/vi/errors.json';
import routes from '@locales/vi/routes.json';
import shell from '@locales/vi/shell.json';
import validation from '@locales/vi/validation.json';
import type demoVi from '@locales/vi/demo.json';

/**
 * Vietnamese is the default and the fallback, so it ships in the main bundle and
 * doubles as the source of the key types (see i18next.d.ts).
 */
export const viResources = { auth, common, configuration, errors, routes, shell, validation };

/** Namespaces of the demo builds only: the scenario panel registers them when it loads. */
export type DemoResources = { demo: typeof demoVi };
export const DEMO_NAMESPACES = ['demo'] as const satisfies ReadonlyArray<keyof DemoResources>;

export type AppResources = typeof viResources & DemoResources;
export type AppNamespace = keyof AppResources;

/** Every namespace, one per domain; a new `locales/<lng>/<ns>.json` must be added here. */
export const NAMESPACES = [
  'auth',
  'common',
  'configuration',
  'errors',
  'routes',
  'shell',
  'validation',
] as const satisfies ReadonlyArray<keyof typeof viResources>;

export const DEFAULT_NAMESPACE = 'common' satisfies AppNamespace;
