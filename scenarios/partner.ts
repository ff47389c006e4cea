import type { Faker } from '@faker-js/faker';
import type { PlanId, ProductLinkStatus, SubscriptionStatus, VerificationStatus } from '@contract';
import { BusinessModelSchema } from '@contract/common/enums.schema';
import type { VerificationForm } from '@contract/tickets/tickets.schema';
import { DAY_MS, isoAt, type MockClock } from '@mocks/clock';
import type { MockDb, UserRecord } from '@mocks/db';
import { createAdAccount, createBusinessCentre, createProductLink } from '@mocks/factories/ad-account';
import { createConfiguration } from '@mocks/factories/configuration';
import { createGiftCode } from '@mocks/factories/gift-code';
import { createMemberContactReview, createReferralPayout } from '@mocks/factories/member';
import { createInvoice, planOf } from '@mocks/factories/plan';
import { seededId, toAscii, vietnameseMobile } from '@mocks/factories/seed-helpers';
import { createUser } from '@mocks/factories/user';
import { seedLedger, type SeedMove } from '@mocks/rules/ledger/seed';
import type { Scenario } from '@mocks/scenario';
import { DEMO_PASSWORD } from './credentials';

const EMAIL = 'hoa.tran@example.com';
export const PARTNER_REFERRAL_CODE = 'HOAPARTNER';
/** Enough members for paging, search and a year of statistics to look real. */
export const PARTNER_MEMBER_COUNT = 2_000;
/** Members who topped up (their wallet history is seeded through the ledger rules). */
const DEPOSITING_MEMBERS = 220;
const YEAR_DAYS = 365;

type MemberKind = 'activated' | 'blocked' | 'punished';

const KIND_WEIGHTS: ReadonlyArray<{ weight: number; value: MemberKind }> = [
  { weight: 84, value: 'activated' },
  { weight: 9, value: 'blocked' },
  { weight: 7, value: 'punished' },
];
const VERIFY_WEIGHTS: ReadonlyArray<{ weight: number; value: VerificationStatus }> = [
  { weight: 45, value: 'approved' },
  { weight: 14, value: 'reviewing' },
  { weight: 9, value: 'rejected' },
  { weight: 32, value: 'not_found' },
];
const PLAN_STATUS_WEIGHTS: ReadonlyArray<{ weight: number; value: SubscriptionStatus | null }> = [
  { weight: 42, value: null },
  { weight: 30, value: 'active' },
  { weight: 8, value: 'trialing' },
  { weight: 6, value: 'past_due' },
  { weight: 14, value: 'canceled' },
];
const PLAN_WEIGHTS: ReadonlyArray<{ weight: number; value: PlanId }> = [
  { weight: 30, value: 'regular_1' },
  { weight: 25, value: 'regular_2' },
  { weight: 20, value: 'regular_3' },
  { weight: 12, value: 'regular_4' },
  { weight: 9, value: 'regular_5' },
  { weight: 4, value: 'enterprise' },
];
const LINK_STATUS_WEIGHTS: ReadonlyArray<{ weight: number; value: ProductLinkStatus }> = [
  { weight: 55, value: 'approved' },
  { weight: 25, value: 'reviewing' },
  { weight: 15, value: 'rejected' },
  { weight: 5, value: 'system_paused' },
];
const SHOPS = ['shop', 'store', 'boutique', 'mart', 'house', 'corner'] as const;
const PRODUCTS = [
  'ao-thun',
  'vay-maxi',
  'tui-xach',
  'son-moi',
  'giay-sneaker',
  'noi-chien',
  'tai-nghe',
  'kem-chong-nang',
];

interface MemberPlan {
  record: UserRecord;
  kind: MemberKind;
  /** Days before now the member joined. */
  joinedDaysAgo: number;
  deposits: boolean;
}

/** Join dates over the last year, weighted towards recent months (growth). */
const joinDaysAgo = (faker: Faker): number => YEAR_DAYS * faker.number.float({ min: 0.002, max: 1 }) ** 1.6;

/** A moment between `fromDaysAgo` and `toDaysAgo` (both before now). */
const between = (faker: Faker, fromDaysAgo: number, toDaysAgo: number): number =>
  faker.number.float({ min: Math.min(fromDaysAgo, toDaysAgo), max: Math.max(fromDaysAgo, toDaysAgo) });

