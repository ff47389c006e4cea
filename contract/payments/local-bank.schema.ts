import { z } from 'zod';
import { IdSchema, IsoDateTimeSchema, NonNegativeMinorUnitsSchema, UrlSchema } from '../common/primitives.schema';
import { BalanceTransactionSchema } from '../transactions/balance-transaction.schema';
import { LocalChargeSchema } from './payment-common.schema';

const ZeroOrOneSchema = z.union([z.literal(0), z.literal(1)]);

/**
 * Vietnamese bank (spec section 3). Field names and types follow the public
 * VietQR bank list the backend relays (flags are 0 or 1 there).
 */
const VietnameseBankSchema = z
  .object({
    id: z.number().int().positive().describe('Bank id in the VietQR bank list'),
    name: z.string().min(1).describe('Full bank name'),
    code: z.string().min(1).describe('Bank code, e.g. "VCB", "ICB"'),
    bin: z
      .string()
      .regex(/^\d{6}$/)
      .describe('Six-digit bank identification number (NAPAS BIN)'),
    shortName: z.string().min(1).describe('Short display name, e.g. "Vietcombank"'),
    logo: UrlSchema.describe('Logo image URL'),
    transferSupported: ZeroOrOneSchema.describe('1 when VietQR transfers to this bank are supported'),
    lookupSupported: ZeroOrOneSchema.describe('1 when account-name lookup is supported'),
    support: z.number().int().nonnegative().describe('VietQR support level of the bank'),
    isTransfer: ZeroOrOneSchema.describe('1 when the bank can be chosen for a QR transfer'),
    swift_code: z.string().nullable().describe('SWIFT/BIC code, if any'),
  })
  .describe('Vietnamese bank');
export type VietnameseBank = z.infer<typeof VietnameseBankSchema>;

export const VietnameseBankListSchema = z.array(VietnameseBankSchema);

export const RecentLocalBankNotificationQuerySchema = z.object({
  since: IsoDateTimeSchema.optional().describe('Only a notice credited after this instant (for polling)'),
});

/** A bank transfer that reached the receiving account and was credited to the wallet. */
const LocalBankCreditNoticeSchema = z
  .object({
    id: IdSchema,
    transactionId: IdSchema.describe('Id of the credited wallet transaction (same as transaction.id)'),
    bankCode: z.string().min(1).describe('Code of the sending bank, e.g. "VCB"'),
    bankShortName: z.string().min(1),
    transferContent: z.string().describe('Transfer description the payer typed (the transfer content code)'),
    receivedAmount: LocalChargeSchema.describe('What arrived, in the transfer currency (VND)'),
    creditedAmount: NonNegativeMinorUnitsSchema.describe('Credited to the wallet, in USD cents'),
    creditedAt: IsoDateTimeSchema,
    transaction: BalanceTransactionSchema,
  })
  .describe('Bank-transfer credit notice');

export const RecentLocalBankNotificationSchema = z
  .object({
    notification: LocalBankCreditNoticeSchema.nullable().describe('The latest credit notice; null when none'),
  })
  .describe('Latest bank-transfer credit notice of the user');
export type RecentLocalBankNotification = z.infer<typeof RecentLocalBankNotificationSchema>;
