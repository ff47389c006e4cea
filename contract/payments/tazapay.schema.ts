import { z } from 'zod';
import { TazapayMethodSchema } from '../common/enums.schema';
import { IdSchema, UrlSchema } from '../common/primitives.schema';
import { BalanceTransactionSchema } from '../transactions/balance-transaction.schema';
import { PendingRedirectPaymentSchema, TopUpBodySchema, TopUpChargeSchema } from './payment-common.schema';

export const TazapayTopUpBodySchema = TopUpBodySchema.extend({
  method: TazapayMethodSchema.describe(
    'local_bank (0% fee), local_method (1.8%) or card (3%); fees per TAZAPAY_FEE_BASIS_POINTS',
  ),
  replaceInProgress: z
    .boolean()
    .default(false)
    .describe(
      'Cancel the in-progress Tazapay payment and start this one. Without it an in-progress payment answers 409 error.payment_in_progress',
    ),
}).describe('Top up through Tazapay');
export type TazapayTopUpBody = z.infer<typeof TazapayTopUpBodySchema>;

/** Tazapay result (spec section 3): the redirect URL is in data.url. */
export const TazapayPaymentRequestSchema = z
  .object({
    data: z.object({
      url: UrlSchema.describe('Tazapay hosted checkout to send the browser to'),
      checkoutId: IdSchema.describe('Tazapay checkout id'),
    }),
    method: TazapayMethodSchema,
    charge: TopUpChargeSchema.describe('methodFee follows TAZAPAY_FEE_BASIS_POINTS for the method'),
    transaction: BalanceTransactionSchema,
  })
  .describe('Tazapay top-up started');
export type TazapayPaymentRequest = z.infer<typeof TazapayPaymentRequestSchema>;

const TazapayPendingPaymentSchema = PendingRedirectPaymentSchema.extend({
  method: TazapayMethodSchema,
}).describe('In-progress Tazapay payment');
export type TazapayPendingPayment = z.infer<typeof TazapayPendingPaymentSchema>;

export const TazapayPendingResultSchema = z
  .object({
    pending: TazapayPendingPaymentSchema.nullable().describe(
      'The in-progress payment to continue or replace; null when none',
    ),
  })
  .describe('Pending Tazapay payment, if any');
export type TazapayPendingResult = z.infer<typeof TazapayPendingResultSchema>;
