import { z } from 'zod';
import { UrlSchema } from '../common/primitives.schema';
import { BalanceTransactionSchema } from '../transactions/balance-transaction.schema';
import { LocalChargeSchema, TopUpBodySchema, TopUpChargeSchema } from './payment-common.schema';

/** The 14 Dutch banks offered for iDEAL (Stripe iDEAL bank codes). */
export const DutchBankSchema = z
  .enum([
    'abn_amro',
    'asn_bank',
    'bunq',
    'handelsbanken',
    'ing',
    'knab',
    'moneyou',
    'n26',
    'rabobank',
    'regiobank',
    'revolut',
    'sns_bank',
    'triodos_bank',
    'van_lanschot',
  ])
  .describe('Dutch bank for iDEAL');
export type DutchBank = z.infer<typeof DutchBankSchema>;

export const BankRedirectMethodSchema = z.enum(['ideal', 'bancontact']);

const IdealTopUpBodySchema = TopUpBodySchema.extend({
  method: z.literal('ideal'),
  bank: DutchBankSchema,
});

const BancontactTopUpBodySchema = TopUpBodySchema.extend({
  method: z.literal('bancontact'),
});

export const BankRedirectTopUpBodySchema = z
  .discriminatedUnion('method', [IdealTopUpBodySchema, BancontactTopUpBodySchema])
  .describe('Top up by iDEAL (with the Dutch bank) or Bancontact');
export type BankRedirectTopUpBody = z.infer<typeof BankRedirectTopUpBodySchema>;

export const BankRedirectPaymentRequestSchema = z
  .object({
    method: BankRedirectMethodSchema,
    redirectUrl: UrlSchema.describe("The bank's authorisation page to send the browser to"),
    charge: TopUpChargeSchema,
    localCharge: LocalChargeSchema.describe('The total in the currency collected (EUR)'),
    transaction: BalanceTransactionSchema,
  })
  .describe('Bank redirect top-up started');
export type BankRedirectPaymentRequest = z.infer<typeof BankRedirectPaymentRequestSchema>;
