import { z } from 'zod';
import { BalanceTransactionTypeSchema, PaymentMethodIdSchema, PaymentStatusSchema } from '../common/enums.schema';
import {
  CurrencySchema,
  IdSchema,
  IsoDateTimeSchema,
  MinorUnitsSchema,
  NonNegativeMinorUnitsSchema,
} from '../common/primitives.schema';

/**
 * One move of money (spec section 3, "Balance transaction"). `amount` is what
 * reaches or leaves the wallet; fee, method fee, service charge, tax and tip
 * are what the payer paid on top, so a top-up's total charge is their sum.
 */
export const BalanceTransactionSchema = z
  .object({
    id: IdSchema,
    type: BalanceTransactionTypeSchema,
    amount: MinorUnitsSchema.describe('Signed change of the wallet balance in cents (negative leaves the wallet)'),
    currency: CurrencySchema,
    fee: NonNegativeMinorUnitsSchema,
    methodFee: NonNegativeMinorUnitsSchema,
    serviceCharge: NonNegativeMinorUnitsSchema,
    tax: NonNegativeMinorUnitsSchema,
    tip: NonNegativeMinorUnitsSchema,
    status: PaymentStatusSchema,
    paymentMethod: PaymentMethodIdSchema.nullable(),
    transferCode: z.string().nullable().describe('Bank transfer content or provider reference'),
    adAccountId: IdSchema.nullable().describe('The ad account for recharge and refund moves'),
    balanceAfter: MinorUnitsSchema.nullable().describe('Wallet balance right after a settled move'),
    note: z.string().nullable(),
    createdAt: IsoDateTimeSchema,
  })
  .describe('Balance transaction');
export type BalanceTransaction = z.infer<typeof BalanceTransactionSchema>;
