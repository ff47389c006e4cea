import { z } from 'zod';

export const IdSchema = z.string().min(1).describe('Opaque identifier');
export const IdPathParamsSchema = z.object({ id: IdSchema });

export const IsoDateTimeSchema = z.iso.datetime({ offset: true }).describe('ISO 8601 date-time');
export const IsoDateSchema = z.iso.date().describe('ISO 8601 calendar date (YYYY-MM-DD)');

export const EmailSchema = z.email().max(254);
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

export const MoneySchema = z.object({
  amount: MinorUnitsSchema,
  currency: CurrencySchema,
});
export type Money = z.infer<typeof MoneySchema>;

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
