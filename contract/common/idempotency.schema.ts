import { z } from 'zod';

/*
 * Idempotency keys: every route that moves money takes one, so a double click or a retry
 * after a timeout moves money once (docs/decisions.md, "Idempotency keys").
 */

/** The request header, lower case as fetch and ts-rest see it. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Set to "true" on an answer the server replayed from an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

export const IDEMPOTENCY_KEY_MIN_LENGTH = 16;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** How long the server remembers a key and its answer. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

export const IdempotencyKeySchema = z
  .string()
  .min(IDEMPOTENCY_KEY_MIN_LENGTH)
  .max(IDEMPOTENCY_KEY_MAX_LENGTH)
  .regex(/^[\x21-\x7e]+$/, 'Visible ASCII characters only')
  .describe(
    `One key per user action (the app sends a UUID v4), reused on that action's retries. The server keeps the key, ` +
      `the request it came with and a successful answer for ${IDEMPOTENCY_KEY_TTL_HOURS} hours: the same request ` +
      'again is answered the same way without moving money again (with `Idempotent-Replayed: true`); another ' +
      'request with the same key is refused with 422 `error.idempotency_key_reused`. 16–255 visible ASCII characters.',
  );
export type IdempotencyKey = z.infer<typeof IdempotencyKeySchema>;

/**
 * The `headers` of every route that moves money (marked `idempotent` in its metadata).
 * NOTE: one zod object, not ts-rest 3.53's record of header schemas: with zod 4 the record's
 * client types collapse and the header is no longer required at call sites.
 */
export const IdempotentHeadersSchema = z.object({ [IDEMPOTENCY_KEY_HEADER]: IdempotencyKeySchema });
export type IdempotentHeaders = z.infer<typeof IdempotentHeadersSchema>;

type JsonTree = Record<string, unknown>;

const isTree = (value: unknown): value is JsonTree =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

const sortKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (!isTree(value)) return value;
  const keys = Object.keys(value).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(keys.map((key) => [key, sortKeys(value[key])]));
};

/**
 * JSON with every object's keys sorted: two requests that differ only in key order (or in
 * fields left undefined) are the same request, for the app's key and the server's fingerprint.
 */
export const canonicalJson = (value: unknown): string => JSON.stringify(sortKeys(value));
