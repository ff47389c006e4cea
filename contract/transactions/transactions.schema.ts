import { z } from 'zod';
import { MAX_AMOUNT_CENTS } from '../common/constants';
import {
  PaymentMethodIdSchema,
  RefundReasonSchema,
  RefundStatusSchema,
  UsdtNetworkSchema,
  type RefundReason,
} from '../common/enums.schema';
import { pagedListSchema } from '../common/paging.schema';
import {
  EmailSchema,
  IdSchema,
  IsoDateTimeSchema,
  NonNegativeMinorUnitsSchema,
  PositiveMinorUnitsSchema,
} from '../common/primitives.schema';
import { BalanceTransactionSchema } from './balance-transaction.schema';
import { plainNameSchema, plainTextSchema } from '../common/plain-text';
import { ANY_USDT_ADDRESS, refineUsdtAddressOfNetwork, USDT_ADDRESS_ISSUE_TEXT } from '../payments/usdt-address';
import { BankReceivingBodySchema, BankReceivingSchema } from './bank-details';
import { InvoicePrefixSchema } from './invoice-numbers';

export * from './transaction-list-query.schema';

/* Transaction history */

export const TransactionListSchema = pagedListSchema(BalanceTransactionSchema);
export type TransactionList = z.infer<typeof TransactionListSchema>;

/* Refund request (spec section 3) */

const ACCOUNT_HOLDER_MAX = 200;

const UsdtReceivingSchema = z
  .object({
    method: z.literal('usdt'),
    walletAddress: z.string().trim().min(20).max(128),
    usdtNetwork: UsdtNetworkSchema,
    usdtQrImageUrl: z
      .url()
      .optional()
      .describe('QR image of the wallet (JPG, PNG or JPEG, up to 5 MB), imageUrl from POST /api/upload/image'),
  })
  .describe('Receive the refund in USDT');

export const WiseReceivingSchema = z
  .object({
    method: z.literal('wise'),
    wiseEmail: EmailSchema,
    accountHolder: z.string().trim().min(1).max(ACCOUNT_HOLDER_MAX),
  })
  .describe('Receive the refund on a Wise account');

/** Where a stored refund is paid: plain strings, so a request stored before the body's rules still reads. */
const RefundReceivingSchema = z
  .discriminatedUnion('method', [UsdtReceivingSchema, WiseReceivingSchema, BankReceivingSchema])
  .describe('Receiving method and details');
export type RefundReceiving = z.infer<typeof RefundReceivingSchema>;

/**
 * Where a refund request asks to be paid (issue 41): the wallet address in its network's format
 * (`isUsdtAddressOf`), the holder's and bank's names plain names, the address plain text.
 */
const RefundReceivingBodySchema = z
  .discriminatedUnion('method', [
    UsdtReceivingSchema.safeExtend({
      walletAddress: z.string().trim().regex(ANY_USDT_ADDRESS, USDT_ADDRESS_ISSUE_TEXT),
    }).superRefine(refineUsdtAddressOfNetwork('walletAddress', 'usdtNetwork')),
    WiseReceivingSchema.safeExtend({ accountHolder: plainNameSchema({ min: 1, max: ACCOUNT_HOLDER_MAX }) }),
    BankReceivingBodySchema,
  ])
  .describe('Receiving method and details');

/** The refund fields without the reason-detail rule, so other bodies can extend them. */
export const RefundRequestFieldsSchema = z.object({
  amount: PositiveMinorUnitsSchema.max(MAX_AMOUNT_CENTS).describe(
    'Requested amount in USD cents; at most the wallet balance',
  ),
  reason: RefundReasonSchema,
  reasonDetail: plainTextSchema({ max: 500, multiline: true }).optional().describe('Required when reason is other'),
  receiving: RefundReceivingBodySchema,
});

/** "Other reason" needs a detail. Apply with `.refine(check, params)` to any body with these fields. */
export const refundReasonDetailRule = {
  check: (value: { reason: RefundReason; reasonDetail?: string | undefined }): boolean =>
    value.reason !== 'other' || (value.reasonDetail ?? '').trim().length > 0,
  params: { message: 'Please describe the reason', path: ['reasonDetail'] },
};

export const RequestRefundBodySchema = RefundRequestFieldsSchema.refine(
  refundReasonDetailRule.check,
  refundReasonDetailRule.params,
);
export type RequestRefundBody = z.infer<typeof RequestRefundBodySchema>;

export const RefundRequestSchema = z
  .object({
    id: IdSchema,
    amount: PositiveMinorUnitsSchema.describe('Requested amount in USD cents'),
    refundedAmount: NonNegativeMinorUnitsSchema.nullable().describe('Cents actually refunded once done'),
    reason: RefundReasonSchema,
    reasonDetail: z.string().nullable(),
    receiving: RefundReceivingSchema,
    status: RefundStatusSchema,
    rejectionReason: z.string().nullable(),
    ticketId: IdSchema.describe('The request_refund ticket behind this request'),
    createdAt: IsoDateTimeSchema,
    updatedAt: IsoDateTimeSchema,
  })
  .describe('Refund request');
export type RefundRequest = z.infer<typeof RefundRequestSchema>;

/* Used payment methods */

const UsedPaymentMethodSchema = z
  .object({
    paymentMethod: PaymentMethodIdSchema,
    lastUsedAt: IsoDateTimeSchema,
    transactionCount: z.number().int().positive(),
    totalAmount: NonNegativeMinorUnitsSchema.describe('Cents added to the wallet with this method'),
  })
  .describe('A payment method the user has topped up with');
export type UsedPaymentMethod = z.infer<typeof UsedPaymentMethodSchema>;

export const UsedPaymentMethodListSchema = z.array(UsedPaymentMethodSchema);

/* Top-up invoices (issue 26) */

export const IssueInvoiceBodySchema = z
  .object({
    transactionIds: z
      .array(IdSchema)
      .min(1)
      .max(100)
      .describe('Settled top-ups of the caller the invoice is for (ids from GET /api/transactions)'),
    prefix: InvoicePrefixSchema,
  })
  .describe('The top-ups an invoice is made out for');
export type IssueInvoiceBody = z.infer<typeof IssueInvoiceBodySchema>;

export const TopUpInvoiceSchema = z
  .object({
    number: z
      .string()
      .regex(/^[A-Z]{2,8}-\d{4}-\d{6}$/)
      .describe('<PREFIX>-<year>-<6-digit sequence>, sequential per prefix and year of issue'),
    transactionIds: z.array(IdSchema).describe('Its top-ups, oldest id first'),
    issuedAt: IsoDateTimeSchema.describe('When the number was first assigned; the same top-ups keep it'),
  })
  .describe('The number of an invoice for settled top-ups');
export type TopUpInvoice = z.infer<typeof TopUpInvoiceSchema>;