const planMember = (faker: Faker, clock: MockClock, partnerCode: string, index: number): MemberPlan => {
  const sex = faker.helpers.arrayElement(['female', 'male'] as const);
  const lastName = faker.person.lastName(sex);
  const firstName = faker.person.firstName(sex);
  const handle = toAscii(`${firstName}.${lastName}`).toLowerCase().replace(/\s+/g, '');
  const kind = faker.helpers.weightedArrayElement(KIND_WEIGHTS);
  const joinedDaysAgo = joinDaysAgo(faker);
  const verifyStatus = faker.helpers.weightedArrayElement(VERIFY_WEIGHTS);
  const planStatus = verifyStatus === 'approved' ? faker.helpers.weightedArrayElement(PLAN_STATUS_WEIGHTS) : null;
  const planType = planStatus === null ? null : faker.helpers.weightedArrayElement(PLAN_WEIGHTS);
  const phone = vietnameseMobile(faker);
  const hasContact = verifyStatus !== 'not_found';
  const record = createUser({
    id: seededId(faker, 'usr'),
    email: `${handle}${index}@example.com`,
    firstName,
    lastName,
    phone,
    businessName: hasContact
      ? `${toAscii(firstName).split(' ').pop() ?? 'My'} ${faker.helpers.arrayElement(SHOPS)}`
      : null,
    referralCode: `${toAscii(lastName).toUpperCase()}${String(index).padStart(5, '0')}`,
    referredBy: partnerCode,
    verifyStatus,
    verifyRejectionReason: verifyStatus === 'rejected' ? 'The store screenshots do not match the product link.' : null,
    planStatus,
    status: kind === 'blocked' ? 'blocked' : 'active',
    onboardingStep: verifyStatus === 'approved' ? 6 : hasContact ? 4 : 2,
    plans: {
      type: planType,
      needToBeReviewed: false,
      notRegisterPlans: planStatus === null,
      subscription: planStatus === null ? null : { status: planStatus },
    },
    isInTrial: planStatus === 'trialing',
    contactInfo: hasContact
      ? {
          phone,
          zalo: phone,
          telegram: `@${handle.replace(/\./g, '_')}`,
          facebook: null,
          whatsApp: null,
          primaryContact: 'telegram',
        }
      : null,
    // Three values, so the draw (and every value drawn after it) is the one it always was.
    businessModel: hasContact ? faker.helpers.arrayElement(['Dropshipping', 'Branding', 'Agency'] as const) : null,
    // setupCostPaid stays false unless the member's own ledger pays it (depositors, see depositMoves).
    createdAt: isoAt(clock, -joinedDaysAgo * DAY_MS),
    password: DEMO_PASSWORD,
  });
  return { record, kind, joinedDaysAgo, deposits: false };
};

/** The configured one-time setup cost every depositor pays from the first top-up. */
const SETUP_COST_CENTS = createConfiguration().setupCostCents;

/**
 * One to three top-ups by bank transfer, the setup cost paid from the first (and approved),
 * then transfers of part of the money to the ad accounts, which spend it day by day.
 */
const depositMoves = (faker: Faker, joinedDaysAgo: number, adAccountIds: readonly string[]): SeedMove[] => {
  const moves: SeedMove[] = [];
  let day = joinedDaysAgo;
  // A safe estimate of the wallet: the 6% tax may be taken from the amount.
  let wallet = 0;
  const count = faker.number.int({ min: 1, max: 3 });
  for (let i = 0; i < count && day > 0.5; i += 1) {
    day = between(faker, day, day * 0.4);
    const amount = faker.number.int({ min: 1, max: 30 }) * 10_000;
    moves.push({ kind: 'topUp', daysAgo: day, method: 'localBank', amount });
    wallet += Math.floor(amount * 0.9);
    if (i === 0) {
      moves.push(
        { kind: 'setupCost', daysAgo: day * 0.98 },
        { kind: 'setupCostDecision', daysAgo: day * 0.96, decision: 'approve' },
      );
      // Later moves stay in time order after the decision.
      day *= 0.96;
      wallet -= SETUP_COST_CENTS;
    }
    const adAccountId = faker.helpers.arrayElement(adAccountIds);
    const transfer = Math.floor((wallet * faker.number.float({ min: 0.3, max: 0.8 })) / 100) * 100;
    if (transfer >= 100 && day > 0.2) {
      day *= 0.9;
      moves.push({ kind: 'transfer', daysAgo: day, adAccountId, amount: transfer });
      wallet -= transfer;
    }
  }
  return moves;
};

