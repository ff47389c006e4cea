/**
 * Values from the contract's own zod schemas, property-based (fast-check): `arbitraryFor` turns a
 * schema into an arbitrary of values it accepts (the input side: what a client sends), and
 * `generateValid` / `generateInvalid` draw one valid body, and a few invalid ones, from a seed, so a
 * run replays with the same seed.
 */
import fc from 'fast-check';
import { z } from 'zod';

/** A schema kind no JSON value can satisfy or no generator exists for (a custom check, a Date). */
class UngeneratableSchemaError extends Error {}

/** Draws per leaf before taking the last one anyway: bounded, where fast-check's `filter` retries for ever. */
const DRAWS_PER_LEAF = 10;
/** Whole bodies drawn before a body schema with refinements is given up (a clear not-checked reason). */
const BODY_TRIES = 50;
/** Nesting (lazy schemas) past which no value is built. */
const MAX_DEPTH = 12;
/** Upper bounds where the schema sets none, so values stay the size a client sends. */
const OPEN_STRING_EXTRA = 24;
const OPEN_ARRAY_EXTRA = 3;
const DICTIONARY_MAX_KEYS = 3;

type Schema = z.core.$ZodType;

const accepts = (schema: Schema, value: unknown): boolean => {
  try {
    return z.safeParse(schema, value).success;
  } catch {
    // An async refinement cannot be checked here; the server decides.
    return false;
  }
};

/**
 * Draws until the schema accepts, at most `DRAWS_PER_LEAF` times (then the last draw stands and the
 * whole body's check draws again): fast-check's `filter`, bounded. Generated bodies are sent, not
 * shrunk, so no shrinking.
 */
class FirstAccepted<T> extends fc.Arbitrary<T> {
  constructor(
    private readonly schema: Schema,
    private readonly inner: fc.Arbitrary<T>,
  ) {
    super();
  }

  generate(random: fc.Random, biasFactor: number | undefined): fc.Value<T> {
    let drawn = this.inner.generate(random, biasFactor);
    for (let draw = 1; draw < DRAWS_PER_LEAF && !accepts(this.schema, drawn.value); draw += 1) {
      drawn = this.inner.generate(random, biasFactor);
    }
    return drawn;
  }

  canShrinkWithoutContext(_value: unknown): _value is T {
    return false;
  }

  shrink(): fc.Stream<fc.Value<T>> {
    return fc.Stream.nil();
  }
}

