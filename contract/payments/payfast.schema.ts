import { z } from 'zod';
import { UrlSchema } from '../common/primitives.schema';
import { BalanceTransactionSchema } from '../transactions/balance-transaction.schema';
import { LocalChargeSchema, TopUpBodySchema, TopUpChargeSchema } from './payment-common.schema';

export const PayfastTopUpBodySchema = TopUpBodySchema.describe('Top up through PayFast');
export type PayfastTopUpBody = z.infer<typeof PayfastTopUpBodySchema>;

/** PayFast takes a form POST from the browser: the page builds a form from these fields and submits it. */
export const PayfastPaymentRequestSchema = z
  .object({
    redirectUrl: UrlSchema.describe('PayFast process URL the form is posted to'),
    formMethod: z.literal('POST'),
    formFields: z
      .record(z.string(), z.string())
      .describe(
        'Signed form fields (merchant_id, merchant_key, return_url, cancel_url, notify_url, m_payment_id, amount, item_name, signature …)',
      ),
    charge: TopUpChargeSchema,
    localCharge: LocalChargeSchema.describe('The total in the currency PayFast collects (ZAR)'),
    transaction: BalanceTransactionSchema,
  })
  .describe('PayFast top-up started');
export type PayfastPaymentRequest = z.infer<typeof PayfastPaymentRequestSchema>;
