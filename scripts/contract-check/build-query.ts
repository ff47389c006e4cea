import { isStandardSchema } from '@ts-rest/core';
import { z } from 'zod';

export type QueryPlan = { ok: true; query: Record<string, string> } | { ok: false; reason: string };

/** Plain strings tried for a required field after the schema's own hints (enum, minimum, format). */
const GENERIC_CANDIDATES = [
  'example',
  '1',
  'true',
  '2026-01-01T00:00:00.000Z',
  '2026-01-01',
  'https://example.com',
  'my-store.myshopify.com',
  'example.com',
];

const DATE_TIME_EXAMPLE = '2026-01-01T00:00:00.000Z';

interface FieldHints {
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  format?: string;
  examples?: unknown[];
  description?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Hints from the field's JSON Schema (input side, i.e. what the URL carries). */
const hintsOf = (field: z.ZodType): FieldHints => {
  try {
    const json: unknown = z.toJSONSchema(field, { io: 'input', unrepresentable: 'any' });
    if (!isRecord(json)) return {};
    return {
      enum: Array.isArray(json.enum) ? json.enum : undefined,
      const: json.const,
      minimum: typeof json.minimum === 'number' ? json.minimum : undefined,
      format: typeof json.format === 'string' ? json.format : undefined,
      examples: Array.isArray(json.examples) ? json.examples : undefined,
      description: typeof json.description === 'string' ? json.description : undefined,
    };
  } catch {
    // Some schemas (transforms, custom types) have no JSON Schema; the generic candidates remain.
    return {};
  }
};

/** Every string worth trying for one field, most specific first. */
const candidatesFor = (field: z.ZodType): string[] => {
  const hints = hintsOf(field);
  // Descriptions carry examples as `e.g. "my-store.myshopify.com"`.
  const described = [...(hints.description ?? '').matchAll(/"([^"]+)"/g)].map((match) => match[1]);
  const specific = [
    ...(hints.examples ?? []),
    ...described,
    ...(hints.const === undefined ? [] : [hints.const]),
    ...(hints.enum ?? []),
    ...(hints.minimum === undefined ? [] : [hints.minimum]),
    ...(hints.format === 'date-time' ? [DATE_TIME_EXAMPLE] : []),
  ].map(String);
  return [...new Set([...specific, ...GENERIC_CANDIDATES])];
};

/** A query arrives as strings, so an example is valid when the field accepts it as a string. */
const exampleFor = (field: z.ZodType): string | undefined =>
  candidatesFor(field).find((candidate) => field.safeParse(candidate).success);

const objectShapeOf = (schema: z.ZodType): Record<string, z.ZodType> | null => {
  if (schema instanceof z.ZodObject) return schema.shape;
  if (schema instanceof z.ZodPipe && schema.in instanceof z.ZodType) return objectShapeOf(schema.in);
  return null;
};

const firstIssue = (error: z.ZodError): string => {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid';
};

/**
 * The smallest query the route accepts: nothing when the schema's defaults
 * cover it (the server applies them), else its required fields filled with
 * valid examples, else also its optional fields without a default (for
 * cross-field rules such as "month is required when period is day").
 */
export const buildMinimalQuery = async (schema: unknown): Promise<QueryPlan> => {
  if (schema === undefined || schema === null) return { ok: true, query: {} };
  if (!(schema instanceof z.ZodType)) {
    if (!isStandardSchema(schema)) return { ok: true, query: {} };
    const result = await schema['~standard'].validate({});
    return result.issues
      ? { ok: false, reason: 'query schema is not zod; cannot build examples' }
      : { ok: true, query: {} };
  }
  const empty = schema.safeParse({});
  if (empty.success) return { ok: true, query: {} };

  const shape = objectShapeOf(schema);
  if (!shape) return { ok: false, reason: `cannot build a valid query (${firstIssue(empty.error)})` };

  const fill = (fields: Array<[string, z.ZodType]>): Record<string, string> => {
    const query: Record<string, string> = {};
    for (const [name, field] of fields) {
      const example = exampleFor(field);
      if (example !== undefined) query[name] = example;
    }
    return query;
  };
  const entries = Object.entries(shape);
  const required = entries.filter(([, field]) => !field.safeParse(undefined).success);

  const minimal = fill(required);
  const minimalResult = schema.safeParse(minimal);
  if (minimalResult.success) return { ok: true, query: minimal };

  // Fields with a default stay out: the server fills them anyway.
  const withoutDefault = entries.filter(([, field]) => {
    const parsed = field.safeParse(undefined);
    return !parsed.success || parsed.data === undefined;
  });
  const full = { ...fill(withoutDefault), ...minimal };
  const fullResult = schema.safeParse(full);
  if (fullResult.success) return { ok: true, query: full };
  return { ok: false, reason: `cannot build a valid query (${firstIssue(minimalResult.error)})` };
};
