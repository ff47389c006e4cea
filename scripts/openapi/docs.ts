/* eslint-disable no-console */
/**
 * `npm run openapi:docs [-- --out DIR]`: the API reference as static files (Redoc), default in
 * dist-docs/api/. Nothing is loaded from another site: Redoc's bundle is copied beside the page.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve as resolvePath } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { documentWithExamples } from './examples';

const DEFAULT_DOCS_DIR = 'dist-docs/api';
const OPENAPI_FILE = 'openapi.json';
const REDOC_FILE = 'redoc.standalone.js';

const require = createRequire(import.meta.url);
// A literal specifier, which knip reads as this script's use of the redoc package.
const REDOC_BUNDLE = require.resolve('redoc/bundles/redoc.standalone.js');
/** The one file Redoc's bundle fetches from another site: the logo in its menu's footer. */
const REDOC_REMOTE_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';

/** Redoc's bundle without its remote logo: an image that cannot load, which Redoc then leaves out. */
const redocBundle = async (): Promise<string> => {
  const bundle = await readFile(REDOC_BUNDLE, 'utf8');
  if (!bundle.includes(REDOC_REMOTE_LOGO))
    throw new Error(`${REDOC_BUNDLE} no longer loads ${REDOC_REMOTE_LOGO}: check what it loads now`);
  return bundle.replaceAll(REDOC_REMOTE_LOGO, 'data:,');
};

interface ApiReferenceFile {
  name: string;
  content: string | Buffer;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** Nothing from another site, whatever Redoc would load; styles inline, as Redoc writes them. */
const PAGE_POLICY = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'";

/**
 * The page: Redoc's element and its script, no inline script (the app's CSP allows scripts from its
 * own origin only). Redoc options are the element's attributes. Redoc's search runs in a worker made
 * from a blob, which the app's CSP (worker-src 'self') refuses, so the page goes without it.
 */
const indexHtml = (title: string): string => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)}</title>
    <meta http-equiv="Content-Security-Policy" content="${PAGE_POLICY}" />
    <link rel="icon" href="data:," />
    <style>
      body {
        margin: 0;
      }
    </style>
  </head>
  <body>
    <redoc spec-url="${OPENAPI_FILE}" expand-responses="200,201" sort-required-props-first disable-search></redoc>
    <script src="${REDOC_FILE}"></script>
  </body>
</html>
`;

/** The reference's files: the page, the OpenAPI document (with the scenario's examples) and Redoc. */
const apiReferenceFiles = async (): Promise<ApiReferenceFile[]> => {
  const document = await documentWithExamples();
  return [
    { name: 'index.html', content: indexHtml(`${document.info.title} reference`) },
    { name: OPENAPI_FILE, content: `${JSON.stringify(document)}\n` },
    { name: REDOC_FILE, content: await redocBundle() },
  ];
};

/** Writes the reference into `outDir` (created if need be); answers the paths written. */
export const buildApiReference = async (outDir: string): Promise<string[]> => {
  const files = await apiReferenceFiles();
  await mkdir(outDir, { recursive: true });
  return Promise.all(
    files.map(async ({ name, content }) => {
      const path = join(outDir, name);
      await writeFile(path, content);
      return path;
    }),
  );
};

const main = async (): Promise<void> => {
  const { values } = parseArgs({ options: { out: { type: 'string', default: DEFAULT_DOCS_DIR } } });
  const outDir = resolvePath(values.out);
  await buildApiReference(outDir);
  console.log(`API reference written to ${outDir}/index.html`);
};

// Run only as the entry point, not when a test or the Vite plugin imports this module.
if (process.argv[1] && import.meta.url === pathToFileURL(resolvePath(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
