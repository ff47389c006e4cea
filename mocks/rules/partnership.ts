import type { MemberStatus } from '@contract';
import type { AdAccountPage } from '@contract/ad-accounts/ad-accounts.schema';
import type { GiftCodeList, PartnerGiftCodesQuery } from '@contract/gift-codes/gift-codes.schema';
import type {
  AdAccountStatistics,
  EmbedForm,
  MemberAdAccountListQuery,
  MemberContactInfo,
  MemberContactInfoList,
  MemberContactInfoListQuery,
  MemberList,
  MemberListQuery,
  MemberProductLinkList,
  MemberProductLinkListQuery,
  MemberStatistics,
  PartnerMember,
  PartnerMemberDetail,
  PartnerMemberRef,
  PlanChargedStatistics,
  SaveMemberProductProfileBody,
  SpendingDepositStatistics,
  StatisticsPeriodQuery,
} from '@contract/partnership/partnership.schema';
import { memberLinkDecisionIssue } from '@contract/partnership/member-product-link-review';
import { statisticsBuckets, type StatisticsBucket } from '@contract/partnership/statistics-series';
import type { ProductLink } from '@contract/product-links/product-links.schema';
import { Effect } from 'effect';
import type { StoredUser } from '../http';
import type { MockDb, UserRecord } from '../db';
import { mockError, MockError } from '../errors';
import { createProductLink } from '../factories/ad-account';
import { fromDb, nowIso, ProductLinkNotInReview, RecordNotFound } from './effect-runtime';
import { newId } from './ids';
import { newestFirst, paged, searchMatcher, whereEqual } from './list';
import { giftCodeStatusAt } from './gift-codes';

/*
 * The partner view (spec sections 3 and 6). Members are the users whose `referredBy`
 * is the partner's referral code; everything shown is derived from the shared tables.
 */

/* ---------- Helpers ---------- */