/** The partner's own wallet: a top-up when she joined, the setup cost paid from it. $70.00 left. */
const PARTNER_LEDGER: readonly SeedMove[] = [
  { kind: 'topUp', daysAgo: 399.5, method: 'localBank', amount: 10_000, transferCode: 'HOAGROWTH00001' },
  { kind: 'setupCost', daysAgo: 399.4 },
  { kind: 'setupCostDecision', daysAgo: 399, decision: 'approve' },
];

/**
 * A partner with a year of referred members: mostly activated, some blocked or punished,
 * with ad accounts, product links, wallets (through the ledger rules), plan invoices,
 * contact info waiting for review, gift codes and referral payouts.
 */
export const partnerScenario: Scenario = {
  id: 'partner',
  name: { en: 'Partner', vi: 'Đối tác' },
  description: {
    en: `Trần Minh Hòa, an active partner with ${PARTNER_MEMBER_COUNT.toLocaleString('en')} referred members over the last 12 months.`,
    vi: `Trần Minh Hòa, đối tác đang hoạt động với ${PARTNER_MEMBER_COUNT.toLocaleString('vi')} thành viên được giới thiệu trong 12 tháng qua.`,
  },
  credentials: { email: EMAIL, password: DEMO_PASSWORD },
  fakerSeed: 20260410,
  async seed(db, { faker, clock }) {
    const phone = '+84987654321';
    const partner = await db.users.create(
      createUser({
        id: seededId(faker, 'usr'),
        email: EMAIL,
        firstName: 'Minh Hòa',
        lastName: 'Trần',
        phone,
        businessName: 'Hòa Growth Agency',
        referralCode: PARTNER_REFERRAL_CODE,
        verifyStatus: 'approved',
        onboardingStep: 6,
        partnership: { status: 'active' },
        contactInfo: {
          phone,
          zalo: phone,
          telegram: '@hoagrowth',
          facebook: 'https://www.facebook.com/hoagrowth',
          whatsApp: null,
          primaryContact: 'telegram',
        },
        businessModel: 'Agency',
        // setupCostPaid comes from her own ledger (PARTNER_LEDGER, seeded last).
        createdAt: isoAt(clock, -400 * DAY_MS),
        password: DEMO_PASSWORD,
        telegram: '@hoagrowth',
      }),
    );

    const members = Array.from({ length: PARTNER_MEMBER_COUNT }, (_, index) =>
      planMember(faker, clock, PARTNER_REFERRAL_CODE, index + 1),
    );
    // Depositors are approved, activated members who joined at least a few days ago.
    const candidates = members.filter(
      (member) => member.kind === 'activated' && member.record.verifyStatus === 'approved' && member.joinedDaysAgo > 3,
    );
    for (const member of faker.helpers.arrayElements(candidates, Math.min(DEPOSITING_MEMBERS, candidates.length))) {
      member.deposits = true;
    }

    /** Each ad account sits in its own business centre, opened the day before it (the ids come from the seed). */
    const seedBusinessCentre = async (member: MemberPlan, id: string, daysAgo: number): Promise<string> => {
      const { record } = member;
      const owned = db.businessCentres.findMany((q) => q.where({ userId: record.id })).length;
      await db.businessCentres.create(
        createBusinessCentre({
          id,
          userId: record.id,
          name: `${record.businessName ?? 'Shop'} BC${owned === 0 ? '' : ` ${owned + 1}`}`,
          ...(record.phone === null ? {} : { phone: record.phone }),
          businessName: record.businessName,
          createdAt: isoAt(clock, -(daysAgo + 1) * DAY_MS),
        }),
      );
      return id;
    };

    // Depositors first: each ledger move looks its user up, which is quick while the table is small.
    const ordered = [...members.filter((member) => member.deposits), ...members.filter((member) => !member.deposits)];
    for (const member of ordered) {
      await db.users.create(member.record);
      if (!member.deposits) continue;
      const accounts = Array.from({ length: faker.number.int({ min: 1, max: 3 }) }, (_, i) => ({
        id: `73${faker.string.numeric(17)}`,
        name: `${member.record.businessName ?? 'Shop'} - ${['Main', 'Retargeting', 'Sale'][i] ?? 'Extra'}`,
        daysAgo: between(faker, member.joinedDaysAgo, member.joinedDaysAgo * 0.9),
        dailyBudget: faker.number.int({ min: 10, max: 60 }) * 100,
      }));
      const opens: SeedMove[] = [];
      for (const account of accounts) {
        const businessCenterId = await seedBusinessCentre(member, `72${faker.string.numeric(17)}`, account.daysAgo);
        const { id, name, dailyBudget } = account;
        opens.push({
          kind: 'openAdAccount',
          daysAgo: account.daysAgo,
          adAccount: { id, name, businessCenterId, dailyBudget },
        });
      }
      const moves = depositMoves(
        faker,
        Math.min(...accounts.map((account) => account.daysAgo)),
        accounts.map((account) => account.id),
      );
      // Oldest first: every account opens before the first top-up, and spends what reaches it.
      const history = [...opens, ...moves].sort((a, b) => b.daysAgo - a.daysAgo);
      await seedLedger(db, member.record.id, history, { clock, nextId: (prefix) => seededId(faker, prefix) });
    }

    // Ad accounts without money moved yet; every punished member has a punished one.
    for (const member of members) {
      if (member.deposits) continue;
      const punished = member.kind === 'punished';
      if (!punished && !(member.record.verifyStatus === 'approved' && faker.datatype.boolean(0.12))) continue;
      const id = `73${faker.string.numeric(17)}`;
      const businessCentreId = `72${faker.string.numeric(17)}`;
      const status = punished
        ? 'SHOW_ACCOUNT_STATUS_PUNISHED'
        : faker.helpers.arrayElement(['SHOW_ACCOUNT_STATUS_APPROVED', 'SHOW_ACCOUNT_STATUS_IN_REVIEW'] as const);
      const daysAgo = between(faker, member.joinedDaysAgo, member.joinedDaysAgo * 0.5);
      await db.adAccounts.create(
        createAdAccount({
          id,
          userId: member.record.id,
          name: `${member.record.businessName ?? 'Shop'} - Main`,
          businessCenterId: await seedBusinessCentre(member, businessCentreId, daysAgo),
          status,
          createdAt: isoAt(clock, -daysAgo * DAY_MS),
        }),
      );
    }

    for (const member of members) {
      const { record } = member;
      if (record.contactInfo && (member.deposits || faker.datatype.boolean(0.2))) {
        const daysAgo = between(faker, member.joinedDaysAgo, member.joinedDaysAgo * 0.7);
        const status = faker.helpers.weightedArrayElement(LINK_STATUS_WEIGHTS);
        await db.productLinks.create(
          createProductLink({
            id: seededId(faker, 'pl'),
            userId: record.id,
            url: `https://${toAscii(record.businessName ?? 'shop')
              .toLowerCase()
              .replace(/\s+/g, '')}.vn/products/${faker.helpers.arrayElement(PRODUCTS)}-${faker.string.numeric(3)}`,
            targetMarkets: ['VN'],
            status: member.deposits ? 'approved' : status,
            rejectionReason: !member.deposits && status === 'rejected' ? 'The page does not show the product.' : null,
            reviewedBy: member.deposits || status !== 'reviewing' ? 'admin' : null,
            createdAt: isoAt(clock, -daysAgo * DAY_MS),
            updatedAt: isoAt(clock, -daysAgo * 0.9 * DAY_MS),
          }),
        );
      }
      if (record.contactInfo) {
        const requestDaysAgo = between(faker, member.joinedDaysAgo, member.joinedDaysAgo * 0.8);
        const decided = record.verifyStatus === 'approved' || record.verifyStatus === 'rejected';
        await db.memberContactReviews.create(
          createMemberContactReview({
            memberId: record.id,
            status: record.verifyStatus,
            rejectionReason: record.verifyStatus === 'rejected' ? 'The phone number does not answer.' : null,
            requestAt: isoAt(clock, -requestDaysAgo * DAY_MS),
            reviewedAt: decided ? isoAt(clock, -requestDaysAgo * 0.9 * DAY_MS) : null,
          }),
        );
      }
      await seedInvoices(db, faker, clock, member);
    }

    await seedPartnerExtras(db, faker, clock, partner.id);
    // Last: its seeded ids drawn earlier would change every member drawn after them.
    await seedLedger(db, partner.id, PARTNER_LEDGER, { clock, nextId: (prefix) => seededId(faker, prefix) });
    // After every draw, and drawing nothing: the forms the members waiting for approval sent.
    for (const [index, member] of members.entries()) {
      const form = verificationFormOf(member.record, index);
      const review = form && (await db.memberContactReviews.findFirst((q) => q.where({ memberId: member.record.id })));
      if (!form || !review) continue;
      await db.verifications.create({
        id: `vrf_${member.record.id}`,
        userId: member.record.id,
        status: 'reviewing',
        rejectionReason: null,
        onboardingStep: 3,
        form,
        createdAt: review.requestAt,
        updatedAt: review.requestAt,
      });
    }
    await seedProductVideos(db);
  },
};

