import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApiReference } from '../../scripts/openapi/docs';

const outDir = mkdtempSync(join(tmpdir(), 'openapi-docs-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('openapi:docs', () => {
  it('writes a page that loads Redoc and the document from its own folder, and nothing from another site', async () => {
    const written = await buildApiReference(join(outDir, 'api'));
    expect(written.map((path) => path.slice(outDir.length + 1)).sort()).toEqual([
      'api/index.html',
      'api/openapi.json',
      'api/redoc.standalone.js',
    ]);
    expect(readdirSync(join(outDir, 'api')).sort()).toEqual(['index.html', 'openapi.json', 'redoc.standalone.js']);

    const page = readFileSync(join(outDir, 'api', 'index.html'), 'utf8');
    expect(page).toContain('<title>Agency dashboard API reference</title>');
    expect(page).toMatch(/<redoc spec-url="openapi.json"[^>]*><\/redoc>/);
    expect(page).toContain('<script src="redoc.standalone.js"></script>');
    expect(page).not.toMatch(/(src|href)="https?:/);
    expect(page).not.toMatch(/<script>/);

    const document: { openapi: string; components: { schemas: object } } = JSON.parse(
      readFileSync(join(outDir, 'api', 'openapi.json'), 'utf8'),
    );
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(document.components.schemas).length).toBeGreaterThan(100);

    const redoc = readFileSync(join(outDir, 'api', 'redoc.standalone.js'), 'utf8');
    expect(redoc).toContain('Redoc');
    expect(redoc).not.toContain('cdn.redoc.ly');
  });
});