/** Buckets and date filters use Vietnam time (UTC+7, no daylight saving), where the business is. */
const VN_OFFSET_MS = 7 * 60 * 60 * 1000;
const vnParts = (iso: string): { year: number; month: number; day: number } => {
  const date = new Date(Date.parse(iso) + VN_OFFSET_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};
const vnDay = (iso: string): string => new Date(Date.parse(iso) + VN_OFFSET_MS).toISOString().slice(0, 10);

// Equal dates keep the table's order (no tie-break), as the partner lists always have.
const byNewest = newestFirst((record: { createdAt: string }) => record.createdAt);

export const memberName = (user: UserRecord): string | null => {
  const name = `${user.lastName} ${user.firstName}`.trim();
  return name === '' ? null : name;
};

/** The partner's members. One pass over the users (bulk tables make `where` scans costly). */
export const membersOf = (db: MockDb, partner: StoredUser): StoredUser[] =>
  db.users.all().filter((user) => user.referredBy === partner.referralCode && user.id !== partner.id);

const memberRef = (user: UserRecord): PartnerMemberRef => ({ id: user.id, email: user.email, name: memberName(user) });

/** A member of this partner, or RecordNotFound (another partner's member is not revealed). */
export const findMember = (db: MockDb, partner: StoredUser, id: string): Effect.Effect<StoredUser, RecordNotFound> => {
  const user = db.users.all().find((candidate) => candidate.id === id);
  return user && user.referredBy === partner.referralCode && user.id !== partner.id
    ? Effect.succeed(user)
    : Effect.fail(new RecordNotFound({ entity: 'member', id }));
};

/** Per-user lookups built once per request. */
const groupBy = <T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> => {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
};

/**
 * Member status: blocked when the account is blocked, punished when one of the member's ad
 * accounts is punished by the platform, activated otherwise.
 */
const memberStatus = (user: UserRecord, punished: boolean): MemberStatus =>
  user.status === 'blocked' ? 'blocked' : punished ? 'punished' : 'activated';

interface MemberIndex {
  adAccounts: Map<string, ReturnType<MockDb['adAccounts']['all']>>;
  reviews: Map<string, ReturnType<MockDb['memberContactReviews']['all']>[number]>;
}

const indexOf = (db: MockDb): MemberIndex => ({
  adAccounts: groupBy(db.adAccounts.all(), (account) => account.userId),
  reviews: new Map(db.memberContactReviews.all().map((review) => [review.memberId, review])),
});

const toMember = (user: UserRecord, index: MemberIndex): PartnerMember => {
  const accounts = index.adAccounts.get(user.id) ?? [];
  // NOTE: the fields are listed, not spread from memberRef: V8 builds `{ ...ref, ...ten more }` about
  // 50x slower (~10 µs an object), which made the members list take 25-60 ms over 2,000 members.
  return {
    id: user.id,
    email: user.email,
    name: memberName(user),
    // Ad spend is what the member's ad accounts have spent (their cost).
    totalSpending: accounts.reduce((sum, account) => sum + account.cost, 0),
    userStatus: memberStatus(
      user,
      accounts.some((account) => account.status === 'SHOW_ACCOUNT_STATUS_PUNISHED'),
    ),
    verifyStatus: user.verifyStatus,
    planStatus: user.planStatus,
    contact: user.contactInfo,
    adAccountsCount: accounts.length,
    currentPlan: user.plans.type,
    createdAt: user.createdAt,
    requestAt: index.reviews.get(user.id)?.requestAt ?? null,
  };
};

/* ---------- Members ---------- */

/** The all / activated / blocked tabs; the blocked tab also lists punished members. */
export const listMembers = (db: MockDb, partner: StoredUser, query: MemberListQuery): MemberList => {
  const index = indexOf(db);
  const found = searchMatcher(query.search);
  const rows = membersOf(db, partner)
    .filter((user) => {
      if (query.verifyStatus && user.verifyStatus !== query.verifyStatus) return false;
      if (query.planStatus && user.planStatus !== query.planStatus) return false;
      if (query.currentPlan && user.plans.type !== query.currentPlan) return false;
      if (query.from || query.to) {
        const day = vnDay(user.createdAt);
        if (query.from && day < query.from) return false;
        if (query.to && day > query.to) return false;
      }
      return found(user.email, memberName(user) ?? '', user.id);
    })
    .map((user) => toMember(user, index))
    .filter((member) => {
      if (query.status === 'activated') return member.userStatus === 'activated';
      if (query.status === 'blocked') return member.userStatus !== 'activated';
      return true;
    })
    .sort(memberOrder(query));
  return paged(rows, query);
};

/** The members list's order; equal values keep the newest member first. */
const memberOrder =
  ({ sortBy, order }: Pick<MemberListQuery, 'sortBy' | 'order'>) =>
  (a: PartnerMember, b: PartnerMember): number => {
    const left = a[sortBy];
    const right = b[sortBy];
    const direction = order === 'asc' ? 1 : -1;
    // Members who never sent information sort after the others either way.
    if (left === null || right === null) return left === right ? byNewest(a, b) : left === null ? 1 : -1;
    const compared =
      typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right));
    return compared === 0 ? byNewest(a, b) : compared * direction;
  };

const depositsOf = (db: MockDb, userIds: ReadonlySet<string>) =>
  db.balanceTransactions
    .all()
    .filter((entry) => entry.status === 'PAID' && entry.type === 'add_fund_user_balance' && userIds.has(entry.userId));

export const getMember = (
  db: MockDb,
  partner: StoredUser,
  id: string,
): Effect.Effect<PartnerMemberDetail, RecordNotFound> =>
  Effect.map(findMember(db, partner, id), (user) => ({
    ...toMember(user, indexOf(db)),
    businessName: user.businessName,
    businessModel: user.businessModel,
    walletBalance: user.balance,
    totalDeposit: depositsOf(db, new Set([user.id])).reduce((sum, entry) => sum + entry.amount, 0),
    productLinks: db.productLinks
      .all()
      .filter((link) => link.userId === user.id)
      .sort(byNewest),
  }));

/** Removing a member unlinks the referral (`referredBy` cleared); the account itself stays. */
export const removeMember = (db: MockDb, partner: StoredUser, id: string): Effect.Effect<void, RecordNotFound> =>
  Effect.gen(function* () {
    const user = yield* findMember(db, partner, id);
    yield* fromDb(() =>
      db.users.update(user, {
        data(draft) {
          draft.referredBy = null;
        },
      }),
    );
  });

