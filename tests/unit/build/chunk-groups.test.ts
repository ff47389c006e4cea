import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { isBarrel, lazyRootsReaching, planSharedChunks, sharedChunkGroups } from '../../../scripts/build/chunk-groups';

interface Spec {
  code: string;
  imports?: string[];
  lazyImports?: string[];
  exports?: string[];
  isEntry?: boolean;
}

/** A module graph as rolldown's chunking context shows it, from each module's imports. */
const graphOf = (specs: Record<string, Spec>) => {
  const modules = new Map<string, Rolldown.ModuleInfo>();
  for (const [id, spec] of Object.entries(specs)) {
    modules.set(id, {
      id,
      code: spec.code,
      importedIds: spec.imports ?? [],
      dynamicallyImportedIds: spec.lazyImports ?? [],
      importers: Object.entries(specs).flatMap(([other, { imports }]) => (imports?.includes(id) ? [other] : [])),
      dynamicImporters: Object.entries(specs).flatMap(([other, { lazyImports }]) =>
        lazyImports?.includes(id) ? [other] : [],
      ),
      exports: spec.exports ?? [],
      isEntry: spec.isEntry ?? false,
    } as unknown as Rolldown.ModuleInfo);
  }
  return { getModuleInfo: (id: string) => modules.get(id) ?? null };
};

const BARREL_CODE = [
  '/* a library index */',
  'import { Button } from "./button.mjs";',
  'import { Checkbox } from "./checkbox.mjs";',
  'import { Select } from "./select.mjs";',
  'export { Button, Checkbox, Select };',
].join('\n');

const graph = graphOf({
  main: {
    code: 'import { Button } from "ui"; render(Button);',
    imports: ['ui', 'app-only'],
    lazyImports: ['login', 'layout', 'payment', 'wallet', 'partner'],
    isEntry: true,
  },
  'app-only': { code: 'export const appOnly = 1;', exports: ['appOnly'] },
  ui: { code: BARREL_CODE, imports: ['button', 'checkbox', 'select'] },
  button: { code: 'export const Button = 1;', exports: ['Button'] },
  checkbox: { code: 'export const Checkbox = 1;', exports: ['Checkbox'] },
  select: { code: 'export const Select = 1;', exports: ['Select'] },
  login: { code: 'import { Checkbox } from "ui"; use(Checkbox, field);', imports: ['ui', 'field'] },
  layout: { code: 'use(menu);', imports: ['menu'] },
  payment: {
    code: 'import { Checkbox, Select } from "ui"; use(Checkbox, Select, menu, table, field);',
    imports: ['ui', 'menu', 'table', 'field', 'payment-only'],
  },
  wallet: { code: 'import { Select } from "ui"; use(Select, table, phone);', imports: ['ui', 'table', 'phone'] },
  partner: { code: 'use(phone);', imports: ['phone'] },
  field: { code: 'export const field = 1;', exports: ['field'] },
  menu: { code: 'export const menu = 1;', exports: ['menu'] },
  table: { code: 'export const table = 1;', exports: ['table'] },
  phone: { code: `export const phone = "${'9'.repeat(5_000)}";`, exports: ['phone'] },
  'payment-only': { code: 'export const paymentOnly = 1;', exports: ['paymentOnly'] },
});

const rules = { signedInLayout: /^layout$/, smallSharedBytes: 4_000 };

describe('isBarrel', () => {
  it('is a module of imports and export lists only', () => {
    expect(isBarrel(graph.getModuleInfo('ui')!)).toBe(true);
    expect(isBarrel(graph.getModuleInfo('login')!)).toBe(false);
    expect(isBarrel(graph.getModuleInfo('button')!)).toBe(false);
  });
});

describe('lazyRootsReaching', () => {
  it('is null for what the entry imports, even through a barrel', () => {
    expect(lazyRootsReaching('app-only', graph)).toBeNull();
    expect(lazyRootsReaching('button', graph)).toBeNull();
  });

  it('counts through a barrel only the pages that name the export', () => {
    expect(lazyRootsReaching('checkbox', graph)).toEqual(['login', 'payment']);
    expect(lazyRootsReaching('select', graph)).toEqual(['payment', 'wallet']);
  });

  it('includes a lazily loaded module itself', () => {
    expect(lazyRootsReaching('payment', graph)).toEqual(['payment']);
  });
});

describe('planSharedChunks', () => {
  const plan = planSharedChunks('login', graph, rules);

  it('puts what the signed-in layout shares with pages with the layout', () => {
    expect(plan.get('menu')).toBe('signed-in-shared');
  });

  it('gathers small sets of shared modules and leaves a large one its own file', () => {
    expect(plan.get('checkbox')).toBe('pages-shared');
    expect(plan.get('field')).toBe('pages-shared');
    expect(plan.get('select')).toBe('pages-shared');
    expect(plan.get('table')).toBe('pages-shared');
    expect(plan.has('phone')).toBe(false);
  });

  it('leaves one page’s own modules and the first load alone', () => {
    expect(plan.has('payment-only')).toBe(false);
    expect(plan.has('payment')).toBe(false);
    expect(plan.has('button')).toBe(false);
    expect(plan.has('app-only')).toBe(false);
  });
});

describe('sharedChunkGroups', () => {
  it('names each placed module by its own group only', () => {
    const groups = sharedChunkGroups(rules);
    const nameIn = (index: number, id: string) => {
      const { name } = groups[index]!;
      return typeof name === 'function' ? name(id, graph) : name;
    };
    expect(groups.map((_, index) => nameIn(index, 'menu'))).toEqual(['signed-in-shared', null]);
    expect(groups.map((_, index) => nameIn(index, 'select'))).toEqual([null, 'pages-shared']);
    expect(groups.map((_, index) => nameIn(index, 'phone'))).toEqual([null, null]);
  });
});
