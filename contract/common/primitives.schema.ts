import { z } from 'zod';

export const IdSchema = z.string().min(1).describe('Opaque identifier');
export const IdPathParamsSchema = z.object({ id: IdSchema });

export const IsoDateTimeSchema = z.iso.datetime({ offset: true }).describe('ISO 8601 date-time');
export const IsoDateSchema = z.iso.date().describe('ISO 8601 calendar date (YYYY-MM-DD)');

/**
 * zod's e-mail rule with domain labels that neither start nor end with a hyphen (as a host name's
 * must): the one rule, exported to the OpenAPI document as this pattern alone.
 */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
export const EmailSchema = z.email({ pattern: EMAIL_PATTERN }).max(254);
export const UrlSchema = z.url();

export const CurrencySchema = z.enum(['USD', 'VND']).describe('ISO 4217 currency code');
export type Currency = z.infer<typeof CurrencySchema>;

/**
 * Money on the wire is an integer count of the currency's minor units
 * (USD cents; VND has none, so VND amounts are whole dong). No binary
 * floating point ever carries a balance.
 */
export const MinorUnitsSchema = z.number().int().describe('Amount in minor units of the currency (USD cents)');
export const NonNegativeMinorUnitsSchema = MinorUnitsSchema.nonnegative();
export const PositiveMinorUnitsSchema = MinorUnitsSchema.positive();

/** A decimal number kept as a string so no precision is lost (rates, percentages). */
export const DecimalStringSchema = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/)
  .describe('Decimal number as a string, e.g. "25450.5"');

export const SuccessSchema = z.object({ success: z.literal(true) }).describe('Acknowledgement');

/** Query-string booleans arrive as text. */
export const QueryBooleanSchema = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .describe('"true" or "false"');

/*
 * Idempotency keys: every route that moves money takes one, so a double click or a retry
 * after a timeout moves money once (docs/decisions/money-and-ledger.md, "Idempotency keys"). Here with the
 * other primitives, whose chunk the sign-in page loads already: the money contracts it loads
 * declare the header, and a module of its own would be one more file there.
 */

/** The request header, lower case as fetch and ts-rest see it. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Set to "true" on an answer the server replayed from an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

const IDEMPOTENCY_KEY_MIN_LENGTH = 16;
const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** How long the server remembers a key and its answer. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

export const IdempotencyKeySchema = z
  .string()
  .min(IDEMPOTENCY_KEY_MIN_LENGTH)
  .max(IDEMPOTENCY_KEY_MAX_LENGTH)
  .regex(/^[\x21-\x7e]+$/, 'Visible ASCII characters only')
  .describe(
    `One key per user action (the app sends a UUID v4), reused on its retries. For ${IDEMPOTENCY_KEY_TTL_HOURS} hours ` +
      'the same request with it gets the first answer again (`Idempotent-Replayed: true`) and moves no money; ' +
      'another request with it is refused (422 `error.idempotency_key_reused`). 16–255 visible ASCII characters.',
  );

/**
 * The `headers` of every route that moves money (marked `idempotent` in its metadata).
 * NOTE: one zod object, not ts-rest 3.53's record of header schemas: with zod 4 the record's
 * client types collapse and the header is no longer required at call sites.
 */
export const IdempotentHeadersSchema = z.object({ [IDEMPOTENCY_KEY_HEADER]: IdempotencyKeySchema });
export type IdempotentHeaders = z.infer<typeof IdempotentHeadersSchema>;
