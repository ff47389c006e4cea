import { DAY_MS, isoAt, millisOf } from '@mocks/clock';
import { createNotification, type NotificationTemplateId } from '@mocks/factories/notification';
import { recentDate, seededId } from '@mocks/factories/seed-helpers';
import { createUser } from '@mocks/factories/user';
import { seedLedger, type SeedMove } from '@mocks/rules/ledger/seed';
import { DEMO_PASSWORD, type Scenario } from './scenario';

const EMAIL = 'lan.nguyen@example.com';

/** What an established seller hears about, most often first. */
const ACTIVITY: ReadonlyArray<{ weight: number; value: NotificationTemplateId }> = [
  { weight: 6, value: 'topUpSucceeded' },
  { weight: 5, value: 'autoTopUpDone' },
  { weight: 3, value: 'adAccountApproved' },
  { weight: 3, value: 'productLinkApproved' },
  { weight: 2, value: 'planRenewed' },
];

/** The three ad accounts the seller funds (platform ad account ids are 19 digits). */
export const VERIFIED_SELLER_AD_ACCOUNT_IDS = {
  main: '7301845562917340161',
  retargeting: '7301845562917340162',
  newCollection: '7301845562917340163',
} as const;

/** The wallet the scenario shows: $1,250.40, the sum of the ledger below. */
export const VERIFIED_SELLER_BALANCE_CENTS = 125_040;

const { main, retargeting, newCollection } = VERIFIED_SELLER_AD_ACCOUNT_IDS;

/**
 * Four months of wallet history, oldest first: top-ups by several methods (tax 6%,
 * Tazapay fees, one tip), transfers to and one withdraw from ad accounts, a cashback,
 * a canceled and a processing top-up (no money moved). It adds up to $1,250.40.
 */
const LEDGER: readonly SeedMove[] = [
  { kind: 'topUp', daysAgo: 123.6, method: 'localBank', amount: 50_000, transferCode: 'LANBOUTIQUE0001' },
  { kind: 'transfer', daysAgo: 123.2, adAccountId: main, amount: 30_000 },
  { kind: 'topUp', daysAgo: 100.4, method: 'tazapay', tazapayMethod: 'card', amount: 100_000, tip: 1_000 },
  { kind: 'transfer', daysAgo: 98.7, adAccountId: main, amount: 60_000 },
  { kind: 'transfer', daysAgo: 95.3, adAccountId: retargeting, amount: 25_000 },
  { kind: 'topUp', daysAgo: 80.5, method: 'creditCard', amount: 75_050 },
  { kind: 'withdraw', daysAgo: 75.2, adAccountId: retargeting, amount: 10_000 },
  { kind: 'transfer', daysAgo: 70.6, adAccountId: main, amount: 50_000 },
  { kind: 'unsettledTopUp', daysAgo: 61.1, method: 'localBank', amount: 100_000, status: 'CANCELED' },
  { kind: 'topUp', daysAgo: 60.4, method: 'tazapay', tazapayMethod: 'local_method', amount: 123_456 },
  { kind: 'entry', daysAgo: 55, type: 'cashback', amount: 1_234, note: 'Cashback on last month’s ad spend' },
  { kind: 'transfer', daysAgo: 50.3, adAccountId: newCollection, amount: 100_000 },
  { kind: 'topUp', daysAgo: 40.7, method: 'USDT', amount: 200_000 },
  { kind: 'transfer', daysAgo: 38.4, adAccountId: main, amount: 150_000 },
  { kind: 'topUp', daysAgo: 20.5, method: 'airwallex', amount: 60_000 },
  { kind: 'transfer', daysAgo: 15.2, adAccountId: retargeting, amount: 70_000 },
  { kind: 'topUp', daysAgo: 5.6, method: 'payoneer', amount: 40_000 },
  { kind: 'transfer', daysAgo: 2.3, adAccountId: newCollection, amount: 49_700 },
  {
    kind: 'unsettledTopUp',
    daysAgo: 0.1,
    method: 'tazapay',
    tazapayMethod: 'card',
    amount: 30_000,
    status: 'PROCESSING',
  },
];

/** A seller whose information is verified, with money, a plan and activity. */
export const verifiedSellerScenario: Scenario = {
  id: 'verified-seller',
  name: 'Verified seller',
  description:
    'Nguyễn Thị Lan runs Lan Boutique: information approved, $1,250.40 in the wallet, an active plan and a connected platform account.',
  credentials: { email: EMAIL, password: DEMO_PASSWORD },
  fakerSeed: 20260302,
  async seed(db, { faker, clock }) {
    const createdAt = isoAt(clock, -127 * DAY_MS);
    const phone = '+84912345678';
    const user = await db.users.create(
      createUser({
        id: seededId(faker, 'usr'),
        email: EMAIL,
        firstName: 'Thị Lan',
        lastName: 'Nguyễn',
        phone,
        businessName: 'Lan Boutique',
        referralCode: `LAN${faker.string.numeric(4)}`,
        verifyStatus: 'approved',
        planStatus: 'active',
        onboardingStep: 6,
        plans: {
          type: 'regular_2',
          needToBeReviewed: false,
          notRegisterPlans: false,
          subscription: { status: 'active' },
        },
        logs: [
          { createdAt: isoAt(clock, -110 * DAY_MS), data: { subscription: { status: 'trialing' } } },
          { createdAt: isoAt(clock, -96 * DAY_MS), data: { subscription: { status: 'active' } } },
        ],
        tiktok: { displayName: 'Lan Boutique Official', id: `7${faker.string.numeric(18)}` },
        contactInfo: {
          phone,
          zalo: phone,
          telegram: '@lanboutique',
          facebook: 'https://www.facebook.com/lanboutique.vn',
          whatsApp: null,
          primaryContact: 'telegram',
        },
        businessModel: 'Dropshipping',
        // Every cent comes from the ledger seeded below.
        balance: 0,
        setupCostPaid: true,
        createdAt,
        password: DEMO_PASSWORD,
        telegram: '@lanboutique',
      }),
    );

    await db.userReports.create({
      userId: user.id,
      todaySpend: 18_245,
      totalSpend: 2_456_780,
      referralEarnings: 12_350,
      totalAdAccounts: 3,
    });

    const history: Array<{ template: NotificationTemplateId; createdAt: string }> = [
      { template: 'welcome', createdAt: isoAt(clock, -127 * DAY_MS) },
      { template: 'informationApproved', createdAt: isoAt(clock, -124 * DAY_MS) },
      ...Array.from({ length: 12 }, () => ({
        template: faker.helpers.weightedArrayElement(ACTIVITY),
        createdAt: recentDate(faker, clock, 90),
      })),
    ];
    for (const { template, createdAt: at } of history) {
      // Older than three days is read; the newest ones wait for the seller.
      const read = clock.now() - millisOf(at) > 3 * DAY_MS || faker.datatype.boolean(0.2);
      await db.notifications.create(
        createNotification({ template, id: seededId(faker, 'ntf'), userId: user.id, createdAt: at, read }),
      );
    }

    const balance = await seedLedger(db, user.id, LEDGER, { clock, nextId: () => seededId(faker, 'txn') });
    if (balance !== VERIFIED_SELLER_BALANCE_CENTS) throw new Error(`verified-seller ledger adds up to ${balance}`);
  },
};
