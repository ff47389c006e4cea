import type { ProductVideo } from '@contract/product-links/product-links.schema';
import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/status-badge';
import { ExternalLink } from '@/components/external-link';
import { RejectionReason } from './rejection-reason';

/**
 * A product link's video: its review state and a link to watch it, or that there is none, and the
 * reviewer's reason when it was rejected. `actions` sit beside the state (a reviewer's decision).
 * Texts in `product-links`.
 */
export const ProductVideoSection = ({ video, actions }: { video: ProductVideo | null; actions?: ReactNode }) => {
  const { t } = useTranslation('product-links');
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
        {actions}
      </Group>
      {video?.videoStatus === 'rejected' && (
        <RejectionReason title={t('card.videoRejected')} reason={video.rejectionReason} />
      )}
    </Stack>
  );
};
