/** Route paths of `src/routes/` files, for the bench and the build's page preloads. */

export const ROUTES_DIR = 'src/routes/';

/**
 * The URL path a file of `src/routes/` serves, by TanStack Router's file-naming rules:
 * `index` and `route` name their folder, `_x` segments are pathless layouts, `(x)` groups
 * add nothing, a trailing `_` un-nests, `.` separates segments like `/`. A pathless layout
 * has no path of its own, so it is named by its route id with "(layout)"; `__root` likewise.
 * Null for files the router ignores (`-` prefix) and files outside `src/routes/`.
 */
export const routePathOfFile = (file: string): string | null => {
  if (!file.startsWith(ROUTES_DIR)) return null;
  const segments = file
    .slice(ROUTES_DIR.length)
    .replace(/\.[cm]?[jt]sx?$/, '')
    .split(/[/.]/);
  if (segments.some((segment) => segment.startsWith('-'))) return null;
  // `x/route.tsx` is the route of folder `x`, as `x.tsx` would be.
  if (segments.at(-1) === 'route') segments.pop();
  if (segments.join('/') === '__root') return '__root (layout)';
  if (segments.at(-1)?.startsWith('_')) return `/${segments.join('/')} (layout)`;
  if (segments.at(-1) === 'index') segments.pop();
  const path = segments
    .filter((segment) => !segment.startsWith('_') && !/^\(.*\)$/.test(segment))
    .map((segment) => segment.replace(/_$/, ''));
  return `/${path.join('/')}`;
};
