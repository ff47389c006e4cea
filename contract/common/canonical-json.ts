/*
 * One spelling of a request, for the app's Idempotency-Key (src/lib/idempotency-key.ts) and the
 * mock's request fingerprint (mocks/idempotency.ts). Not imported by the contracts, so it stays
 * out of the chunks the sign-in page loads.
 */

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
