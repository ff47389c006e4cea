import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { PlanId } from '@contract/common/enums.schema';
import { MemberSortFieldSchema, type PartnerMember } from '@contract/partnership/partnership.schema';
import { useMediaQuery } from '@mantine/hooks';
import { getRouteApi } from '@tanstack/react-router';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DataTable,
  type DataTableColumn,
  type DataTableSortStatus,
  type TablePaging,
} from '@/components/data-table/data-table';
import { EmailText } from '@/components/email-text';
import { LinkAnchor } from '@/components/link-button';
import { Money } from '@/components/money';
import { StatusBadge } from '@/components/status-badge';
import { formatDateTime } from '@/lib/dates';
import { toFilters, urlPaging } from '@/lib/list-search';
import { contactChannels } from '../member-export';
import { DEFAULT_SORT } from '../members-search';

const route = getRouteApi('/_auth/_verified/_partner/partner-management-member');

const NO_VALUE = '—';
const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

/*
 * Columns by importance: narrow screens keep the e-mail, spending and actions; what a hidden
 * column held shows under the e-mail instead. The queries follow Mantine's breakpoints
 * (xs 36em, sm 48em, md 62em, xl 88em) so a cell's `hiddenFrom` matches its column; the
 * id, contact and request date need a very wide screen (beside the sidebar).
 */
const FROM_XS = '(min-width: 36em)';
const FROM_SM = '(min-width: 48em)';
const FROM_MD = '(min-width: 62em)';
// Wider than Mantine's xl: with the sidebar, the three columns it adds do not fit at 1440 px.
const FROM_XL = '(min-width: 100em)';
const WIDE = '(min-width: 112em)';

const TrashIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 002 2h6a2 2 0 002-2l1-12M9 7V4h6v3" strokeLinecap="round" />
  </svg>
);

/**
 * One page of members: sortable by the column headers, paged in the URL; the e-mail opens the
 * member. Memoized: a new search or filter in the URL leaves the shown rows alone until its page comes.
 */
