import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { z } from 'zod';

const CONTRACT_DIR = fileURLToPath(new URL('../../contract', import.meta.url));
const CONTRACT_ENTRY = 'index.ts';

/** `UserSchema` → `User`: the contract's convention for a schema's export name (docs/contract-conventions.md). */
const SCHEMA_EXPORT = /^([A-Z]\w*)Schema$/;

interface ContractModule {
  /** Relative to the contract folder, e.g. "users/users.schema.ts": what an error names. */
  path: string;
  exports: Readonly<Record<string, unknown>>;
}

const resolveRelativeImport = (fromFile: string, specifier: string): string => {
  const base = resolve(dirname(fromFile), specifier);
  const file = [`${base}.ts`, join(base, 'index.ts'), base].find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`${fromFile} imports ${specifier}, which is no file`);
  return file;
};

/** The files `entry` imports, directly or not, within the contract (it imports nothing else but zod and ts-rest). */
const filesReachedFrom = (entry: string): string[] => {
  const reached = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, false);
    for (const { fileName } of importedFiles) {
      if (fileName.startsWith('.')) pending.push(resolveRelativeImport(file, fileName));
    }
  }
  return [...reached].sort();
};

/**
 * Every module the product's contract (`contract/index.ts`) is built from, with its exports, in path
 * order so that names never depend on load order. Modules beside it that the product's contract does
 * not import (the demo's and the mock's control APIs) are not part of its document.
 */
const loadContractModules = async (dir = CONTRACT_DIR): Promise<ContractModule[]> =>
  Promise.all(
    filesReachedFrom(join(dir, CONTRACT_ENTRY)).map(async (file) => {
      const exports: Record<string, unknown> = await import(pathToFileURL(file).href);
      return { path: relative(dir, file), exports };
    }),
  );

const byLengthThenAlphabet = (a: string, b: string) => a.length - b.length || a.localeCompare(b);

/**
 * The component name of every exported zod schema of the contract: `XSchema` is `X`. An alias
 * (`export const MemberProductProfileSchema = ProductProfileSchema`) is the same schema, so it is one
 * component, under the shortest of its names (an alias is the more specific one). Two different
 * schemas exported under one name are refused: a `$ref` to that name would mean one of them at random.
 */
export const nameSchemas = (modules: readonly ContractModule[]): Map<z.ZodType, string> => {
  const schemaByName = new Map<string, { schema: z.ZodType; path: string }>();
  const namesBySchema = new Map<z.ZodType, string[]>();
  for (const { path, exports } of modules) {
    for (const [exportName, value] of Object.entries(exports)) {
      const name = SCHEMA_EXPORT.exec(exportName)?.[1];
      if (name === undefined || !(value instanceof z.ZodType)) continue;
      const named = schemaByName.get(name);
      if (named && named.schema !== value) {
        throw new Error(`Two different schemas are exported as ${exportName}: in ${named.path} and in ${path}`);
      }
      if (named) continue;
      schemaByName.set(name, { schema: value, path });
      namesBySchema.set(value, [...(namesBySchema.get(value) ?? []), name]);
    }
  }
  return new Map(
    [...namesBySchema].flatMap(([schema, names]) => {
      const [shortest] = [...names].sort(byLengthThenAlphabet);
      return shortest === undefined ? [] : [[schema, shortest] as const];
    }),
  );
};

/** The contract's named schemas, read once when this module loads. */
export const contractSchemaNames: ReadonlyMap<z.ZodType, string> = nameSchemas(await loadContractModules());
