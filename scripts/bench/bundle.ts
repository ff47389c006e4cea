/**
 * Pure helpers of `npm run bench:bundle`: gzip sizes, route names of split chunks,
 * budget checks and the tables. No I/O here, so the unit test can check them on known inputs.
 */
import { gzipSync } from 'node:zlib';
import { z } from 'zod';

/** Level 9 whatever the server would use, so the same build always gives the same figures. */
export const gzipBytes = (content: Uint8Array): number => gzipSync(content, { level: 9 }).length;

/** 1 KB = 1,024 bytes, as in bench:mock. */
const toKb = (bytes: number): number => bytes / 1024;

const kbText = (bytes: number): string => toKb(bytes).toFixed(1);

/** The budgets file (bench/bundle-budgets.json): KB gzip each figure may reach. */
export const BundleBudgetsSchema = z
  .object({
    loginJsKb: z.number().positive(),
    loginCssKb: z.number().positive(),
    dashboardJsKb: z.number().positive(),
    dashboardCssKb: z.number().positive(),
    /** Files (JS and CSS) each page loads: each costs a round trip on a phone. */
    loginFiles: z.number().int().positive(),
    dashboardFiles: z.number().int().positive(),
    /** Any one route chunk's own JS. */
    routeChunkJsKb: z.number().positive(),
    /** A route whose chunk is allowed more (or held to less), by route path as the tables name it. */
    routeChunkJsKbByRoute: z.record(z.string(), z.number().positive()).default({}),
  })
  .strict();
export type BundleBudgets = z.infer<typeof BundleBudgetsSchema>;

export const routeChunkBudget = (budgets: BundleBudgets, route: string): number =>
  budgets.routeChunkJsKbByRoute[route] ?? budgets.routeChunkJsKb;

/** The part of Vite's `.vite/manifest.json` the bench reads. */
interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

const ROUTES_DIR = 'src/routes/';

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

export interface RouteChunk {
  /** The route's path, from routePathOfFile. */
  route: string;
  /** What the router plugin split out: `component`, `errorComponent`, … (several when grouped). */
  split: string;
  /** The chunk's file in the build, e.g. `assets/login-CkFMWW5g.js`. */
  file: string;
}

const SPLIT_ID = /^(?<file>[^?]+)\?(?:.*&)?tsr-split=(?<split>[^&]+)/;

/** Every chunk the router plugin split out of a `src/routes/` file, by route then split. */
export const routeChunksOf = (manifest: Manifest): RouteChunk[] =>
  Object.entries(manifest)
    .flatMap(([key, chunk]) => {
      const match = SPLIT_ID.exec(chunk.src ?? key);
      const route = match?.groups?.file ? routePathOfFile(match.groups.file) : null;
      return route && match?.groups?.split ? [{ route, split: match.groups.split, file: chunk.file }] : [];
    })
    .sort((a, b) => a.route.localeCompare(b.route) || a.split.localeCompare(b.split));

/** What a built file is, in words, for the per-page listing. */
export const describeFile = (manifest: Manifest, file: string): string => {
  const chunks = Object.entries(manifest);
  const owner = chunks.find(([, chunk]) => chunk.file === file);
  if (!owner) {
    const importer = chunks.find(([, chunk]) => chunk.css?.includes(file));
    return importer ? `CSS of ${importer[1].name ?? importer[0]}` : 'not in the manifest';
  }
  const [key, chunk] = owner;
  const source = chunk.src ?? key;
  const split = SPLIT_ID.exec(source);
  const route = split?.groups?.file ? routePathOfFile(split.groups.file) : null;
  if (route) return `route ${route}`;
  if (chunk.isEntry) return `entry ${source}`;
  if (chunk.isDynamicEntry) return `lazy ${source}`;
  return `shared ${chunk.name ?? key}`;
};

export type AssetKind = 'js' | 'css';

interface AssetSize {
  file: string;
  kind: AssetKind;
  gzipBytes: number;
}

/** What one page loaded until it was rendered and the network was idle. */
export interface PageLoad {
  /** The path opened, e.g. `/login`. */
  path: string;
  assets: AssetSize[];
}

export const totalBytes = (load: PageLoad, kind: AssetKind): number =>
  load.assets.filter((asset) => asset.kind === kind).reduce((sum, asset) => sum + asset.gzipBytes, 0);

export interface RouteChunkSize extends RouteChunk {
  gzipBytes: number;
}

export interface BundleFigures {
  login: PageLoad;
  dashboard: PageLoad;
  routeChunks: RouteChunkSize[];
}

