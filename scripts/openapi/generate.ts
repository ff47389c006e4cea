import { contract, IDEMPOTENT_REPLAYED_HEADER, routeMetaOf } from '@contract';
import { generateOpenApi } from '@ts-rest/open-api';
import { z } from 'zod';

type OpenApiDocument = ReturnType<typeof generateOpenApi>;
type OperationMapper = NonNullable<NonNullable<Parameters<typeof generateOpenApi>[2]>['operationMapper']>;
type JsonSchema = Record<string, unknown>;

const withoutDialect = ({ $schema: _dialect, ...schema }: JsonSchema): JsonSchema => schema;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const REPLAYED_HEADER = {
  description:
    'Present on an answer replayed from an earlier request with the same Idempotency-Key: nothing was done again.',
  schema: { type: 'string', enum: ['true'] },
};

/**
 * A money route (metadata `idempotent`; its Idempotency-Key header comes from the route's own
 * header schema) may answer a success as a replay, which `Idempotent-Replayed` marks.
 */
const documentReplays: OperationMapper = (operation, route) => {
  if (routeMetaOf(route)?.idempotent !== true) return operation;
  const responses = Object.entries(operation.responses).map(([status, response]: [string, unknown]) => {
    if (!/^2\d\d$/.test(status) || !isRecord(response)) return [status, response];
    const headers = isRecord(response.headers) ? response.headers : {};
    return [status, { ...response, headers: { ...headers, [IDEMPOTENT_REPLAYED_HEADER]: REPLAYED_HEADER } }];
  });
  return { ...operation, responses: Object.fromEntries(responses) };
};

/**
 * The OpenAPI 3 document of the whole contract. @ts-rest/open-api alone emits
 * empty schemas for zod 4, so every schema goes through zod's own converter.
 */
export const generateContractOpenApi = (): OpenApiDocument =>
  generateOpenApi(
    contract,
    {
      info: {
        title: 'Agency dashboard API',
        version: '1.0.0',
        description:
          'Every call the dashboard makes. Money is in integer USD cents. Errors share one body: code, messageCode, message.',
      },
      servers: [{ url: '/', description: 'Same origin as the dashboard' }],
    },
    {
      setOperationId: 'concatenated-path',
      operationMapper: documentReplays,
      schemaTransformer: ({ schema, type }) => {
        if (!(schema instanceof z.ZodType)) return null;
        return withoutDialect(
          z.toJSONSchema(schema, {
            target: 'openapi-3.0',
            io: type === 'response' ? 'output' : 'input',
            unrepresentable: 'any',
            // NOTE: zod adds contentEncoding to files, a keyword OpenAPI 3.0 schemas do not allow.
            override: ({ zodSchema, jsonSchema }) => {
              if (zodSchema._zod.def.type === 'file') delete jsonSchema.contentEncoding;
            },
          }),
        );
      },
    },
  );
