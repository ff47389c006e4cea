import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROUTES = join(import.meta.dirname, '../../../src/routes');

const routeFiles = (): string[] =>
  readdirSync(ROUTES, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));

describe('route loaders (docs/conventions.md, point 3)', () => {
  it('return early on a new search of the open screen wherever the search is the loader’s deps', () => {
    const withDeps = routeFiles().filter((file) => readFileSync(join(ROUTES, file), 'utf8').includes('loaderDeps'));
    expect(withDeps.length).toBeGreaterThan(10);
    const unguarded = withDeps.filter((file) => !readFileSync(join(ROUTES, file), 'utf8').includes("cause === 'stay'"));
    expect(unguarded).toEqual([]);
  });
});
