import { execFileSync } from 'node:child_process';
import { contract, listRoutes, routeSignature } from '@contract';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { dereference, listOperations } from '../../scripts/openapi/document';
import { generateContractOpenApi } from '../../scripts/openapi/generate';
import { SPEC_BROWSER_REDIRECTS, SPEC_CALLS, UNSHOWN_CALLS } from './spec-calls';

const document = generateContractOpenApi();
const operations = listOperations(document);
const signatures = new Set(operations.map(({ signature }) => signature));

interface Media {
  schema?: unknown;
}

/** Empty after following its reference: `{}` says nothing about the value. */
const isEmptySchema = (schema: unknown) => {
  const resolved = dereference(document, schema);
  return typeof resolved !== 'object' || resolved === null || Object.keys(resolved).length === 0;
};
const schemasOf = (content: unknown): unknown[] =>
  Object.values((content ?? {}) as Record<string, Media>).map((media) => media.schema);

describe('OpenAPI document of the contract', () => {
  it('is a valid OpenAPI 3 document by an independent validator', async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has every call of spec section 7, the browser redirects and the calls without a shown path', () => {
    expect(SPEC_CALLS).toHaveLength(99);
    const missing = [...SPEC_CALLS, ...SPEC_BROWSER_REDIRECTS, ...UNSHOWN_CALLS].filter(
      (call) => !signatures.has(call),
    );
    expect(missing).toEqual([]);
  });

  it('has one operation per route of the contract, and no route twice', () => {
    const routes = listRoutes(contract).map(({ route }) => routeSignature(route));
    expect(new Set(routes).size).toBe(routes.length);
    expect(operations).toHaveLength(routes.length);
  });

  it('describes every request body and response with a full schema, shared ones by reference', () => {
    const gaps = operations.flatMap(({ signature, operation }) => {
      const problems: string[] = [];
      if (!operation.summary) problems.push(`${signature}: no summary`);
      const request = dereference(document, operation.requestBody) as { content?: unknown } | undefined;
      if (schemasOf(request?.content).some(isEmptySchema)) problems.push(`${signature}: empty request schema`);
      for (const [status, declared] of Object.entries(operation.responses)) {
        if (status === '302') continue;
        const response = dereference(document, declared) as { content?: unknown } | undefined;
        const schemas = schemasOf(response?.content);
        if (schemas.length === 0 || schemas.some(isEmptySchema)) problems.push(`${signature}: ${status} has no schema`);
      }
      return problems;
    });
    expect(gaps).toEqual([]);
  });

  it('declares the shared error body on every operation', () => {
    const withoutErrors = operations.filter(
      ({ operation }) => !operation.responses['401'] || !operation.responses['500'],
    );
    expect(withoutErrors.map(({ signature }) => signature)).toEqual([]);
  });

  it('is printed as JSON by `npm run --silent openapi`', () => {
    const output = execFileSync('npm', ['run', '--silent', 'openapi'], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const printed: { openapi: string; paths: object } = JSON.parse(output);
    expect(printed.openapi).toMatch(/^3\./);
    expect(Object.keys(printed.paths)).toHaveLength(Object.keys(document.paths).length);
  });
});
