import { ProductLinkStatusSchema } from '@contract/common/enums.schema';
import { partnerReviewOf } from '@contract/partnership/member-product-link-review';
import type { MemberProductLink } from '@contract/partnership/partnership.schema';
import { Box, Group, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryDataTable } from '@/components/data-table/query-data-table';
import { ChoiceFilter } from '@/components/data-table/choice-filter';
import { type DataTableColumn } from '@/components/data-table/data-table';
import { SearchInput } from '@/components/data-table/search-input';
import { EmptyState } from '@/components/empty-state';
import { EmailText } from '@/components/email-text';
import { LinkAnchor } from '@/components/link-button';
import { PageHeader } from '@/components/page-header';
import { ExternalLink } from '@/components/external-link';
import { useFormatMarkets } from '@/components/product-link/target-markets';
import { StatusBadge, statusLabelKey } from '@/components/status-badge';
import { formatDateTime } from '@/lib/dates';
import { toFilters, toSearchText, urlPaging } from '@/lib/list-search';
import { memberProductLinksOptions, partnershipApi } from '@/lib/queries/partnership';
import { ReviewActions } from './review-actions';
import { ReviewDialog, type ReviewRequest } from './review-dialog';

const route = getRouteApi('/_auth/_verified/_partner/partner-management-product-link');

/** A reviewer's reason, kept as the server wrote it, under the state it explains. */
const Reason = ({ label, reason }: { label: string; reason: string | null }) =>
  reason === null ? null : (
    <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {label} {reason}
    </Text>
  );

/** The member a link belongs to: the e-mail opens the member's page on their product links. */
const MemberCell = ({ link }: { link: MemberProductLink }) => (
  <Stack gap={2} miw={180}>
    <LinkAnchor
      to="/member/$id"
      params={{ id: link.member.id }}
      search={{ tab: 'product-links' }}
      size="sm"
      fw={600}
      style={{ overflowWrap: 'break-word' }}
    >
      <EmailText email={link.member.email} />
    </LinkAnchor>
    {link.member.name !== null && (
      <Text size="xs" c="dimmed">
        {link.member.name}
      </Text>
    )}
  </Stack>
);

/** The link's state, and the reviewer's reason when rejected. */
const LinkStatus = ({ link }: { link: MemberProductLink }) => {
  const { t } = useTranslation('partner-member');
  return (
    <Stack gap={4} maw={240} align="flex-start">
      <StatusBadge kind="productLink" value={link.status} miw="max-content" />
      {link.status === 'rejected' && <Reason label={t('review.list.reason')} reason={link.rejectionReason} />}
    </Stack>
  );
};

/** The product video's state with a link to watch it, or that there is none. */
const VideoCell = ({ link }: { link: MemberProductLink }) => {
  const { t } = useTranslation(['partner-member', 'product-links']);
  const video = link.productVideo;
  if (video === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('product-links:card.noVideo')}
      </Text>
    );
  }
  return (
    <Stack gap={4} maw={240} align="flex-start">
      {/* A narrow cell puts the link under the badge; its two words never break apart mid-word. */}
      <Group gap={6} wrap="wrap" style={{ rowGap: 2 }}>
        <StatusBadge kind="video" value={video.videoStatus} miw="max-content" />
        <ExternalLink href={video.url} style={{ overflowWrap: 'normal', whiteSpace: 'nowrap' }}>
          {t('product-links:card.watchVideo')}
        </ExternalLink>
      </Group>
      {video.videoStatus === 'rejected' && <Reason label={t('review.list.reason')} reason={video.rejectionReason} />}
    </Stack>
  );
};

/**
 * Every member's product links (spec sections 2 and 6): filtered by status and searched by URL or
 * member e-mail, paged, all in the URL. The partner approves or rejects a link (or its video) in
 * review in place; the row shows the decision once the dialog closes.
 */
export const MemberProductLinksPage = () => {
  const { t, i18n } = useTranslation(['partner-member', 'product-links', 'common']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const formatMarkets = useFormatMarkets();
  const [review, setReview] = useState<ReviewRequest | null>(null);
  const list = partnershipApi.listMemberProductLinks.useQuery({
    ...memberProductLinksOptions(search),
    placeholderData: (previous) => previous,
  });
  const filtered = Boolean(search.search) || search.status !== undefined;

  const columns: DataTableColumn<MemberProductLink>[] = [
    {
      accessor: 'url',
      title: t('review.list.url'),
      priority: 'key',
      render: (link) => (
        <Box miw={140} maw={340} style={{ overflowWrap: 'anywhere' }}>
          <ExternalLink href={link.url} size="sm">
            {link.url}
          </ExternalLink>
        </Box>
      ),
    },
    {
      accessor: 'member',
      title: t('review.list.member'),
      visibleMediaQuery: '(min-width: 48em)',
      render: (link) => <MemberCell link={link} />,
    },
    {
      accessor: 'status',
      title: t('review.list.status'),
      priority: 'key',
      render: (link) => <LinkStatus link={link} />,
    },
    {
      accessor: 'targetMarkets',
      title: t('review.list.markets'),
      visibleMediaQuery: '(min-width: 88em)',
      render: (link) => <Text size="sm">{formatMarkets(link.targetMarkets)}</Text>,
    },
    {
      accessor: 'productVideo',
      title: t('review.list.video'),
      visibleMediaQuery: '(min-width: 62em)',
      render: (link) => <VideoCell link={link} />,
    },
    {
      accessor: 'createdAt',
      title: t('review.list.dates'),
      visibleMediaQuery: '(min-width: 88em)',
      render: (link) => (
        <Stack gap={2} miw={150}>
          <Text size="xs">{t('review.list.created', { date: formatDateTime(link.createdAt, language) })}</Text>
          <Text size="xs" c="dimmed">
            {t('review.list.updated', { date: formatDateTime(link.updatedAt, language) })}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'actions',
      title: t('common:table.actions'),
      textAlign: 'right',
      render: (link) => {
        const open = partnerReviewOf(link);
        return (
          <Stack gap={6} align="flex-end">
            {open.link && <ReviewActions memberId={link.member.id} link={link} subject="link" onReview={setReview} />}
            {open.video && <ReviewActions memberId={link.member.id} link={link} subject="video" onReview={setReview} />}
          </Stack>
        );
      },
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader title={t('review.list.title')} description={t('review.list.description')} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchInput
          label={t('review.list.search')}
          placeholder={t('review.list.searchPlaceholder')}
          value={search.search ?? ''}
          onChange={(text) => void navigate({ search: toSearchText(text), resetScroll: false })}
        />
        <ChoiceFilter
          label={t('review.list.statusFilter')}
          placeholder={t('review.list.allStatuses')}
          clearLabel={t('review.list.clearStatus')}
          choices={ProductLinkStatusSchema.options}
          labelOf={(status) => t(statusLabelKey('productLink', status))}
          value={search.status}
          onChange={(status) => void navigate({ search: toFilters({ status }), resetScroll: false })}
        />
      </Group>
      <QueryDataTable
        list={list}
        skeletonRows={6}
        ariaLabel={t('review.list.title')}
        columns={columns}
        idAccessor="id"
        {...urlPaging(navigate)}
        emptyState={
          filtered ? (
            <EmptyState title={t('review.list.noMatch')} description={t('review.list.noMatchHint')} />
          ) : (
            <EmptyState title={t('review.list.none')} description={t('review.list.noneHint')} />
          )
        }
      />
      <ReviewDialog request={review} onClose={() => setReview(null)} />
    </Stack>
  );
};
