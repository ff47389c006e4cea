import type { ProductLink } from '@contract/product-links/product-links.schema';
import { reviewWindowOf } from '@contract/product-links/product-link-review';
import { Alert, Anchor, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '@/components/country-select-names';
import { LinkButton } from '@/components/link-button';
import { StatusBadge } from '@/components/status-badge';
import { formatDateTime } from '@/lib/dates';
import { linkActionOf } from '../review';

/** A link that opens outside the app, in a new tab, and says so to screen readers. */
const ExternalLink = ({ href, children }: { href: string; children: string }) => {
  const { t } = useTranslation('common');
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" style={{ wordBreak: 'break-all' }}>
      {children}
      <VisuallyHidden> {t('actions.opensInNewTab')}</VisuallyHidden>
    </Anchor>
  );
};

/** A reviewer's reason, kept as the server wrote it and shown as text. */
const RejectionReason = ({ title, reason }: { title: string; reason: string | null }) => (
  <Alert color="red" variant="light" title={title} role="note">
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {reason}
    </Text>
  </Alert>
);

const ProductVideoSection = ({ link }: { link: ProductLink }) => {
  const { t } = useTranslation('product-links');
  const video = link.productVideo;
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {t('card.video')}
        </Text>
        {video ? (
          <>
            <StatusBadge kind="video" value={video.videoStatus} />
            <ExternalLink href={video.url}>{t('card.watchVideo')}</ExternalLink>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('card.noVideo')}
          </Text>
        )}
      </Group>
      {video?.videoStatus === 'rejected' && (
        <RejectionReason title={t('card.videoRejected')} reason={video.rejectionReason} />
      )}
    </Stack>
  );
};

/** One product link: its URL, state, markets, reason, video and what the seller can do next. */
export const ProductLinkCard = ({ link }: { link: ProductLink }) => {
  const { t, i18n } = useTranslation('product-links');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const titleId = useId();
  const action = linkActionOf(link);
  const markets = link.targetMarkets.map((code) => countryName(code, language, code)).join(', ');
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
          {markets}
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
        <ProductVideoSection link={link} />
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