const FORM_CITIES = ['Hồ Chí Minh', 'Hà Nội', 'Đà Nẵng', 'Cần Thơ', 'Hải Phòng'] as const;
const FORM_PLATFORMS = ['shopify', 'woocommerce', 'tiktok_shop', 'shopee'] as const;
const FORM_REVENUES = ['under_1k', '1k_5k', '5k_10k', '10k_50k'] as const;
const FORM_INDUSTRIES = ['apparel', 'beauty', 'home', 'electronics'] as const;

/** The verification form of a member waiting for approval, built from what the member record holds. */
const verificationFormOf = (record: UserRecord, index: number): VerificationForm | null => {
  const contact = record.contactInfo;
  if (record.verifyStatus !== 'reviewing' || !contact) return null;
  const shop = toAscii(record.businessName ?? 'shop')
    .toLowerCase()
    .replace(/\s+/g, '');
  const pick = <T>(list: readonly T[]): T => list[index % list.length] as T;
  return {
    fullName: `${record.lastName} ${record.firstName}`.trim(),
    businessModel: BusinessModelSchema.catch('Other').parse(record.businessModel),
    businessType: index % 3 === 0 ? 'company' : 'household',
    country: 'VN',
    city: pick(FORM_CITIES),
    streetAddress: `${(index % 180) + 1} Nguyễn Trãi`,
    postalCode: '700000',
    ecommercePlatform: pick(FORM_PLATFORMS),
    monthlyRevenue: pick(FORM_REVENUES),
    hasRunAdsBefore: index % 2 === 0,
    industry: pick(FORM_INDUSTRIES),
    productUrl: `https://${shop}.vn/products/best-seller`,
    dashboardScreenshotUrl: `https://upload.mock.test/images/${shop}-dashboard.png`,
    storeScreenshotUrls: [`https://upload.mock.test/images/${shop}-store.png`],
    phone: contact.phone,
    ...(contact.zalo ? { zalo: contact.zalo } : {}),
    ...(contact.telegram ? { telegram: contact.telegram } : {}),
    ...(contact.facebook ? { facebook: contact.facebook } : {}),
    ...(contact.whatsApp ? { whatsApp: contact.whatsApp } : {}),
    primaryContact: contact.primaryContact,
    // Every member of the scenario signed up with the partner's link, so the form carries her code.
    ...(record.referredBy ? { referralCode: record.referredBy } : {}),
  };
};

