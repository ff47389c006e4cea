import { IdSchema } from '@contract';
import { GiftCodeRedemptionSchema, GiftCodeSchema } from '@contract/gift-codes/gift-codes.schema';
import { type z } from 'zod';
import { DAY_MS } from '../clock';
import { FACTORY_DEFAULT_DATE } from './user';

/* ---------- Stored records (tables in mocks/db.ts) ---------- */

/** A gift code a partner issued; `ownerId` is the partner, null for a house code. */
export const GiftCodeRecordSchema = GiftCodeSchema.extend({
  ownerId: IdSchema.nullable(),
});
export type GiftCodeRecord = z.infer<typeof GiftCodeRecordSchema>;

/** One user's redemption of a code (the redeem history). */
export const GiftCodeRedemptionRecordSchema = GiftCodeRedemptionSchema.extend({
  userId: IdSchema,
  giftCodeId: IdSchema,
  /** The recharge_gift_code ledger entry once the bonus is credited. */
  transactionId: IdSchema.nullable(),
});
export type GiftCodeRedemptionRecord = z.infer<typeof GiftCodeRedemptionRecordSchema>;

/* ---------- Factories ---------- */

/**
 * A code anyone may redeem: $20 bonus for $200 of spend within 7 (+1) days, 10 units,
 * never expiring. Quantities always add up: available + saved + paid = total.
 */
export const createGiftCode = (overrides: Partial<GiftCodeRecord> = {}): GiftCodeRecord => ({
  id: 'gft_default',
  ownerId: null,
  code: 'WELCOME20',
  worth: 2_000,
  minimumRequiredSpend: { start: null, minTotalSpend: 20_000, maxTotalSpend: null },
  timeOfUseDays: 7,
  quantity: { available: 10, saved: 0, paid: 0, total: 10 },
  expiry: null,
  status: 'active',
  createdAt: FACTORY_DEFAULT_DATE,
  ...overrides,
});

/**
 * The house codes the demo scenarios offer, relative to the scenario's now: one a seller with
 * some spend may save ($20 for $50 of spend), one for big spenders ($1,000), one for the
 * biggest ($10,000), one for accounts that have spent nothing yet (nothing to reach, so it is
 * credited when next settled), one expired.
 */
export const houseGiftCodes = (nextId: () => string, now: number): GiftCodeRecord[] => {
  const createdAt = new Date(now - 30 * DAY_MS).toISOString();
  return [
    createGiftCode({
      id: nextId(),
      code: 'WELCOME20',
      worth: 2_000,
      minimumRequiredSpend: { start: null, minTotalSpend: 5_000, maxTotalSpend: null },
      timeOfUseDays: 7,
      quantity: { available: 48, saved: 0, paid: 2, total: 50 },
      createdAt,
    }),
    createGiftCode({
      id: nextId(),
      code: 'SCALE100',
      worth: 10_000,
      minimumRequiredSpend: { start: null, minTotalSpend: 100_000, maxTotalSpend: null },
      timeOfUseDays: 14,
      quantity: { available: 20, saved: 0, paid: 0, total: 20 },
      createdAt,
    }),
    createGiftCode({
      id: nextId(),
      code: 'VIP500',
      worth: 50_000,
      minimumRequiredSpend: { start: null, minTotalSpend: 1_000_000, maxTotalSpend: null },
      timeOfUseDays: 30,
      quantity: { available: 5, saved: 0, paid: 0, total: 5 },
      createdAt,
    }),
    createGiftCode({
      id: nextId(),
      code: 'START10',
      worth: 1_000,
      // A tier for accounts with no spend yet: nothing to reach, so the bonus is credited at once.
      minimumRequiredSpend: { start: null, minTotalSpend: 0, maxTotalSpend: 0 },
      timeOfUseDays: 7,
      quantity: { available: 100, saved: 0, paid: 0, total: 100 },
      createdAt,
    }),
    createGiftCode({
      id: nextId(),
      code: 'TET2026',
      worth: 5_000,
      minimumRequiredSpend: { start: null, minTotalSpend: 5_000, maxTotalSpend: null },
      timeOfUseDays: 7,
      quantity: { available: 5, saved: 0, paid: 15, total: 20 },
      expiry: new Date(now - 10 * DAY_MS).toISOString(),
      status: 'expired',
      createdAt,
    }),
  ];
};
