import { DAY_MS, isoAt } from '@mocks/clock';
import { seededId } from '@mocks/factories/seed-helpers';
import { createTicket } from '@mocks/factories/ticket';
import { createUser } from '@mocks/factories/user';
import { seedLedger, type SeedMove } from '@mocks/rules/ledger/seed';
import { DEMO_PASSWORD, type Scenario } from './scenario';

const EMAIL = 'duc.le@example.com';

/** The wallet the scenario shows: $180.00, the sum of the ledger below. */
export const REJECTED_SETUP_COST_BALANCE_CENTS = 18_000;

/** Why the admin rejected the setup-cost ticket. */
export const REJECTED_SETUP_COST_REASON = 'The transfer receipt does not match the amount';

const LEDGER: readonly SeedMove[] = [
  { kind: 'topUp', daysAgo: 6.4, method: 'localBank', amount: 10_000, transferCode: 'DUCSPORT000001' },
  { kind: 'topUp', daysAgo: 2.1, method: 'creditCard', amount: 8_000 },
];

/** A verified seller whose one-time setup-cost payment was rejected: the screens offer to send it again. */
export const rejectedSetupCostScenario: Scenario = {
  id: 'rejected-setup-cost',
  name: 'Rejected setup cost',
  description:
    'Lê Văn Đức (Đức Sport): information approved, $180.00 in the wallet, but the setup-cost payment was rejected ("The transfer receipt does not match the amount") and must be sent again.',
  credentials: { email: EMAIL, password: DEMO_PASSWORD },
  fakerSeed: 20260321,
  async seed(db, { faker, clock }) {
    const phone = '+84976543210';
    const user = await db.users.create(
      createUser({
        id: seededId(faker, 'usr'),
        email: EMAIL,
        firstName: 'Văn Đức',
        lastName: 'Lê',
        phone,
        businessName: 'Đức Sport',
        referralCode: `DUC${faker.string.numeric(4)}`,
        verifyStatus: 'approved',
        onboardingStep: 6,
        contactInfo: {
          phone,
          zalo: phone,
          telegram: '@ducsport',
          facebook: null,
          whatsApp: null,
          primaryContact: 'telegram',
        },
        businessModel: 'Dropshipping',
        // Every cent comes from the ledger seeded below.
        balance: 0,
        // The only setup-cost ticket was rejected, so it is still unpaid.
        setupCostPaid: false,
        createdAt: isoAt(clock, -10 * DAY_MS),
        password: DEMO_PASSWORD,
        telegram: '@ducsport',
      }),
    );

    // The approved verification form behind verifyStatus 'approved'.
    await db.verifications.create({
      id: seededId(faker, 'vrf'),
      userId: user.id,
      status: 'approved',
      rejectionReason: null,
      onboardingStep: 3,
      form: {
        fullName: 'Lê Văn Đức',
        businessModel: 'Dropshipping',
        businessType: 'Individual',
        country: 'VN',
        city: 'Hồ Chí Minh',
        streetAddress: '88 Nguyễn Trãi, Quận 5',
        postalCode: '700000',
        ecommercePlatform: 'Shopify',
        monthlyRevenue: '$1,000 - $10,000',
        hasRunAdsBefore: false,
        industry: 'Sports & Outdoors',
        productUrl: 'https://ducsport.vn/products/giay-chay-bo',
        dashboardScreenshotUrl: 'https://upload.mock.test/images/duc-dashboard.png',
        storeScreenshotUrls: [],
        phone,
        telegram: '@ducsport',
        primaryContact: 'telegram',
      },
      createdAt: isoAt(clock, -9.5 * DAY_MS),
      updatedAt: isoAt(clock, -8 * DAY_MS),
    });

    const balance = await seedLedger(db, user.id, LEDGER, { clock, nextId: () => seededId(faker, 'txn') });
    if (balance !== REJECTED_SETUP_COST_BALANCE_CENTS)
      throw new Error(`rejected-setup-cost ledger adds up to ${balance}`);

    await db.tickets.create(
      createTicket({
        id: seededId(faker, 'tkt'),
        userId: user.id,
        type: 'setup_cost',
        status: 'rejected',
        rejectionReason: REJECTED_SETUP_COST_REASON,
        note: 'Setup cost sent by bank transfer',
        createdAt: isoAt(clock, -3 * DAY_MS),
        updatedAt: isoAt(clock, -2.5 * DAY_MS),
      }),
    );
  },
};
