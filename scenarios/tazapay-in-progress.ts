import { DAY_MS, isoAt, MINUTE_MS } from '@mocks/clock';
import { seededId } from '@mocks/factories/seed-helpers';
import { createUser } from '@mocks/factories/user';
import { runRule } from '@mocks/rules/effect-runtime';
import { markSeenBeforeLastWeek } from '@mocks/rules/notifications';
import { seedLedger, type SeedMove } from '@mocks/rules/ledger/seed';
import { openPayment } from '@mocks/rules/payments';
import type { Scenario } from '@mocks/scenario';
import { DEMO_PASSWORD } from './credentials';
import { withFundedAdAccounts } from './funded-ad-accounts';

const EMAIL = 'quan.tran@example.com';

/** The wallet before the Tazapay payment: $412.00, the sum of the ledger below. */
export const TAZAPAY_IN_PROGRESS_BALANCE_CENTS = 41_200;
/** The payment in progress: $500 by card through Tazapay (6% tax, 3% fee: $545 to pay). */
export const TAZAPAY_IN_PROGRESS_AMOUNT_CENTS = 50_000;

const TAZAPAY_IN_PROGRESS_AD_ACCOUNT_ID = '7301845562917341001';

/** The setup cost is paid from the first top-up and approved before any ad account is funded. */
const LEDGER: readonly SeedMove[] = [
  { kind: 'topUp', daysAgo: 45.3, method: 'localBank', amount: 33_000, transferCode: 'NAP482913570' },
  { kind: 'setupCost', daysAgo: 45.2 },
  { kind: 'setupCostDecision', daysAgo: 45, decision: 'approve' },
  { kind: 'transfer', daysAgo: 44.9, adAccountId: TAZAPAY_IN_PROGRESS_AD_ACCOUNT_ID, amount: 20_000 },
  { kind: 'topUp', daysAgo: 20.6, method: 'tazapay', tazapayMethod: 'local_bank', amount: 40_000 },
  { kind: 'transfer', daysAgo: 12.4, adAccountId: TAZAPAY_IN_PROGRESS_AD_ACCOUNT_ID, amount: 8_800 },
];

/** A verified seller who left a Tazapay card checkout half done: the payment screens offer continue or replace. */
export const tazapayInProgressScenario: Scenario = {
  id: 'tazapay-in-progress',
  name: { en: 'Tazapay payment in progress', vi: 'Thanh toán Tazapay đang xử lý' },
  description: {
    en: 'Trần Minh Quân (Quân Store): information approved, $412.00 in the wallet and a $500 Tazapay card top-up still in progress.',
    vi: 'Trần Minh Quân (Quân Store): thông tin đã được duyệt, ví có 412,00 US$ và một lần nạp 500 US$ bằng thẻ qua Tazapay vẫn đang xử lý.',
  },
  credentials: { email: EMAIL, password: DEMO_PASSWORD },
  fakerSeed: 20260316,
  async seed(db, { faker, clock }) {
    const phone = '+84903456789';
    const user = await db.users.create(
      createUser({
        id: seededId(faker, 'usr'),
        email: EMAIL,
        firstName: 'Minh Quân',
        lastName: 'Trần',
        phone,
        businessName: 'Quân Store',
        referralCode: `QUAN${faker.string.numeric(4)}`,
        verifyStatus: 'approved',
        onboardingStep: 6,
        contactInfo: {
          phone,
          zalo: phone,
          telegram: '@quanstore',
          facebook: null,
          whatsApp: null,
          primaryContact: 'telegram',
        },
        businessModel: 'Dropshipping',
        // Every cent comes from the ledger seeded below, which also pays the setup cost.
        balance: 0,
        createdAt: isoAt(clock, -50 * DAY_MS),
        password: DEMO_PASSWORD,
        telegram: '@quanstore',
      }),
    );

    const ledger = await withFundedAdAccounts(db, clock, LEDGER, {
      userId: user.id,
      businessName: 'Quân Store',
      adAccounts: { [TAZAPAY_IN_PROGRESS_AD_ACCOUNT_ID]: { dailyBudget: 500 } },
    });
    const balance = await seedLedger(db, user.id, ledger, { clock, nextId: (prefix) => seededId(faker, prefix) });
    await markSeenBeforeLastWeek(db, user.id, clock);
    if (balance !== TAZAPAY_IN_PROGRESS_BALANCE_CENTS)
      throw new Error(`tazapay-in-progress ledger adds up to ${balance}`);

    // Started 20 minutes ago; the checkout stays open for a day.
    const startedAt = clock.now() - 20 * MINUTE_MS;
    await runRule(
      openPayment(db, {
        id: seededId(faker, 'txn'),
        userId: user.id,
        amount: TAZAPAY_IN_PROGRESS_AMOUNT_CENTS,
        status: 'PROCESSING',
        quoteMethod: { method: 'tazapay', tazapayMethod: 'card' },
        details: () => ({
          provider: 'tazapay',
          method: 'card',
          checkoutId: seededId(faker, 'chk'),
          expiresAt: new Date(startedAt + DAY_MS).toISOString(),
        }),
      }),
      { clock: { now: () => startedAt } },
    );
  },
};
