import { z } from 'zod';
import { BLOCKED_COUNTRY_CODES, MAX_AMOUNT_CENTS, TEXT_LIMITS } from '../common/constants';
import {
  BusinessModelSchema,
  OnboardingStepSchema,
  PaymentMethodIdSchema,
  PrimaryContactSchema,
  TicketStatusSchema,
  TicketTypeSchema,
  UsdtNetworkSchema,
  VerificationStatusSchema,
} from '../common/enums.schema';
import { pagedListSchema, PageQuerySchema } from '../common/paging.schema';
import {
  CurrencySchema,
  IdSchema,
  IsoDateTimeSchema,
  MinorUnitsSchema,
  NonNegativeMinorUnitsSchema,
  PositiveMinorUnitsSchema,
} from '../common/primitives.schema';
import { AdAccountNameSchema, TimezoneSchema } from '../ad-accounts/ad-accounts.schema';
import { AirwallexPaymentIdSchema } from '../payments/airwallex.schema';
import { UsdtTransactionHashSchema } from '../payments/token.schema';
import { refineUsdtAddressOfNetwork } from '../payments/usdt-address';
import { CountryCodeSchema, HttpUrlSchema, PublicLinkUrlSchema } from '../product-links/product-links.schema';
import { refundReasonDetailRule, RefundRequestFieldsSchema } from '../transactions/transactions.schema';
import {
  E164PhoneSchema,
  FacebookUrlSchema,
  PersonNameSchema,
  refineContactChannels,
  SentTelegramHandleSchema,
  TelegramHandleSchema,
} from '../users/users.schema';
import { plainTextSchema } from '../common/plain-text';

/* Ticket entity */

export const TicketSchema = z
  .object({
    id: IdSchema,
    type: TicketTypeSchema,
    status: TicketStatusSchema,
    amount: NonNegativeMinorUnitsSchema.nullable().describe(
      'USD cents for recharge_user_balance, request_refund and setup_cost; null for create_ads_account',
    ),
    tip: NonNegativeMinorUnitsSchema.nullable().describe('Tip in USD cents on a recharge; null otherwise'),
    paymentMethod: PaymentMethodIdSchema.nullable().describe('How a recharge was paid; null for other types'),
    adAccountId: IdSchema.nullable().describe('The ad account opened by a create_ads_account ticket'),
    transactionId: IdSchema.nullable().describe(
      'recharge_user_balance: its row in the wallet history, pending from the start and paid or rejected with the ticket; null for other types',
    ),
    rejectionReason: z.string().nullable().describe('Why an admin rejected the ticket; null unless rejected'),
    adminSkipped: z
      .boolean()
      .describe('setup_cost only: an admin waived the setup cost (status is then skipped); false for other types'),
    createdAt: IsoDateTimeSchema,
    updatedAt: IsoDateTimeSchema,
  })
  .describe('Ticket');
export type Ticket = z.infer<typeof TicketSchema>;

export const TicketListQuerySchema = PageQuerySchema.extend({
  type: TicketTypeSchema.optional(),
  status: TicketStatusSchema.optional(),
});
export type TicketListQuery = z.infer<typeof TicketListQuerySchema>;

export const TicketListSchema = pagedListSchema(TicketSchema);
export type TicketList = z.infer<typeof TicketListSchema>;

/* Create a ticket: one body shape per ticket type */

const TopUpAmountSchema = PositiveMinorUnitsSchema.max(MAX_AMOUNT_CENTS).describe(
  'USD cents credited to the wallet; the configured minimum top-up applies',
);
const TipSchema = NonNegativeMinorUnitsSchema.max(MAX_AMOUNT_CENTS).describe('Optional tip in USD cents');

/**
 * The reference the seller wrote in the transfer: letters, digits, `_` and `-`, the alphabet banks
 * keep in a transfer's note and providers use in their references. Anything else (a full-width
 * letter, a zero-width space) is refused rather than stored as a second spelling of one reference.
 */
const TransferCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,100}$/, 'A transfer code is 1 to 100 letters, digits, _ or -')
  .describe('Transfer content or provider reference: 1 to 100 ASCII letters, digits, _ or -');

const TicketNoteSchema = plainTextSchema({ max: 500, multiline: true }).describe('Note for the admin');

export const RechargeUserBalanceTicketBodySchema = z
  .object({
    type: z.literal('recharge_user_balance'),
    amount: TopUpAmountSchema,
    tip: TipSchema.default(0),
    paymentMethod: PaymentMethodIdSchema.describe('A manual (ticket) method, e.g. transferWise, localBankTicket'),
    attachmentUrl: z
      .url()
      .optional()
      .describe('Payment proof, imageUrl from POST /api/upload/image; required for transferWise'),
    transferCode: TransferCodeSchema.optional(),
    note: TicketNoteSchema.optional(),
  })
  .refine((body) => body.paymentMethod !== 'transferWise' || body.attachmentUrl !== undefined, {
    message: 'The billing attachment field is required',
    path: ['attachmentUrl'],
  });

export const CreateAdsAccountTicketBodySchema = z.object({
  type: z.literal('create_ads_account'),
  name: AdAccountNameSchema.describe('Ad account name'),
  businessCenterId: IdSchema,
  timezone: TimezoneSchema,
  currency: CurrencySchema.default('USD'),
  productLinkId: IdSchema.describe('An approved product link of the seller'),
});

const RequestRefundTicketBodySchema = RefundRequestFieldsSchema.extend({
  type: z.literal('request_refund'),
}).refine(refundReasonDetailRule.check, refundReasonDetailRule.params);

const SetupCostTicketBodySchema = z.object({
  type: z.literal('setup_cost'),
  note: TicketNoteSchema.optional(),
});

export const CreateTicketBodySchema = z
  .discriminatedUnion('type', [
    RechargeUserBalanceTicketBodySchema,
    CreateAdsAccountTicketBodySchema,
    RequestRefundTicketBodySchema,
    SetupCostTicketBodySchema,
  ])
  .describe('New ticket, by type');
export type CreateTicketBody = z.infer<typeof CreateTicketBodySchema>;

/* Automatic top-up ticket: a recharge the server checks with the provider, no admin review */

const AutoTicketBaseSchema = z.object({
  amount: TopUpAmountSchema,
  tip: TipSchema.default(0),
});

const CryptoAutoTicketBodySchema = AutoTicketBaseSchema.extend({
  paymentMethod: z.enum(['USDT', 'USDC']),
  network: UsdtNetworkSchema,
  transactionHash: UsdtTransactionHashSchema,
  fromAddress: z.string().trim().describe("Wallet the coins were sent from, in the network's address format"),
}).superRefine(refineUsdtAddressOfNetwork('fromAddress', 'network'));

export const AirwallexAutoTicketBodySchema = AutoTicketBaseSchema.extend({
  paymentMethod: z.literal('airWallexAuto'),
  paymentId: AirwallexPaymentIdSchema.describe('paymentId of the provider payment intent'),
});

export const CreateAutoTicketBodySchema = z
  .discriminatedUnion('paymentMethod', [CryptoAutoTicketBodySchema, AirwallexAutoTicketBodySchema])
  .describe('Automatic recharge request, by payment method');
export type CreateAutoTicketBody = z.infer<typeof CreateAutoTicketBodySchema>;

/* Verify (poll) a ticket */

export const TicketVerificationSchema = z
  .object({
    ticket: TicketSchema,
    settled: z.boolean().describe('True once the status is final (done, rejected or skipped): stop polling'),
    walletBalance: MinorUnitsSchema.describe('Wallet balance in USD cents right now'),
  })
  .describe('Current state of a ticket');
export type TicketVerification = z.infer<typeof TicketVerificationSchema>;

/* Verification form (spec section 3, "Verification form fields") */

const blockedCountries: readonly string[] = BLOCKED_COUNTRY_CODES;

const hasText = (value: string | undefined): boolean => value !== undefined && value.trim().length > 0;

