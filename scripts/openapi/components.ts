import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;
type Direction = 'input' | 'output';

/** The document is OpenAPI 3.1, whose schemas are JSON Schema 2020-12 (docs/decisions/testing-and-tooling.md). */
export const SCHEMA_DIALECT = 'draft-2020-12';

const SCHEMA_REF_PREFIX = '#/components/schemas/';
/** Route schemas without a name of their own are registered under ids no export can have, then inlined. */
const UNNAMED_ID_PREFIX = '__route';
/** Where zod puts a schema reused through a cycle that has no id; the contract has none such. */
const ZOD_SHARED_DEFS = '__shared';
/** Until every use is known, a reference names the schema and the direction it is read in. */
const DIRECTION_SEPARATOR = ' ';

const schemaRef = (name: string): JsonSchema => ({ $ref: `${SCHEMA_REF_PREFIX}${name}` });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of a JSON value with every reference to a schema component passed through `replace`. */
const mapSchemaRefs = (value: unknown, replace: (name: string) => JsonSchema): unknown => {
  if (Array.isArray(value)) return value.map((item) => mapSchemaRefs(item, replace));
  if (!isRecord(value)) return value;
  const { $ref: ref, ...siblings } = value;
  if (typeof ref === 'string' && ref.startsWith(SCHEMA_REF_PREFIX)) {
    // zod keeps a description beside a $ref (a described copy of a named schema): it stays.
    return { ...replace(ref.slice(SCHEMA_REF_PREFIX.length)), ...siblings };
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapSchemaRefs(item, replace)]));
};

/** The schema component names a JSON value refers to. */
const schemaRefsIn = (value: unknown): Set<string> => {
  const names = new Set<string>();
  mapSchemaRefs(value, (name) => {
    names.add(name);
    return schemaRef(name);
  });
  return names;
};

const convertRegistry = (registry: z.core.$ZodRegistry<{ id: string }>, io: Direction): Map<string, JsonSchema> => {
  const { schemas } = z.toJSONSchema(registry, {
    target: SCHEMA_DIALECT,
    io,
    unrepresentable: 'any',
    uri: (id) => `${SCHEMA_REF_PREFIX}${id}`,
    override: ({ zodSchema, jsonSchema }) => {
      // NOTE: zod writes `contentEncoding: binary` on files, no encoding of JSON Schema's; multipart sends raw bytes.
      if (zodSchema._zod.def.type === 'file') delete jsonSchema.contentEncoding;
      // The pattern is the contract's e-mail rule; each tool's `format: email` is a rule of its own.
      if (jsonSchema.format === 'email') delete jsonSchema.format;
      // z.int() bounds every integer to the safe range: noise in a reference, and what Redoc samples.
      if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
      if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
    },
  });
  if (ZOD_SHARED_DEFS in schemas) {
    throw new Error('A schema of the contract refers to itself through a schema without a name: export that one');
  }
  return new Map(Object.entries(schemas).map(([id, { $id: _uri, $schema: _dialect, ...schema }]) => [id, schema]));
};

/** Keywords that only annotate a schema: beside a `$ref`, any other keyword narrows the value. */
const ANNOTATIONS = new Set(['description', 'default', 'examples', 'deprecated', 'readOnly', 'writeOnly']);

const isScalar = (schema: JsonSchema): boolean =>
  typeof schema.type === 'string' && schema.type !== 'object' && schema.type !== 'array';

/**
 * The schema with only the tighter of an inclusive and an exclusive bound on one side (`.positive()`
 * and `.min(100)`: `minimum: 100`), the one both tools and readers expect.
 */
const withTighterBounds = (schema: JsonSchema): JsonSchema => {
  const tighter = { ...schema };
  const { minimum, exclusiveMinimum, maximum, exclusiveMaximum } = schema;
  if (typeof minimum === 'number' && typeof exclusiveMinimum === 'number') {
    delete tighter[minimum > exclusiveMinimum ? 'exclusiveMinimum' : 'minimum'];
  }
  if (typeof maximum === 'number' && typeof exclusiveMaximum === 'number') {
    delete tighter[maximum < exclusiveMaximum ? 'exclusiveMaximum' : 'maximum'];
  }
  return tighter;
};

