import { DAY_MS, isoAt } from '@mocks/clock';
import { createAdAccount } from '@mocks/factories/ad-account';
import { houseGiftCodes } from '@mocks/factories/gift-code';
import { seededId } from '@mocks/factories/seed-helpers';
import { createUser } from '@mocks/factories/user';
import { markSeenBeforeLastWeek } from '@mocks/rules/notifications';
import { seedLedger, type SeedMove } from '@mocks/rules/ledger/seed';
import type { Scenario } from '@mocks/scenario';
import { DEMO_PASSWORD } from './credentials';
import { withFundedAdAccounts } from './funded-ad-accounts';

const EMAIL = 'hoang.pham@example.com';

/** The ad account the seller funds (platform ad account ids are 19 digits). */
export const TRIALING_USER_AD_ACCOUNT_ID = '7301845562917340271';
/** An ad account the platform is still reviewing (not approved: no transfers, withdraws or auto top-up). */
const TRIALING_USER_IN_REVIEW_AD_ACCOUNT_ID = '7301845562917340272';

/** The wallet the scenario shows: $350.00, the sum of the ledger below. */
export const TRIALING_USER_BALANCE_CENTS = 35_000;

/** Days into the 14-day trial of regular_2. */
const TRIALING_USER_TRIAL_DAY = 5;

/**
 * The setup cost is paid from the first top-up and approved before any ad account is funded;
 * the free trial of regular_2 starts 5 days ago (nothing taken from the wallet).
 */
const LEDGER: readonly SeedMove[] = [
  { kind: 'topUp', daysAgo: 6.2, method: 'localBank', amount: 33_000, transferCode: 'HOANGDECOR00001' },
  { kind: 'setupCost', daysAgo: 6.1 },
  { kind: 'setupCostDecision', daysAgo: 6, decision: 'approve' },
  { kind: 'subscribe', daysAgo: TRIALING_USER_TRIAL_DAY, planId: 'regular_2' },
  { kind: 'transfer', daysAgo: 4.1, adAccountId: TRIALING_USER_AD_ACCOUNT_ID, amount: 10_000 },
  { kind: 'topUp', daysAgo: 1.3, method: 'creditCard', amount: 15_000 },
];

/** A seller 5 days into the free trial of regular_2, with money in the wallet. */
export const trialingUserScenario: Scenario = {
  id: 'trialing-user',
  name: { en: 'Trialing seller', vi: 'Người bán đang dùng thử' },
  description: {
    en: 'Phạm Minh Hoàng runs Hoàng Decor: information approved, $350.00 in the wallet, day 5 of the 14-day trial of the Basic plan (regular_2), one ad account funded and one still in the platform’s review.',
    vi: 'Phạm Minh Hoàng điều hành Hoàng Decor: thông tin đã được duyệt, ví có 350,00 US$, đang ở ngày 5 trong 14 ngày dùng thử gói Basic (regular_2), một tài khoản quảng cáo đã nạp tiền và một tài khoản nền tảng còn đang xét duyệt.',
  },
  credentials: { email: EMAIL, password: DEMO_PASSWORD },
  fakerSeed: 20260310,
  async seed(db, { faker, clock }) {
    const now = clock.now();
    const phone = '+84987654321';
    const user = await db.users.create(
      createUser({
        id: seededId(faker, 'usr'),
        email: EMAIL,
        firstName: 'Minh Hoàng',
        lastName: 'Phạm',
        phone,
        businessName: 'Hoàng Decor',
        referralCode: `HOANG${faker.string.numeric(4)}`,
        verifyStatus: 'approved',
        onboardingStep: 6,
        tiktok: { displayName: 'Hoàng Decor', id: `7${faker.string.numeric(18)}` },
        contactInfo: {
          phone,
          zalo: phone,
          telegram: '@hoangdecor',
          facebook: 'https://www.facebook.com/hoangdecor.vn',
          whatsApp: null,
          primaryContact: 'telegram',
        },
        businessModel: 'Dropshipping',
        // Every cent comes from the ledger seeded below, which also pays the setup cost.
        balance: 0,
        createdAt: isoAt(clock, -8 * DAY_MS),
        password: DEMO_PASSWORD,
        telegram: '@hoangdecor',
      }),
    );

    const ledger = await withFundedAdAccounts(db, clock, LEDGER, {
      userId: user.id,
      businessName: 'Hoàng Decor',
      adAccounts: { [TRIALING_USER_AD_ACCOUNT_ID]: { dailyBudget: 1_500 } },
    });
    const balance = await seedLedger(db, user.id, ledger, { clock, nextId: (prefix) => seededId(faker, prefix) });
    await markSeenBeforeLastWeek(db, user.id, clock);
    if (balance !== TRIALING_USER_BALANCE_CENTS) throw new Error(`trialing-user ledger adds up to ${balance}`);

    for (const code of houseGiftCodes(() => seededId(faker, 'gft'), now)) await db.giftCodes.create(code);
    // A second account the platform is still reviewing: no money moves to or from it yet.
    const [centre] = db.businessCentres.findMany((q) => q.where({ userId: user.id }));
    if (!centre) throw new Error('trialing-user has no business centre');
    await db.adAccounts.create(
      createAdAccount({
        id: TRIALING_USER_IN_REVIEW_AD_ACCOUNT_ID,
        userId: user.id,
        name: 'Hoàng Decor - Tết Campaign',
        businessCenterId: centre.id,
        status: 'SHOW_ACCOUNT_STATUS_IN_REVIEW',
        balance: 0,
        cost: 0,
        createdAt: isoAt(clock, -0.5 * DAY_MS),
      }),
    );
  },
};