export interface BudgetBreach {
  what: string;
  figure: number;
  budget: number;
  unit: 'KB' | 'files';
}

/** Every figure over its budget, in table order. */
export const compareBudgets = (figures: BundleFigures, budgets: BundleBudgets): BudgetBreach[] => {
  const { login, dashboard } = figures;
  const sizes: Array<{ what: string; bytes: number; budgetKb: number }> = [
    { what: `login JS (${login.path})`, bytes: totalBytes(login, 'js'), budgetKb: budgets.loginJsKb },
    { what: `login CSS (${login.path})`, bytes: totalBytes(login, 'css'), budgetKb: budgets.loginCssKb },
    { what: `dashboard JS (${dashboard.path})`, bytes: totalBytes(dashboard, 'js'), budgetKb: budgets.dashboardJsKb },
    {
      what: `dashboard CSS (${dashboard.path})`,
      bytes: totalBytes(dashboard, 'css'),
      budgetKb: budgets.dashboardCssKb,
    },
    ...figures.routeChunks.map((chunk) => ({
      what: `route chunk ${chunk.route} [${chunk.split}] (${chunk.file})`,
      bytes: chunk.gzipBytes,
      budgetKb: routeChunkBudget(budgets, chunk.route),
    })),
  ];
  const checks: BudgetBreach[] = [
    ...sizes.map(({ what, bytes, budgetKb }) => ({ what, figure: toKb(bytes), budget: budgetKb, unit: 'KB' as const })),
    { what: `login files (${login.path})`, figure: login.assets.length, budget: budgets.loginFiles, unit: 'files' },
    {
      what: `dashboard files (${dashboard.path})`,
      figure: dashboard.assets.length,
      budget: budgets.dashboardFiles,
      unit: 'files',
    },
  ];
  return checks.filter((check) => check.figure > check.budget);
};

export const formatBreach = ({ what, figure, budget, unit }: BudgetBreach): string =>
  unit === 'KB'
    ? `${what}: ${figure.toFixed(1)} KB gzip is over its budget of ${budget.toFixed(1)} KB`
    : `${what}: ${figure} files is over its budget of ${budget}`;

/** A plain-text table: columns padded to their widest cell, numbers right-aligned. */
export const formatTable = (
  header: readonly string[],
  rows: readonly string[][],
  numeric: readonly boolean[],
): string => {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const render = (row: readonly string[]) =>
    row
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return numeric[column] ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  return [render(header), render(widths.map((width) => '-'.repeat(width))), ...rows.map(render)].join('\n');
};

/** Initial JS and CSS of the two pages against their budgets. */
export const formatInitialTable = (figures: BundleFigures, budgets: BundleBudgets): string => {
  const row = (name: string, load: PageLoad, jsBudget: number, cssBudget: number, filesBudget: number) => [
    `${name} ${load.path}`,
    kbText(totalBytes(load, 'js')),
    jsBudget.toFixed(1),
    kbText(totalBytes(load, 'css')),
    cssBudget.toFixed(1),
    String(load.assets.length),
    String(filesBudget),
  ];
  return formatTable(
    ['initial load', 'JS KB', 'budget', 'CSS KB', 'budget', 'files', 'budget'],
    [
      row('login', figures.login, budgets.loginJsKb, budgets.loginCssKb, budgets.loginFiles),
      row('dashboard', figures.dashboard, budgets.dashboardJsKb, budgets.dashboardCssKb, budgets.dashboardFiles),
    ],
    [false, true, true, true, true, true, true],
  );
};

/** The files one page loaded, largest first. */
export const formatPageFiles = (load: PageLoad, manifest: Manifest): string =>
  formatTable(
    ['file', 'KB', 'what'],
    [...load.assets]
      .sort((a, b) => b.gzipBytes - a.gzipBytes || a.file.localeCompare(b.file))
      .map((asset) => [asset.file, kbText(asset.gzipBytes), describeFile(manifest, asset.file)]),
    [false, true, false],
  );

/** Every route chunk with its budget, largest first. */
export const formatRouteTable = (chunks: readonly RouteChunkSize[], budgets: BundleBudgets): string =>
  formatTable(
    ['route', 'split', 'chunk', 'JS KB', 'budget'],
    [...chunks]
      .sort((a, b) => b.gzipBytes - a.gzipBytes || a.route.localeCompare(b.route))
      .map((chunk) => [
        chunk.route,
        chunk.split,
        chunk.file,
        toKb(chunk.gzipBytes).toFixed(2),
        routeChunkBudget(budgets, chunk.route).toFixed(1),
      ]),
    [false, false, false, true, true],
  );