const firstAccepted = <T>(schema: Schema, arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T> =>
  new FirstAccepted(schema, arbitrary);

interface StringRules {
  minLength: number;
  maxLength: number | undefined;
  formats: string[];
  patterns: RegExp[];
  /** A URL format's own rules (`z.url({ protocol, hostname })`). */
  url?: { protocol?: RegExp | undefined; hostname?: RegExp | undefined };
}

const stringRulesOf = (schema: z.core.$ZodString): StringRules => {
  const rules: StringRules = { minLength: 0, maxLength: undefined, formats: [], patterns: [] };
  // A format schema (z.email()) is its own check, so it is read like the checks after it.
  for (const check of [schema, ...(schema._zod.def.checks ?? [])]) {
    if (check instanceof z.core.$ZodCheckMinLength) rules.minLength = Math.max(rules.minLength, check._zod.def.minimum);
    if (check instanceof z.core.$ZodCheckMaxLength)
      rules.maxLength = Math.min(rules.maxLength ?? Infinity, check._zod.def.maximum);
    if (check instanceof z.core.$ZodCheckLengthEquals) {
      rules.minLength = check._zod.def.length;
      rules.maxLength = check._zod.def.length;
    }
    if (check instanceof z.core.$ZodCheckStringFormat) {
      rules.formats.push(check._zod.def.format);
      if (check._zod.def.pattern) rules.patterns.push(check._zod.def.pattern);
    }
    if (check instanceof z.core.$ZodURL) rules.url = check._zod.def;
  }
  return rules;
};

/** fast-check's regex generator, or null for a pattern it cannot build (lookarounds, a length it cannot meet). */
const matchingArbitrary = (pattern: RegExp, maxLength: number | undefined): fc.Arbitrary<string> | null => {
  try {
    const arbitrary = fc.stringMatching(pattern, maxLength === undefined ? {} : { maxLength });
    // Building is lazy in places: one draw proves the generator works for this pattern.
    fc.sample(arbitrary, { numRuns: 1, seed: 0 });
    return arbitrary;
  } catch {
    return null;
  }
};

/** A URL, its scheme and host drawn from the format's own patterns when it has them (a Facebook URL). */
const urlArbitrary = (rules: NonNullable<StringRules['url']>): fc.Arbitrary<string> => {
  if (!rules.protocol && !rules.hostname) return fc.webUrl({ size: 'small' });
  const protocol = (rules.protocol && matchingArbitrary(rules.protocol, undefined)) ?? fc.constant('https');
  const host = (rules.hostname && matchingArbitrary(rules.hostname, undefined)) ?? fc.domain();
  return fc
    .tuple(protocol, host, fc.webPath({ size: 'small' }))
    .map(([scheme, hostname, path]) => `${scheme}://${hostname}${path}`);
};

const stringArbitrary = (schema: z.core.$ZodString): fc.Arbitrary<string> => {
  const rules = stringRulesOf(schema);
  const shaped = (): fc.Arbitrary<string> | null => {
    if (rules.url) return urlArbitrary(rules.url);
    if (rules.formats.includes('uuid') || rules.formats.includes('guid')) return fc.uuid({ version: 4 });
    for (const pattern of rules.patterns) {
      const arbitrary = matchingArbitrary(pattern, rules.maxLength);
      if (arbitrary) return arbitrary;
    }
    return null;
  };
  const base =
    shaped() ??
    fc.string({
      minLength: rules.minLength,
      maxLength: Math.min(rules.maxLength ?? Infinity, rules.minLength + OPEN_STRING_EXTRA),
    });
  return firstAccepted(schema, base);
};

interface NumberRules {
  min: number;
  max: number;
  minExcluded: boolean;
  maxExcluded: boolean;
  integer: boolean;
  step: number | undefined;
}

const INTEGER_FORMATS: Record<string, [number, number]> = {
  safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  int32: [-(2 ** 31), 2 ** 31 - 1],
  uint32: [0, 2 ** 32 - 1],
};

const numberRulesOf = (schema: z.core.$ZodNumber): NumberRules => {
  const rules: NumberRules = {
    min: -Number.MAX_VALUE,
    max: Number.MAX_VALUE,
    minExcluded: false,
    maxExcluded: false,
    integer: false,
    step: undefined,
  };
  for (const check of schema._zod.def.checks ?? []) {
    if (check instanceof z.core.$ZodCheckGreaterThan && Number(check._zod.def.value) >= rules.min) {
      rules.min = Number(check._zod.def.value);
      rules.minExcluded = !check._zod.def.inclusive;
    }
    if (check instanceof z.core.$ZodCheckLessThan && Number(check._zod.def.value) <= rules.max) {
      rules.max = Number(check._zod.def.value);
      rules.maxExcluded = !check._zod.def.inclusive;
    }
    if (check instanceof z.core.$ZodCheckMultipleOf) rules.step = Number(check._zod.def.value);
    if (check instanceof z.core.$ZodCheckNumberFormat) {
      const bounds = INTEGER_FORMATS[check._zod.def.format];
      if (bounds) {
        rules.integer = true;
        rules.min = Math.max(rules.min, bounds[0]);
        rules.max = Math.min(rules.max, bounds[1]);
      }
    }
  }
  return rules;
};

const numberArbitrary = (schema: z.core.$ZodNumber): fc.Arbitrary<number> => {
  const rules = numberRulesOf(schema);
  if (rules.integer || rules.step !== undefined) {
    const step = rules.step ?? 1;
    const low = Math.ceil((rules.minExcluded ? rules.min + step : rules.min) / step);
    const high = Math.floor((rules.maxExcluded ? rules.max - step : rules.max) / step);
    const lowest = Math.max(low, Math.ceil(Number.MIN_SAFE_INTEGER / step));
    const highest = Math.min(high, Math.floor(Number.MAX_SAFE_INTEGER / step));
    if (lowest > highest) throw new UngeneratableSchemaError('a number range no multiple fits');
    return fc.integer({ min: lowest, max: highest }).map((multiple) => multiple * step);
  }
  return fc.double({
    min: rules.min,
    max: rules.max,
    minExcluded: rules.minExcluded,
    maxExcluded: rules.maxExcluded,
    noNaN: true,
    noDefaultInfinity: true,
  });
};

const lengthRulesOf = (schema: Schema): { minLength: number; maxLength: number | undefined } => {
  let minLength = 0;
  let maxLength: number | undefined;
  for (const check of schema._zod.def.checks ?? []) {
    if (check instanceof z.core.$ZodCheckMinLength) minLength = Math.max(minLength, check._zod.def.minimum);
    if (check instanceof z.core.$ZodCheckMaxLength) maxLength = Math.min(maxLength ?? Infinity, check._zod.def.maximum);
    if (check instanceof z.core.$ZodCheckLengthEquals) {
      minLength = check._zod.def.length;
      maxLength = check._zod.def.length;
    }
  }
  return { minLength, maxLength };
};

const fileArbitrary = (schema: z.core.$ZodFile): fc.Arbitrary<File> => {
  let type = 'application/octet-stream';
  let maxSize = 64;
  for (const check of schema._zod.def.checks ?? []) {
    if (check instanceof z.core.$ZodCheckMimeType) type = check._zod.def.mime[0] ?? type;
    if (check instanceof z.core.$ZodCheckMaxSize) maxSize = Math.min(maxSize, Number(check._zod.def.maximum));
  }
  return fc
    .uint8Array({ minLength: 1, maxLength: Math.max(1, maxSize) })
    .map((bytes) => new File([bytes], 'contract-check', { type }));
};

/** Whether an object may leave this key out: optional, or filled by a default. */
const isOptionalKey = (schema: Schema): boolean =>
  schema._zod.optin === 'optional' || schema._zod.optin === 'defaulted';

const objectArbitrary = (schema: z.core.$ZodObject, depth: number): fc.Arbitrary<Record<string, unknown>> => {
  const entries = Object.entries(schema._zod.def.shape);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  // An optional key is left out by the record itself, so its value is the inner schema's.
  for (const [key, field] of entries)
    model[key] = build(field instanceof z.core.$ZodOptional ? field._zod.def.innerType : field, depth + 1);
  const requiredKeys = entries.filter(([, field]) => !isOptionalKey(field)).map(([key]) => key);
  return fc.record(model, { requiredKeys });
};

/** Whether a node carries a refinement (`.refine`, `.superRefine`) its parts cannot express. */
const hasRefinement = (schema: Schema): boolean =>
  (schema._zod.def.checks ?? []).some((check) => check._zod.def.check === 'custom');

/**
 * The arbitrary for one schema node. Strings, pipes and intersections are filtered where they stand
 * (their formats and output checks are only partly expressed); other nodes only when refined.
 */
const build = (schema: Schema, depth: number): fc.Arbitrary<unknown> => {
  const arbitrary = buildNode(schema, depth);
  return hasRefinement(schema) ? firstAccepted(schema, arbitrary) : arbitrary;
};

const buildNode = (schema: Schema, depth: number): fc.Arbitrary<unknown> => {
  if (depth > MAX_DEPTH) throw new UngeneratableSchemaError('a schema nested too deep');
  if (schema instanceof z.core.$ZodString) return stringArbitrary(schema);
  if (schema instanceof z.core.$ZodNumber) return numberArbitrary(schema);
  if (schema instanceof z.core.$ZodBoolean) return fc.boolean();
  if (schema instanceof z.core.$ZodNull) return fc.constant(null);
  if (schema instanceof z.core.$ZodUndefined) return fc.constant(undefined);
  if (schema instanceof z.core.$ZodEnum) return fc.constantFrom(...Object.values(schema._zod.def.entries));
  if (schema instanceof z.core.$ZodLiteral) return fc.constantFrom(...schema._zod.def.values);
  if (schema instanceof z.core.$ZodFile) return fileArbitrary(schema);
  if (schema instanceof z.core.$ZodAny || schema instanceof z.core.$ZodUnknown) return fc.string({ maxLength: 8 });
  if (schema instanceof z.core.$ZodNullable)
    return fc.option(build(schema._zod.def.innerType, depth + 1), { nil: null, freq: 5 });
  if (schema instanceof z.core.$ZodOptional)
    return fc.option(build(schema._zod.def.innerType, depth + 1), { nil: undefined, freq: 5 });
  if (
    schema instanceof z.core.$ZodDefault ||
    schema instanceof z.core.$ZodPrefault ||
    schema instanceof z.core.$ZodCatch ||
    schema instanceof z.core.$ZodReadonly ||
    schema instanceof z.core.$ZodNonOptional
  )
    return build(schema._zod.def.innerType, depth + 1);
  if (schema instanceof z.core.$ZodObject) return objectArbitrary(schema, depth);
  if (schema instanceof z.core.$ZodArray) {
    const { minLength, maxLength } = lengthRulesOf(schema);
    return fc.array(build(schema._zod.def.element, depth + 1), {
      minLength,
      maxLength: Math.min(maxLength ?? Infinity, minLength + OPEN_ARRAY_EXTRA),
    });
  }
  if (schema instanceof z.core.$ZodTuple)
    return fc.tuple(...schema._zod.def.items.map((item) => build(item, depth + 1)));
  if (schema instanceof z.core.$ZodUnion)
    return fc.oneof(...schema._zod.def.options.map((option) => build(option, depth + 1)));
  if (schema instanceof z.core.$ZodIntersection) {
    const both = fc.tuple(build(schema._zod.def.left, depth + 1), build(schema._zod.def.right, depth + 1));
    return firstAccepted(
      schema,
      both.map(([left, right]) =>
        typeof left === 'object' && left !== null && typeof right === 'object' && right !== null
          ? { ...left, ...right }
          : left,
      ),
    );
  }
  if (schema instanceof z.core.$ZodRecord) {
    const { keyType, valueType } = schema._zod.def;
    const values = build(valueType, depth + 1);
    // A record keyed by an enum needs every key.
    if (keyType instanceof z.core.$ZodEnum) {
      const keys = Object.values(keyType._zod.def.entries).map(String);
      return fc.record(Object.fromEntries(keys.map((key) => [key, values])));
    }
    return fc.dictionary(build(keyType, depth + 1).map(String), values, { maxKeys: DICTIONARY_MAX_KEYS });
  }
  if (schema instanceof z.core.$ZodPipe) {
    // The input side: a transform's input is what the client sends; a preprocess takes what its output accepts.
    const { in: input, out } = schema._zod.def;
    return firstAccepted(schema, build(input instanceof z.core.$ZodTransform ? out : input, depth + 1));
  }
  if (schema instanceof z.core.$ZodLazy) return build(schema._zod.def.getter(), depth + 1);
  throw new UngeneratableSchemaError(`no generator for a zod ${schema._zod.def.type}`);
};

/** An arbitrary of values the schema accepts (throws `UngeneratableSchemaError` for kinds it cannot build). */
export const arbitraryFor = (schema: Schema): fc.Arbitrary<unknown> => build(schema, 0);

/** A 32-bit seed for one use (a route, a purpose) derived from the run's seed: FNV-1a over both. */
export const deriveSeed = (seed: number, ...parts: string[]): number => {
  let hash = 0x811c9dc5 ^ seed;
  for (const char of parts.join('\u0000')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
};

export type Generated = { ok: true; value: unknown } | { ok: false; reason: string };

const firstIssueOf = (schema: Schema, value: unknown): string => {
  const result = z.safeParse(schema, value);
  const issue = result.success ? undefined : result.error.issues[0];
  return issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'rejected';
};

/** One value the schema accepts, the same for the same seed; refinements are met by drawing again, up to a cap. */
export const generateValid = (schema: Schema, seed: number): Generated => {
  let arbitrary: fc.Arbitrary<unknown>;
  try {
    arbitrary = arbitraryFor(schema);
  } catch (error) {
    if (error instanceof UngeneratableSchemaError) return { ok: false, reason: `cannot generate: ${error.message}` };
    throw error;
  }
  const draws = fc.sample(arbitrary, { seed, numRuns: BODY_TRIES });
  const valid = draws.find((draw) => accepts(schema, draw));
  if (valid !== undefined) return { ok: true, value: valid };
  return {
    ok: false,
    reason: `could not generate a valid value in ${BODY_TRIES} draws (${firstIssueOf(schema, draws[0])})`,
  };
};

export interface InvalidValue {
  /** What is wrong, e.g. "missing amount", "wrong type at amount", "out of range at name". */
  flaw: string;
  value: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof File);

/** A value of another JSON type than the one given. */
const wrongTypeFor = (value: unknown): unknown => {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'not a number';
  if (typeof value === 'boolean') return 'yes';
  if (Array.isArray(value)) return 'not a list';
  if (value === null || value === undefined) return 12345;
  return 'not an object';
};

/** Values past any bound a field of this kind may have: huge and negative numbers, a fraction, long and empty text. */
const outOfRangeFor = (value: unknown): unknown[] => {
  if (typeof value === 'number') return [1e15, -1e15, 0.5];
  if (typeof value === 'string') return ['x'.repeat(5000), '', 'not-an-option'];
  if (Array.isArray(value)) return [[], Array.from({ length: 1000 }, () => value[0])];
  return [];
};

/** The keys of an object schema (through pipes and unions), to name fields the valid value left out. */
const shapeKeysOf = (schema: Schema): string[] => {
  if (schema instanceof z.core.$ZodObject) return Object.keys(schema._zod.def.shape);
  if (schema instanceof z.core.$ZodPipe) return shapeKeysOf(schema._zod.def.in);
  if (schema instanceof z.core.$ZodUnion) return [...new Set(schema._zod.def.options.flatMap(shapeKeysOf))];
  return [];
};

/**
 * A few values the schema must refuse, each one flaw away from a valid value: a required field
 * left out, a field of the wrong type, a field out of range (first found of each, fields in a
 * seeded order). Each candidate is kept only when the schema does refuse it.
 */
export const generateInvalid = (schema: Schema, valid: unknown, seed: number): InvalidValue[] => {
  const rejects = (value: unknown): boolean => !accepts(schema, value);
  if (!isPlainObject(valid)) {
    const wrong = wrongTypeFor(valid);
    return rejects(wrong) ? [{ flaw: 'wrong type of the whole body', value: wrong }] : [];
  }
  const keys = [...new Set([...Object.keys(valid), ...shapeKeysOf(schema)])];
  const [order = keys] = fc.sample(fc.shuffledSubarray(keys, { minLength: keys.length }), { seed, numRuns: 1 });
  const without = (key: string): Record<string, unknown> =>
    Object.fromEntries(Object.entries(valid).filter(([name]) => name !== key));
  const withValue = (key: string, value: unknown): Record<string, unknown> => ({ ...valid, [key]: value });

  const found: InvalidValue[] = [];
  const missing = order.find((key) => key in valid && rejects(without(key)));
  if (missing !== undefined) found.push({ flaw: `missing ${missing}`, value: without(missing) });
  const wrongType = order.find((key) => rejects(withValue(key, wrongTypeFor(valid[key]))));
  if (wrongType !== undefined)
    found.push({ flaw: `wrong type at ${wrongType}`, value: withValue(wrongType, wrongTypeFor(valid[wrongType])) });
  for (const key of order) {
    const outOfRange = outOfRangeFor(valid[key]).find((value) => rejects(withValue(key, value)));
    if (outOfRange !== undefined) {
      found.push({ flaw: `out of range at ${key}`, value: withValue(key, outOfRange) });
      break;
    }
  }
  if (found.length === 0 && rejects('not an object'))
    found.push({ flaw: 'wrong type of the whole body', value: 'not an object' });
  return found;
};
