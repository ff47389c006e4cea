import { createConfiguration } from '@mocks/factories/configuration';
import type { SeedMove } from '@mocks/rules/ledger/seed';
import { seedApprovedSeller } from './approved-seller';
import type { Scenario } from '@mocks/scenario';
import { DEMO_PASSWORD } from './credentials';

const EMAIL = 'thao.vo@example.com';

/** The ad account the seller funds (platform ad account ids are 19 digits). */
const ADREACH_VARIANT_AD_ACCOUNT_ID = '7301845562917342001';

/** The wallet the scenario shows: $640.00, the sum of the ledger below. */
export const ADREACH_VARIANT_BALANCE_CENTS = 64_000;

/** The setup cost is paid from the first top-up and approved before any ad account is funded. */
const LEDGER: readonly SeedMove[] = [
  { kind: 'topUp', daysAgo: 30.4, method: 'localBank', amount: 53_000, transferCode: 'THAOHOME000001' },
  { kind: 'setupCost', daysAgo: 30.3 },
  { kind: 'setupCostDecision', daysAgo: 30.1, decision: 'approve' },
  { kind: 'transfer', daysAgo: 29.8, adAccountId: ADREACH_VARIANT_AD_ACCOUNT_ID, amount: 30_000 },
  { kind: 'topUp', daysAgo: 9.2, method: 'USDT', amount: 44_000 },
];

/** The exclusive-partner system variant: the configuration says ADREACH, the seller is verified and funded. */
export const adreachVariantScenario: Scenario = {
  id: 'adreach-variant',
  name: { en: 'Exclusive-partner variant (ADREACH)', vi: 'Biến thể đối tác độc quyền (ADREACH)' },
  description: {
    en: 'The dashboard as the exclusive partner runs it (system ADREACH). Võ Thị Thảo (Thảo Home): information approved, $640.00 in the wallet.',
    vi: 'Bảng điều khiển do đối tác độc quyền vận hành (hệ thống ADREACH). Võ Thị Thảo (Thảo Home): thông tin đã được duyệt, ví có 640,00 US$.',
  },
  credentials: { email: EMAIL, password: DEMO_PASSWORD },
  fakerSeed: 20260320,
  async seed(db, tools) {
    // Seeded before the runtime's defaults, so the DEFAULT configuration is not added.
    await db.configuration.create(createConfiguration({ system: 'ADREACH' }));

    await seedApprovedSeller(db, tools, {
      email: EMAIL,
      firstName: 'Thị Thảo',
      lastName: 'Võ',
      phone: '+84935123456',
      telegram: '@thaohome',
      businessName: 'Thảo Home',
      businessModel: 'Branding',
      referralPrefix: 'THAO',
      createdDaysAgo: 35,
      form: {
        businessType: 'individual',
        country: 'VN',
        city: 'Đà Nẵng',
        streetAddress: '12 Bạch Đằng, Hải Châu',
        postalCode: '550000',
        ecommercePlatform: 'shopify',
        monthlyRevenue: '10k_50k',
        hasRunAdsBefore: true,
        industry: 'home',
        productUrl: 'https://thaohome.vn/products/den-long-hoi-an',
        dashboardScreenshotUrl: 'https://upload.mock.test/images/thao-dashboard.png',
        storeScreenshotUrls: [],
      },
      ledger: LEDGER,
      adAccounts: { [ADREACH_VARIANT_AD_ACCOUNT_ID]: { dailyBudget: 600 } },
      balanceCents: ADREACH_VARIANT_BALANCE_CENTS,
    });
  },
};
