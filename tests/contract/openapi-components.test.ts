import { contract, IdempotentHeadersSchema, listRoutes, routeMetaOf, routeSignature } from '@contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildSchemaComponents } from '../../scripts/openapi/components';
import { dereference, listOperations, resolveRef } from '../../scripts/openapi/document';
import {
  BEARER_SCHEME,
  generateContractOpenApi,
  IDEMPOTENCY_KEY_PARAMETER,
  LANG_PARAMETER,
  parameterRef,
  TIMEZONE_PARAMETER,
} from '../../scripts/openapi/generate';
import { contractSchemaNames, nameSchemas } from '../../scripts/openapi/named-schemas';

const document = generateContractOpenApi();
const operations = new Map(listOperations(document).map(({ signature, operation }) => [signature, operation]));
const routes = listRoutes(contract).map(({ key, route }) => {
  const operation = operations.get(routeSignature(route));
  if (!operation) throw new Error(`${key} is not in the document`);
  return { key, route, operation, meta: routeMetaOf(route) };
});

/**
 * `npm run --silent openapi | node -e '…JSON.stringify(JSON.parse(input))…'` before schemas were
 * shared: every schema inline, 1,772,276 bytes minified (3,823,965 printed with two-space indents).
 */
const INLINE_DOCUMENT_BYTES = 1_772_276;

const refsIn = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (typeof value !== 'object' || value === null) return [];
  const own = '$ref' in value && typeof value.$ref === 'string' ? [value.$ref] : [];
  return [...own, ...Object.values(value).flatMap(refsIn)];
};

const schemaRefOf = (media: unknown): unknown =>
  typeof media === 'object' && media !== null && 'schema' in media ? media.schema : undefined;

describe('the components of the OpenAPI document', () => {
  it('holds the named schemas, and every reference in the document resolves', () => {
    const schemas = document.components?.schemas ?? {};
    expect(Object.keys(schemas).length).toBeGreaterThan(100);
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining(['User', 'ErrorBody', 'BalanceTransaction']));
    const unresolved = [...new Set(refsIn(document))].filter((ref) => resolveRef(document, ref) === undefined);
    expect(unresolved).toEqual([]);
  });

  it('refers to a named schema used by several routes as one component', () => {
    const usesBySchema = new Map<z.ZodType, string[]>();
    for (const { route, operation } of routes) {
      for (const [status, declared] of Object.entries(route.responses)) {
        if (!(declared instanceof z.ZodType) || !contractSchemaNames.has(declared) || !status.startsWith('2')) continue;
        const response = dereference(document, operation.responses[status]) as { content?: Record<string, unknown> };
        const ref = schemaRefOf(response.content?.['application/json']);
        usesBySchema.set(declared, [...(usesBySchema.get(declared) ?? []), JSON.stringify(ref)]);
      }
    }
    const shared = [...usesBySchema].filter(([, uses]) => uses.length > 1);
    expect(shared.length).toBeGreaterThan(5);
    for (const [schema, uses] of shared) {
      expect(new Set(uses), contractSchemaNames.get(schema)).toEqual(
        new Set([JSON.stringify({ $ref: `#/components/schemas/${contractSchemaNames.get(schema)}` })]),
      );
    }
  });

  it('is less than a quarter of the size it had with every schema inline', () => {
    expect(Buffer.byteLength(JSON.stringify(document))).toBeLessThan(INLINE_DOCUMENT_BYTES / 4);
  });

  it('names a schema read differently in requests and answers twice, and refuses a name already taken', () => {
    const ThingSchema = z.object({ label: z.string() });
    const answerOnly = buildSchemaComponents(new Map([[ThingSchema, 'Thing']]), [ThingSchema]);
    // An object is closed to other keys in an answer only: the two forms differ.
    expect(answerOnly.resolve([answerOnly.request(ThingSchema), answerOnly.response(ThingSchema)])).toMatchObject({
      document: [{ $ref: '#/components/schemas/ThingInput' }, { $ref: '#/components/schemas/Thing' }],
      schemas: {
        Thing: { additionalProperties: false },
        ThingInput: { type: 'object', properties: { label: { type: 'string' } } },
      },
    });
    expect(answerOnly.resolve(answerOnly.request(ThingSchema)).document).toEqual({
      $ref: '#/components/schemas/Thing',
    });

    const ThingInputSchema = z.object({ other: z.number() });
    const taken = buildSchemaComponents(
      new Map<z.ZodType, string>([
        [ThingSchema, 'Thing'],
        [ThingInputSchema, 'ThingInput'],
      ]),
      [ThingSchema, ThingInputSchema],
    );
    expect(() => taken.resolve([taken.request(ThingSchema), taken.response(ThingSchema)])).toThrow(
      /ThingSchema reads differently in requests, and its request form's name is taken by ThingInputSchema/,
    );
  });

  it('refuses two different schemas exported under one name, and names an alias once', () => {
    const UserSchema = z.object({ id: z.string() });
    const modules = [
      { path: 'users/users.schema.ts', exports: { UserSchema, MemberUserSchema: UserSchema } },
      { path: 'partnership/partnership.schema.ts', exports: { UserSchema: z.object({ name: z.string() }) } },
    ];
    expect(() => nameSchemas(modules)).toThrow(
      'Two different schemas are exported as UserSchema: in users/users.schema.ts and in partnership/partnership.schema.ts',
    );
    expect([...nameSchemas(modules.slice(0, 1)).values()]).toEqual(['User']);
  });
});