/**
 * Monthly plan invoices from the plan's start (a trial has none yet), at most 12: what the
 * partner's plan statistics count. Members are the one exemption from "every invoice has its
 * stripe_subscription entry" (docs/decisions/plans-product-links-pixels-referral.md, Scenarios): no member's wallet is
 * seeded behind them.
 */
const seedInvoices = async (db: MockDb, faker: Faker, clock: MockClock, member: MemberPlan): Promise<void> => {
  const { planStatus, plans } = member.record;
  if (planStatus === null || planStatus === 'trialing' || plans.type === null) return;
  const price = planOf(plans.type).price;
  // The plan starts within two weeks of joining (a member who joined today pays today).
  const start =
    member.joinedDaysAgo * (1 - faker.number.float({ min: 0, max: Math.min(0.5, 14 / member.joinedDaysAgo) }));
  const months = Math.max(1, Math.min(12, Math.floor(start / 30) + 1));
  const paidMonths = planStatus === 'active' ? months : faker.number.int({ min: 1, max: months });
  for (let month = 0; month < paidMonths; month += 1) {
    const daysAgo = start - month * 30;
    if (daysAgo < 0) break;
    const issuedAt = isoAt(clock, -daysAgo * DAY_MS);
    await db.invoices.create(
      createInvoice({
        id: seededId(faker, 'inv'),
        number: `INV-${faker.string.numeric(8)}`,
        userId: member.record.id,
        billingReason: month === 0 ? 'subscription_create' : 'subscription_cycle',
        planId: plans.type,
        subtotal: price,
        total: price,
        status: 'done',
        periodStart: issuedAt,
        periodEnd: isoAt(clock, -(daysAgo - 30) * DAY_MS),
        issuedAt,
        paidAt: issuedAt,
      }),
    );
  }
};

