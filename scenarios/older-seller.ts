import { DAY_MS, isoAt } from '@mocks/clock';
import { createBusinessCentre, createProductLink } from '@mocks/factories/ad-account';
import { seededId } from '@mocks/factories/seed-helpers';
import type { SeedMove } from '@mocks/rules/ledger/seed';
import { seedApprovedSeller } from './approved-seller';
import type { Scenario } from '@mocks/scenario';
import { DEMO_PASSWORD } from './credentials';

const EMAIL = 'mai.vo@example.com';

/**
 * The account was opened in November 2024: before 27 April 2025, so it is an older account and
 * is not asked for the setup cost (spec section 4, contract/users/account-age.ts). A fixed day,
 * not one relative to the clock, so it stays older whenever the demo runs.
 */
export const OLDER_SELLER_CREATED_AT = '2024-11-12T03:00:00.000Z';

/** The wallet the scenario shows: $151.00, the sum of the ledger below. */
export const OLDER_SELLER_BALANCE_CENTS = 15_100;

/** The seller's business centre (a platform id), where the first ad account is requested. */
export const OLDER_SELLER_BUSINESS_CENTRE_ID = '7201845562917340501';

/**
 * A top-up, the Basic plan's free trial, then the plan bought from the wallet ($49.00, with its
 * invoice) before the trial ended. No setup cost anywhere: an older account owes none.
 */
const LEDGER: readonly SeedMove[] = [
  { kind: 'topUp', daysAgo: 40, method: 'localBank', amount: 20_000, transferCode: 'MAIHANDMADE0001' },
  { kind: 'subscribe', daysAgo: 38, planId: 'regular_2' },
  { kind: 'subscribe', daysAgo: 24.5, planId: 'regular_2' },
];

/** A seller from before the setup cost, who never paid it and can still open an ad account. */
export const olderSellerScenario: Scenario = {
  id: 'older-seller',
  name: { en: 'Older account', vi: 'Tài khoản lâu năm' },
  description: {
    en: 'Võ Thị Mai (Mai Handmade) opened her account in November 2024, before 27 April 2025, so no setup cost is asked. Information approved, the Basic plan paid from the wallet, $151.00 left, a connected platform account, a business centre and an approved product link: she can request her first ad account.',
    vi: 'Võ Thị Mai (Mai Handmade) mở tài khoản từ tháng 11/2024, trước ngày 27/4/2025, nên không phải trả phí thiết lập. Thông tin đã được duyệt, gói Cơ bản được trả từ ví, ví còn 151,00 US$, đã kết nối tài khoản nền tảng, có một Business Center và một liên kết sản phẩm đã duyệt: chị có thể yêu cầu tài khoản quảng cáo đầu tiên.',
  },
  credentials: { email: EMAIL, password: DEMO_PASSWORD },
  fakerSeed: 20260427,
  async seed(db, tools) {
    const { faker, clock } = tools;
    const user = await seedApprovedSeller(db, tools, {
      email: EMAIL,
      firstName: 'Thị Mai',
      lastName: 'Võ',
      phone: '+84908112233',
      telegram: '@maihandmade',
      businessName: 'Mai Handmade',
      businessModel: 'Branding',
      referralPrefix: 'MAI',
      createdDaysAgo: (clock.now() - Date.parse(OLDER_SELLER_CREATED_AT)) / DAY_MS,
      form: {
        businessType: 'individual',
        country: 'VN',
        city: 'Đà Nẵng',
        streetAddress: '12 Bạch Đằng, Hải Châu',
        postalCode: '550000',
        ecommercePlatform: 'shopify',
        monthlyRevenue: '1k_5k',
        hasRunAdsBefore: true,
        industry: 'home',
        productUrl: 'https://maihandmade.vn/products/gio-coi',
        dashboardScreenshotUrl: 'https://upload.mock.test/images/mai-dashboard.png',
        storeScreenshotUrls: [],
      },
      ledger: LEDGER,
      adAccounts: {},
      balanceCents: OLDER_SELLER_BALANCE_CENTS,
      // Funded, before the first ad account; no setup cost stands in the way.
      onboardingStep: 5,
    });
    await db.users.update((q) => q.where({ id: user.id }), {
      data(draft) {
        draft.tiktok = { displayName: 'Mai Handmade', id: `7${faker.string.numeric(18)}` };
      },
    });
    await db.businessCentres.create(
      createBusinessCentre({
        id: OLDER_SELLER_BUSINESS_CENTRE_ID,
        userId: user.id,
        name: 'Mai Handmade BC',
        region: 'VN',
        phone: '+84 908112233',
        companyWebsite: 'https://maihandmade.vn',
        businessName: 'Mai Handmade',
        createdAt: isoAt(clock, -20 * DAY_MS),
      }),
    );
    await db.productLinks.create(
      createProductLink({
        id: seededId(faker, 'pl'),
        userId: user.id,
        url: 'https://maihandmade.vn/products/gio-coi',
        targetMarkets: ['VN'],
        status: 'approved',
        reviewedBy: 'admin',
        createdAt: isoAt(clock, -16 * DAY_MS),
        updatedAt: isoAt(clock, -15.8 * DAY_MS),
      }),
    );
  },
};