export const VerificationFormSchema = z
  .object({
    fullName: PersonNameSchema,
    businessModel: BusinessModelSchema,
    businessType: plainTextSchema({ min: 1, max: 100 }).describe('Kind of business, e.g. individual or company'),
    country: CountryCodeSchema.refine((code) => !blockedCountries.includes(code), {
      message: 'This country is not supported',
    }),
    city: plainTextSchema({ min: 1, max: 100 }),
    streetAddress: plainTextSchema({ min: 1, max: 300 }),
    postalCode: plainTextSchema({ min: 1, max: TEXT_LIMITS.postalCodeMax }),
    ecommercePlatform: plainTextSchema({ min: 1, max: 100 }).describe('One of the store platforms list'),
    monthlyRevenue: plainTextSchema({ min: 1, max: 100 }).describe('One of the monthly-revenue bands'),
    hasRunAdsBefore: z.boolean().describe('Has run ads on the short-video platform before'),
    industry: plainTextSchema({ min: 1, max: 100 }).describe('One of the industries list'),
    productUrl: PublicLinkUrlSchema.optional().describe('Required unless shopCode is given'),
    shopCode: plainTextSchema({ min: 1, max: 100 }).optional().describe('Required unless productUrl is given'),
    dashboardScreenshotUrl: HttpUrlSchema.describe('Store dashboard screenshot, imageUrl from POST /api/upload/image'),
    storeScreenshotUrls: z
      .array(HttpUrlSchema)
      .max(20)
      .default([])
      .describe('Store screenshots; the exact maximum count is a server setting'),
    phone: E164PhoneSchema,
    zalo: E164PhoneSchema.optional(),
    telegram: TelegramHandleSchema.optional(),
    facebook: FacebookUrlSchema.optional(),
    whatsApp: E164PhoneSchema.optional(),
    primaryContact: PrimaryContactSchema.describe('Must be one of the channels filled in'),
    referralCode: z.string().trim().max(64).optional(),
  })
  .superRefine((form, ctx) => {
    if (!hasText(form.productUrl) && !hasText(form.shopCode)) {
      ctx.addIssue({ code: 'custom', message: 'Either product URL or shop code is required', path: ['productUrl'] });
    }
    refineContactChannels(form, ctx);
  })
  .describe('Verification form');
export type VerificationForm = z.infer<typeof VerificationFormSchema>;

/**
 * A verification form as sent, read back: only the body refuses text that is not plain and a
 * Telegram handle outside Telegram's rule, so a form stored before those rules still reads.
 */
export const SentVerificationFormSchema = VerificationFormSchema.safeExtend({
  fullName: z.string(),
  businessType: z.string(),
  city: z.string(),
  streetAddress: z.string(),
  postalCode: z.string(),
  ecommercePlatform: z.string(),
  monthlyRevenue: z.string(),
  industry: z.string(),
  shopCode: z.string().optional(),
  telegram: SentTelegramHandleSchema.optional(),
});

/** A submitted verification form (the "verification ticket"). */
export const VerificationTicketSchema = z
  .object({
    id: IdSchema,
    status: VerificationStatusSchema,
    rejectionReason: z.string().nullable().describe('Why verification was rejected; null unless rejected'),
    onboardingStep: OnboardingStepSchema.describe('The user step after submitting (3: waiting for verification)'),
    createdAt: IsoDateTimeSchema,
    updatedAt: IsoDateTimeSchema,
  })
  .describe('Verification ticket');

/** A verification ticket with the form the seller sent: what a rejected form reopens prefilled with. */
export const VerificationWithFormSchema = VerificationTicketSchema.extend({
  form: SentVerificationFormSchema,
}).describe('Verification ticket with its form');

export const LatestVerificationSchema = z
  .object({
    verification: VerificationWithFormSchema.nullable().describe('The newest form sent; null when none was sent yet'),
  })
  .describe('Latest verification');
export type LatestVerification = z.infer<typeof LatestVerificationSchema>;
