import { DAY_MS, isoAt } from '@mocks/clock';
import { createNotification } from '@mocks/factories/notification';
import { seededId } from '@mocks/factories/seed-helpers';
import { createUser } from '@mocks/factories/user';
import { seedLedger } from '@mocks/rules/ledger/seed';
import { DEMO_PASSWORD, type Scenario } from './scenario';
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
    await db.notifications.create(
      createNotification({
        template: 'informationApproved',
        id: seededId(faker, 'ntf'),
        userId: user.id,
        createdAt: isoAt(clock, -38 * DAY_MS),
        read: true,
      }),
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
  },
};
