import { contract, isNoBody, listRoutes } from '@contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { arbitraryFor, deriveSeed, generateInvalid, generateValid } from '../../../scripts/contract-check/generate';

/** Every route of the contract that takes a body, with its schema. */
const bodyRoutes = listRoutes(contract).flatMap(({ key, route }) =>
  'body' in route && !isNoBody(route.body) && route.body instanceof z.ZodType ? [{ key, schema: route.body }] : [],
);

/** A body as comparable data: a generated upload becomes its type and bytes. */
const comparable = async (value: unknown): Promise<unknown> => {
  if (value instanceof File) return { type: value.type, bytes: [...new Uint8Array(await value.arrayBuffer())] };
  if (Array.isArray(value)) return Promise.all(value.map(comparable));
  if (typeof value === 'object' && value !== null) {
    const entries = await Promise.all(Object.entries(value).map(async ([key, item]) => [key, await comparable(item)]));
    return Object.fromEntries(entries);
  }
  return value;
};

const SEEDS = [1, 2, 3, 42, 4_294_967_295];

describe('generated bodies for every write route of the contract', () => {
  it('finds write routes to check', () => {
    expect(bodyRoutes.length).toBeGreaterThan(50);
  });

  it.each(bodyRoutes)('$key: valid bodies pass its schema, invalid ones fail it', ({ key, schema }) => {
    for (const seed of SEEDS) {
      const valid = generateValid(schema, deriveSeed(seed, key));
      if (!valid.ok) throw new Error(`${key}, seed ${seed}: ${valid.reason}`);
      expect(schema.safeParse(valid.value).success).toBe(true);
      const invalid = generateInvalid(schema, valid.value, deriveSeed(seed, key, 'invalid'));
      expect(invalid.length).toBeGreaterThan(0);
      for (const { flaw, value } of invalid) {
        expect({ flaw, accepted: schema.safeParse(value).success }).toEqual({ flaw, accepted: false });
      }
    }
  });

  it('generates the same bodies from the same seed, and other bodies from another', async () => {
    const draw = (seed: number) =>
      Promise.all(
        bodyRoutes.map(async ({ key, schema }) => {
          const valid = generateValid(schema, deriveSeed(seed, key));
          const invalid = valid.ok ? generateInvalid(schema, valid.value, deriveSeed(seed, key, 'invalid')) : [];
          return comparable({ valid, invalid });
        }),
      );
    const first = await draw(7);
    expect(await draw(7)).toEqual(first);
    const other = await draw(8);
    expect(other.filter((body, index) => JSON.stringify(body) !== JSON.stringify(first[index])).length).toBeGreaterThan(
      bodyRoutes.length / 2,
    );
  });
});

describe('arbitraryFor', () => {
  const Kinds = z.object({
    name: z.string().trim().min(3).max(20),
    code: z.string().regex(/^[A-Z]{2}-\d{4}$/),
    email: z.email().max(254),
    site: z.url({ protocol: /^https$/, hostname: /(^|\.)example\.com$/ }),
    key: z.uuid(),
    day: z.iso.date(),
    cents: z.number().int().positive().max(1_000_000),
    step: z.number().int().min(100).max(10_000).multipleOf(100),
    rate: z.number().gt(0).lt(1),
    kind: z.enum(['a', 'b']),
    fixed: z.literal('yes'),
    tags: z.array(z.string().min(1)).min(1).max(3),
    note: z.string().max(5).optional(),
    page: z.number().int().min(1).default(1),
    gone: z.string().nullable(),
    choice: z.discriminatedUnion('method', [
      z.object({ method: z.literal('card'), last4: z.string().regex(/^\d{4}$/) }),
      z.object({ method: z.literal('bank'), iban: z.string().min(15).max(34) }),
    ]),
    either: z.union([z.boolean(), z.number().int()]),
    counts: z.record(z.string().regex(/^[a-z]{1,5}$/), z.number().int().nonnegative()),
    byKind: z.record(z.enum(['x', 'y']), z.boolean()),
    parsed: z.string().regex(/^\d+$/).transform(Number).pipe(z.number().max(999_999)),
    pair: z.tuple([z.string(), z.number()]),
  });

  it('draws only values the schema accepts, for every kind the contract uses', () => {
    fc.assert(
      fc.property(arbitraryFor(Kinds), (value) => Kinds.safeParse(value).success),
      { seed: 11, numRuns: 200 },
    );
  });

  it('meets a refinement by drawing again, and says so when it cannot', () => {
    const Period = z
      .object({ from: z.number().int().min(1).max(12), to: z.number().int().min(1).max(12) })
      .refine(({ from, to }) => from <= to);
    const period = generateValid(Period, 5);
    expect(period.ok && Period.safeParse(period.value).success).toBe(true);

    const impossible = z.object({ n: z.number().int() }).refine(() => false, { path: ['n'], message: 'never' });
    expect(generateValid(impossible, 5)).toEqual({
      ok: false,
      reason: 'could not generate a valid value in 50 draws (n: never)',
    });
    expect(generateValid(z.object({ at: z.date() }), 5)).toEqual({
      ok: false,
      reason: 'cannot generate: no generator for a zod date',
    });
  });

  it('names the flaw of each invalid body', () => {
    const Transfer = z.object({ type: z.enum(['in', 'out']), amount: z.number().int().min(100).max(10_000) });
    const flaws = generateInvalid(Transfer, { type: 'in', amount: 500 }, 3).map(({ flaw }) => flaw);
    expect(flaws).toHaveLength(3);
    expect(flaws[0]).toMatch(/^missing (type|amount)$/);
    expect(flaws[1]).toMatch(/^wrong type at (type|amount)$/);
    expect(flaws[2]).toMatch(/^out of range at (type|amount)$/);
  });
});
