import type {
  MemberContactInfo,
  MemberContactInfoList,
  MemberContactInfoListQuery,
} from '@contract/partnership/partnership.schema';
import { Effect } from 'effect';
import { ContactAlreadyReviewed } from './errors';
import type { StoredUser } from '../../http';
import type { MockDb, UserRecord } from '../../db';
import { InvalidFields, RecordNotFound } from '../../errors';
import { fromDb, nowIso } from '../effect-runtime';
import { newestFirst, paged, searchMatcher } from '../list';
import { byNewest, findMember, memberName, memberRef, membersOf } from '../partnership';

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
): Effect.Effect<MemberContactInfo, RecordNotFound | ContactAlreadyReviewed | InvalidFields> =>
  Effect.gen(function* () {
    const user = yield* findMember(db, partner, input.id);
    const review = db.memberContactReviews.all().find((candidate) => candidate.memberId === user.id);
    if (!review || !user.contactInfo) {
      return yield* Effect.fail(new RecordNotFound({ entity: 'memberContactInfo', id: user.id }));
    }
    if (input.status === 'rejected' && input.reason === undefined) {
      return yield* new InvalidFields({ issues: [{ path: 'body.reason', message: 'A reason is required to reject' }] });
    }
    if (review.status !== 'reviewing') {
      return yield* new ContactAlreadyReviewed({ memberId: review.memberId });
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
