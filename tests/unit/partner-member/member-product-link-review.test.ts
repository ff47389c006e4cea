import { memberLinkDecisionIssue, partnerReviewOf } from '@contract/partnership/member-product-link-review';
import type { ProductLink } from '@contract/product-links/product-links.schema';
import { describe, expect, it } from 'vitest';

const video = (videoStatus: 'approved' | 'reviewing' | 'rejected') => ({
  url: 'https://upload.example.com/mock-uploads/upl_1.mp4',
  videoStatus,
  rejectionReason: videoStatus === 'rejected' ? 'Too short' : null,
  uploadedAt: '2026-03-01T02:00:00.000Z',
});

const link = (status: ProductLink['status'], productVideo: ProductLink['productVideo'] = null) => ({
  status,
  productVideo,
});

const APPROVE = { status: 'approved' } as const;

describe('what a partner may decide on a member’s product link', () => {
  it.each([
    [link('reviewing'), { link: true, video: false }],
    [link('reviewing', video('reviewing')), { link: true, video: true }],
    [link('approved', video('reviewing')), { link: false, video: true }],
    [link('rejected', video('rejected')), { link: false, video: false }],
    [link('system_paused', video('reviewing')), { link: false, video: true }],
    [link('not_found'), { link: false, video: false }],
  ])('%# → %o', (item, open) => {
    expect(partnerReviewOf(item)).toEqual(open);
  });

  it('refuses a decision on a link or a video that is not in review, and takes the others', () => {
    expect(memberLinkDecisionIssue(link('reviewing'), { decision: APPROVE })).toBeNull();
    expect(memberLinkDecisionIssue(link('approved'), { decision: APPROVE })).toBe('linkNotInReview');
    expect(memberLinkDecisionIssue(link('reviewing'), { videoDecision: APPROVE })).toBe('videoNotInReview');
    expect(
      memberLinkDecisionIssue(link('approved', video('reviewing')), {
        videoDecision: { status: 'rejected', rejectionReason: 'Blurry' },
      }),
    ).toBeNull();
    // Editing a link (no decision) is not a review.
    expect(memberLinkDecisionIssue(link('approved'), {})).toBeNull();
  });
});