describe('the shared parts of every operation', () => {
  it('declares the bearer token, asked by every signed-in route, and says a public one asks for nothing', () => {
    expect(document.components?.securitySchemes?.[BEARER_SCHEME]).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const { key, operation, meta } of routes) {
      if (meta?.access === 'public') expect(operation.security, key).toEqual([]);
      else expect(operation.security, key).toEqual([{ [BEARER_SCHEME]: [] }]);
    }
    expect(routes.filter(({ meta }) => meta?.access === 'public').length).toBeGreaterThan(5);
  });

  it('refers every call of the dashboard to the one lang parameter and timezone header', () => {
    const shared = document.components?.parameters ?? {};
    expect(shared[LANG_PARAMETER]).toMatchObject({ name: 'lang', in: 'query', schema: { default: 'vi' } });
    expect(shared[TIMEZONE_PARAMETER]).toMatchObject({ name: 'X-Timezone', in: 'header' });
    for (const { key, operation, meta } of routes) {
      const parameters = operation.parameters ?? [];
      const inline = parameters.filter(
        (parameter) => 'name' in parameter && /^(lang|x-timezone)$/i.test(parameter.name),
      );
      expect(inline, key).toEqual([]);
      // A social sign-in is a browser navigation: the page links to it without either.
      const expected = meta?.browserRedirect ? [] : [parameterRef(LANG_PARAMETER), parameterRef(TIMEZONE_PARAMETER)];
      expect(
        parameters.filter(
          (parameter) => '$ref' in parameter && parameter.$ref !== parameterRef(IDEMPOTENCY_KEY_PARAMETER).$ref,
        ),
        key,
      ).toEqual(expected);
    }
  });

  it('asks every money route, and no other, for the one Idempotency-Key parameter', () => {
    expect(document.components?.parameters?.[IDEMPOTENCY_KEY_PARAMETER]).toMatchObject({
      name: 'idempotency-key',
      in: 'header',
      required: true,
      description: expect.stringContaining('Idempotent-Replayed'),
    });
    const asking = routes.filter(({ operation }) =>
      (operation.parameters ?? []).some(
        (parameter) => '$ref' in parameter && parameter.$ref === parameterRef(IDEMPOTENCY_KEY_PARAMETER).$ref,
      ),
    );
    expect(asking.map(({ key }) => key)).toEqual(
      routes.filter(({ meta }) => meta?.idempotent === true).map(({ key }) => key),
    );
    expect(asking.every(({ route }) => route.headers === IdempotentHeadersSchema)).toBe(true);
  });

  it('tags every operation with its domain, and serves it from the same origin', () => {
    const tags = new Map((document.tags ?? []).map((tag) => [tag.name, tag]));
    const domains = new Map<string, string>();
    for (const { key, operation } of routes) {
      const [tag, ...others] = operation.tags ?? [];
      expect(others, key).toEqual([]);
      expect(tag !== undefined && tags.get(tag)?.description, key).toBeTruthy();
      const domain = key.split('.')[0] ?? '';
      expect(domains.get(domain) ?? tag, key).toBe(tag);
      if (tag) domains.set(domain, tag);
    }
    expect(domains.size).toBe(Object.keys(contract).length);
    expect(document.servers).toEqual([{ url: '/', description: expect.stringMatching(/origin/) }]);
  });
});
