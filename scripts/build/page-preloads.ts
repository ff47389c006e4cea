import type { Plugin, Rolldown } from 'vite';
import { chunksOf, filesBeyondEntry } from './chunk-graph';
import { routePathOfFile, ROUTES_DIR } from './route-paths';

/**
 * What the page opened needs besides the entry, fetched while the entry downloads (issue 43): without
 * it a signed-in page's chunks are requested only once the entry has run and the router has matched,
 * one more round trip after the biggest download. The build writes, per route, its chunk and what that
 * chunk imports (not what the entry already loads) into a `<meta name="page-preloads">` of index.html;
 * `public/page-preloads.js`, a classic script allowed by the CSP, reads it and adds `modulepreload`
 * links (and `preload` for the CSS) for the page in the address bar. A signed-in page's files, the
 * signed-in layout's included, are preloaded only when a session is stored, as only then it renders.
 */
export interface PagePreloads {
  /**
   * Per language other than the bundled one, the files of the namespaces every page needs (those the
   * entry bundles in the default language): a reader of that language waits for them before any render.
   */
  locales: Record<string, string[]>;
  /** Files every signed-in page loads: the signed-in layout and what it imports. */
  signedInLayout: string[];
  /** In the order to try: literal paths before those with parameters. */
  pages: Array<{ pattern: string; signedIn: boolean; files: string[] }>;
}

const LOCALE_FILE = /\/locales\/(?<locale>[\w-]+)\/(?<namespace>[\w-]+)\.json$/;

/** The other languages' files of the namespaces the entry bundles in the default language. */
const localesOf = (entry: OutputChunk | undefined, bundleChunks: readonly OutputChunk[]): Record<string, string[]> => {
  const bundled = new Map(
    (entry?.moduleIds ?? []).flatMap((id) => {
      const match = LOCALE_FILE.exec(id);
      return match?.groups ? [[match.groups.namespace, match.groups.locale] as const] : [];
    }),
  );
  const locales: Record<string, string[]> = {};
  for (const chunk of bundleChunks) {
    const match = LOCALE_FILE.exec(chunk.facadeModuleId ?? '');
    const { locale, namespace } = match?.groups ?? {};
    if (!locale || !namespace || !bundled.has(namespace) || bundled.get(namespace) === locale) continue;
    (locales[locale] ??= []).push(chunk.fileName);
  }
  return locales;
};

const SPLIT_PAGE = /^(?<file>[^?]+)\?(?:.*&)?tsr-split=(?<split>[^&]+)/;

/** A route path as a regular expression over `location.pathname`; null for the catch-all. */
export const routePattern = (path: string): string | null => {
  if (path.split('/').includes('$')) return null;
  const segments = path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => (segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return segments.length === 0 ? '^/$' : `^/${segments.join('/')}/?$`;
};

type OutputChunk = Rolldown.OutputChunk;

/** What a chunk needs that the entry has not loaded already: its JS, then the CSS those files import. */
const filesOf = (chunks: readonly OutputChunk[], chunk: OutputChunk): string[] => {
  const { js, css } = filesBeyondEntry(chunks, [chunk]);
  return [...js, ...css];
};

export const pagePreloadsOf = (bundleChunks: readonly OutputChunk[], signedInLayout: RegExp): PagePreloads => {
  const entry = bundleChunks.find((chunk) => chunk.isEntry);
  const layout = bundleChunks.find(
    (chunk) => chunk.facadeModuleId !== null && signedInLayout.test(chunk.facadeModuleId),
  );
  const layoutFiles = layout ? filesOf(bundleChunks, layout) : [];
  const pages = bundleChunks.flatMap((chunk) => {
    const match = SPLIT_PAGE.exec(chunk.facadeModuleId ?? '');
    const source = match?.groups?.file?.replace(/^.*?(?=src\/routes\/)/, '') ?? '';
    // The page itself: its error and not-found components load only when needed.
    if (!match?.groups?.split?.includes('component') || match.groups.split.includes('Component')) return [];
    const path = routePathOfFile(source);
    const pattern = path === null ? null : routePattern(path);
    if (pattern === null) return [];
    const signedIn = source.startsWith(`${ROUTES_DIR}_auth/`);
    const files = filesOf(bundleChunks, chunk).filter((file) => !signedIn || !layoutFiles.includes(file));
    return [{ pattern, signedIn, files }];
  });
  const literalFirst = (pattern: string) => (pattern.includes('[^/]+') ? 1 : 0);
  pages.sort((a, b) => literalFirst(a.pattern) - literalFirst(b.pattern) || a.pattern.localeCompare(b.pattern));
  return { locales: localesOf(entry, bundleChunks), signedInLayout: layoutFiles, pages };
};

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** Writes each page's preloads into the built index.html (see PagePreloads). */
export const pagePreloads = (signedInLayout: RegExp): Plugin => ({
  name: 'page-preloads',
  apply: 'build',
  enforce: 'post',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string') return;
      const chunks = chunksOf(bundle);
      const meta = `<meta name="page-preloads" content="${escapeAttribute(JSON.stringify(pagePreloadsOf(chunks, signedInLayout)))}" />`;
      html.source = html.source.replace('</head>', () => `  ${meta}\n  </head>`);
    },
  },
});
