import auth from '@locales/vi/auth.json';
import common from '@locales/vi/common.json';
import configuration from '@locales/vi/configuration.json';
import demo from '@locales/vi/demo.json';
import errors from '@locales/vi/errors.json';
import routes from '@locales/vi/routes.json';
import shell from '@locales/vi/shell.json';
import validation from '@locales/vi/validation.json';

/**
 * Vietnamese is the default and the fallback, so it ships in the main bundle and
 * doubles as the source of the key types (see i18next.d.ts).
 */
export const viResources = { auth, common, configuration, demo, errors, routes, shell, validation };

export type AppResources = typeof viResources;
export type AppNamespace = keyof AppResources;

/** Every namespace, one per domain; a new `locales/<lng>/<ns>.json` must be added here. */
export const NAMESPACES = [
  'auth',
  'common',
  'configuration',
  'demo',
  'errors',
  'routes',
  'shell',
  'validation',
] as const satisfies readonly AppNamespace[];

export const DEFAULT_NAMESPACE = 'common' satisfies AppNamespace;