export const listMemberAdAccounts = (
  db: MockDb,
  partner: StoredUser,
  id: string,
  query: MemberAdAccountListQuery,
): Effect.Effect<AdAccountPage, RecordNotFound> =>
  Effect.map(findMember(db, partner, id), (user) => {
    const found = searchMatcher(query.search);
    const accounts = db.adAccounts
      .all()
      .filter((account) => account.userId === user.id)
      .filter(whereEqual(query.status, (account) => account.status))
      .filter((account) => found(`${account.name} ${account.id}`))
      .sort(byNewest);
    return paged(accounts, query);
  });

/* ---------- Members' product links ---------- */

export const listMemberProductLinks = (
  db: MockDb,
  partner: StoredUser,
  query: MemberProductLinkListQuery,
): MemberProductLinkList => {
  const members = new Map(membersOf(db, partner).map((user) => [user.id, user]));
  const found = searchMatcher(query.search);
  const rows = db.productLinks
    .all()
    .flatMap((link) => {
      const member = members.get(link.userId);
      if (!member) return [];
      if (query.memberId && link.userId !== query.memberId) return [];
      if (query.status && link.status !== query.status) return [];
      if (!found(`${link.url} ${member.email}`)) return [];
      return [{ ...link, member: memberRef(member) }];
    })
    .sort(byNewest);
  return paged(rows, query);
};

/**
 * Creates the links without id (in review, unless decided in the same call) and updates the
 * member's others; a decision sets the status with `reviewedBy: 'partner'`. Answers all the
 * member's links.
 */
export const saveMemberProductProfile = (
  db: MockDb,
  partner: StoredUser,
  id: string,
  body: SaveMemberProductProfileBody,
): Effect.Effect<{ productLinks: ProductLink[] }, RecordNotFound | ProductLinkNotInReview> =>
  Effect.gen(function* () {
    const user = yield* findMember(db, partner, id);
    const now = yield* nowIso;
    const owned = db.productLinks.all().filter((link) => link.userId === user.id);
    for (const input of body.productLinks) {
      const existing = input.id === undefined ? undefined : owned.find((link) => link.id === input.id);
      if (input.id !== undefined && !existing) {
        return yield* Effect.fail(new RecordNotFound({ entity: 'productLink', id: input.id }));
      }
      const issue = existing ? memberLinkDecisionIssue(existing, input) : null;
      if (existing && issue !== null) {
        const status = issue === 'linkNotInReview' ? existing.status : (existing.productVideo?.videoStatus ?? 'none');
        return yield* Effect.fail(new ProductLinkNotInReview({ productLinkId: existing.id, status }));
      }
      const decided = input.decision
        ? {
            status: input.decision.status,
            rejectionReason: input.decision.status === 'rejected' ? input.decision.rejectionReason : null,
            reviewedBy: 'partner' as const,
          }
        : {};
      if (!existing) {
        yield* fromDb(() =>
          db.productLinks.create(
            createProductLink({
              id: newId('pl'),
              userId: user.id,
              url: input.url ?? '',
              targetMarkets: input.targetMarkets ?? [],
              status: 'reviewing',
              reviewedBy: null,
              createdAt: now,
              updatedAt: now,
              ...decided,
            }),
          ),
        );
        continue;
      }
      const videoDecision = input.videoDecision;
      yield* fromDb(() =>
        db.productLinks.update(existing, {
          data(draft) {
            if (input.url !== undefined) draft.url = input.url;
            if (input.targetMarkets !== undefined) draft.targetMarkets = input.targetMarkets;
            if (decided.status !== undefined) {
              draft.status = decided.status;
              draft.rejectionReason = decided.rejectionReason;
              draft.reviewedBy = 'partner';
            }
            if (videoDecision && draft.productVideo) {
              draft.productVideo.videoStatus = videoDecision.status;
              draft.productVideo.rejectionReason =
                videoDecision.status === 'rejected' ? videoDecision.rejectionReason : null;
            }
            draft.updatedAt = now;
          },
        }),
      );
    }
    return {
      productLinks: db.productLinks
        .all()
        .filter((link) => link.userId === user.id)
        .sort(byNewest),
    };
  });

/* ---------- Members' contact info ---------- */

type ContactReview = ReturnType<MockDb['memberContactReviews']['all']>[number];
type VerificationRecord = ReturnType<MockDb['verifications']['all']>[number];

/** A member's first review and latest verification form (the first one stored among the latest). */
interface ContactLookups {
  review(user: UserRecord): ContactReview | undefined;
  form(user: UserRecord): VerificationRecord | undefined;
}