export const MembersTable = memo(function MembersTable({
  members,
  paging,
  fetching,
  emptyState,
  planName,
  onRemove,
}: {
  members: PartnerMember[];
  paging: TablePaging;
  fetching: boolean;
  emptyState: ReactNode;
  planName: (plan: PlanId) => string;
  onRemove: (member: PartnerMember) => void;
}) {
  const { t, i18n } = useTranslation(['partner-members', 'common']);
  const sortField = route.useSearch({ select: (search) => search.sortBy });
  const sortOrder = route.useSearch({ select: (search) => search.order });
  const navigate = route.useNavigate();
  const wide = useMediaQuery(WIDE);
  const extraWide = useMediaQuery(FROM_XL);
  const language = i18n.language;
  const dateTime = (iso: string | null) => (iso ? formatDateTime(iso, language) : NO_VALUE);

  const sortStatus: DataTableSortStatus<PartnerMember> = {
    columnAccessor: sortField ?? DEFAULT_SORT.sortBy,
    direction: sortOrder ?? DEFAULT_SORT.order,
  };
  const sortBy = ({ columnAccessor, direction }: DataTableSortStatus<PartnerMember>) => {
    const field = MemberSortFieldSchema.safeParse(columnAccessor);
    if (!field.success) return;
    // The default order stays out of the link.
    const isDefault = field.data === DEFAULT_SORT.sortBy && direction === DEFAULT_SORT.order;
    void navigate({
      search: toFilters({ sortBy: isDefault ? undefined : field.data, order: isDefault ? undefined : direction }),
      resetScroll: false,
    });
  };

  const columns: DataTableColumn<PartnerMember>[] = [
    {
      accessor: 'id',
      title: t('list.id'),
      noWrap: true,
      visibleMediaQuery: WIDE,
      render: (member) => (
        <Text size="xs" ff="monospace">
          {member.id}
        </Text>
      ),
    },
    {
      accessor: 'email',
      title: t('list.email'),
      sortable: true,
      render: (member) => (
        <Stack gap={2} miw={{ base: 130, sm: 230 }}>
          <LinkAnchor
            to="/member/$id"
            params={{ id: member.id }}
            size="sm"
            fw={600}
            style={{ overflowWrap: 'break-word' }}
            aria-label={t('list.open', { email: member.email })}
          >
            <EmailText email={member.email} />
          </LinkAnchor>
          {member.name && (
            <Text size="xs" c="dimmed">
              {member.name}
            </Text>
          )}
          {/* Narrow screens hide columns: what they held shows here instead. */}
          {!wide && (
            <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {t('list.idShort', { id: member.id })}
            </Text>
          )}
          <Group gap={4} hiddenFrom="md">
            <StatusBadge kind="member" value={member.userStatus} hiddenFrom="xs" miw="max-content" />
            <StatusBadge kind="verification" value={member.verifyStatus} hiddenFrom="sm" miw="max-content" />
            {member.planStatus && <StatusBadge kind="subscription" value={member.planStatus} miw="max-content" />}
          </Group>
          {!extraWide && (
            <>
              <Text size="xs" c="dimmed">
                {t('list.planShort', {
                  plan: member.currentPlan ? planName(member.currentPlan) : t('list.noPlan'),
                  count: member.adAccountsCount,
                })}
              </Text>
              <Text size="xs" c="dimmed">
                {t('list.createdShort', { date: dateTime(member.createdAt) })}
              </Text>
            </>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'totalSpending',
      title: t('list.totalSpending'),
      sortable: true,
      textAlign: 'right',
      noWrap: true,
      render: (member) => <Money cents={member.totalSpending} fw={600} />,
    },
    {
      accessor: 'userStatus',
      title: t('list.userStatus'),
      visibleMediaQuery: FROM_XS,
      render: (member) => <StatusBadge kind="member" value={member.userStatus} miw="max-content" />,
    },
    {
      accessor: 'verifyStatus',
      title: t('list.verifyStatus'),
      visibleMediaQuery: FROM_SM,
      render: (member) => <StatusBadge kind="verification" value={member.verifyStatus} miw="max-content" />,
    },
    {
      accessor: 'planStatus',
      title: t('list.planStatus'),
      visibleMediaQuery: FROM_MD,
      render: (member) =>
        member.planStatus ? <StatusBadge kind="subscription" value={member.planStatus} miw="max-content" /> : NO_VALUE,
    },
    {
      accessor: 'contact',
      title: t('list.contact'),
      visibleMediaQuery: WIDE,
      render: (member) => {
        const channels = contactChannels(member.contact).slice(0, 2);
        return channels.length === 0 ? (
          NO_VALUE
        ) : (
          <Stack gap={0}>
            {channels.map(({ channel, value }) => (
              <Text key={channel} size="xs" style={{ overflowWrap: 'anywhere' }}>
                <Text span inherit c="dimmed">
                  {t(`contact.${channel}`)}
                </Text>{' '}
                {value}
              </Text>
            ))}
          </Stack>
        );
      },
    },
    {
      accessor: 'adAccountsCount',
      title: t('list.adAccountsCount'),
      sortable: true,
      textAlign: 'right',
      visibleMediaQuery: FROM_XL,
      render: (member) => <span style={tabular}>{member.adAccountsCount}</span>,
    },
    {
      accessor: 'currentPlan',
      title: t('list.currentPlan'),
      noWrap: true,
      visibleMediaQuery: FROM_XL,
      render: (member) => (member.currentPlan ? planName(member.currentPlan) : NO_VALUE),
    },
    {
      accessor: 'createdAt',
      title: t('list.createdAt'),
      sortable: true,
      noWrap: true,
      visibleMediaQuery: FROM_XL,
      render: (member) => dateTime(member.createdAt),
    },
    {
      accessor: 'requestAt',
      title: t('list.requestAt'),
      sortable: true,
      noWrap: true,
      visibleMediaQuery: WIDE,
      render: (member) => dateTime(member.requestAt),
    },
    {
      accessor: 'actions',
      title: t('common:table.actions'),
      textAlign: 'right',
      render: (member) => (
        <Tooltip label={t('list.remove', { email: member.email })} withArrow>
          <ActionIcon
            variant="subtle"
            color="red.9"
            aria-label={t('list.remove', { email: member.email })}
            onClick={() => onRemove(member)}
          >
            <TrashIcon />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  return (
    <DataTable<PartnerMember>
      ariaLabel={t('list.label')}
      records={members}
      columns={columns}
      idAccessor="id"
      fetching={fetching}
      paging={paging}
      {...urlPaging(navigate)}
      sortStatus={sortStatus}
      onSortStatusChange={sortBy}
      emptyState={emptyState}
    />
  );
});
