import type { Rolldown } from 'vite';

/**
 * Which file a module shared between lazily loaded pages goes to (issue 27).
 *
 * Left alone, the bundler gives the modules shared by each distinct set of pages a file of their
 * own: the dashboard loaded 91 files, most of 0.2–3 KB, and on a phone each file costs a round
 * trip. Instead, in this order:
 * - `signed-in-shared`: what the signed-in layout shares with pages; every signed-in page loads
 *   the layout, so this adds nothing a signed-in page would not load;
 * - `pages-shared`: every other set of pages' shared modules smaller than `smallSharedBytes` of
 *   source (Mantine's components, the kit, the contract's domains). A larger set (the phone number
 *   library, the payment SDKs) keeps its own file, so a page without it does not load it.
 *
 * The bundler still decides what each page loads; a module this plan misplaces costs bytes or a
 * request, never correctness.
 */
export interface SharedChunkRules {
  /** The signed-in layout's lazily loaded module. */
  signedInLayout: RegExp;
  smallSharedBytes: number;
}

const SHARED_CHUNK_NAMES = ['signed-in-shared', 'pages-shared'] as const;
export type SharedChunkName = (typeof SHARED_CHUNK_NAMES)[number];

type Graph = Pick<Rolldown.ChunkingContext, 'getModuleInfo'>;
type ModuleInfo = Rolldown.ModuleInfo;

/** Every module of the graph `id` belongs to. */
const modulesAround = (id: string, graph: Graph): ModuleInfo[] => {
  const seen = new Set([id]);
  const stack = [id];
  const modules: ModuleInfo[] = [];
  while (stack.length > 0) {
    const module = graph.getModuleInfo(stack.pop()!);
    if (!module) continue;
    modules.push(module);
    const neighbours = [
      ...module.importers,
      ...module.dynamicImporters,
      ...module.importedIds,
      ...module.dynamicallyImportedIds,
    ];
    for (const next of neighbours.filter((neighbour) => !seen.has(neighbour))) {
      seen.add(next);
      stack.push(next);
    }
  }
  return modules;
};

const COMMENTS = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
const IMPORTS_AND_EXPORT_LISTS =
  /\bimport\b[^;]*;?|\bexport\s*(\{[^}]*\}|\*(\s+as\s+\w+)?)(\s*from\s*(["'])[^"']+\4)?\s*;?/g;

/** A module that only gathers other modules' exports, as `@mantine/core`'s index does. */
export const isBarrel = (module: ModuleInfo): boolean =>
  module.code !== null &&
  module.importedIds.length > 1 &&
  module.code.replace(COMMENTS, '').replace(IMPORTS_AND_EXPORT_LISTS, '').trim() === '';

const IDENTIFIER = /^[A-Za-z_]\w*$/;

const namesAnyOf = (exports: readonly string[], code: string | null): boolean =>
  code !== null &&
  exports.some((name) => name !== 'default' && IDENTIFIER.test(name) && new RegExp(`\\b${name}\\b`).test(code));

/**
 * The lazily loaded modules whose static imports reach `id` (itself included, when it is one),
 * sorted; `null` when the app's entry reaches it, as then it is part of the first load. Through a
 * barrel, only importers that name one of the module's exports count: importing `Button` from
 * `@mantine/core` does not make a page use `Checkbox`, and the bundler does not load it either.
 */
export const lazyRootsReaching = (id: string, graph: Graph): string[] | null => {
  const target = graph.getModuleInfo(id);
  if (!target) return [];
  const roots: string[] = [];
  const seen = new Set([id]);
  const stack = [target];
  while (stack.length > 0) {
    const module = stack.pop()!;
    if (module.isEntry) return null;
    if (module.dynamicImporters.length > 0) roots.push(module.id);
    const throughBarrel = isBarrel(module);
    for (const importerId of module.importers) {
      const importer = seen.has(importerId) ? null : graph.getModuleInfo(importerId);
      if (!importer) continue;
      if (throughBarrel && !isBarrel(importer) && !namesAnyOf(target.exports, importer.code)) continue;
      seen.add(importerId);
      stack.push(importer);
    }
  }
  return roots.sort();
};

/** The shared file of every module the rules place, by module id, for the graph `anyId` is in. */
export const planSharedChunks = (
  anyId: string,
  graph: Graph,
  rules: SharedChunkRules,
): Map<string, SharedChunkName> => {
  const shared = modulesAround(anyId, graph).flatMap((module) => {
    const roots = lazyRootsReaching(module.id, graph);
    return roots && roots.length > 1 ? [{ module, roots, pages: roots.join('\n') }] : [];
  });
  const bytesByPages = new Map<string, number>();
  for (const { module, pages } of shared) {
    bytesByPages.set(pages, (bytesByPages.get(pages) ?? 0) + (module.code?.length ?? 0));
  }
  const plan = new Map<string, SharedChunkName>();
  for (const { module, roots, pages } of shared) {
    if (roots.some((root) => rules.signedInLayout.test(root))) plan.set(module.id, 'signed-in-shared');
    else if (bytesByPages.get(pages)! < rules.smallSharedBytes) plan.set(module.id, 'pages-shared');
  }
  return plan;
};

/**
 * Rolldown's code-splitting groups that carry out `planSharedChunks`, in its order: a group
 * takes its modules' dependencies along, so what an earlier file needs is never in a later one.
 */
export const sharedChunkGroups = (rules: SharedChunkRules): Rolldown.CodeSplittingGroup[] => {
  let plan: Map<string, SharedChunkName> | undefined;
  return SHARED_CHUNK_NAMES.map((name) => ({
    name: (id, graph) => {
      plan ??= planSharedChunks(id, graph, rules);
      return plan.get(id) === name ? name : null;
    },
  }));
};
