/**
 * Prerendering (issue 43): after a live build, the guest and status pages are rendered once with
 * React's static rendering into their own HTML files (`dist/login.html`, …), which nginx and
 * `vite preview` serve at their paths and `src/main.tsx` hydrates. The same Vite configuration
 * builds `src/prerender.tsx` for the server; a child process renders the pages from it, so nothing
 * the app leaves open there (a BroadcastChannel, timers) keeps the build running.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import type { PrerenderedPage } from '../../src/prerender';
import { chunksOf, filesBeyondEntry } from './chunk-graph';
import { prerenderedDocument, routeAssetTags } from './prerendered-document';

/**
 * The pages drawn the same for every guest: nothing from the URL, the session or the API. Not
 * `/reset-password` and `/verify-email` (their link's parameters), `/holiday` and `/status` (the
 * API's configuration), `/user-block` (signed in). `route` is the page's route file.
 */
export const PRERENDERED_PAGES = [
  { path: '/login', route: 'src/routes/_guest/login.tsx' },
  { path: '/register', route: 'src/routes/_guest/register.tsx' },
  { path: '/forgot-password', route: 'src/routes/_guest/forgot-password.tsx' },
  { path: '/maintenance', route: 'src/routes/maintenance.tsx' },
  { path: '/error-404', route: 'src/routes/error-404.tsx' },
] as const;

const PRERENDER_ENTRY = 'src/prerender.tsx';

/** The file a page is served from, inside the build folder: `/login` → `login.html`. */
const prerenderedFileOf = (path: string): string => `${path.slice(1)}.html`;

/**
 * The stylesheets and modules a code-split page's route chunks need beyond what the entry (in
 * `index.html` already) brings; nothing for a page bundled with the entry, as `/login` is.
 */
const routeAssets = (bundle: Rolldown.OutputBundle, routeFile: string) => {
  const chunks = chunksOf(bundle);
  const routeChunks = chunks.filter((chunk) => chunk.facadeModuleId?.startsWith(`${routeFile}?`) === true);
  const { js, css } = filesBeyondEntry(chunks, routeChunks);
  return { css: css.map((file) => `/${file}`), modules: js.map((file) => `/${file}`) };
};

/** Runs in a child process: renders each page with the server build and writes them as JSON. */
const RENDER_PAGES = `
const [, modulePath, pagesJson, outFile] = process.argv;
const { prerenderPage } = await import(modulePath);
const pages = [];
for (const path of JSON.parse(pagesJson)) pages.push(await prerenderPage(path));
(await import('node:fs')).writeFileSync(outFile, JSON.stringify(pages));
process.exit(0);
`;

const renderPages = async (config: ResolvedConfig, paths: readonly string[]): Promise<PrerenderedPage[]> => {
  // Inside the project, so the server build's imports of node_modules resolve.
  const cacheDir = join(config.root, 'node_modules/.cache');
  await mkdir(cacheDir, { recursive: true });
  const workDir = await mkdtemp(join(cacheDir, 'prerender-'));
  try {
    await build({
      configFile: config.configFile,
      mode: config.mode,
      logLevel: 'warn',
      build: {
        ssr: PRERENDER_ENTRY,
        outDir: workDir,
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
        rolldownOptions: { output: { entryFileNames: 'prerender.js' } },
      },
    });
    const outFile = join(workDir, 'pages.json');
    await promisify(execFile)(
      process.execPath,
      ['--input-type=module', '-e', RENDER_PAGES, join(workDir, 'prerender.js'), JSON.stringify(paths), outFile],
      // React's build (and its JSX runtime) as the server build was made for.
      { env: { ...process.env, NODE_ENV: config.isProduction ? 'production' : 'development' } },
    );
    return JSON.parse(await readFile(outFile, 'utf8')) as PrerenderedPage[];
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
};

/** The plugin of a live build: writes `<outDir>/<page>.html` for each of `PRERENDERED_PAGES`. */
export const prerenderPages = (): Plugin => {
  let config: ResolvedConfig;
  let tagsByPath = new Map<string, string[]>();
  return {
    name: 'prerender-pages',
    // Not in the server build this plugin starts.
    apply: (userConfig, { command }) => command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      tagsByPath = new Map(
        PRERENDERED_PAGES.map(({ path, route }) => [
          path,
          routeAssetTags(routeAssets(bundle, resolve(config.root, route))),
        ]),
      );
    },
    async closeBundle(error) {
      if (error) return;
      const outDir = resolve(config.root, config.build.outDir);
      const template = await readFile(join(outDir, 'index.html'), 'utf8');
      const pages = await renderPages(
        config,
        PRERENDERED_PAGES.map(({ path }) => path),
      );
      for (const page of pages) {
        const html = prerenderedDocument(template, page, tagsByPath.get(page.path) ?? []);
        await writeFile(join(outDir, prerenderedFileOf(page.path)), html);
      }
    },
  };
};
