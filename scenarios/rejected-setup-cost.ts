import { DAY_MS, isoAt } from '@mocks/clock';
import { createProductLink } from '@mocks/factories/ad-account';
import { seededId } from '@mocks/factories/seed-helpers';
import type { SeedMove } from '@mocks/rules/ledger/seed';
import { seedApprovedSeller } from './approved-seller';
import type { Scenario } from '@mocks/scenario';
import { DEMO_PASSWORD } from './credentials';

const EMAIL = 'duc.le@example.com';

/** The wallet the scenario shows: $180.00, the sum of the ledger below. */
export const REJECTED_SETUP_COST_BALANCE_CENTS = 18_000;

/** Why the admin rejected the setup-cost ticket. */
export const REJECTED_SETUP_COST_REASON = 'The store does not meet the advertising policy yet';

/**
 * The Starter plan's free trial starts 9 days ago; the seller buys it from the first top-up
 * ($29.00, with its invoice). The setup cost was paid from the wallet, then rejected: its debit
 * and the reversal cancel out.
 */
const LEDGER: readonly SeedMove[] = [
  { kind: 'subscribe', daysAgo: 9, planId: 'regular_1' },
  { kind: 'topUp', daysAgo: 6.4, method: 'localBank', amount: 12_900, transferCode: 'DUCSPORT000001' },
  { kind: 'subscribe', daysAgo: 6.3, planId: 'regular_1' },
  { kind: 'setupCost', daysAgo: 3 },
  { kind: 'setupCostDecision', daysAgo: 2.5, decision: 'reject', reason: REJECTED_SETUP_COST_REASON },
  { kind: 'topUp', daysAgo: 2.1, method: 'creditCard', amount: 8_000 },
];

/** A verified seller whose one-time setup-cost payment was rejected (and refunded): the screens offer to pay it again. */
export const rejectedSetupCostScenario: Scenario = {
  id: 'rejected-setup-cost',
  name: { en: 'Rejected setup cost', vi: 'Phí thiết lập bị từ chối' },
  description: {
    en: 'Lê Văn Đức (Đức Sport): information approved, $180.00 in the wallet; the $30.00 setup cost paid from it was rejected ("The store does not meet the advertising policy yet") and refunded, so it must be paid again. The Starter plan and an approved product link, no platform account connected yet.',
    vi: 'Lê Văn Đức (Đức Sport): thông tin đã được duyệt, ví có 180,00 US$; phí thiết lập 30,00 US$ đã trừ từ ví bị từ chối ("The store does not meet the advertising policy yet") và được hoàn lại, nên cần thanh toán lại. Đang dùng gói Starter, có một liên kết sản phẩm đã duyệt, chưa kết nối tài khoản nền tảng.',
  },
  credentials: { email: EMAIL, password: DEMO_PASSWORD },
  fakerSeed: 20260321,
  async seed(db, tools) {
    const user = await seedApprovedSeller(db, tools, {
      email: EMAIL,
      firstName: 'Văn Đức',
      lastName: 'Lê',
      phone: '+84976543210',
      telegram: '@ducsport',
      businessName: 'Đức Sport',
      businessModel: 'Dropshipping',
      referralPrefix: 'DUC',
      createdDaysAgo: 10,
      form: {
        businessType: 'individual',
        country: 'VN',
        city: 'Hồ Chí Minh',
        streetAddress: '88 Nguyễn Trãi, Quận 5',
        postalCode: '700000',
        ecommercePlatform: 'shopify',
        monthlyRevenue: '1k_5k',
        hasRunAdsBefore: false,
        industry: 'sports',
        productUrl: 'https://ducsport.vn/products/giay-chay-bo',
        dashboardScreenshotUrl: 'https://upload.mock.test/images/duc-dashboard.png',
        storeScreenshotUrls: [],
      },
      ledger: LEDGER,
      adAccounts: {},
      balanceCents: REJECTED_SETUP_COST_BALANCE_CENTS,
      // Funded, setup cost still to pay: step 5, before the first ad account.
      onboardingStep: 5,
    });
    // Once the setup cost is paid again the seller may request a first ad account (this approved
    // product link, the Starter plan bought in the ledger above).
    const { faker, clock } = tools;
    await db.productLinks.create(
      createProductLink({
        id: seededId(faker, 'pl'),
        userId: user.id,
        url: 'https://ducsport.vn/products/giay-chay-bo',
        targetMarkets: ['VN'],
        status: 'approved',
        reviewedBy: 'admin',
        createdAt: isoAt(clock, -5 * DAY_MS),
        updatedAt: isoAt(clock, -4.8 * DAY_MS),
      }),
    );
  },
};
