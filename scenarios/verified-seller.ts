import { DAY_MS, isoAt, millisOf } from '@mocks/clock';
import { createNotification, type NotificationTemplateId } from '@mocks/factories/notification';
import { recentDate, seededId } from '@mocks/factories/seed-helpers';
import { createUser } from '@mocks/factories/user';
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
        balance: 125_040,
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
  },
};
