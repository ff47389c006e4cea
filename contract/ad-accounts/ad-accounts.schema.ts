import { z } from 'zod';
import { MAX_AMOUNT_CENTS, MIN_TRANSFER_CENTS, TEXT_LIMITS } from '../common/constants';
import {
  AdAccountDisplayStatusSchema,
  AdAccountRequestStatusSchema,
  AdAccountTransferTypeSchema,
} from '../common/enums.schema';
import { pagedListSchema, PagingSchema } from '../common/paging.schema';
import { plainNameSchema } from '../common/plain-text';
import {
  CurrencySchema,
  IdSchema,
  IsoDateTimeSchema,
  MinorUnitsSchema,
  NonNegativeMinorUnitsSchema,
  PositiveMinorUnitsSchema,
} from '../common/primitives.schema';
import {
  HttpUrlSchema,
  OwnWebsiteUrlSchema,
  ProductLinkRefSchema,
  TargetMarketsSchema,
} from '../product-links/product-links.schema';
import { BalanceTransactionSchema } from '../transactions/balance-transaction.schema';

export * from './ad-account-list-query.schema';

export const TimezoneSchema = z.string().trim().min(1).max(64).describe('IANA time zone name, e.g. "Asia/Ho_Chi_Minh"');

/** The name a seller gives a new ad account (a request or a create_ads_account ticket). */
export const AdAccountNameSchema = plainNameSchema({ min: TEXT_LIMITS.nameMin, max: TEXT_LIMITS.nameMax });

/** Auto top-up amount and threshold, both in USD cents. */
const AutoTopUpSchema = z
  .object({
    amount: PositiveMinorUnitsSchema.max(MAX_AMOUNT_CENTS).describe('Cents moved from the wallet on each top-up'),
    threshold: NonNegativeMinorUnitsSchema.max(MAX_AMOUNT_CENTS).describe(
      'A top-up runs when the ad account balance falls below this many cents',
    ),
  })
  .describe('Automatic top-up setting');

/** Ad account (spec section 3). */
export const AdAccountSchema = z
  .object({
    id: IdSchema.describe('Ad account id on the short-video platform'),
    name: z.string(),
    businessCenterId: IdSchema.describe('The business account (business centre) the ad account belongs to'),
    timezone: TimezoneSchema,
    currency: CurrencySchema.describe('Billing currency of the ad account on the platform'),
    status: AdAccountDisplayStatusSchema,
    note: z.string().nullable(),
    balance: MinorUnitsSchema.describe('Ad account balance in USD cents'),
    cost: NonNegativeMinorUnitsSchema.describe('Total spend (cost) of the ad account in USD cents'),
    autoTopUp: AutoTopUpSchema.nullable().describe('Null when automatic top-up is off'),
    createdAt: IsoDateTimeSchema,
  })
  .describe('Ad account');
export type AdAccount = z.infer<typeof AdAccountSchema>;

/** Ad account request (spec section 3), shown on the in-review tab. */
export const AdAccountRequestSchema = z
  .object({
    id: IdSchema,
    name: z.string().describe('Requested ad account name'),
    businessName: z.string().nullable(),
    businessId: IdSchema.describe('Business centre id the account is requested under'),
    companyWebsite: HttpUrlSchema.describe('The store URL given in the request (form label "Store URL")'),
    productLink: ProductLinkRefSchema.nullable().describe('The approved product link the request is for'),
    productUrl: HttpUrlSchema.nullable().describe('Product page URL to advertise, if given'),
    targetMarkets: TargetMarketsSchema,
    status: AdAccountRequestStatusSchema,
    rejectionReason: z.string().nullable(),
    adAccountId: IdSchema.nullable().describe('The opened ad account once approved'),
    requestedAt: IsoDateTimeSchema,
    updatedAt: IsoDateTimeSchema,
  })
  .describe('Ad account request');
export type AdAccountRequest = z.infer<typeof AdAccountRequestSchema>;

/** Tabs of the My ad accounts screen that list data (the setup tab is a static guide). */

/** The list answer carries the tab, so each tab has its own item shape. */
export const AdAccountListSchema = z
  .discriminatedUnion('tab', [
    z.object({ tab: z.literal('approved'), content: z.array(AdAccountSchema), paging: PagingSchema }),
    z.object({ tab: z.literal('in_review'), content: z.array(AdAccountRequestSchema), paging: PagingSchema }),
  ])
  .describe('Paged ad accounts or ad account requests, by tab');
export type AdAccountList = z.infer<typeof AdAccountListSchema>;

/** Paged ad accounts only (e.g. a partner's view of a member). */
export const AdAccountPageSchema = pagedListSchema(AdAccountSchema);
export type AdAccountPage = z.infer<typeof AdAccountPageSchema>;

export const AdAccountTransferBodySchema = z.object({
  type: AdAccountTransferTypeSchema.describe('transfer: wallet to ad account; withdraw: ad account to wallet'),
  amount: PositiveMinorUnitsSchema.min(MIN_TRANSFER_CENTS)
    .max(MAX_AMOUNT_CENTS)
    .multipleOf(100)
    .describe('USD cents; a whole number of dollars'),
});
export type AdAccountTransferBody = z.infer<typeof AdAccountTransferBodySchema>;

export const AdAccountTransferResultSchema = z
  .object({
    adAccount: AdAccountSchema,
    walletBalance: MinorUnitsSchema.describe('Wallet balance in USD cents after the move'),
    transaction: BalanceTransactionSchema,
  })
  .describe('Result of a transfer or withdrawal');

export const RequestAdAccountBodySchema = z.object({
  name: AdAccountNameSchema,
  storeUrl: OwnWebsiteUrlSchema.describe('Store URL; stored as companyWebsite on the request'),
  businessId: IdSchema.describe('Business centre id'),
  targetMarkets: TargetMarketsSchema,
  productLinkId: IdSchema.describe('An approved product link of the seller'),
  productUrl: HttpUrlSchema.optional(),
});
export type RequestAdAccountBody = z.infer<typeof RequestAdAccountBodySchema>;

export const UpdateAutoTopUpBodySchema = z
  .discriminatedUnion('enabled', [
    z.object({
      adAccountId: IdSchema,
      enabled: z.literal(true),
      amount: AutoTopUpSchema.shape.amount,
      threshold: AutoTopUpSchema.shape.threshold,
    }),
    z.object({
      adAccountId: IdSchema,
      enabled: z.literal(false).describe('Turns automatic top-up off'),
    }),
  ])
  .describe('Set up, edit or turn off automatic top-up of one approved ad account');
export type UpdateAutoTopUpBody = z.infer<typeof UpdateAutoTopUpBodySchema>;
