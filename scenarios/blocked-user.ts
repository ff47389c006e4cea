import { DAY_MS, fixedClock, isoAt } from '@mocks/clock';
import { seededId } from '@mocks/factories/seed-helpers';
import { createUser } from '@mocks/factories/user';
import { runRule } from '@mocks/rules/effect-runtime';
import { seedLedger } from '@mocks/rules/ledger/seed';
import { markOlderRead, notify } from '@mocks/rules/notifications';
import type { Scenario } from '@mocks/scenario';
import { DEMO_PASSWORD } from './credentials';
import { withFundedAdAccounts } from './funded-ad-accounts';

const EMAIL = 'hung.pham@example.com';
const BLOCKED_USER_AD_ACCOUNT_ID = '7301845562917340990';

/** An account locked for unusual activity: sign-in works, every later call answers 403. */
export const blockedUserScenario: Scenario = {
  id: 'blocked-user',
  name: { en: 'Blocked seller', vi: 'Người bán bị khóa' },
  description: {
    en: 'Phạm Văn Hùng can sign in, but his account was locked for unusual activity, so the app sends him to the block page.',
    vi: 'Phạm Văn Hùng đăng nhập được, nhưng tài khoản đã bị khóa vì hoạt động bất thường nên ứng dụng chuyển anh sang trang bị khóa.',
  },
  credentials: { email: EMAIL, password: DEMO_PASSWORD },
  fakerSeed: 20260303,
  async seed(db, { faker, clock }) {
    const phone = '+84987654321';
    const user = await db.users.create(
      createUser({
        id: seededId(faker, 'usr'),
        email: EMAIL,
        firstName: 'Văn Hùng',
        lastName: 'Phạm',
        phone,
        businessName: 'Hùng Phát Store',
        referralCode: `HUNG${faker.string.numeric(4)}`,
        verifyStatus: 'approved',
        status: 'blocked',
        onboardingStep: 4,
        contactInfo: {
          phone,
          zalo: null,
          telegram: '@hungphatstore',
          facebook: null,
          whatsApp: null,
          primaryContact: 'telegram',
        },
        businessModel: 'POD',
        // $42.10, from the ledger seeded below.
        balance: 0,
        createdAt: isoAt(clock, -41 * DAY_MS),
        password: DEMO_PASSWORD,
        telegram: '@hungphatstore',
      }),
    );
    // The information an admin approved 38 days ago, and the seller was told.
    const verification = await db.verifications.create({
      id: seededId(faker, 'vrf'),
      userId: user.id,
      status: 'approved',
      rejectionReason: null,
      onboardingStep: 3,
      form: {
        fullName: 'Phạm Văn Hùng',
        businessModel: 'POD',
        businessType: 'household',
        country: 'VN',
        city: 'Hà Nội',
        streetAddress: '18 Hàng Bông, Hoàn Kiếm',
        postalCode: '100000',
        ecommercePlatform: 'shopify',
        monthlyRevenue: '1k_5k',
        hasRunAdsBefore: false,
        industry: 'apparel',
        productUrl: 'https://hungphatstore.vn/products/ao-thun-in-hinh',
        dashboardScreenshotUrl: 'https://upload.mock.test/images/hung-dashboard.png',
        storeScreenshotUrls: [],
        phone,
        telegram: '@hungphatstore',
        primaryContact: 'telegram',
      },
      createdAt: isoAt(clock, -39 * DAY_MS),
      updatedAt: isoAt(clock, -38 * DAY_MS),
    });
    await runRule(
      notify(db, {
        userId: user.id,
        template: 'informationApproved',
        subject: { kind: 'verification', id: verification.id },
      }),
      { clock: fixedClock(clock.now() - 38 * DAY_MS) },
    );
    const ledger = await withFundedAdAccounts(
      db,
      clock,
      [
        // The setup cost is paid from the top-up before the ad account is funded.
        { kind: 'topUp', daysAgo: 37.5, method: 'USDT', amount: 8_210 },
        { kind: 'setupCost', daysAgo: 37.4 },
        { kind: 'setupCostDecision', daysAgo: 37, decision: 'approve' },
        { kind: 'transfer', daysAgo: 36.8, adAccountId: BLOCKED_USER_AD_ACCOUNT_ID, amount: 1_000 },
      ],
      // It spent the $10 in its first days.
      {
        userId: user.id,
        businessName: 'Hùng Phát Store',
        adAccounts: { [BLOCKED_USER_AD_ACCOUNT_ID]: { dailyBudget: 300 } },
      },
    );
    await seedLedger(db, user.id, ledger, { clock, nextId: (prefix) => seededId(faker, prefix) });
    // He was locked out weeks after the last of them: all read.
    await markOlderRead(db, user.id, clock.now());
  },
};
