import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The bundle rule of the invoice: pdfmake (about 340 KB gzip) and its font come only with the
 * first download, the form only when the dialog first opens; the wallet route's chunk carries
 * just the dialog's frame. A static import anywhere would pull them into that chunk, so only
 * `import()` may name these modules (the build's own check is `npm run bench:bundle`).
 */
const SRC = fileURLToPath(new URL('../../../src', import.meta.url));

const sourceFiles = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
};

/** Modules a file imports statically (`import … from`, `export … from`), type-only imports left out. */
const staticImports = (source: string): string[] =>
  [...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+'([^']+)'/gm)].map((match) => match[1] ?? '');

describe('invoice lazy loading', () => {
  it('imports pdfmake, the PDF module and the form only through import()', async () => {
    const offenders: string[] = [];
    for (const file of await sourceFiles(SRC)) {
      const path = relative(SRC, file);
      const imports = staticImports(await readFile(file, 'utf8'));
      for (const target of imports) {
        const lazyOnly =
          (target.startsWith('pdfmake') && path !== 'features/wallet/invoice/invoice-pdf.ts') ||
          /invoice-pdf$/.test(target) ||
          /invoice-form$/.test(target);
        if (lazyOnly) offenders.push(`${path} imports ${target}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('loads the form when the dialog opens and the PDF engine on download', async () => {
    const read = (name: string) => readFile(join(SRC, 'features/wallet/invoice', name), 'utf8');
    expect(await read('invoice-dialog.tsx')).toContain("import('./invoice-form')");
    expect(await read('invoice-form.tsx')).toContain("await import('./invoice-pdf')");
  });
});
