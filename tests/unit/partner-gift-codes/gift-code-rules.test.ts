import { giftCodeStatusAt, nextGiftCodeStatus } from '@contract/gift-codes/gift-code-status';
import { CreateGiftCodeBodySchema, isFutureExpiry } from '@contract/gift-codes/gift-codes.schema';
import { describe, expect, it } from 'vitest';
import {
  CREATE_GIFT_CODE_DEFAULTS,
  createGiftCodeFormSchema,
  endOfDayIso,
} from '@/features/partner-gift-codes/forms/create-gift-code-form-schema';

const NOW = Date.parse('2026-11-26T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const TIMEZONE = 'Asia/Ho_Chi_Minh';
const schema = createGiftCodeFormSchema({ now: () => NOW, timezone: TIMEZONE });

const code = (status: 'active' | 'deactivate' | 'expired', expiry: string | null, available = 5) => ({
  status,
  expiry,
  quantity: { available },
});

describe('gift code status (spec section 4)', () => {
  it('is deactivated, then expired, then fully redeemed, else active', () => {
    const later = new Date(NOW + DAY).toISOString();
    const earlier = new Date(NOW - DAY).toISOString();
    expect(giftCodeStatusAt(code('deactivate', earlier, 0), NOW)).toBe('deactivate');
    expect(giftCodeStatusAt(code('active', earlier, 0), NOW)).toBe('expired');
    expect(giftCodeStatusAt(code('active', later, 0), NOW)).toBe('fully_redeemed');
    expect(giftCodeStatusAt(code('active', null), NOW)).toBe('active');
    // A stored "expired" is a seed's word, not a choice: the status follows the expiry.
    expect(giftCodeStatusAt(code('expired', later), NOW)).toBe('active');
  });

  it('offers deactivation of a usable code and reactivation of a deactivated one that has not expired', () => {
    const later = new Date(NOW + DAY).toISOString();
    const earlier = new Date(NOW - DAY).toISOString();
    expect(nextGiftCodeStatus({ status: 'active', expiry: null }, NOW)).toBe('deactivate');
    expect(nextGiftCodeStatus({ status: 'fully_redeemed', expiry: later }, NOW)).toBe('deactivate');
    expect(nextGiftCodeStatus({ status: 'deactivate', expiry: later }, NOW)).toBe('active');
    expect(nextGiftCodeStatus({ status: 'deactivate', expiry: null }, NOW)).toBe('active');
    expect(nextGiftCodeStatus({ status: 'deactivate', expiry: earlier }, NOW)).toBeNull();
    expect(nextGiftCodeStatus({ status: 'expired', expiry: earlier }, NOW)).toBeNull();
  });

  it('takes no expiry as never expiring, and an expiry at now as past', () => {
    expect(isFutureExpiry(null, NOW)).toBe(true);
    expect(isFutureExpiry(new Date(NOW).toISOString(), NOW)).toBe(false);
    expect(isFutureExpiry(new Date(NOW + 1).toISOString(), NOW)).toBe(true);
  });
});

describe('create gift code form', () => {
  const valid = {
    ...CREATE_GIFT_CODE_DEFAULTS,
    code: ' hoa-summer_25 ',
    worth: '25.50',
    minTotalSpend: '0',
    timeOfUseDays: 14,
    quantity: 200,
    expiry: '2026-12-31',
  };

  it('gives the request body in cents, the code in capitals and the expiry at the end of its day in Vietnam', () => {
    const body = schema.parse(valid);
    expect(body).toEqual({
      code: 'HOA-SUMMER_25',
      worth: 2_550,
      minTotalSpend: 0,
      timeOfUseDays: 14,
      quantity: 200,
      expiry: '2026-12-31T16:59:59.999Z',
    });
    // What the form accepts, the contract accepts.
    expect(CreateGiftCodeBodySchema.safeParse(body).success).toBe(true);
    expect(schema.parse({ ...valid, expiry: '' }).expiry).toBeNull();
  });

  it('allows today as the last day (the code expires when today ends), not yesterday', () => {
    expect(endOfDayIso('2026-11-26', TIMEZONE)).toBe('2026-11-26T16:59:59.999Z');
    expect(schema.safeParse({ ...valid, expiry: '2026-11-26' }).success).toBe(true);
    const past = schema.safeParse({ ...valid, expiry: '2026-11-25' });
    expect(past.error?.issues).toEqual([
      expect.objectContaining({ path: ['expiry'], message: 'validation:expiryInFuture' }),
    ]);
    expect(schema.safeParse({ ...valid, expiry: 'soon' }).success).toBe(false);
  });

  it.each([
    ['code', '', 'validation:required'],
    ['code', 'ab1', 'validation:giftCodeFormat'],
    ['code', 'HOA 50', 'validation:giftCodeFormat'],
    ['worth', '0', 'validation:amountPositive'],
    ['worth', '', 'validation:required'],
    ['worth', '1.234', 'validation:amountMaxDecimals|{"max":2}'],
    ['worth', '100000.01', 'validation:amountMax|{"max":10000000}'],
    ['minTotalSpend', '-5', 'validation:amountInvalid|{"min":0,"max":100000000}'],
    ['minTotalSpend', '', 'validation:required'],
    ['timeOfUseDays', 0, 'validation:wholeNumberRange|{"min":1,"max":365}'],
    ['timeOfUseDays', 1.5, 'validation:wholeNumberRange|{"min":1,"max":365}'],
    ['quantity', 0, 'validation:wholeNumberRange|{"min":1,"max":100000}'],
    ['quantity', '', 'validation:wholeNumberRange|{"min":1,"max":100000}'],
  ] as const)('refuses %s = %j with %s', (field, value, message) => {
    const result = schema.safeParse({ ...valid, [field]: value });
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
  });

  it('accepts the smallest values the spec allows', () => {
    const body = schema.parse({ ...valid, worth: '0.01', minTotalSpend: '0', timeOfUseDays: 1, quantity: 1 });
    expect(body).toMatchObject({ worth: 1, minTotalSpend: 0, timeOfUseDays: 1, quantity: 1 });
  });
});
