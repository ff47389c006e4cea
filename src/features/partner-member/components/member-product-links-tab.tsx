import { partnerReviewOf } from '@contract/partnership/member-product-link-review';
import type { ProductLink } from '@contract/product-links/product-links.schema';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { ProductLinkHeading } from '@/components/product-link/product-link-heading';
import { ProductVideoSection } from '@/components/product-link/product-video-section';
import { RejectionReason } from '@/components/product-link/rejection-reason';
import { formatDateTime } from '@/lib/dates';
import { CreateProductLinkDialog } from './create-product-link-dialog';
import { ReviewActions } from './review-actions';
import { ReviewDialog, type ReviewRequest } from './review-dialog';

/** One of the member's links: state, markets, reasons, video and the decisions open to the partner. */
const MemberLinkCard = ({
  memberId,
  link,
  onReview,
}: {
  memberId: string;
  link: ProductLink;
  onReview: (request: ReviewRequest) => void;
}) => {
  const { t, i18n } = useTranslation(['partner-member', 'product-links']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const titleId = useId();
  const open = partnerReviewOf(link);
  return (
    <Card component="li" withBorder padding="md" radius="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <ProductLinkHeading link={link} titleId={titleId} order={3} />
        {link.status === 'rejected' && (
          <RejectionReason title={t('product-links:card.rejected')} reason={link.rejectionReason} />
        )}
        <ProductVideoSection
          video={link.productVideo}
          actions={
            open.video && (
              <ReviewActions
                memberId={memberId}
                link={link}
                subject="video"
                onReview={onReview}
                describedBy={titleId}
              />
            )
          }
        />
        <Group justify="space-between" align="center" gap="xs" wrap="wrap">
          <Text size="xs" c="dimmed">
            {t('links.dates', {
              created: formatDateTime(link.createdAt, language),
              updated: formatDateTime(link.updatedAt, language),
            })}
            {link.reviewedBy !== null && ` · ${t(`links.reviewedBy.${link.reviewedBy}`)}`}
          </Text>
          {open.link && (
            <ReviewActions memberId={memberId} link={link} subject="link" onReview={onReview} describedBy={titleId} />
          )}
        </Group>
      </Stack>
    </Card>
  );
};

/**
 * The member's product links, newest first, from the member's answer: the partner approves or
 * rejects those in review (and their videos) and adds a link for the member.
 */
export const MemberProductLinksTab = ({ memberId, links }: { memberId: string; links: ProductLink[] }) => {
  const { t } = useTranslation('partner-member');
  const [creating, setCreating] = useState(false);
  const [review, setReview] = useState<ReviewRequest | null>(null);
  const add = (
    <Button size="sm" onClick={() => setCreating(true)}>
      {t('links.add')}
    </Button>
  );
  return (
    <Stack gap="md">
      {links.length === 0 ? (
        <EmptyState title={t('links.none')} description={t('links.noneHint')} action={add} />
      ) : (
        <>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm" c="dimmed">
              {t('links.count', { count: links.length })}
            </Text>
            {add}
          </Group>
          <Stack component="ul" gap="sm" aria-label={t('links.label')} p={0} m={0} style={{ listStyle: 'none' }}>
            {links.map((link) => (
              <MemberLinkCard key={link.id} memberId={memberId} link={link} onReview={setReview} />
            ))}
          </Stack>
        </>
      )}
      <CreateProductLinkDialog memberId={memberId} opened={creating} onClose={() => setCreating(false)} />
      <ReviewDialog request={review} onClose={() => setReview(null)} />
    </Stack>
  );
};
