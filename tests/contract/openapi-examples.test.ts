import { contract, listRoutes, routeSignature } from '@contract';
import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listOperations } from '../../scripts/openapi/document';
import { recordExamples, withExamples, type RecordedExample } from '../../scripts/openapi/examples';
import { generateContractOpenApi, type OpenApiDocument } from '../../scripts/openapi/generate';
import { documentValidator, jsonPointer } from '../../scripts/openapi/json-schema-validator';

const routesBySignature = new Map(
  listRoutes(contract).map(({ key, route }) => [routeSignature(route), { key, route }]),
);

interface DocumentedExample {
  key: string;
  where: 'request' | number;
  example: unknown;
  schema: unknown;
  /** Where the document's own JSON Schema of the example is. */
  pointer: string;
}

const exampleOf = (content: unknown): { example: unknown } | undefined => {
  const media: unknown = (content as Record<string, unknown> | undefined)?.['application/json'];
  return typeof media === 'object' && media !== null && 'example' in media ? { example: media.example } : undefined;
};

/** Every example the document shows, with the zod schema of the route it belongs to. */
const examplesIn = (document: OpenApiDocument): DocumentedExample[] =>
  listOperations(document).flatMap(({ signature, operation }) => {
    const { key, route } = routesBySignature.get(signature) ?? { key: signature, route: null };
    const [method = '', path = ''] = signature.split(' ');
    const mediaSchema = (...segments: string[]) =>
      jsonPointer('paths', path, method.toLowerCase(), ...segments, 'content', 'application/json', 'schema');
    const { requestBody } = operation;
    const request = requestBody && 'content' in requestBody ? exampleOf(requestBody.content) : undefined;
    const responses = Object.entries(operation.responses).flatMap(([status, response]) => {
      const found = exampleOf((response as { content?: unknown }).content);
      if (!found) return [];
      const schema = route?.responses[Number(status)];
      return [{ key, where: Number(status), ...found, schema, pointer: mediaSchema('responses', status) }];
    });
    return [
      ...(request
        ? [
            {
              key,
              where: 'request' as const,
              ...request,
              schema: route && 'body' in route ? route.body : null,
              pointer: mediaSchema('requestBody'),
            },
          ]
        : []),
      ...responses,
    ];
  });

let recorded: RecordedExample[];
let document: OpenApiDocument;
beforeAll(async () => {
  recorded = await recordExamples();
  document = withExamples(generateContractOpenApi(), recorded);
});

describe('the examples of the OpenAPI document', () => {
  it('show the answers of the main reads and of a payment creation, with its request body', () => {
    const examples = examplesIn(document);
    const shown = new Set(examples.map(({ key, where }) => `${key} ${where}`));
    for (const expected of [
      'users.getMe 200',
      'transactions.listTransactions 200',
      'adAccounts.listAdAccounts 200',
      'payments.payfast.requestPayfastPayment request',
      'payments.payfast.requestPayfastPayment 201',
    ]) {
      expect(shown).toContain(expected);
    }
    expect(examples.length).toBeGreaterThanOrEqual(recorded.length);
  });

  it('are each accepted by the zod schema of its route', () => {
    const refused = examplesIn(document).flatMap(({ key, where, example, schema }) => {
      if (!(schema instanceof z.ZodType)) return [`${key} ${where}: no zod schema`];
      const parsed = schema.safeParse(example);
      return parsed.success ? [] : [`${key} ${where}: ${z.prettifyError(parsed.error)}`];
    });
    expect(refused).toEqual([]);
  });

  it('are each accepted by the JSON Schema the document gives them (ajv, JSON Schema 2020-12)', () => {
    const validator = documentValidator(document);
    const examples = examplesIn(document);
    const refused = examples.flatMap(({ key, where, example, pointer }) =>
      validator.errors(pointer, example).map((error) => `${key} ${where}: ${error}`),
    );
    expect(refused).toEqual([]);
    expect(examples.length).toBeGreaterThanOrEqual(recorded.length);
  });

  it('are the same on every run, and the document stays valid OpenAPI', async () => {
    expect(await recordExamples()).toEqual(recorded);
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
  });
});
