import { DAY_MS, isoAt } from '@mocks/clock';
import { houseGiftCodes } from '@mocks/factories/gift-code';
import { seededId } from '@mocks/factories/seed-helpers';
import { createUser } from '@mocks/factories/user';
import { markSeenBeforeLastWeek } from '@mocks/rules/notifications';
import { seedLedger, type SeedMove } from '@mocks/rules/ledger/seed';
import type { Scenario } from '@mocks/scenario';
import { DEMO_PASSWORD } from './credentials';
import { withFundedAdAccounts } from './funded-ad-accounts';

const EMAIL = 'thu.le@example.com';

const OUT_OF_TRIAL_AD_ACCOUNT_ID = '7301845562917340381';

/** The wallet: $140.00, enough for the Starter to Growth plans but not above. */
export const OUT_OF_TRIAL_BALANCE_CENTS = 14_000;

/**
 * The setup cost is paid from the first top-up and approved before any ad account is funded.
 * The trial of regular_2 starts 20 days ago and ends (14 days later) 6 days ago on its own:
 * past_due until a plan is chosen, and the seller is told.
 */
const LEDGER: readonly SeedMove[] = [
  { kind: 'topUp', daysAgo: 21.4, method: 'USDT', amount: 23_000 },
  { kind: 'setupCost', daysAgo: 21.3 },
  { kind: 'setupCostDecision', daysAgo: 21.1, decision: 'approve' },
  { kind: 'subscribe', daysAgo: 20, planId: 'regular_2' },
  { kind: 'transfer', daysAgo: 19.8, adAccountId: OUT_OF_TRIAL_AD_ACCOUNT_ID, amount: 6_000 },
];

export const outOfTrialScenario: Scenario = {
  id: 'out-of-trial',
  name: { en: 'Trial ended', vi: 'Hết thời gian dùng thử' },
  description: {
    en: 'Lê Anh Thư (Thư Cosmetics): the 14-day trial of the Basic plan ended 6 days ago, the subscription is past_due and a plan must be chosen; $140.00 in the wallet.',
    vi: 'Lê Anh Thư (Thư Cosmetics): 14 ngày dùng thử gói Basic đã kết thúc 6 ngày trước, gói đăng ký ở trạng thái past_due và cần chọn gói; ví có 140,00 US$.',
  },
  credentials: { email: EMAIL, password: DEMO_PASSWORD },
  fakerSeed: 20260311,
  async seed(db, { faker, clock }) {
    const now = clock.now();
    const phone = '+84935551234';
    const user = await db.users.create(
      createUser({
        id: seededId(faker, 'usr'),
        email: EMAIL,
        firstName: 'Anh Thư',
        lastName: 'Lê',
        phone,
        businessName: 'Thư Cosmetics',
        referralCode: `THU${faker.string.numeric(4)}`,
        verifyStatus: 'approved',
        onboardingStep: 6,
        tiktok: { displayName: 'Thư Cosmetics', id: `7${faker.string.numeric(18)}` },
        contactInfo: {
          phone,
          zalo: null,
          telegram: '@thucosmetics',
          facebook: null,
          whatsApp: phone,
          primaryContact: 'whatsApp',
        },
        businessModel: 'Branding',
        // Every cent comes from the ledger seeded below, which also pays the setup cost.
        balance: 0,
        createdAt: isoAt(clock, -23 * DAY_MS),
        password: DEMO_PASSWORD,
        telegram: '@thucosmetics',
      }),
    );

    const ledger = await withFundedAdAccounts(db, clock, LEDGER, {
      userId: user.id,
      businessName: 'Thư Cosmetics',
      adAccounts: { [OUT_OF_TRIAL_AD_ACCOUNT_ID]: { dailyBudget: 300 } },
    });
    const balance = await seedLedger(db, user.id, ledger, { clock, nextId: (prefix) => seededId(faker, prefix) });
    await markSeenBeforeLastWeek(db, user.id, clock);
    if (balance !== OUT_OF_TRIAL_BALANCE_CENTS) throw new Error(`out-of-trial ledger adds up to ${balance}`);

    for (const code of houseGiftCodes(() => seededId(faker, 'gft'), now)) await db.giftCodes.create(code);
  },
};
