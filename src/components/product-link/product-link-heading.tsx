import type { ProductLink } from '@contract/product-links/product-links.schema';
import { Group, Text, Title, type TitleOrder } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/status-badge';
import { ExternalLink } from '@/components/external-link';
import { useFormatMarkets } from './target-markets';

/**
 * The top of a product link's card, for the seller and the partner alike: the URL as the card's
 * title (`titleId` names the card), its status, and the markets it targets.
 */
export const ProductLinkHeading = ({
  link,
  titleId,
  order,
}: {
  link: ProductLink;
  titleId: string;
  order: TitleOrder;
}) => {
  const { t } = useTranslation('product-links');
  const formatMarkets = useFormatMarkets();
  return (
    <>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Title order={order} size="h5" id={titleId} style={{ minWidth: 0 }}>
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
    </>
  );
};
