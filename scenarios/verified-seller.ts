import { DAY_MS, fixedClock, isoAt, millisOf, type MockClock } from '@mocks/clock';
import { createAdAccountRequest, createBusinessCentre, createProductLink } from '@mocks/factories/ad-account';
import { houseGiftCodes } from '@mocks/factories/gift-code';
import { seededId } from '@mocks/factories/seed-helpers';
import { createUser } from '@mocks/factories/user';
import { createPixel } from '@mocks/factories/pixel';
import { runRule } from '@mocks/rules/effect-runtime';
import { seedLedger, type SeedMove } from '@mocks/rules/ledger/seed';
import { markSeenBeforeLastWeek, notify } from '@mocks/rules/notifications';
import type { MockDb } from '@mocks/db';
import type { Scenario, SeedTools } from '@mocks/scenario';
import { DEMO_PASSWORD } from './credentials';

const EMAIL = 'lan.nguyen@example.com';

/** The three ad accounts the seller funds (platform ad account ids are 19 digits). */
export const VERIFIED_SELLER_AD_ACCOUNT_IDS = {
  main: '7301845562917340161',
  retargeting: '7301845562917340162',
  newCollection: '7301845562917340163',
} as const;

/** The wallet the scenario shows: $1,250.40, the sum of the ledger below. */
export const VERIFIED_SELLER_BALANCE_CENTS = 125_040;

const { main, retargeting, newCollection } = VERIFIED_SELLER_AD_ACCOUNT_IDS;

/** The seller's two business centres (platform ids). */
export const VERIFIED_SELLER_BUSINESS_CENTRE_IDS = {
  boutique: '7201845562917340011',
  outlet: '7201845562917340012',
} as const;

const { boutique, outlet } = VERIFIED_SELLER_BUSINESS_CENTRE_IDS;

/**
 * Four months of history, oldest first: top-ups by several methods (tax 6%, Tazapay fees, one
 * tip), the one-time setup cost paid from the first top-up (approved), three ad accounts opened
 * and funded, one withdraw, a cashback, a canceled top-up (no money moved).
 * Between the moves the ad accounts spend their budgets, and the main account's auto top-up
 * refills it from the wallet when it runs low. The Scale plan's free trial starts 110 days ago
 * and the seller buys the plan a little before it ends: the wallet pays $299.00 then and at each
 * monthly renewal (66, 36 and 6 days ago), each with its invoice. The Tazapay card top-up before
 * the purchase carries the $1,196.00 of plan charges (earlier, it would have paid an auto top-up
 * the seed's wallet could not), so the wallet still adds up to $1,250.40.
 */
const LEDGER: readonly SeedMove[] = [
  { kind: 'topUp', daysAgo: 123.6, method: 'localBank', amount: 50_000, transferCode: 'LANBOUTIQUE0001' },
  { kind: 'setupCost', daysAgo: 123.55 },
  { kind: 'setupCostDecision', daysAgo: 123.5, decision: 'approve' },
  {
    kind: 'openAdAccount',
    daysAgo: 123.3,
    adAccount: {
      id: main,
      name: 'Lan Boutique - Main',
      businessCenterId: boutique,
      dailyBudget: 2_500,
    },
  },
  { kind: 'transfer', daysAgo: 123.2, adAccountId: main, amount: 30_000 },
  { kind: 'autoTopUp', daysAgo: 123.1, adAccountId: main, amount: 20_000, threshold: 5_000 },
  // Scale: room for one more ad account (three approved and one request in review count against its 5).
  { kind: 'subscribe', daysAgo: 110, planId: 'regular_5' },
  { kind: 'topUp', daysAgo: 100.4, method: 'tazapay', tazapayMethod: 'card', amount: 219_600, tip: 1_000 },
  { kind: 'transfer', daysAgo: 98.7, adAccountId: main, amount: 60_000 },
  { kind: 'subscribe', daysAgo: 96.1, planId: 'regular_5' },
  {
    kind: 'openAdAccount',
    daysAgo: 95.4,
    adAccount: { id: retargeting, name: 'Lan Boutique - Retargeting', businessCenterId: boutique, dailyBudget: 600 },
  },
  { kind: 'transfer', daysAgo: 95.3, adAccountId: retargeting, amount: 25_000 },
  { kind: 'topUp', daysAgo: 80.5, method: 'creditCard', amount: 75_050 },
  { kind: 'withdraw', daysAgo: 75.2, adAccountId: retargeting, amount: 10_000 },
  { kind: 'transfer', daysAgo: 70.6, adAccountId: main, amount: 50_000 },
  { kind: 'unsettledTopUp', daysAgo: 61.1, method: 'localBank', amount: 100_000, status: 'CANCELED' },
  { kind: 'topUp', daysAgo: 60.4, method: 'tazapay', tazapayMethod: 'local_method', amount: 123_456 },
  { kind: 'entry', daysAgo: 55, type: 'cashback', amount: 1_234, note: 'Cashback on last month’s ad spend' },
  {
    kind: 'openAdAccount',
    daysAgo: 50.4,
    adAccount: {
      id: newCollection,
      name: 'Lan Boutique - New Collection',
      businessCenterId: outlet,
      dailyBudget: 2_000,
    },
  },
  { kind: 'transfer', daysAgo: 50.3, adAccountId: newCollection, amount: 100_000 },
  { kind: 'topUp', daysAgo: 40.7, method: 'USDT', amount: 200_000 },
  { kind: 'transfer', daysAgo: 38.4, adAccountId: main, amount: 150_000 },
  { kind: 'topUp', daysAgo: 20.5, method: 'airwallex', amount: 60_000 },
  { kind: 'transfer', daysAgo: 15.2, adAccountId: retargeting, amount: 70_000 },
  { kind: 'topUp', daysAgo: 5.6, method: 'payoneer', amount: 103_000 },
  { kind: 'transfer', daysAgo: 2.3, adAccountId: newCollection, amount: 49_700 },
];

