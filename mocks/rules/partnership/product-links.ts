import type {
  MemberProductLinkList,
  MemberProductLinkListQuery,
  SaveMemberProductProfileBody,
} from '@contract/partnership/partnership.schema';
import { memberLinkDecisionIssue } from '@contract/partnership/member-product-link-review';
import type { ProductLink } from '@contract/product-links/product-links.schema';
import { Effect } from 'effect';
import type { StoredUser } from '../../http';
import type { MockDb } from '../../db';
import { RecordNotFound } from '../../errors';
import { createProductLink } from '../../factories/ad-account';
import { fromDb, nowIso } from '../effect-runtime';
import { ProductLinkNotInReview } from '../product-links/errors';
import { newId } from '../ids';
import { paged, searchMatcher } from '../list';
import { byNewest, findMember, memberRef, membersOf } from '../partnership';

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