/**
 * A seeded click's browser id: a UUID made from its index, not drawn, so no seeded id after it moves
 * (a browser's random ids practically never take this form).
 */
const seededClickId = (index: number): string => `00000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;

/** The partner's gift codes, referral clicks and payouts. */
const seedPartnerExtras = async (db: MockDb, faker: Faker, clock: MockClock, partnerId: string): Promise<void> => {
  const codes = [
    { code: 'HOA50', worth: 5_000, min: 50_000, total: 100, paid: 38, saved: 6, expiryDays: 60, status: 'active' },
    {
      code: 'HOAVIP200',
      worth: 20_000,
      min: 300_000,
      total: 20,
      paid: 3,
      saved: 2,
      expiryDays: null,
      status: 'active',
    },
    { code: 'HOATET', worth: 3_000, min: 20_000, total: 50, paid: 41, saved: 0, expiryDays: -40, status: 'expired' },
    {
      code: 'HOAFLASH',
      worth: 1_000,
      min: 10_000,
      total: 30,
      paid: 30,
      saved: 0,
      expiryDays: 20,
      status: 'fully_redeemed',
    },
  ] as const;
  for (const code of codes) {
    await db.giftCodes.create(
      createGiftCode({
        id: seededId(faker, 'gft'),
        ownerId: partnerId,
        code: code.code,
        worth: code.worth,
        minimumRequiredSpend: { start: null, minTotalSpend: code.min, maxTotalSpend: null },
        timeOfUseDays: 14,
        quantity: {
          available: code.total - code.paid - code.saved,
          saved: code.saved,
          paid: code.paid,
          total: code.total,
        },
        expiry: code.expiryDays === null ? null : isoAt(clock, code.expiryDays * DAY_MS),
        status: code.status,
        createdAt: isoAt(clock, -120 * DAY_MS),
      }),
    );
  }

  for (let i = 0; i < 600; i += 1) {
    await db.referralClicks.create({
      id: seededId(faker, 'rfc'),
      clickId: seededClickId(i),
      referralCode: PARTNER_REFERRAL_CODE,
      landingUrl: 'https://hoagrowth.vn/',
      createdAt: isoAt(clock, -joinDaysAgo(faker) * DAY_MS),
    });
  }

  const payouts = [
    { monthsAgo: 4, amount: 125_000, status: 'done' },
    { monthsAgo: 3, amount: 98_040, status: 'done' },
    { monthsAgo: 2, amount: 143_210, status: 'done' },
    { monthsAgo: 1, amount: 76_480, status: 'pending' },
  ] as const;
  for (const payout of payouts) {
    const createdAt = isoAt(clock, -(payout.monthsAgo * 30 - 5) * DAY_MS);
    const earned = new Date(clock.now() - payout.monthsAgo * 30 * DAY_MS).toISOString().slice(0, 7);
    await db.referralPayouts.create(
      createReferralPayout({
        id: seededId(faker, 'rpo'),
        userId: partnerId,
        amount: payout.amount,
        status: payout.status,
        period: earned,
        paidAt: payout.status === 'done' ? createdAt : null,
        createdAt,
      }),
    );
  }
};

/**
 * Videos on some approved links, so the partner has videos to watch and decide on: every fifth
 * waits for review, every fifth approved, every thirteenth rejected. Drawing nothing, after
 * every draw, so no seeded id moves.
 */
const seedProductVideos = async (db: MockDb): Promise<void> => {
  const approved = db.productLinks.all().filter((link) => link.status === 'approved');
  for (const [index, link] of approved.entries()) {
    const videoStatus =
      index % 5 === 0 ? 'reviewing' : index % 5 === 1 ? 'approved' : index % 13 === 2 ? 'rejected' : null;
    if (videoStatus === null) continue;
    await db.productLinks.update(link, {
      data(draft) {
        draft.productVideo = {
          url: `https://videos.example.com/${link.id}.mp4`,
          videoStatus,
          rejectionReason: videoStatus === 'rejected' ? 'The video does not show the product in use.' : null,
          uploadedAt: link.updatedAt,
        };
      },
    });
  }
};
