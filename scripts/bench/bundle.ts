/**
 * Pure helpers of `npm run bench:bundle`: gzip sizes, route names of split chunks,
 * budget checks and the tables. No I/O here, so the unit test can check them on known inputs.
 */
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import { routePathOfFile } from '../build/route-paths';

/** Level 9 whatever the server would use, so the same build always gives the same figures. */
export const gzipBytes = (content: Uint8Array): number => gzipSync(content, { level: 9 }).length;

/** 1 KB = 1,024 bytes, as in bench:mock. */
const toKb = (bytes: number): number => bytes / 1024;

const kbText = (bytes: number): string => toKb(bytes).toFixed(1);

/** KB gzip and files the first screen of `/login` and of `/` may load. */
const pageBudgets = {
  loginJsKb: z.number().positive(),
  loginCssKb: z.number().positive(),
  dashboardJsKb: z.number().positive(),
  dashboardCssKb: z.number().positive(),
  /** Files (JS and CSS) each page loads: each costs a round trip on a phone. */
  loginFiles: z.number().int().positive(),
  dashboardFiles: z.number().int().positive(),
};
export type PageBudgets = z.infer<z.ZodObject<typeof pageBudgets>>;

/**
 * The budgets file (bench/bundle-budgets.json): KB gzip each figure may reach. The top-level page
 * figures are the build of the tests (no monitoring); `deployed` is the build the README's deploy
 * settings make (monitoring on), whose reporter loads once the page is idle (`afterIdleJsKb`).
 */
