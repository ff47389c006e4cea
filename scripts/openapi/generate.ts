import { contract } from '@contract';
import { generateOpenApi } from '@ts-rest/open-api';
import { z } from 'zod';

type OpenApiDocument = ReturnType<typeof generateOpenApi>;
type JsonSchema = Record<string, unknown>;

const withoutDialect = ({ $schema: _dialect, ...schema }: JsonSchema): JsonSchema => schema;

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
