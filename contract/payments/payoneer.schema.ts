import { z } from 'zod';
import { PaymentResultSchema } from '../common/enums.schema';
import { EmailSchema, IdSchema, IsoDateTimeSchema, MinorUnitsSchema, UrlSchema } from '../common/primitives.schema';
import { BalanceTransactionSchema } from '../transactions/balance-transaction.schema';
import { CurrencyCodeSchema, LocalChargeSchema, TopUpBodySchema, TopUpChargeSchema } from './payment-common.schema';

/** One currency balance of the connected Payoneer account. */
export const PayoneerBalanceSchema = z
  .object({
    id: IdSchema.describe('Payoneer balance id; pass it as balanceId to pay'),
    currency: CurrencyCodeSchema,
    available: MinorUnitsSchema.describe('Available balance in minor units of `currency`'),
  })
  .describe('Payoneer balance');
export type PayoneerBalance = z.infer<typeof PayoneerBalanceSchema>;

export const PayoneerNextActionSchema = z
  .enum(['none', 'confirm', 'challenge'])
  .describe('confirm: call …/confirm; challenge: send the browser to challengeUrl; none: finished');

/** A Payoneer top-up: request → confirm → (challenge) → paid. */
export const PayoneerPaymentSchema = z
  .object({
    transactionId: IdSchema.describe(
      'Id of the wallet transaction (same as transaction.id); used in /transactions/:id/…',
    ),
    status: PaymentResultSchema,
    balanceId: IdSchema,
    nextAction: PayoneerNextActionSchema,
    challengeUrl: UrlSchema.nullable().describe('Payoneer challenge page when nextAction is challenge'),
    charge: TopUpChargeSchema,
    localCharge: LocalChargeSchema.nullable().describe('The total in the balance currency when it is not USD'),
    expiresAt: IsoDateTimeSchema.nullable().describe('The confirmation or challenge must happen before then'),
    transaction: BalanceTransactionSchema,
  })
  .describe('Payoneer payment');
export type PayoneerPayment = z.infer<typeof PayoneerPaymentSchema>;

/** Payoneer account (spec section 3). */
export const PayoneerAccountSchema = z
  .object({
    clientRedirectUrl: UrlSchema.nullable().describe(
      'Payoneer consent page to (re)connect the account; null when connected',
    ),
    email: EmailSchema.nullable().describe('E-mail of the connected Payoneer account'),
    connected: z.boolean(),
    currentAccounts: z
      .array(PayoneerBalanceSchema)
      .describe('Balances of the connected account; empty when not connected'),
    request: PayoneerPaymentSchema.nullable().describe(
      'The unfinished Payoneer payment (waiting for confirmation or a challenge), if any',
    ),
  })
  .describe('Payoneer account');
export type PayoneerAccount = z.infer<typeof PayoneerAccountSchema>;

export const PayoneerConnectSchema = z
  .object({
    clientRedirectUrl: UrlSchema.describe('Payoneer consent page to send the browser to'),
  })
  .describe('Payoneer connection started');
export type PayoneerConnect = z.infer<typeof PayoneerConnectSchema>;

export const PayoneerConnectCallbackQuerySchema = z.object({
  code: z.string().min(1).optional().describe('Authorisation code; absent when the user declined'),
  scope: z.string().optional().describe('Granted scopes, space separated'),
  state: z.string().min(1).describe('The state issued by POST /api/billings/payoneer/connect'),
  error: z.string().optional().describe('OAuth error when the user declined or Payoneer failed'),
  error_description: z.string().optional(),
});
export type PayoneerConnectCallbackQuery = z.infer<typeof PayoneerConnectCallbackQuerySchema>;

export const PayoneerTopUpBodySchema = TopUpBodySchema.extend({
  balanceId: IdSchema.describe('Payoneer balance to pay from (currentAccounts[].id)'),
}).describe('Top up from a Payoneer balance');
export type PayoneerTopUpBody = z.infer<typeof PayoneerTopUpBodySchema>;

export const PayoneerChallengeCallbackQuerySchema = z.object({
  type: z.string().min(1).describe('Challenge type reported by Payoneer'),
  session_id: z.string().min(1).describe('Payoneer challenge session id'),
  response_path: z.string().min(1).describe('Payoneer path to fetch the challenge outcome from'),
});
export type PayoneerChallengeCallbackQuery = z.infer<typeof PayoneerChallengeCallbackQuerySchema>;