/** A seller whose information is verified, with money, a plan and activity. */
export const verifiedSellerScenario: Scenario = {
  id: 'verified-seller',
  name: { en: 'Verified seller', vi: 'Người bán đã xác minh' },
  description: {
    en: 'Nguyễn Thị Lan runs Lan Boutique: information approved, $1,250.40 in the wallet, an active plan and a connected platform account.',
    vi: 'Nguyễn Thị Lan điều hành Lan Boutique: thông tin đã được duyệt, ví có 1.250,40 US$, gói đang hoạt động và đã kết nối tài khoản nền tảng.',
  },
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
        onboardingStep: 6,
        // The plan fields come from the subscription the ledger below seeds.
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
        // Every cent comes from the ledger seeded below, which also pays the setup cost.
        balance: 0,
        createdAt,
        password: DEMO_PASSWORD,
        telegram: '@lanboutique',
      }),
    );

    // The form an admin approved four months ago: what the profile's business tab shows.
    await db.verifications.create({
      // A fixed id: drawing one from faker here would shift every seeded value after it.
      id: 'vrf_lanboutique0000000001',
      userId: user.id,
      status: 'approved',
      rejectionReason: null,
      onboardingStep: 3,
      form: {
        fullName: 'Nguyễn Thị Lan',
        businessModel: 'Dropshipping',
        businessType: 'company',
        country: 'VN',
        city: 'Hồ Chí Minh',
        streetAddress: '45 Lê Lợi, Bến Nghé, Quận 1',
        postalCode: '700000',
        ecommercePlatform: 'shopify',
        monthlyRevenue: '10k_50k',
        hasRunAdsBefore: true,
        industry: 'apparel',
        productUrl: 'https://lanboutique.vn/products/ao-dai-lua-tam-tam',
        dashboardScreenshotUrl: 'https://upload.mock.test/images/lan-dashboard.png',
        storeScreenshotUrls: ['https://upload.mock.test/images/lan-store.png'],
        phone,
        telegram: '@lanboutique',
        primaryContact: 'telegram',
      },
      createdAt: isoAt(clock, -126.5 * DAY_MS),
      updatedAt: isoAt(clock, -124 * DAY_MS),
    });
    await runRule(notify(db, { userId: user.id, template: 'welcome', subject: { kind: 'user', id: user.id } }), {
      clock: fixedClock(millisOf(createdAt)),
    });
    await runRule(
      notify(db, {
        userId: user.id,
        template: 'informationApproved',
        subject: { kind: 'verification', id: 'vrf_lanboutique0000000001' },
      }),
      { clock: fixedClock(clock.now() - 124 * DAY_MS) },
    );

    await seedBusinessCentres(db, user.id, clock);
    const balance = await seedLedger(db, user.id, LEDGER, { clock, nextId: (prefix) => seededId(faker, prefix) });
    if (balance !== VERIFIED_SELLER_BALANCE_CENTS) throw new Error(`verified-seller ledger adds up to ${balance}`);

    await seedRequestsAndProductLinks(db, user.id, { faker, clock });
    await seedPixels(db, user.id, { faker, clock });
    await markSeenBeforeLastWeek(db, user.id, clock);
    // With $5,247.00 moved to ad accounts: VIP500 is out of reach, WELCOME20 and SCALE100 can be saved.
    for (const code of houseGiftCodes(() => seededId(faker, 'gft'), clock.now())) await db.giftCodes.create(code);
  },
};

/** The seller's two business centres, made before the ad accounts the ledger opens in them. */
const seedBusinessCentres = async (db: MockDb, userId: string, clock: MockClock): Promise<void> => {
  const industry = { industryID: '290101', industryName: "Women's Clothing" };
  await db.businessCentres.create(
    createBusinessCentre({
      id: boutique,
      userId,
      name: 'Lan Boutique BC',
      region: 'VN',
      phone: '+84 912345678',
      secondaryIndustry: industry,
      companyWebsite: 'https://lanboutique.vn',
      businessName: 'Lan Boutique',
      createdAt: isoAt(clock, -125 * DAY_MS),
    }),
  );
  await db.businessCentres.create(
    createBusinessCentre({
      id: outlet,
      userId,
      name: 'Lan Boutique Outlet BC',
      region: 'VN',
      phone: '+84 912345678',
      secondaryIndustry: industry,
      companyWebsite: 'https://outlet.lanboutique.vn',
      businessName: 'Lan Boutique',
      createdAt: isoAt(clock, -60 * DAY_MS),
    }),
  );
};

