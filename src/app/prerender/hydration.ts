import { DEFAULT_LOCALE } from '@contract/common/constants';
import type { Locale } from '@contract/common/enums.schema';
import type { AppCore } from '../app';

/**
 * The page whose prerendered markup `#root` holds (the build marks it `data-prerendered`), when the
 * app's first render draws the same: that page, opened with no parameters (a `?email=` fills the form),
 * for a reader of the language it was prerendered in. Otherwise null: the app renders afresh over it.
 */
export const pageToHydrate = (
  prerenderedPath: string | undefined,
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  storedLocale: Locale,
): string | null =>
  prerenderedPath === pathname && search === '' && storedLocale === DEFAULT_LOCALE ? prerenderedPath : null;

/** Whether the router, once loaded, shows that page as the build did (not a redirect, an error or a pending chunk). */
export const loadedAsPrerendered = ({ router }: AppCore, path: string): boolean =>
  router.state.location.pathname === path && router.state.matches.every((match) => match.status === 'success');

/**
 * Before hydrating: the router draws its matches as it did on the server, without the Suspense
 * boundary it puts around the root route in the browser (TanStack Start's hydration sets the same).
 * It stays set: taking it away later would change the tree and remount every page.
 */
export const drawAsPrerendered = ({ router }: AppCore): void => {
  router.ssr = { manifest: undefined };
};
