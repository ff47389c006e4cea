import { IdSchema } from '@contract/common/primitives.schema';
import { TopUpInvoiceSchema } from '@contract/transactions/transactions.schema';
import { z } from 'zod';

/** An issued invoice number of top-ups: the issuer's sequence (per prefix and year), not the seller's. */
export const TopUpInvoiceRecordSchema = TopUpInvoiceSchema.extend({
  userId: IdSchema,
  prefix: z.string(),
  year: z.number().int(),
  sequence: z.number().int().positive(),
  /** The sorted ids of its top-ups: the same top-ups find the same number. */
  key: z.string(),
});
