import { ProductLinkStatusSchema } from '@contract/common/enums.schema';
import { Button, Card, Group, Select, Skeleton, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '@/components/data-table/search-input';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LinkButton } from '@/components/link-button';
import { PageHeader } from '@/components/page-header';
import { statusLabelKey } from '@/components/status-badge';
import { productLinksApi, productProfileOptions } from '@/lib/queries/product-links';
import { filterProductLinks, type ProductLinksSearch } from '../product-links-search';
import { anyInReview, REVIEW_POLL_MS } from '../review';
import { ProductLinkCard } from './product-link-card';
import { ScheduleCall } from './schedule-call';

const route = getRouteApi('/_auth/product-link');

const ALL = 'all';

const ListSkeleton = () => (
  <Stack gap="sm" aria-hidden>
    {Array.from({ length: 3 }, (_, index) => (
      <Card key={index} withBorder padding="md" radius="md">
        <Skeleton height={18} width="60%" mb="sm" />
        <Skeleton height={12} width="40%" mb="xs" />
        <Skeleton height={12} width="30%" />
      </Card>
    ))}
  </Stack>
);

const Filters = ({ search }: { search: ProductLinksSearch }) => {
  const { t } = useTranslation(['product-links', 'common']);
  const navigate = route.useNavigate();
  const statusOptions = [
    { value: ALL, label: t('list.allStatuses') },
    ...ProductLinkStatusSchema.options.map((status) => ({
      value: status,
      label: t(statusLabelKey('productLink', status)),
    })),
  ];
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SearchInput
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        value={search.search ?? ''}
        onChange={(text) =>
          void navigate({ search: (previous) => ({ ...previous, search: text || undefined }), replace: true })
        }
      />
      <Select
        label={t('list.status')}
        data={statusOptions}
        value={search.status ?? ALL}
        allowDeselect={false}
        onChange={(value) => {
          const status = ProductLinkStatusSchema.safeParse(value);
          void navigate({ search: (previous) => ({ ...previous, status: status.success ? status.data : undefined }) });
        }}
        w={{ base: '100%', xs: 220 }}
      />
    </Group>
  );
};

const ProductLinkList = ({ search }: { search: ProductLinksSearch }) => {
  const { t } = useTranslation(['product-links', 'common']);
  const navigate = route.useNavigate();
  const profile = productLinksApi.getProductProfile.useQuery({
    ...productProfileOptions(),
    refetchInterval: (query) =>
      query.state.data?.status === 200 && anyInReview(query.state.data.body.productLinks) ? REVIEW_POLL_MS : false,
  });

  if (profile.isPending) return <ListSkeleton />;
  if (profile.isError) return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;

  const links = profile.data.body.productLinks;
  if (links.length === 0) {
    return (
      <EmptyState
        title={t('list.emptyTitle')}
        description={t('list.emptyText')}
        action={<LinkButton to="/add-product-link">{t('list.add')}</LinkButton>}
      />
    );
  }
  const shown = filterProductLinks(links, search);
  return (
    <Stack gap="md">
      <ScheduleCall markets={[...new Set(links.flatMap((link) => link.targetMarkets))]} />
      {shown.length === 0 ? (
        <EmptyState
          title={t('list.noMatchTitle')}
          description={t('list.noMatchText')}
          action={
            <Button variant="default" onClick={() => void navigate({ search: {} })}>
              {t('common:table.clearFilters')}
            </Button>
          }
        />
      ) : (
        <Stack component="ul" gap="sm" aria-label={t('list.label')} p={0} m={0} style={{ listStyle: 'none' }}>
          {shown.map((link) => (
            <ProductLinkCard key={link.id} link={link} />
          ))}
        </Stack>
      )}
    </Stack>
  );
};

/**
 * Product links (spec sections 2 and 3): the seller's links with their review state, target
 * markets, reasons and video, filtered by the URL's status and search. A decision taken
 * elsewhere shows without a reload: the list is read again while anything is in review.
 */
export const ProductLinksPage = () => {
  const { t } = useTranslation('product-links');
  const search = route.useSearch();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={<LinkButton to="/add-product-link">{t('list.add')}</LinkButton>}
      />
      <Filters search={search} />
      <ProductLinkList search={search} />
    </Stack>
  );
};