/** The approved product link (the seller is told) and two ad account requests: one in review, one rejected. */
const seedRequestsAndProductLinks = async (db: MockDb, userId: string, { faker, clock }: SeedTools): Promise<void> => {
  const link = await db.productLinks.create(
    createProductLink({
      id: seededId(faker, 'pl'),
      userId,
      url: 'https://lanboutique.vn/products/ao-dai-lua-tam-tam',
      targetMarkets: ['VN', 'US'],
      status: 'approved',
      reviewedBy: 'admin',
      createdAt: isoAt(clock, -126 * DAY_MS),
      updatedAt: isoAt(clock, -125.8 * DAY_MS),
    }),
  );
  await runRule(
    notify(db, { userId, template: 'productLinkApproved', subject: { kind: 'productLink', id: link.id } }),
    { clock: fixedClock(millisOf(link.updatedAt)) },
  );

  const productLink = { id: link.id, url: link.url, status: link.status };
  await db.adAccountRequests.create(
    createAdAccountRequest({
      id: seededId(faker, 'adr'),
      userId,
      name: 'Lan Boutique - US Launch',
      businessName: 'Lan Boutique',
      businessId: outlet,
      companyWebsite: 'https://lanboutique.vn',
      productLink,
      productUrl: link.url,
      targetMarkets: ['US'],
      status: 'pending',
      requestedAt: isoAt(clock, -1.2 * DAY_MS),
      updatedAt: isoAt(clock, -1.2 * DAY_MS),
    }),
  );
  await db.adAccountRequests.create(
    createAdAccountRequest({
      id: seededId(faker, 'adr'),
      userId,
      name: 'Lan Boutique - Accessories',
      businessName: 'Lan Boutique',
      businessId: boutique,
      companyWebsite: 'https://lanboutique.vn',
      productLink,
      productUrl: null,
      targetMarkets: ['VN'],
      status: 'rejected',
      rejectionReason: 'The store URL does not match the product link.',
      requestedAt: isoAt(clock, -9 * DAY_MS),
      updatedAt: isoAt(clock, -8 * DAY_MS),
    }),
  );
};
/**
 * A second product link still in review (sent 2 hours ago, inside the 4–8 hour window), two
 * pixels in the dashboard (one installed in the store with the app embed on) and one pixel
 * that exists only on the platform, to add by its code.
 */
const seedPixels = async (db: MockDb, userId: string, { faker, clock }: SeedTools): Promise<void> => {
  await db.productLinks.create(
    createProductLink({
      id: seededId(faker, 'pl'),
      userId,
      url: 'https://lanboutique.vn/products/khan-lua-ha-dong',
      targetMarkets: ['VN', 'SG'],
      status: 'reviewing',
      reviewedBy: null,
      createdAt: isoAt(clock, -0.09 * DAY_MS),
      updatedAt: isoAt(clock, -0.09 * DAY_MS),
    }),
  );
  const pixelCode = () => faker.string.alphanumeric({ length: 20, casing: 'upper' });
  await db.pixels.create(
    createPixel({
      id: seededId(faker, 'pxl'),
      userId,
      pixelName: 'Lan Boutique Web Pixel',
      adsAccountId: main,
      name: 'Lan Boutique store',
      code: pixelCode(),
      store: {
        platform: 'shopify',
        shop: 'lan-boutique.myshopify.com',
        themeEmbedEnabled: true,
        connectedAt: isoAt(clock, -110 * DAY_MS),
      },
      createdAt: isoAt(clock, -112 * DAY_MS),
      updatedAt: isoAt(clock, -110 * DAY_MS),
    }),
  );
  await db.pixels.create(
    createPixel({
      id: seededId(faker, 'pxl'),
      userId,
      pixelName: 'Retargeting Pixel',
      adsAccountId: retargeting,
      name: 'Retargeting',
      code: pixelCode(),
      status: 'inactive',
      detail: 'No events received in the last 7 days.',
      createdAt: isoAt(clock, -90 * DAY_MS),
      updatedAt: isoAt(clock, -20 * DAY_MS),
    }),
  );
  await db.pixels.create(
    createPixel({
      id: seededId(faker, 'pxl'),
      userId,
      pixelName: 'New Collection Pixel',
      adsAccountId: newCollection,
      name: 'New Collection Pixel',
      code: pixelCode(),
      inDashboard: false,
      createdAt: isoAt(clock, -45 * DAY_MS),
      updatedAt: isoAt(clock, -45 * DAY_MS),
    }),
  );
};
