import type { MemberLinkReviewSubject } from '@contract/partnership/member-product-link-review';
import type { ProductLink } from '@contract/product-links/product-links.schema';
import { Button, Flex } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReviewRequest } from './review-dialog';

/**
 * Approve and Reject buttons for a member's link or its video; `describedBy` names the link they
 * act on for screen readers (the buttons repeat on every row).
 */
export const ReviewActions = ({
  memberId,
  link,
  subject,
  onReview,
  describedBy,
}: {
  memberId: string;
  link: Pick<ProductLink, 'id' | 'url'>;
  subject: MemberLinkReviewSubject;
  onReview: (request: ReviewRequest) => void;
  describedBy?: string;
}) => {
  const { t } = useTranslation('partner-member');
  const review = (decision: ReviewRequest['decision']) => () => onReview({ memberId, link, subject, decision });
  return (
    // Stacked on narrow screens, where a table row has no room for two buttons side by side.
    <Flex gap={6} direction={{ base: 'column', xs: 'row' }} align={{ base: 'stretch', xs: 'center' }}>
      <Button size="compact-sm" onClick={review('approved')} aria-describedby={describedBy}>
        {t(`review.${subject}.approveButton`)}
      </Button>
      <Button size="compact-sm" variant="default" onClick={review('rejected')} aria-describedby={describedBy}>
        {t(`review.${subject}.rejectButton`)}
      </Button>
    </Flex>
  );
};
