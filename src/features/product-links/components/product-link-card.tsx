import type { ProductLink } from '@contract/product-links/product-links.schema';
import { reviewWindowOf } from '@contract/product-links/product-link-review';
import { Card, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/link-button';
import { ProductLinkHeading } from '@/components/product-link/product-link-heading';
import { ProductVideoSection } from '@/components/product-link/product-video-section';
import { RejectionReason } from '@/components/product-link/rejection-reason';
import { formatDateTime } from '@/lib/dates';
import { linkActionOf } from '../review';

/** One product link: its URL, state, markets, reason, video and what the seller can do next. */
export const ProductLinkCard = ({ link }: { link: ProductLink }) => {
  const { t, i18n } = useTranslation('product-links');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const titleId = useId();
  const action = linkActionOf(link);
  const review = link.status === 'reviewing' ? reviewWindowOf(link) : null;

  return (
    <Card component="li" withBorder padding="md" radius="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <ProductLinkHeading link={link} titleId={titleId} order={2} />
        {review && (
          <Text size="sm" c="dimmed">
            {t('card.reviewTime', {
              from: formatDateTime(review.from, language),
              to: formatDateTime(review.to, language),
            })}
          </Text>
        )}
        {link.status === 'rejected' && <RejectionReason title={t('card.rejected')} reason={link.rejectionReason} />}
        {link.status === 'not_found' && <Text size="sm">{t('card.notFound')}</Text>}
        {link.status === 'system_paused' && <Text size="sm">{t('card.paused')}</Text>}
        <ProductVideoSection video={link.productVideo} />
        <Group justify="space-between" align="center" gap="xs" wrap="wrap">
          <Text size="xs" c="dimmed">
            {t('card.added', { date: formatDateTime(link.createdAt, language) })}
          </Text>
          {action && (
            <LinkButton
              to="/add-product-link"
              search={{ link: link.id }}
              size="xs"
              variant={action === 'edit' ? 'default' : 'light'}
              aria-describedby={titleId}
            >
              {t(`card.action.${action}`)}
            </LinkButton>
          )}
        </Group>
      </Stack>
    </Card>
  );
};