/** Scans the tables for one member (a single decision). */
const scanLookups = (db: MockDb): ContactLookups => ({
  review: (user) => db.memberContactReviews.all().find((candidate) => candidate.memberId === user.id),
  form: (user) =>
    db.verifications
      .all()
      .filter((verification) => verification.userId === user.id)
      .sort(byNewest)[0],
});

/** The same answers from maps built once per list request, instead of two table scans per member. */
const indexedLookups = (db: MockDb): ContactLookups => {
  const reviews = new Map<string, ContactReview>();
  for (const review of db.memberContactReviews.all()) {
    if (!reviews.has(review.memberId)) reviews.set(review.memberId, review);
  }
  const forms = new Map<string, VerificationRecord>();
  for (const verification of db.verifications.all()) {
    const latest = forms.get(verification.userId);
    if (!latest || verification.createdAt.localeCompare(latest.createdAt) > 0) {
      forms.set(verification.userId, verification);
    }
  }
  return { review: (user) => reviews.get(user.id), form: (user) => forms.get(user.id) };
};

const toContactInfo = (
  db: MockDb,
  user: UserRecord,
  lookups: ContactLookups = scanLookups(db),
): MemberContactInfo | null => {
  const review = lookups.review(user);
  if (!review || !user.contactInfo) return null;
  const form = lookups.form(user);
  return {
    member: memberRef(user),
    contactInfo: user.contactInfo,
    information: form?.form ?? null,
    status: review.status,
    rejectionReason: review.rejectionReason,
    requestAt: review.requestAt,
    reviewedAt: review.reviewedAt,
  };
};

export const listMemberContactInfo = (
  db: MockDb,
  partner: StoredUser,
  query: MemberContactInfoListQuery,
): MemberContactInfoList => {
  const reviews = new Map(db.memberContactReviews.all().map((review) => [review.memberId, review]));
  const found = searchMatcher(query.search);
  const lookups = indexedLookups(db);
  const rows = membersOf(db, partner)
    .filter((user) => reviews.get(user.id)?.status === query.status && user.contactInfo !== null)
    .filter((user) => found(`${user.email} ${memberName(user) ?? ''}`))
    .flatMap((user) => {
      const row = toContactInfo(db, user, lookups);
      return row ? [row] : [];
    })
    .sort(newestFirst((row) => row.requestAt));
  return paged(rows, query);
};

/**
 * Approves or rejects contact info waiting for review. A rejection needs a reason (400
 * error.validation at body.reason); info not waiting (already decided) is 409 error.validation.
 */
export const decideMemberContactInfo = (
  db: MockDb,
  partner: StoredUser,
  input: { id: string; status: 'approved' | 'rejected'; reason: string | undefined },
): Effect.Effect<MemberContactInfo, RecordNotFound | MockError> =>
  Effect.gen(function* () {
    const user = yield* findMember(db, partner, input.id);
    const review = db.memberContactReviews.all().find((candidate) => candidate.memberId === user.id);
    if (!review || !user.contactInfo) {
      return yield* Effect.fail(new RecordNotFound({ entity: 'memberContactInfo', id: user.id }));
    }
    if (input.status === 'rejected' && input.reason === undefined) {
      return yield* Effect.fail(
        new MockError({
          code: 'error.validation',
          status: 400,
          detail: 'Invalid request: body.reason: A reason is required to reject',
          issues: [{ path: 'body.reason', message: 'A reason is required to reject' }],
        }),
      );
    }
    if (review.status !== 'reviewing') {
      return yield* Effect.fail(mockError('error.validation', 409, 'This contact information was already reviewed'));
    }
    const now = yield* nowIso;
    yield* fromDb(() =>
      db.memberContactReviews.update(review, {
        data(draft) {
          draft.status = input.status;
          draft.rejectionReason = input.status === 'rejected' ? (input.reason ?? null) : null;
          draft.reviewedAt = now;
        },
      }),
    );
    // The member's verification follows the partner's decision (the members list and page read it).
    yield* fromDb(() =>
      db.users.update(user, {
        data(draft) {
          draft.verifyStatus = input.status;
          draft.verifyRejectionReason = input.status === 'rejected' ? (input.reason ?? null) : null;
        },
      }),
    );
    const row = toContactInfo(db, user);
    if (!row) return yield* Effect.fail(new RecordNotFound({ entity: 'memberContactInfo', id: user.id }));
    return row;
  });

