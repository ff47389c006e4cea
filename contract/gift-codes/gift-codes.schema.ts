import { z } from 'zod';
import { MAX_AMOUNT_CENTS } from '../common/constants';
import { GiftCodeStatusSchema } from '../common/enums.schema';
import { pagedListSchema } from '../common/paging.schema';
import {
  IdPathParamsSchema,
  IdSchema,
  IsoDateTimeSchema,
  NonNegativeMinorUnitsSchema,
  PositiveMinorUnitsSchema,
} from '../common/primitives.schema';

export * from './gift-code-queries.schema';

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

export const RedeemHistorySchema = pagedListSchema(GiftCodeRedemptionSchema);
export type RedeemHistory = z.infer<typeof RedeemHistorySchema>;

export const PartnerGiftCodesPathParamsSchema = IdPathParamsSchema.describe('id: the partner (user) id');

export const GiftCodeListSchema = pagedListSchema(GiftCodeSchema);
export type GiftCodeList = z.infer<typeof GiftCodeListSchema>;

/** Limits of a code a partner creates (the spec gives none; these keep a typo from making a huge code). */
const GIFT_CODE_LIMITS = {
  timeOfUseDaysMax: 365,
  quantityMax: 100_000,
  /** A spend tier above the largest single top-up is still reachable over time. */
  minTotalSpendMax: 10 * MAX_AMOUNT_CENTS,
} as const;

/**
 * A partner's new code (spec sections 2 and 6: partners manage gift codes). The code is open-ended
 * in spend (`maxTotalSpend` null) and created `active` with its whole quantity available. Expiry
 * must be in the future: a rule of the moment, `isFutureExpiry`, which the schema cannot hold.
 */
export const CreateGiftCodeBodySchema = z.object({
  code: GiftCodeValueSchema.describe('The code members type: 4 to 32 letters, digits, - or _; unique, any case'),
  worth: PositiveMinorUnitsSchema.max(MAX_AMOUNT_CENTS).describe('Bonus credited to the balance, USD cents'),
  minTotalSpend: NonNegativeMinorUnitsSchema.max(GIFT_CODE_LIMITS.minTotalSpendMax).describe(
    'Ad spend (USD cents) to reach after redemption for the bonus',
  ),
  timeOfUseDays: z
    .number()
    .int()
    .min(1)
    .max(GIFT_CODE_LIMITS.timeOfUseDaysMax)
    .describe('Days after redemption (plus 1) to reach the minimum spend'),
  quantity: z.number().int().min(1).max(GIFT_CODE_LIMITS.quantityMax).describe('How many members may save it'),
  expiry: IsoDateTimeSchema.nullable().describe('Last moment the code can be saved, in the future; null: never'),
});
export type CreateGiftCodeBody = z.infer<typeof CreateGiftCodeBodySchema>;

/** Whether an expiry is still to come at `now` (no expiry always is): both the form and the server check it. */
export const isFutureExpiry = (expiry: string | null, now: number): boolean =>
  expiry === null || Date.parse(expiry) > now;

export const PartnerGiftCodePathParamsSchema = z
  .object({ id: IdSchema, codeId: IdSchema })
  .describe('id: the partner (user) id; codeId: the gift code id');

/** The two statuses a partner sets; the others follow from expiry and quantity. */
const GiftCodeSettableStatusSchema = GiftCodeStatusSchema.extract(['active', 'deactivate']);
export type GiftCodeSettableStatus = z.infer<typeof GiftCodeSettableStatusSchema>;

export const SetGiftCodeStatusBodySchema = z.object({
  status: GiftCodeSettableStatusSchema.describe('deactivate stops new saves; active reactivates'),
});
