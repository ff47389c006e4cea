import { EmailSchema } from '@contract';
import { AdAccountTransferBodySchema } from '@contract/ad-accounts/ad-accounts.schema';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { dereference, listOperations } from '../../scripts/openapi/document';
import { generateContractOpenApi } from '../../scripts/openapi/generate';
import { documentValidator } from '../../scripts/openapi/json-schema-validator';

/** What other teams' tools read in the document: JSON Schema 2020-12 by ajv, types by openapi-typescript. */
const document = generateContractOpenApi();
const validator = documentValidator(document);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every schema object in a JSON value, with where it is. */
const objectsIn = (value: unknown, where = '#'): Array<{ where: string; node: Record<string, unknown> }> => {
  if (Array.isArray(value)) return value.flatMap((item, index) => objectsIn(item, `${where}/${index}`));
  if (!isRecord(value)) return [];
  return [
    { where, node: value },
    ...Object.entries(value).flatMap(([key, item]) => objectsIn(item, `${where}/${key}`)),
  ];
};

/** The zod schema's verdict and the document's (ajv) on each value: the two must agree. */
const verdicts = (schema: z.ZodType, pointer: string, values: readonly unknown[]) =>
  values.map((value) => ({
    value,
    zod: schema.safeParse(value).success,
    document: validator.errors(pointer, value).length === 0,
  }));

describe('the rules of the OpenAPI document, as independent validators read them', () => {
  it('is OpenAPI 3.1, whose schemas are JSON Schema 2020-12', () => {
    expect(document.openapi).toBe('3.1.0');
    // OpenAPI 3.0's keywords, which 3.1 dropped: a null is a type, a bound exclusive by its value.
    const leftovers = objectsIn(document.components?.schemas).filter(
      ({ node }) => 'nullable' in node || typeof node.exclusiveMinimum === 'boolean',
    );
    expect(leftovers.map(({ where }) => where)).toEqual([]);
  });

  it('uses no keyword JSON Schema added after draft-07, which Prism 5 reads a 3.1 document’s schemas as', () => {
    // Prism reads 2020-12 only under a `jsonSchemaDialect`, which its reader then takes without following references.
    const later = [
      'prefixItems',
      'unevaluatedProperties',
      'unevaluatedItems',
      '$defs',
      'dependentRequired',
      'dependentSchemas',
      'minContains',
      'maxContains',
      '$dynamicRef',
    ];
    const found = objectsIn(document).flatMap(({ where, node }) =>
      later.filter((keyword) => keyword in node).map((keyword) => `${where}: ${keyword}`),
    );
    expect(found).toEqual([]);
  });

  it('has one e-mail rule: the contract and the document accept the same spellings', () => {
    const spellings = [
      'lan.nguyen@example.com',
      "o'brien+ads@shop.example.vn",
      'someone@shop-.example.com',
      'someone@-shop.example.com',
      'someone@my-shop.example.com',
      'a@b.co',
      '.lan@example.com',
      'lan..nguyen@example.com',
      'lan@example',
      'lan@example.c0m',
      'lan nguyen@example.com',
      'lan@exa_mple.com',
      `${'a'.repeat(250)}@b.co`,
    ];
    const results = verdicts(EmailSchema, '#/components/schemas/Email', spellings);
    expect(results.filter(({ zod, document: accepted }) => zod !== accepted)).toEqual([]);
    expect(results.filter(({ zod }) => zod).map(({ value }) => value)).toEqual([
      'lan.nguyen@example.com',
      "o'brien+ads@shop.example.vn",
      'someone@my-shop.example.com',
      'a@b.co',
    ]);
    // The pattern is the rule; a `format: email` would be each tool's own.
    expect(document.components?.schemas?.Email).toMatchObject({ type: 'string', pattern: expect.any(String) });
    expect(document.components?.schemas?.Email).not.toHaveProperty('format');
  });

  it('accepts a $1 transfer, as the contract does, and bounds it as the contract does', () => {
    const bodies = [100, 99, 0, 150, 10_000_000, 10_000_100].map((amount) => ({ type: 'transfer', amount }));
    const results = verdicts(AdAccountTransferBodySchema, '#/components/schemas/AdAccountTransferBody', bodies);
    expect(results.filter(({ zod, document: accepted }) => zod !== accepted)).toEqual([]);
    expect(results.find(({ value }) => value === bodies[0])).toMatchObject({ zod: true, document: true });
  });

  it('writes no single-item allOf, anyOf or oneOf, and no public operation without `security: []`', () => {
    const single = objectsIn(document).filter(({ node }) =>
      ['allOf', 'anyOf', 'oneOf'].some((keyword) => Array.isArray(node[keyword]) && node[keyword].length === 1),
    );
    expect(single.map(({ where }) => where)).toEqual([]);
    const withoutSecurity = listOperations(document).filter(({ operation }) => !Array.isArray(operation.security));
    expect(withoutSecurity.map(({ signature }) => signature)).toEqual([]);
  });

  it('requires no request property that has a default, in the document and in openapi-typescript’s types', async () => {
    const requestSchemas = listOperations(document).flatMap(({ signature, operation }) => {
      const body = dereference(document, operation.requestBody);
      const content = isRecord(body) && isRecord(body.content) ? Object.values(body.content) : [];
      return content.flatMap((media) => (isRecord(media) ? [{ signature, schema: media.schema }] : []));
    });
    const seen = new Set<unknown>();
    const requiredDefaults: string[] = [];
    /** Each schema a request body reaches, its components followed once. */
    const visit = (signature: string, schema: unknown): void => {
      for (const { node } of objectsIn(schema)) {
        if (typeof node.$ref === 'string' && !seen.has(node.$ref)) {
          seen.add(node.$ref);
          visit(`${signature} → ${node.$ref}`, dereference(document, node));
        }
        const properties = isRecord(node.properties) ? node.properties : {};
        const required = Array.isArray(node.required) ? node.required : [];
        for (const [name, property] of Object.entries(properties)) {
          if (isRecord(property) && 'default' in property && required.includes(name)) {
            requiredDefaults.push(`${signature}: ${name}`);
          }
        }
      }
    };
    for (const { signature, schema } of requestSchemas) visit(signature, schema);
    expect(requiredDefaults).toEqual([]);

    // The generator's default output, where a `default` once made these required.
    const types = astToString(await openapiTS(JSON.stringify(document)));
    /** A component's type as written: its lines up to the brace that closes it. */
    const typeOf = (component: string) => types.split(`\n        ${component}: {\n`)[1]?.split('\n        };')[0] ?? '';
    expect(typeOf('LoginBody')).toMatch(/\brememberMe\?:/);
    expect(typeOf('TokenTopUpBody')).toMatch(/\btoken\?:/);
    expect(typeOf('AirwallexAutoTicketBody')).toMatch(/\btip\?:/);
    expect(typeOf('TazapayTopUpBody')).toMatch(/\breplaceInProgress\?:/);
  });
});
