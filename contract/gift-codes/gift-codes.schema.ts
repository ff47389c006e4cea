import { z } from 'zod';
import { GiftCodeStatusSchema } from '../common/enums.schema';
import { pagedListSchema, PageQuerySchema } from '../common/paging.schema';
import {
  IdPathParamsSchema,
  IdSchema,
  IsoDateTimeSchema,
  NonNegativeMinorUnitsSchema,
  PositiveMinorUnitsSchema,
  QueryBooleanSchema,
} from '../common/primitives.schema';

const GiftCodeValueSchema = z
  .string()
  .trim()
  .min(4)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/)
  .describe('Gift code as typed by the user');

const MinimumRequiredSpendSchema = z
  .object({
    start: IsoDateTimeSchema.nullable().describe(
      'Spend counts from this moment (for a holder: the redemption time); null on a code nobody has redeemed yet',
    ),
    minTotalSpend: NonNegativeMinorUnitsSchema.describe('Total ad spend (USD cents) to reach for the bonus'),
    maxTotalSpend: NonNegativeMinorUnitsSchema.nullable().describe(
      'Upper bound of the spend tier in USD cents; null when open-ended',
    ),
  })
  .describe('Minimum required spend');

const GiftCodeQuantitySchema = z
  .object({
    available: z.number().int().nonnegative().describe('Codes left to redeem'),
    saved: z.number().int().nonnegative().describe('Redeemed and waiting for the minimum spend'),
    paid: z.number().int().nonnegative().describe('Bonus credited'),
    total: z.number().int().nonnegative(),
  })
  .describe('Quantity');
export type GiftCodeQuantity = z.infer<typeof GiftCodeQuantitySchema>;

/** Gift code (spec section 3). */
export const GiftCodeSchema = z
  .object({
    id: IdSchema,
    code: GiftCodeValueSchema,
    worth: PositiveMinorUnitsSchema.describe('Bonus credited to the balance, USD cents'),
    minimumRequiredSpend: MinimumRequiredSpendSchema,
    timeOfUseDays: z.number().int().positive().describe('Days after redemption (plus 1) to reach the minimum spend'),
    quantity: GiftCodeQuantitySchema,
    expiry: IsoDateTimeSchema.nullable().describe('Last moment the code can be redeemed; null when it never expires'),
    status: GiftCodeStatusSchema,
    createdAt: IsoDateTimeSchema,
  })
  .describe('Gift code');
export type GiftCode = z.infer<typeof GiftCodeSchema>;

/** One redemption by the signed-in user (redeem history). */
export const GiftCodeRedemptionSchema = z
  .object({
    id: IdSchema,
    code: GiftCodeValueSchema,
    worth: PositiveMinorUnitsSchema.describe('Bonus in USD cents'),
    minimumRequiredSpend: MinimumRequiredSpendSchema,
    timeOfUseDays: z.number().int().positive(),
    currentSpend: NonNegativeMinorUnitsSchema.describe('Spend counted so far toward the minimum, USD cents'),
    status: GiftCodeStatusSchema.describe('saved while waiting, paid once credited, expired when the time ran out'),
    redeemedAt: IsoDateTimeSchema,
    deadline: IsoDateTimeSchema.describe('redeemedAt + timeOfUseDays + 1 day'),
    paidAt: IsoDateTimeSchema.nullable(),
  })
  .describe('Gift code redemption');
export type GiftCodeRedemption = z.infer<typeof GiftCodeRedemptionSchema>;

export const RedeemGiftCodeBodySchema = z.object({
  code: GiftCodeValueSchema,
});
export type RedeemGiftCodeBody = z.infer<typeof RedeemGiftCodeBodySchema>;

export const RedeemHistoryQuerySchema = PageQuerySchema;

export const RedeemHistorySchema = pagedListSchema(GiftCodeRedemptionSchema);
export type RedeemHistory = z.infer<typeof RedeemHistorySchema>;

export const PartnerGiftCodesPathParamsSchema = IdPathParamsSchema.describe('id: the partner (user) id');

export const PartnerGiftCodesQuerySchema = PageQuerySchema.extend({
  unexpired: QueryBooleanSchema.optional().describe('"true": only codes whose expiry has not passed'),
});
export type PartnerGiftCodesQuery = z.infer<typeof PartnerGiftCodesQuerySchema>;

export const GiftCodeListSchema = pagedListSchema(GiftCodeSchema);
export type GiftCodeList = z.infer<typeof GiftCodeListSchema>;