/* ---------- Statistics (computed, zero-filled: spec section 4 "Charts") ---------- */

/** The bucket key of a moment, or null when it falls outside the asked period. */
const bucketKey = (query: StatisticsPeriodQuery, iso: string): string | null => {
  const parts = vnParts(iso);
  if (parts.year !== query.year) return null;
  if (query.period === 'day') {
    if (parts.month !== query.month) return null;
    return query.limitDay !== undefined && parts.day > query.limitDay ? null : `${parts.month}-${parts.day}`;
  }
  return query.limitMonth !== undefined && parts.month > query.limitMonth ? null : `${parts.month}`;
};
const keyOf = (bucket: StatisticsBucket): string =>
  bucket.day === null ? `${bucket.month}` : `${bucket.month}-${bucket.day}`;

const sumBy = <T>(
  items: readonly T[],
  query: StatisticsPeriodQuery,
  at: (item: T) => string,
  value: (item: T) => number,
) => {
  const sums = new Map<string, number>();
  for (const item of items) {
    const key = bucketKey(query, at(item));
    if (key !== null) sums.set(key, (sums.get(key) ?? 0) + value(item));
  }
  return sums;
};

/** New members per bucket and account status (active or blocked). */
export const memberStatistics = (db: MockDb, partner: StoredUser, query: StatisticsPeriodQuery): MemberStatistics => {
  const members = membersOf(db, partner);
  const buckets = statisticsBuckets(query);
  const statisticsUser = (['active', 'blocked'] as const).flatMap((status) => {
    const sums = sumBy(
      members.filter((user) => user.status === status),
      query,
      (user) => user.createdAt,
      () => 1,
    );
    return buckets.map((bucket) => ({ status, ...bucket, total: sums.get(keyOf(bucket)) ?? 0 }));
  });
  return { statisticsUser, totalUsers: members.length };
};

export const adAccountStatistics = (
  db: MockDb,
  partner: StoredUser,
  query: StatisticsPeriodQuery,
): AdAccountStatistics => {
  const memberIds = new Set(membersOf(db, partner).map((user) => user.id));
  const accounts = db.adAccounts.all().filter((account) => memberIds.has(account.userId));
  const sums = sumBy(
    accounts,
    query,
    (account) => account.createdAt,
    () => 1,
  );
  const monthlyStatisticsAdsAccount = statisticsBuckets(query).map((bucket) => ({
    ...bucket,
    total: sums.get(keyOf(bucket)) ?? 0,
  }));
  return {
    adsAccounts: {
      totalAdsAccounts: accounts.length,
      monthlyTotalAdsAccount: monthlyStatisticsAdsAccount.reduce((sum, entry) => sum + entry.total, 0),
      monthlyStatisticsAdsAccount,
    },
  };
};

/**
 * Deposits are the members' settled top-ups; spending is what their ad accounts spent on the
 * platform (spend records, each in the bucket of the day it was spent, as the dashboard's today's spend).
 */
export const spendingDepositStatistics = (
  db: MockDb,
  partner: StoredUser,
  query: StatisticsPeriodQuery,
): SpendingDepositStatistics => {
  const memberIds = new Set(membersOf(db, partner).map((user) => user.id));
  const entries = db.balanceTransactions
    .all()
    .filter((entry) => entry.status === 'PAID' && memberIds.has(entry.userId));
  const deposits = sumBy(
    entries.filter((entry) => entry.type === 'add_fund_user_balance'),
    query,
    (entry) => entry.createdAt,
    (entry) => entry.amount,
  );
  const spending = sumBy(
    db.adSpend.all().filter((piece) => memberIds.has(piece.userId)),
    query,
    // A piece never crosses a midnight in Vietnam: its start names its day.
    (piece) => piece.from,
    (piece) => piece.amount,
  );
  const statistics = statisticsBuckets(query).map((bucket) => ({
    ...bucket,
    spending: spending.get(keyOf(bucket)) ?? 0,
    deposit: deposits.get(keyOf(bucket)) ?? 0,
  }));
  return {
    deposits: {
      totalSpending: statistics.reduce((sum, entry) => sum + entry.spending, 0),
      totalDeposit: statistics.reduce((sum, entry) => sum + entry.deposit, 0),
      statistics,
    },
  };
};

