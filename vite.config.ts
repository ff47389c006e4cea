import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import MagicString from 'magic-string';
import { defineConfig, loadEnv, type Plugin, type UserConfig } from 'vite';
import { isBrandId } from './brands/brand-ids';
import { loadBuildSettings } from './scripts/deploy/load-build-settings';
import { sharedChunkGroups } from './scripts/build/chunk-groups';
import { pagePreloads } from './scripts/build/page-preloads';
import { prerenderPages } from './scripts/build/prerender';
import { apiReference } from './scripts/openapi/vite-plugin';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const aliases = {
  '@contract': fromRoot('./contract'),
  '@brands': fromRoot('./brands'),
  '@locales': fromRoot('./locales'),
  '@mocks': fromRoot('./mocks'),
  '@scenarios': fromRoot('./scenarios'),
  '@': fromRoot('./src'),
};

/** `name@version+commit`, unless the deployment names the release itself. */
const defaultRelease = (): string => {
  const { name, version } = JSON.parse(readFileSync(fromRoot('./package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: 'pipe' }).trim();
    return `${name}@${version}+${commit}`;
  } catch {
    return `${name}@${version}`;
  }
};

const MOCK_SERVICE_WORKER = fromRoot('./mocks/public/mockServiceWorker.js');
const ASSET_PASSTHROUGH = fromRoot('./mocks/public/asset-passthrough.js');

/** msw's worker as msw ships it, after a listener that lets the built files bypass it (see the file). */
const mockServiceWorkerSource = (): string =>
  `${readFileSync(ASSET_PASSTHROUGH, 'utf8')}\n${readFileSync(MOCK_SERVICE_WORKER, 'utf8')}`;

/** The mock backend's service worker, served and emitted only by mock builds (dev and demo). */
const mockServiceWorker = (): Plugin => ({
  name: 'mock-service-worker',
  configureServer(server) {
    server.middlewares.use('/mockServiceWorker.js', (_request, response) => {
      response.setHeader('Content-Type', 'text/javascript');
      response.end(mockServiceWorkerSource());
    });
  },
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: mockServiceWorkerSource() });
  },
});

const BUILT_BRAND_MODULE = '\0built-brand';
const BRAND_RESOLVER = fromRoot('./brands/resolve-brand');

/**
 * The app resolves its brand through `@brands/resolve-brand`; in the browser that module is
 * replaced by one that knows only the brand of this build, so the other themes' colours, links
 * and logos are not shipped (issue 27). An identity keeps the full resolver (its base theme and
 * logos come from the registry); the settings still check the id against every known one.
 */
const builtBrandOnly = (brandId: string): Plugin => ({
  name: 'built-brand-only',
  enforce: 'pre',
  resolveId(source) {
    // The '@brands' alias has already made the specifier a path when plugins see it.
    const isResolver = source === BRAND_RESOLVER || source === `${BRAND_RESOLVER}.ts`;
    return isResolver && isBrandId(brandId) ? BUILT_BRAND_MODULE : null;
  },
  load(id) {
    if (id !== BUILT_BRAND_MODULE) return null;
    return [
      `import { ${brandId}Brand as brand } from ${JSON.stringify(fromRoot(`./brands/${brandId}/index.ts`))};`,
      'export const resolveBrand = () => brand;',
    ].join('\n');
  },
});

const OPERATOR_SETTINGS_SOURCE = fromRoot('./src/lib/config/operator-settings-source');
const LIVE_OPERATOR_SETTINGS_MODULE = '\0live-operator-settings';

/**
 * A live build carries the operator's settings for its brand (receiving accounts and wallets, the
 * invoice issuer), read from their file and checked by `liveOperatorSettings`, in place of the module
 * holding the demo's: the demo values never reach the live bundle. The app checks them again at start.
 */
const liveOperatorSettingsModule = (settingsByBrand: Record<string, unknown>): Plugin => ({
  name: 'live-operator-settings',
  enforce: 'pre',
  resolveId(source) {
    // The '@' alias has already made the specifier a path when plugins see it.
    const isSource = source === OPERATOR_SETTINGS_SOURCE || source === `${OPERATOR_SETTINGS_SOURCE}.ts`;
    return isSource ? LIVE_OPERATOR_SETTINGS_MODULE : null;
  },
  load(id) {
    if (id !== LIVE_OPERATOR_SETTINGS_MODULE) return null;
    return `export const operatorSettingsByBrand = ${JSON.stringify(settingsByBrand)};`;
  },
});

const MANTINE_STYLES = '@mantine/core/styles.css';
const MANTINE_GLOBAL_STYLES = '\0mantine-global-styles';
const MANTINE_CLASSES_MODULE = /\/@mantine\/core\/esm\/.+\/(\w+)\.module\.mjs$/;

/**
 * In a build, each Mantine component brings its own stylesheet instead of the whole
 * `@mantine/core/styles.css` (35 KB gzip) on the first page (issue 27): the module holding a
 * component's class names imports `@mantine/core/styles/<Component>.css`, so a stylesheet is
 * shipped exactly when, and in the chunk where, the component's code is, after those of the
 * components it is built on. The app's import of the whole sheet becomes the global styles.
 * The dev server pre-bundles Mantine untransformed, so it keeps the whole sheet.
 */
