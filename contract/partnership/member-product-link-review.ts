import type { ProductLink } from '../product-links/product-links.schema';
import type { MemberProductLinkInput } from './partnership.schema';

/** What a partner decides on a member's product link: the link itself, or its product video. */
export type MemberLinkReviewSubject = 'link' | 'video';

/**
 * What a partner may decide on a member's product link now: the link while it waits for review,
 * and its video while that waits. A link the system paused, or one already decided, is left as
 * it is (a seller fixes a rejected link and sends it back to review).
 */
export const partnerReviewOf = (
  link: Pick<ProductLink, 'status' | 'productVideo'>,
): Record<MemberLinkReviewSubject, boolean> => ({
  link: link.status === 'reviewing',
  video: link.productVideo?.videoStatus === 'reviewing',
});

/** Why a decision in a save-product-profile body cannot be taken on this link. */
export type MemberLinkDecisionIssue = 'linkNotInReview' | 'videoNotInReview';

/**
 * The same rule for the API: a `decision` needs the link in review and a `videoDecision` a video
 * in review. Null when the body's decisions may be applied.
 */
export const memberLinkDecisionIssue = (
  link: Pick<ProductLink, 'status' | 'productVideo'>,
  input: Pick<MemberProductLinkInput, 'decision' | 'videoDecision'>,
): MemberLinkDecisionIssue | null => {
  const open = partnerReviewOf(link);
  if (input.decision !== undefined && !open.link) return 'linkNotInReview';
  if (input.videoDecision !== undefined && !open.video) return 'videoNotInReview';
  return null;
};
