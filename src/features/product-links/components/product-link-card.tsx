import type { ProductLink } from '@contract/product-links/product-links.schema';
import { reviewWindowOf } from '@contract/product-links/product-link-review';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/link-button';
import { ExternalLink } from '@/components/product-link/external-link';
import { ProductVideoSection } from '@/components/product-link/product-video-section';
import { RejectionReason } from '@/components/product-link/rejection-reason';
import { useFormatMarkets } from '@/components/product-link/target-markets';
import { StatusBadge } from '@/components/status-badge';
import { formatDateTime } from '@/lib/dates';
import { linkActionOf } from '../review';

/** One product link: its URL, state, markets, reason, video and what the seller can do next. */
export const ProductLinkCard = ({ link }: { link: ProductLink }) => {
  const { t, i18n } = useTranslation('product-links');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const titleId = useId();
  const action = linkActionOf(link);
  const formatMarkets = useFormatMarkets();
  const review = link.status === 'reviewing' ? reviewWindowOf(link) : null;

  return (
    <Card component="li" withBorder padding="md" radius="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={2} size="h5" id={titleId} style={{ minWidth: 0 }}>
            <ExternalLink href={link.url}>{link.url}</ExternalLink>
          </Title>
          <StatusBadge kind="productLink" value={link.status} style={{ flexShrink: 0 }} />
        </Group>
        <Text size="sm">
          <Text span fw={600}>
            {t('card.markets')}
          </Text>{' '}
          {formatMarkets(link.targetMarkets)}
        </Text>
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