export const BundleBudgetsSchema = z
  .object({
    ...pageBudgets,
    /** Any one route chunk's own JS. */
    routeChunkJsKb: z.number().positive(),
    /** A route whose chunk is allowed more (or held to less), by route path as the tables name it. */
    routeChunkJsKbByRoute: z.record(z.string(), z.number().positive()).default({}),
    deployed: z.object({ ...pageBudgets, afterIdleJsKb: z.number().positive() }).strict(),
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
  /** Manifest keys of the chunks this one imports statically. */
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

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

/** The error reporter's lazily loaded modules: the app loads them once the first page is shown and idle. */
const AFTER_IDLE_ENTRIES = /(^|\/)src\/lib\/monitoring\/(reporter|replay)\.ts$/;

/**
 * The files of the error reporter's chunks (and what only they import), which a page loads after its
 * first screen: the bench lists them apart from the first load and holds them to their own budget.
 */
export const afterIdleFilesOf = (manifest: Manifest): Set<string> => {
  const entryReaches = new Set<string>();
  const reach = (keys: readonly string[], into: Set<string>) => {
    const stack = [...keys];
    while (stack.length > 0) {
      const key = stack.pop()!;
      if (into.has(key)) continue;
      into.add(key);
      stack.push(...(manifest[key]?.imports ?? []));
    }
  };
  reach(
    Object.keys(manifest).filter((key) => manifest[key]?.isEntry),
    entryReaches,
  );
  const reporterReaches = new Set<string>();
  reach(
    Object.keys(manifest).filter((key) => AFTER_IDLE_ENTRIES.test(manifest[key]?.src ?? key)),
    reporterReaches,
  );
  const files = [...reporterReaches]
    .filter((key) => !entryReaches.has(key))
    .flatMap((key) => [manifest[key]?.file, ...(manifest[key]?.css ?? [])]);
  return new Set(files.filter((file): file is string => file !== undefined));
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
  /** What the first screen loaded. */
  assets: AssetSize[];
  /** What the page loaded once idle (the error reporter, afterIdleFilesOf), not part of the first screen. */
  afterIdle: AssetSize[];
}

export const totalBytes = (load: PageLoad, kind: AssetKind): number =>
  load.assets.filter((asset) => asset.kind === kind).reduce((sum, asset) => sum + asset.gzipBytes, 0);

export interface RouteChunkSize extends RouteChunk {
  gzipBytes: number;
}

export interface PageFigures {
  login: PageLoad;
  dashboard: PageLoad;
}

export interface BundleFigures extends PageFigures {
  routeChunks: RouteChunkSize[];
}

export interface BudgetBreach {
  what: string;
  figure: number;
  budget: number;
  unit: 'KB' | 'files';
}

const sizeCheck = (what: string, bytes: number, budgetKb: number): BudgetBreach => ({
  what,
  figure: toKb(bytes),
  budget: budgetKb,
  unit: 'KB',
});

/** Both pages' first screens against their budgets; `build` prefixes each name (`deployed login JS`). */
const pageChecks = ({ login, dashboard }: PageFigures, budgets: PageBudgets, build = ''): BudgetBreach[] => {
  const prefix = build ? `${build} ` : '';
  return [
    sizeCheck(`${prefix}login JS (${login.path})`, totalBytes(login, 'js'), budgets.loginJsKb),
    sizeCheck(`${prefix}login CSS (${login.path})`, totalBytes(login, 'css'), budgets.loginCssKb),
    sizeCheck(`${prefix}dashboard JS (${dashboard.path})`, totalBytes(dashboard, 'js'), budgets.dashboardJsKb),
    sizeCheck(`${prefix}dashboard CSS (${dashboard.path})`, totalBytes(dashboard, 'css'), budgets.dashboardCssKb),
  ];
};

const fileChecks = ({ login, dashboard }: PageFigures, budgets: PageBudgets, build = ''): BudgetBreach[] => {
  const prefix = build ? `${build} ` : '';
  return [
    {
      what: `${prefix}login files (${login.path})`,
      figure: login.assets.length,
      budget: budgets.loginFiles,
      unit: 'files',
    },
    {
      what: `${prefix}dashboard files (${dashboard.path})`,
      figure: dashboard.assets.length,
      budget: budgets.dashboardFiles,
      unit: 'files',
    },
  ];
};

const afterIdleBytes = (load: PageLoad): number => load.afterIdle.reduce((sum, asset) => sum + asset.gzipBytes, 0);

/** Every figure over its budget, in table order: the tests' build and its route chunks, then the deployed build. */
export const compareBudgets = (
  figures: BundleFigures,
  budgets: BundleBudgets,
  deployed: PageFigures | null = null,
): BudgetBreach[] => {
  const routeChunks = figures.routeChunks.map((chunk) =>
    sizeCheck(
      `route chunk ${chunk.route} [${chunk.split}] (${chunk.file})`,
      chunk.gzipBytes,
      routeChunkBudget(budgets, chunk.route),
    ),
  );
  const deployedChecks =
    deployed === null
      ? []
      : [
          ...pageChecks(deployed, budgets.deployed, 'deployed'),
          ...[deployed.login, deployed.dashboard].map((load) =>
            sizeCheck(`deployed after idle JS (${load.path})`, afterIdleBytes(load), budgets.deployed.afterIdleJsKb),
          ),
          ...fileChecks(deployed, budgets.deployed, 'deployed'),
        ];
  return [...pageChecks(figures, budgets), ...routeChunks, ...fileChecks(figures, budgets), ...deployedChecks].filter(
    (check) => check.figure > check.budget,
  );
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

/** Initial JS and CSS of the two pages against their budgets, and what each loaded once idle when it did. */
export const formatInitialTable = (figures: PageFigures, budgets: PageBudgets & { afterIdleJsKb?: number }): string => {
  const row = (name: string, load: PageLoad, jsBudget: number, cssBudget: number, filesBudget: number) => [
    `${name} ${load.path}`,
    kbText(totalBytes(load, 'js')),
    jsBudget.toFixed(1),
    kbText(totalBytes(load, 'css')),
    cssBudget.toFixed(1),
    String(load.assets.length),
    String(filesBudget),
  ];
  const table = formatTable(
    ['initial load', 'JS KB', 'budget', 'CSS KB', 'budget', 'files', 'budget'],
    [
      row('login', figures.login, budgets.loginJsKb, budgets.loginCssKb, budgets.loginFiles),
      row('dashboard', figures.dashboard, budgets.dashboardJsKb, budgets.dashboardCssKb, budgets.dashboardFiles),
    ],
    [false, true, true, true, true, true, true],
  );
  const idle = [figures.login, figures.dashboard].filter((load) => load.afterIdle.length > 0);
  const { afterIdleJsKb } = budgets;
  if (idle.length === 0 || afterIdleJsKb === undefined) return table;
  const idleTable = formatTable(
    ['once idle (error reporter)', 'JS KB', 'budget', 'files'],
    idle.map((load) => [
      load.path,
      kbText(afterIdleBytes(load)),
      afterIdleJsKb.toFixed(1),
      String(load.afterIdle.length),
    ]),
    [false, true, true, true],
  );
  return `${table}\n\n${idleTable}`;
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