/**
 * zod writes a schema built on a named one as a `$ref` to it with its own keywords beside, which
 * JSON Schema 2020-12 applies together. Beside a narrowed copy of a named scalar
 * (`NonNegativeMinorUnitsSchema.max(…)`), Redoc shows and samples the wider bounds it refers to, so
 * such a schema is written out whole: the referred keywords under its own, which already hold every
 * check of the chain.
 */
const inlineNarrowedScalars = (value: unknown, scalarAt: (ref: string) => JsonSchema | null): unknown => {
  if (Array.isArray(value)) return value.map((item) => inlineNarrowedScalars(item, scalarAt));
  if (!isRecord(value)) return value;
  const { $ref: ref, ...own } = value;
  if (typeof ref === 'string' && Object.keys(own).some((keyword) => !ANNOTATIONS.has(keyword))) {
    const scalar = scalarAt(ref.slice(SCHEMA_REF_PREFIX.length));
    if (scalar) return withTighterBounds({ ...scalar, ...own });
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inlineNarrowedScalars(item, scalarAt)]));
};

/**
 * A request schema component with each property's default said in its description instead. A
 * default in a request means "optional, the server assumes this"; but openapi-typescript (its
 * default `defaultNonNullable`) makes a component's property with a `default` required, which
 * would force every client to send it. Inline request bodies and parameters keep theirs: the
 * generators read those as requests.
 */
const withDefaultsDescribed = <T>(value: T): T => {
  if (Array.isArray(value)) return value.map(withDefaultsDescribed) as T;
  if (!isRecord(value)) return value;
  const described = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withDefaultsDescribed(item)]));
  if (!isRecord(described.properties)) return described as T;
  const properties = Object.entries(described.properties).map(([key, property]) => {
    if (!isRecord(property) || !('default' in property)) return [key, property];
    const { default: fallback, description, ...rest } = property;
    const note = `Default: \`${JSON.stringify(fallback)}\`.`;
    const said = typeof description === 'string' ? `${description.replace(/\.$/, '')}. ${note}` : note;
    return [key, { ...rest, description: said }];
  });
  return { ...described, properties: Object.fromEntries(properties) } as T;
};

/** The ids whose JSON differs between request and response, or refers to one that does. */
const idsDifferingByDirection = (
  inputs: ReadonlyMap<string, JsonSchema>,
  outputs: ReadonlyMap<string, JsonSchema>,
): Set<string> => {
  const differing = new Set(
    [...outputs.keys()].filter((id) => JSON.stringify(inputs.get(id)) !== JSON.stringify(outputs.get(id))),
  );
  const refsOf = [...outputs].map(([id, schema]) => [id, schemaRefsIn([schema, inputs.get(id)])] as const);
  for (let grown = true; grown;) {
    grown = false;
    for (const [id, refs] of refsOf) {
      if (differing.has(id) || ![...refs].some((ref) => differing.has(ref))) continue;
      differing.add(id);
      grown = true;
    }
  }
  return differing;
};

export interface SchemaComponents {
  /** A request body: a reference when the schema has a name. */
  request(schema: z.ZodType): JsonSchema;
  /** A response body: a reference when the schema has a name. */
  response(schema: z.ZodType): JsonSchema;
  /** Query, path or header parameters: always the object itself, whose properties become parameters. */
  parameters(schema: z.ZodType): JsonSchema;
  /**
   * The document (or any part of it) with its references named for good, and the schema components
   * it refers to, directly or not, by name.
   */
  resolve<T>(document: T): { document: T; schemas: Record<string, JsonSchema> };
}

/**
 * Every named schema as one component, referred to by `$ref` wherever it is used, converted by zod's
 * own multi-schema conversion. A request is read as zod's input and a response as its output. A
 * component is named after its schema; only a schema used both ways whose two forms differ (an
 * object closed to other keys in answers, a default, a transform, or such a schema inside) is two
 * components: `<Name>` in answers and `<Name>Input` in requests.
 */
