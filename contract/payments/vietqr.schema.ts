import { z } from 'zod';
import { IdSchema, IsoDateTimeSchema } from '../common/primitives.schema';
import { BalanceTransactionSchema } from '../transactions/balance-transaction.schema';
import {
  LocalChargeSchema,
  TopUpBodySchema,
  TopUpChargeSchema,
  WholeDollarTopUpAmountSchema,
} from './payment-common.schema';

export const VietqrTopUpBodySchema = TopUpBodySchema.extend({
  amount: WholeDollarTopUpAmountSchema,
  bank: z
    .string()
    .regex(/^\d{6}$/)
    .describe('BIN of the bank the user pays from, from GET /api/local-banks'),
}).describe('Top up by Vietnamese bank QR transfer');
export type VietqrTopUpBody = z.infer<typeof VietqrTopUpBodySchema>;

const VietqrReceivingAccountSchema = z
  .object({
    bankBin: z.string().regex(/^\d{6}$/),
    bankName: z.string().min(1),
    bankShortName: z.string().min(1),
    accountNumber: z.string().min(1),
    accountName: z.string().min(1).describe('Account holder name as the bank shows it'),
  })
  .describe('Account the transfer goes to');
export type VietqrReceivingAccount = z.infer<typeof VietqrReceivingAccountSchema>;

/** A bank-QR top-up: QR, account, one-time transfer content and its state. */
export const VietqrPaymentSchema = z
  .object({
    transactionId: IdSchema.describe(
      'Id of the wallet transaction (same as transaction.id); used in /transactions/:id/…',
    ),
    qrDataUrl: z
      .string()
      .startsWith('data:image/')
      .describe('QR image as a data URL (data:image/png;base64,…); encodes account, amount and transfer content'),
    qrContent: z.string().min(1).describe('The VietQR (EMVCo) payload the image encodes'),
    account: VietqrReceivingAccountSchema,
    transferContent: z
      .string()
      .min(1)
      .describe(
        'One-time transfer content code the payer must put in the transfer description; current one after a refresh',
      ),
    codeRefreshedAt: IsoDateTimeSchema.nullable().describe(
      'When the transfer content code was last refreshed; null if never',
    ),
    transferAmount: LocalChargeSchema.describe('Exact amount to transfer, in VND'),
    charge: TopUpChargeSchema,
    expiresAt: IsoDateTimeSchema.describe('The code and QR are valid until then'),
    transaction: BalanceTransactionSchema.describe('The wallet transaction; its status is the payment status'),
  })
  .describe('Bank QR payment');
export type VietqrPayment = z.infer<typeof VietqrPaymentSchema>;