const mantineStylesPerComponent = (): Plugin => ({
  name: 'mantine-styles-per-component',
  apply: 'build',
  enforce: 'pre',
  resolveId(source) {
    return source === MANTINE_STYLES ? MANTINE_GLOBAL_STYLES : null;
  },
  load(id) {
    if (id !== MANTINE_GLOBAL_STYLES) return null;
    return ['baseline', 'default-css-variables', 'global']
      .map((sheet) => `import '@mantine/core/styles/${sheet}.css';`)
      .join('\n');
  },
  transform(code, id) {
    const component = MANTINE_CLASSES_MODULE.exec(id)?.[1];
    if (!component) return null;
    const withStyles = new MagicString(code).prepend(`import '@mantine/core/styles/${component}.css';\n`);
    return { code: withStyles.toString(), map: withStyles.generateMap({ hires: 'boundary', source: id }) };
  },
});

/** The signed-in layout's module: every signed-in page loads it, lazily, after the entry. */
const SIGNED_IN_LAYOUT = /\/src\/app\/shell\/shell\.tsx$/;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((path) => join(dir, path));

/**
 * Source maps are written `hidden` (no comment points to them) and then moved to `<outDir>-sourcemaps`,
 * next to the folder that is deployed: ready for a monitoring upload, never served.
 */
const sourceMapsBesideOutput = (): Plugin => {
  let outDir = '';
  return {
    name: 'source-maps-beside-output',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const mapsDir = `${outDir}-sourcemaps`;
      rmSync(mapsDir, { recursive: true, force: true });
      for (const file of filesUnder(outDir).filter((path) => path.endsWith('.map'))) {
        const target = join(mapsDir, relative(outDir, file));
        mkdirSync(dirname(target), { recursive: true });
        renameSync(file, target);
      }
    },
  };
};

export default defineConfig(async ({ command, mode, isPreview }): Promise<UserConfig> => {
  process.env.VITE_RELEASE ??= defaultRelease();
  const { liveOperatorSettings, parseBuildSettings } = await loadBuildSettings(aliases);
  // A build refuses missing or malformed settings, one line per variable; so does the app's start.
  const settings = parseBuildSettings(loadEnv(mode, fromRoot('.'), 'VITE_'), {
    requireLiveSettings: command === 'build' || isPreview === true,
  });
  // And a live build (or a dev server on the live API) the operator's missing or placeholder ones.
  // `vite preview` serves files already built with them.
  const operatorSettings =
    settings.apiMode === 'live' && isPreview !== true
      ? liveOperatorSettings({
          root: fromRoot('.'),
          file: loadEnv(mode, fromRoot('.'), 'OPERATOR_SETTINGS_FILE').OPERATOR_SETTINGS_FILE || undefined,
          brandId: settings.brandId,
        })
      : null;
  return {
    // NOTE: the router plugin must come before react() so route files are transformed first.
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // A route's loader travels with its component: the entry then carries no page's queries,
        // and a page still loads in one request. The sign-in page, where most visits start, is
        // not split: it renders as soon as the entry has run, with no second round of files (issue 27).
        codeSplittingOptions: {
          defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
          splitBehavior: ({ routeId }) => (routeId === '/_guest/login' ? [] : undefined),
        },
        routesDirectory: './src/routes',
        generatedRouteTree: './src/routeTree.gen.ts',
      }),
      react(),
      // The mock backend's worker, and the API reference at /docs/api/: dev server and demo only.
      ...(settings.apiMode === 'mock' ? [mockServiceWorker(), apiReference()] : []),
      builtBrandOnly(settings.brandId),
      ...(operatorSettings === null ? [] : [liveOperatorSettingsModule(operatorSettings)]),
      mantineStylesPerComponent(),
      pagePreloads(SIGNED_IN_LAYOUT),
      sourceMapsBesideOutput(),
      // The guest and status pages in their own HTML files (issue 43); `vite preview` serves
      // `/login` from `login.html` by itself. The demo's first screen is its "preparing" one.
      ...(settings.apiMode === 'live' ? [prerenderPages()] : []),
    ],
    resolve: {
      alias: {
        ...aliases,
        // msw's cookie jar needs no public-suffix list in the browser (see the stub).
        ...(settings.apiMode === 'mock' ? { tldts: fromRoot('./mocks/public-suffix-stub.ts') } : {}),
      },
    },
    server: { port: 5173 },
    // The same headers nginx sends (deploy/), so what the browser tests see is what is deployed.
    preview: { port: 4173, headers: settings.headers },
    // Sentry's own replay worker is a blob, which the CSP refuses; the app serves one from its origin.
    define: { __SENTRY_EXCLUDE_REPLAY_WORKER__: true },
    build: {
      sourcemap: 'hidden',
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // What the entry imports statically is needed by every page: one file, not 60 small ones.
              { name: 'main', tags: ['$initial'] },
              // What pages share: a few files, not 30–90 small ones (see the function).
              ...sharedChunkGroups({
                signedInLayout: SIGNED_IN_LAYOUT,
                smallSharedBytes: 4_000,
              }),
            ],
          },
        },
      },
    },
  };
});
