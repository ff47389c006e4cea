import { IdSchema, IsoDateTimeSchema, NonNegativeMinorUnitsSchema, PositiveMinorUnitsSchema } from '@contract';
import { AdAccountRequestSchema, AdAccountSchema } from '@contract/ad-accounts/ad-accounts.schema';
import { BusinessCentreSchema } from '@contract/business-centres/business-centres.schema';
import { BUSINESS_TIME_ZONE } from '@contract/common/business-calendar';
import { ProductLinkSchema } from '@contract/product-links/product-links.schema';
import { z } from 'zod';
import { FACTORY_DEFAULT_DATE } from './user';

/* Stored records of the ad-accounts domain: the contract's schema plus the owner. */

export const AdAccountRecordSchema = AdAccountSchema.extend({
  userId: IdSchema,
  /** What the account spends on an average day while it holds money (mocks/rules/ad-spend.ts). */
  dailyBudget: NonNegativeMinorUnitsSchema,
  /** Spend is written up to this instant; the next accrual starts here. */
  spendAccruedThrough: IsoDateTimeSchema,
  /** A failed auto top-up (the wallet could not pay) is tried again from this instant; null when none failed. */
  autoTopUpRetryAt: IsoDateTimeSchema.nullable(),
});
export type AdAccountRecord = z.infer<typeof AdAccountRecordSchema>;

/**
 * One piece of an ad account's spend on the platform, over [from, to). Pieces never cross a
 * midnight in Vietnam, so a calendar day's spend is a sum of whole pieces.
 */
export const AdSpendRecordSchema = z.object({
  id: IdSchema,
  userId: IdSchema,
  adAccountId: IdSchema,
  from: IsoDateTimeSchema,
  to: IsoDateTimeSchema,
  amount: PositiveMinorUnitsSchema,
});
export type AdSpendRecord = z.infer<typeof AdSpendRecordSchema>;

export const AdAccountRequestRecordSchema = AdAccountRequestSchema.extend({ userId: IdSchema });
export type AdAccountRequestRecord = z.infer<typeof AdAccountRequestRecordSchema>;

export const BusinessCentreRecordSchema = BusinessCentreSchema.extend({ userId: IdSchema });
export type BusinessCentreRecord = z.infer<typeof BusinessCentreRecordSchema>;

/** The contract's product link already names its owner (`userId`). */
export const ProductLinkRecordSchema = ProductLinkSchema;
export type ProductLinkRecord = z.infer<typeof ProductLinkRecordSchema>;

/** What a new ad account spends a day unless the seed says otherwise: $40.00. */
const DEFAULT_DAILY_BUDGET_CENTS = 4_000;

/** An approved, empty ad account with auto top-up off, spending nothing yet. */
export const createAdAccount = (overrides: Partial<AdAccountRecord> = {}): AdAccountRecord => ({
  id: '7300000000000000001',
  userId: 'usr_default',
  name: 'Ad account',
  businessCenterId: '7200000000000000001',
  timezone: BUSINESS_TIME_ZONE,
  currency: 'USD',
  status: 'SHOW_ACCOUNT_STATUS_APPROVED',
  note: null,
  balance: 0,
  cost: 0,
  autoTopUp: null,
  createdAt: overrides.createdAt ?? FACTORY_DEFAULT_DATE,
  dailyBudget: DEFAULT_DAILY_BUDGET_CENTS,
  // Spend starts when the account opens.
  spendAccruedThrough: overrides.createdAt ?? FACTORY_DEFAULT_DATE,
  autoTopUpRetryAt: null,
  ...overrides,
});

/** A pending request for a new ad account. */
export const createAdAccountRequest = (overrides: Partial<AdAccountRequestRecord> = {}): AdAccountRequestRecord => ({
  id: 'adr_default',
  userId: 'usr_default',
  name: 'New ad account',
  businessName: null,
  businessId: '7200000000000000001',
  companyWebsite: 'https://shop.example.com',
  productLink: null,
  productUrl: null,
  targetMarkets: ['VN'],
  status: 'pending',
  rejectionReason: null,
  adAccountId: null,
  requestedAt: FACTORY_DEFAULT_DATE,
  updatedAt: FACTORY_DEFAULT_DATE,
  ...overrides,
});

export const createBusinessCentre = (overrides: Partial<BusinessCentreRecord> = {}): BusinessCentreRecord => ({
  id: '7200000000000000001',
  userId: 'usr_default',
  name: 'Business centre',
  timezone: BUSINESS_TIME_ZONE,
  region: 'VN',
  phone: '+84 912345678',
  secondaryIndustry: { industryID: '290101', industryName: "Women's Clothing" },
  companyWebsite: null,
  businessName: null,
  createdAt: FACTORY_DEFAULT_DATE,
  ...overrides,
});

/** An approved product link without a video. */
export const createProductLink = (overrides: Partial<ProductLinkRecord> = {}): ProductLinkRecord => ({
  id: 'pl_default',
  userId: 'usr_default',
  url: 'https://shop.example.com/products/item',
  targetMarkets: ['VN'],
  status: 'approved',
  rejectionReason: null,
  productVideo: null,
  reviewedBy: 'admin',
  createdAt: FACTORY_DEFAULT_DATE,
  updatedAt: FACTORY_DEFAULT_DATE,
  ...overrides,
});
