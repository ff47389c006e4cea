import { DAY_MS, isoAt } from '@mocks/clock';
import { createMemberContactReview } from '@mocks/factories/member';
import { seededId } from '@mocks/factories/seed-helpers';
import { createUser } from '@mocks/factories/user';
import { seedLedger, type SeedMove } from '@mocks/rules/ledger/seed';
import type { Scenario } from '@mocks/scenario';
import { DEMO_PASSWORD } from './credentials';
import { verifiedSellerScenario } from './verified-seller';

const PARTNER_EMAIL = 'duc.le@example.com';
const PARTNER_REFERRAL_CODE = 'DUCPARTNER';
const NEWCOMER_EMAIL = 'mai.vo@example.com';

/**
 * The partner's sign-in: the scenario's own credentials are the seller's (the login page shows
 * those); a tool that needs both accounts (`contract:check --seller … --partner …`) takes this too.
 */
export const SELLER_AND_PARTNER_PARTNER_CREDENTIALS = { email: PARTNER_EMAIL, password: DEMO_PASSWORD } as const;

/** The partner's own wallet: a top-up when she joined, the setup cost paid from it. */
const PARTNER_LEDGER: readonly SeedMove[] = [
  { kind: 'topUp', daysAgo: 200.5, method: 'localBank', amount: 10_000, transferCode: 'DUCPARTNER0001' },
  { kind: 'setupCost', daysAgo: 200.4 },
  { kind: 'setupCostDecision', daysAgo: 200, decision: 'approve' },
];

/**
 * The verified seller (every seller route has data to work on), referred by a partner who also has
 * a newcomer whose contact info waits for her review: one run of a tool reaches the seller's and
 * the partner's routes against one backend.
 */
export const sellerAndPartnerScenario: Scenario = {
  id: 'seller-and-partner',
  name: { en: 'Seller and partner', vi: 'Người bán và đối tác' },
  description: {
    en: 'Nguyễn Thị Lan of the verified seller scenario, referred by the partner Lê Minh Đức (duc.le@example.com), who has one more member waiting for review.',
    vi: 'Nguyễn Thị Lan của kịch bản người bán đã xác minh, được đối tác Lê Minh Đức (duc.le@example.com) giới thiệu; đối tác còn một thành viên đang chờ duyệt.',
  },
  credentials: verifiedSellerScenario.credentials,
  fakerSeed: 20260520,
  async seed(db, tools) {
    await verifiedSellerScenario.seed(db, tools);
    const { faker, clock } = tools;
    const seller = verifiedSellerScenario.credentials?.email;
    await db.users.update((q) => q.where({ email: seller }), {
      data(draft) {
        draft.referredBy = PARTNER_REFERRAL_CODE;
      },
    });

    const phone = '+84903456789';
    const partner = await db.users.create(
      createUser({
        id: seededId(faker, 'usr'),
        email: PARTNER_EMAIL,
        firstName: 'Minh Đức',
        lastName: 'Lê',
        phone,
        businessName: 'Đức Growth',
        referralCode: PARTNER_REFERRAL_CODE,
        verifyStatus: 'approved',
        onboardingStep: 6,
        partnership: { status: 'active' },
        contactInfo: {
          phone,
          zalo: phone,
          telegram: '@ducgrowth',
          facebook: null,
          whatsApp: null,
          primaryContact: 'telegram',
        },
        businessModel: 'Agency',
        createdAt: isoAt(clock, -201 * DAY_MS),
        password: DEMO_PASSWORD,
        telegram: '@ducgrowth',
      }),
    );
    await seedLedger(db, partner.id, PARTNER_LEDGER, { clock, nextId: (prefix) => seededId(faker, prefix) });

    const newcomerPhone = '+84934567890';
    const newcomer = await db.users.create(
      createUser({
        id: seededId(faker, 'usr'),
        email: NEWCOMER_EMAIL,
        firstName: 'Thị Mai',
        lastName: 'Võ',
        phone: newcomerPhone,
        businessName: 'Mai Shop',
        referralCode: 'MAI0001',
        referredBy: PARTNER_REFERRAL_CODE,
        verifyStatus: 'reviewing',
        onboardingStep: 4,
        contactInfo: {
          phone: newcomerPhone,
          zalo: newcomerPhone,
          telegram: '@maishop',
          facebook: null,
          whatsApp: null,
          primaryContact: 'telegram',
        },
        businessModel: 'Dropshipping',
        createdAt: isoAt(clock, -3 * DAY_MS),
        password: DEMO_PASSWORD,
        telegram: '@maishop',
      }),
    );
    await db.memberContactReviews.create(
      createMemberContactReview({ memberId: newcomer.id, status: 'reviewing', requestAt: isoAt(clock, -2 * DAY_MS) }),
    );
  },
};
