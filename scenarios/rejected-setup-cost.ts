import { DAY_MS, isoAt } from '@mocks/clock';
import { seededId } from '@mocks/factories/seed-helpers';
import { createTicket } from '@mocks/factories/ticket';
import type { SeedMove } from '@mocks/rules/ledger/seed';
import { seedApprovedSeller } from './approved-seller';
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
  name: { en: 'Rejected setup cost', vi: 'Phí thiết lập bị từ chối' },
  description: {
    en: 'Lê Văn Đức (Đức Sport): information approved, $180.00 in the wallet, but the setup-cost payment was rejected ("The transfer receipt does not match the amount") and must be sent again.',
    vi: 'Lê Văn Đức (Đức Sport): thông tin đã được duyệt, ví có 180,00 US$, nhưng khoản thanh toán phí thiết lập bị từ chối ("The transfer receipt does not match the amount") và cần gửi lại.',
  },
  credentials: { email: EMAIL, password: DEMO_PASSWORD },
  fakerSeed: 20260321,
  async seed(db, tools) {
    const { faker, clock } = tools;
    const user = await seedApprovedSeller(db, tools, {
      email: EMAIL,
      firstName: 'Văn Đức',
      lastName: 'Lê',
      phone: '+84976543210',
      telegram: '@ducsport',
      businessName: 'Đức Sport',
      businessModel: 'Dropshipping',
      referralPrefix: 'DUC',
      // The only setup-cost ticket was rejected, so it is still unpaid.
      setupCostPaid: false,
      createdDaysAgo: 10,
      form: {
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
      },
      ledger: LEDGER,
      adSpentShare: 0,
      balanceCents: REJECTED_SETUP_COST_BALANCE_CENTS,
    });

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
