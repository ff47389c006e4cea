import { z } from 'zod';
import { IdSchema, IsoDateTimeSchema, NonNegativeMinorUnitsSchema, UrlSchema } from '../common/primitives.schema';
import { BalanceTransactionSchema } from '../transactions/balance-transaction.schema';
import { CurrencyCodeSchema, LocalChargeSchema } from './payment-common.schema';

const ZeroOrOneSchema = z.union([z.literal(0), z.literal(1)]);

/**
 * Vietnamese bank (spec section 3). Field names and types follow the public
 * VietQR bank list the backend relays (flags are 0 or 1 there).
 */
export const VietnameseBankSchema = z
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
export type VietnameseBankList = z.infer<typeof VietnameseBankListSchema>;

export const RecentLocalBankNotificationQuerySchema = z.object({
  since: IsoDateTimeSchema.optional().describe('Only a notice credited after this instant (for polling)'),
});
export type RecentLocalBankNotificationQuery = z.infer<typeof RecentLocalBankNotificationQuerySchema>;

/** A bank transfer that reached the receiving account and was credited to the wallet. */
export const LocalBankCreditNoticeSchema = z
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
export type LocalBankCreditNotice = z.infer<typeof LocalBankCreditNoticeSchema>;

export const RecentLocalBankNotificationSchema = z
  .object({
    notification: LocalBankCreditNoticeSchema.nullable().describe('The latest credit notice; null when none'),
  })
  .describe('Latest bank-transfer credit notice of the user');
export type RecentLocalBankNotification = z.infer<typeof RecentLocalBankNotificationSchema>;

export const ReceivingAccountTypeSchema = z.enum(['hong_kong', 'united_states']);
export type ReceivingAccountType = z.infer<typeof ReceivingAccountTypeSchema>;

/**
 * Receiving account (spec section 3) shown on the wire and Wise transfer
 * screens. No route returns it: the values are brand configuration.
 */
export const ReceivingAccountSchema = z
  .object({
    type: ReceivingAccountTypeSchema.describe('Where the account is held'),
    value: CurrencyCodeSchema.describe('Currency the account receives (wire transfer: USD only)'),
    name: z.string().min(1).describe('Display name of the option'),
    accountName: z.string().min(1).describe('Account holder name'),
    accountNickname: z.string().nullable(),
    bankAccountNumber: z.string().min(1),
    bankLocation: z.string().min(1).describe('Bank name and address'),
    bankCode: z.string().nullable().describe('Hong Kong bank code'),
    branchCode: z.string().nullable().describe('Hong Kong branch code'),
    SWIFTCode: z.string().nullable(),
    ACHRoutingNumber: z.string().nullable().describe('United States ACH routing number'),
    fedwireRoutingNumber: z.string().nullable().describe('United States Fedwire routing number'),
  })
  .describe('Receiving bank account');
export type ReceivingAccount = z.infer<typeof ReceivingAccountSchema>;