export const buildSchemaComponents = (
  names: ReadonlyMap<z.ZodType, string>,
  routeSchemas: Iterable<z.ZodType>,
): SchemaComponents => {
  const registry = z.registry<{ id: string }>();
  const idOf = new Map(names);
  for (const schema of routeSchemas) if (!idOf.has(schema)) idOf.set(schema, `${UNNAMED_ID_PREFIX}${idOf.size}`);
  for (const [schema, id] of idOf) registry.add(schema, { id });
  const converted: Record<Direction, Map<string, JsonSchema>> = {
    input: convertRegistry(registry, 'input'),
    output: convertRegistry(registry, 'output'),
  };
  const differing = idsDifferingByDirection(converted.input, converted.output);

  const placeholder = (name: string, direction: Direction) => schemaRef(`${name}${DIRECTION_SEPARATOR}${direction}`);
  const parsePlaceholder = (ref: string): { name: string; direction: Direction } => {
    const [name = '', direction] = ref.split(DIRECTION_SEPARATOR);
    if (direction !== 'input' && direction !== 'output') throw new Error(`Unexpected schema reference ${ref}`);
    return { name, direction };
  };

  const inlined = new Map<string, JsonSchema>();
  /** A converted schema with the unnamed ones inside inlined and the named ones as placeholders. */
  const body = (id: string, direction: Direction): JsonSchema => {
    const key = `${id}${DIRECTION_SEPARATOR}${direction}`;
    const done = inlined.get(key);
    if (done) return done;
    const schema = converted[direction].get(id);
    if (!schema) throw new Error(`No schema was converted under the id ${id}`);
    const withRefs = mapSchemaRefs(schema, (ref) =>
      ref.startsWith(UNNAMED_ID_PREFIX) ? body(ref, direction) : placeholder(ref, direction),
    );
    const result = inlineNarrowedScalars(withRefs, (ref) => {
      const referred = body(parsePlaceholder(ref).name, direction);
      return isScalar(referred) ? referred : null;
    }) as JsonSchema;
    inlined.set(key, result);
    return result;
  };
  const idFor = (schema: z.ZodType): string => {
    const id = idOf.get(schema);
    if (id === undefined) throw new Error('A route schema was not given to buildSchemaComponents');
    return id;
  };
  const named = new Set(names.values());
  const read = (schema: z.ZodType, direction: Direction): JsonSchema => {
    const name = names.get(schema);
    // Copies: @ts-rest/open-api edits the schemas it is given (it moves a parameter's description).
    return name === undefined ? structuredClone(body(idFor(schema), direction)) : placeholder(name, direction);
  };

  return {
    request: (schema) => read(schema, 'input'),
    response: (schema) => read(schema, 'output'),
    parameters: (schema) => structuredClone(body(idFor(schema), 'input')),
    resolve: (document) => {
      const directionsOf = new Map<string, Set<Direction>>();
      const pending = [...schemaRefsIn(document)];
      for (let ref = pending.pop(); ref !== undefined; ref = pending.pop()) {
        const { name, direction } = parsePlaceholder(ref);
        const directions = directionsOf.get(name) ?? new Set();
        if (directions.has(direction)) continue;
        directionsOf.set(name, directions.add(direction));
        pending.push(...schemaRefsIn(body(name, direction)));
      }
      const componentName = (ref: string): string => {
        const { name, direction } = parsePlaceholder(ref);
        const usedBothWays = directionsOf.get(name)?.size === 2;
        if (direction === 'output' || !usedBothWays || !differing.has(name)) return name;
        const inputName = `${name}Input`;
        if (named.has(inputName)) {
          throw new Error(
            `${name}Schema reads differently in requests, and its request form's name is taken by ${inputName}Schema`,
          );
        }
        return inputName;
      };
      const rename = <T>(value: T): T => mapSchemaRefs(value, (ref) => schemaRef(componentName(ref))) as T;
      const schemas = [...directionsOf].flatMap(([name, directions]) =>
        [...directions].map((direction) => {
          const ref = `${name}${DIRECTION_SEPARATOR}${direction}`;
          const schema = rename(body(name, direction));
          return [componentName(ref), direction === 'input' ? withDefaultsDescribed(schema) : schema] as const;
        }),
      );
      return {
        document: rename(document),
        schemas: Object.fromEntries(schemas.sort(([a], [b]) => a.localeCompare(b))),
      };
    },
  };
};
