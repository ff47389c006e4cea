import { z } from 'zod';
import { UrlSchema } from '../common/primitives.schema';
import { BalanceTransactionSchema } from '../transactions/balance-transaction.schema';
import { PendingRedirectPaymentSchema, TopUpBodySchema, TopUpChargeSchema } from './payment-common.schema';

export const LianlianTopUpBodySchema = TopUpBodySchema.describe('Top up through LianLian');
export type LianlianTopUpBody = z.infer<typeof LianlianTopUpBodySchema>;

/** LianLian result (spec section 3): the redirect URL is in payload.lianlianPayload.requestPaymentUrl. */
export const LianlianPaymentRequestSchema = z
  .object({
    payload: z.object({
      lianlianPayload: z.object({
        requestPaymentUrl: UrlSchema.describe('LianLian hosted payment page to send the browser to'),
      }),
    }),
    charge: TopUpChargeSchema,
    transaction: BalanceTransactionSchema,
  })
  .describe('LianLian top-up started');
export type LianlianPaymentRequest = z.infer<typeof LianlianPaymentRequestSchema>;

export const LianlianPendingResultSchema = z
  .object({
    pending: PendingRedirectPaymentSchema.nullable().describe('The in-progress LianLian payment; null when none'),
  })
  .describe('Pending LianLian payment, if any');
export type LianlianPendingResult = z.infer<typeof LianlianPendingResultSchema>;
