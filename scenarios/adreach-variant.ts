import { DAY_MS, isoAt } from '@mocks/clock';
import { createConfiguration } from '@mocks/factories/configuration';
import { seededId } from '@mocks/factories/seed-helpers';
import { createUser } from '@mocks/factories/user';
import { seedLedger, type SeedMove } from '@mocks/rules/ledger/seed';
import { DEMO_PASSWORD, type Scenario } from './scenario';

const EMAIL = 'thao.vo@example.com';

/** The ad account the seller funds (platform ad account ids are 19 digits). */
export const ADREACH_VARIANT_AD_ACCOUNT_ID = '7301845562917342001';

/** The wallet the scenario shows: $640.00, the sum of the ledger below. */
export const ADREACH_VARIANT_BALANCE_CENTS = 64_000;

const LEDGER: readonly SeedMove[] = [
  { kind: 'topUp', daysAgo: 30.4, method: 'localBank', amount: 50_000, transferCode: 'THAOHOME000001' },
  { kind: 'transfer', daysAgo: 29.8, adAccountId: ADREACH_VARIANT_AD_ACCOUNT_ID, amount: 30_000 },
  { kind: 'topUp', daysAgo: 9.2, method: 'USDT', amount: 44_000 },
];

/** The exclusive-partner system variant: the configuration says ADREACH, the seller is verified and funded. */
export const adreachVariantScenario: Scenario = {
  id: 'adreach-variant',
  name: 'Exclusive-partner variant (ADREACH)',
  description:
    'The dashboard as the exclusive partner runs it (system ADREACH). Võ Thị Thảo (Thảo Home): information approved, $640.00 in the wallet.',
  credentials: { email: EMAIL, password: DEMO_PASSWORD },
  fakerSeed: 20260320,
  async seed(db, { faker, clock }) {
    // Seeded before the runtime's defaults, so the DEFAULT configuration is not added.
    await db.configuration.create(createConfiguration({ system: 'ADREACH' }));

    const phone = '+84935123456';
    const createdAt = isoAt(clock, -35 * DAY_MS);
    const user = await db.users.create(
      createUser({
        id: seededId(faker, 'usr'),
        email: EMAIL,
        firstName: 'Thị Thảo',
        lastName: 'Võ',
        phone,
        businessName: 'Thảo Home',
        referralCode: `THAO${faker.string.numeric(4)}`,
        verifyStatus: 'approved',
        onboardingStep: 6,
        contactInfo: {
          phone,
          zalo: phone,
          telegram: '@thaohome',
          facebook: null,
          whatsApp: null,
          primaryContact: 'telegram',
        },
        businessModel: 'Branding',
        // Every cent comes from the ledger seeded below.
        balance: 0,
        setupCostPaid: true,
        createdAt,
        password: DEMO_PASSWORD,
        telegram: '@thaohome',
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
        fullName: 'Võ Thị Thảo',
        businessModel: 'Branding',
        businessType: 'Individual',
        country: 'VN',
        city: 'Đà Nẵng',
        streetAddress: '12 Bạch Đằng, Hải Châu',
        postalCode: '550000',
        ecommercePlatform: 'Shopify',
        monthlyRevenue: '$10,000 - $50,000',
        hasRunAdsBefore: true,
        industry: 'Home & Garden',
        productUrl: 'https://thaohome.vn/products/den-long-hoi-an',
        dashboardScreenshotUrl: 'https://upload.mock.test/images/thao-dashboard.png',
        storeScreenshotUrls: [],
        phone,
        telegram: '@thaohome',
        primaryContact: 'telegram',
      },
      createdAt: isoAt(clock, -34.5 * DAY_MS),
      updatedAt: isoAt(clock, -33 * DAY_MS),
    });

    const balance = await seedLedger(db, user.id, LEDGER, { clock, nextId: () => seededId(faker, 'txn') });
    if (balance !== ADREACH_VARIANT_BALANCE_CENTS) throw new Error(`adreach-variant ledger adds up to ${balance}`);
  },
};
