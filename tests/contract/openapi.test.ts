import { execFileSync } from 'node:child_process';
import { contract, listRoutes, routeSignature } from '@contract';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { generateContractOpenApi } from '../../scripts/openapi/generate';
import { SPEC_BROWSER_REDIRECTS, SPEC_CALLS, UNSHOWN_CALLS } from './spec-calls';

const document = generateContractOpenApi();
const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Operation {
  summary?: string;
  requestBody?: { content?: Record<string, { schema?: object }> };
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}

const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  HTTP_METHODS.flatMap((method) => {
    const operation: Operation | undefined = item[method];
    return operation ? [{ signature: `${method.toUpperCase()} ${path}`, operation }] : [];
  }),
);
const signatures = new Set(operations.map(({ signature }) => signature));
const isEmptySchema = (schema: object | undefined) => !schema || Object.keys(schema).length === 0;

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

  it('describes every request body and success response with a full schema', () => {
    const gaps = operations.flatMap(({ signature, operation }) => {
      const problems: string[] = [];
      if (!operation.summary) problems.push(`${signature}: no summary`);
      const requestSchemas = Object.values(operation.requestBody?.content ?? {}).map((media) => media.schema);
      if (requestSchemas.some(isEmptySchema)) problems.push(`${signature}: empty request schema`);
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (status === '302') continue;
        const schemas = Object.values(response.content ?? {}).map((media) => media.schema);
        if (schemas.length === 0 || schemas.some(isEmptySchema)) problems.push(`${signature}: ${status} has no schema`);
      }
      return problems;
    });
    expect(gaps).toEqual([]);
  });

  it('declares the shared error body on every operation', () => {
    const withoutErrors = operations.filter(
      ({ operation }) => !operation.responses?.['401'] || !operation.responses['500'],
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
    expect(Object.keys(printed.paths)).toHaveLength(Object.keys(document.paths ?? {}).length);
  });
});