/** Paid plan invoices of members, per bucket and plan (only plans charged in a bucket are listed). */
export const planChargedStatistics = (
  db: MockDb,
  partner: StoredUser,
  query: StatisticsPeriodQuery,
): PlanChargedStatistics => {
  const memberIds = new Set(membersOf(db, partner).map((user) => user.id));
  const charged = db.invoices
    .all()
    .filter((invoice) => invoice.status === 'done' && memberIds.has(invoice.userId))
    .flatMap((invoice) => {
      const at = invoice.paidAt ?? invoice.issuedAt;
      const key = bucketKey(query, at);
      return key === null ? [] : [{ key, plan: invoice.planId, invoice }];
    });
  const planCharged = statisticsBuckets(query).flatMap((bucket) => {
    const inBucket = charged.filter((row) => row.key === keyOf(bucket));
    const plans = [...new Set(inBucket.map((row) => row.plan))].sort();
    return plans.map((plan) => {
      const rows = inBucket.filter((row) => row.plan === plan);
      return {
        ...bucket,
        plan,
        totalUser: new Set(rows.map((row) => row.invoice.userId)).size,
        totalAmount: rows.reduce((sum, row) => sum + row.invoice.total, 0),
      };
    });
  });
  return {
    planCharged,
    totalAmount: charged.reduce((sum, row) => sum + row.invoice.total, 0),
    totalUser: new Set(charged.map((row) => row.invoice.userId)).size,
  };
};

/* ---------- Embed form ---------- */

/** The landing page the partner shares, with their referral code. */
export const landingPageUrl = (origin: string, partner: StoredUser): string =>
  `${origin}/register?ref=${encodeURIComponent(partner.referralCode)}`;

export const getEmbedForm = (db: MockDb, partner: StoredUser, origin: string): EmbedForm => {
  const settings = db.partnerSettings.all().find((record) => record.userId === partner.id);
  return {
    embedFormUrl: settings?.embedFormUrl ?? null,
    landingPageUrl: landingPageUrl(origin, partner),
    updatedAt: settings?.updatedAt ?? null,
  };
};

export const saveEmbedForm = (
  db: MockDb,
  partner: StoredUser,
  input: { embedFormUrl: string; origin: string },
): Effect.Effect<EmbedForm> =>
  Effect.gen(function* () {
    const now = yield* nowIso;
    const settings = db.partnerSettings.all().find((record) => record.userId === partner.id);
    if (settings) {
      yield* fromDb(() =>
        db.partnerSettings.update(settings, {
          data(draft) {
            draft.embedFormUrl = input.embedFormUrl;
            draft.updatedAt = now;
          },
        }),
      );
    } else {
      yield* fromDb(() =>
        db.partnerSettings.create({ userId: partner.id, embedFormUrl: input.embedFormUrl, updatedAt: now }),
      );
    }
    return getEmbedForm(db, partner, input.origin);
  });

/* ---------- The partner's gift codes ---------- */

/** Only the partner's own codes: another partner's id is 403 error.forbidden. */
export const listPartnerGiftCodes = (
  db: MockDb,
  partner: StoredUser,
  input: { id: string; query: PartnerGiftCodesQuery; now: number },
): Effect.Effect<GiftCodeList, MockError> => {
  if (input.id !== partner.id) return Effect.fail(mockError('error.forbidden', 403));
  const codes = db.giftCodes
    .all()
    .filter((code) => code.ownerId === partner.id)
    .filter((code) => !input.query.unexpired || code.expiry === null || Date.parse(code.expiry) > input.now)
    .sort(byNewest)
    // The stored status is the seeded one; expiry and redemptions since then change what it is now.
    .map((code) => ({ ...code, status: giftCodeStatusAt(code, input.now) }));
  return Effect.succeed(paged(codes, input.query));
};

/* ---------- Seller-side calls ---------- */

/** Applying makes the partnership pending; an active or pending partner keeps their status. */
export const submitJoinLetter = (
  db: MockDb,
  user: StoredUser,
): Effect.Effect<{ status: UserRecord['partnership']['status']; submittedAt: string }> =>
  Effect.gen(function* () {
    const now = yield* nowIso;
    const current = user.partnership.status;
    if (current === 'active' || current === 'pending') return { status: current, submittedAt: now };
    yield* fromDb(() =>
      db.users.update(user, {
        data(draft) {
          draft.partnership.status = 'pending';
        },
      }),
    );
    return { status: 'pending' as const, submittedAt: now };
  });
