import { ActionIcon, Stack, Text, Tooltip } from '@mantine/core';
import type { PlanId } from '@contract/common/enums.schema';
import { MemberSortFieldSchema, type PartnerMember, type MemberList } from '@contract/partnership/partnership.schema';
import IconTrash from '@tabler/icons-react/icons/IconTrash';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataTableColumn, type DataTableSortStatus } from '@/components/data-table/data-table';
import { QueryDataTable, type ListQuery } from '@/components/data-table/query-data-table';
import { EmailText } from '@/components/email-text';
import { Icon } from '@/components/icon';
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
 * Columns by importance: the e-mail and spending are key; the others are columns from their
 * width on and fold under the e-mail below it. Each width is where the columns fit in the longer
 * language (Vietnamese) beside the sidebar (from 64em), measured, so the table never scrolls
 * sideways and the pinned actions column never covers a figure. The id, contact and request
 * date need a very wide screen.
 */
// Under this the status folds under the e-mail: beside the pinned actions it would not fit.
const STATUS_FROM = '(min-width: 40em)';
// The sidebar (from 1024 px, 64em) takes the room back: verification fits again from 67em.
const FROM_SM = '(min-width: 51em) and (max-width: 63.99em), (min-width: 67em)';
const FROM_MD = '(min-width: 77em)';
const FROM_XL = '(min-width: 108em)';
const WIDE = '(min-width: 136em)';

/**
 * One page of members: sortable by the column headers, paged in the URL; the e-mail opens the
 * member. Its table props stay the same objects under a new search or filter, so the kit's
 * memoized table leaves the shown rows alone until the new page comes.
 */
export const MembersTable = ({
  list,
  emptyState,
  planName,
  onRemove,
}: {
  list: ListQuery<MemberList>;
  emptyState: ReactNode;
  planName: (plan: PlanId) => string;
  onRemove: (member: PartnerMember) => void;
}) => {
  const { t, i18n } = useTranslation(['partner-members', 'common']);
  const sortField = route.useSearch({ select: (search) => search.sortBy });
  const sortOrder = route.useSearch({ select: (search) => search.order });
  const navigate = route.useNavigate();
  const paging = useMemo(() => urlPaging(navigate), [navigate]);
  const sortStatus = useMemo<DataTableSortStatus<PartnerMember>>(
    () => ({ columnAccessor: sortField ?? DEFAULT_SORT.sortBy, direction: sortOrder ?? DEFAULT_SORT.order }),
    [sortField, sortOrder],
  );
  const sortBy = useCallback(
    ({ columnAccessor, direction }: DataTableSortStatus<PartnerMember>) => {
      const field = MemberSortFieldSchema.safeParse(columnAccessor);
      if (!field.success) return;
      // The default order stays out of the link.
      const isDefault = field.data === DEFAULT_SORT.sortBy && direction === DEFAULT_SORT.order;
      void navigate({
        search: toFilters({ sortBy: isDefault ? undefined : field.data, order: isDefault ? undefined : direction }),
        resetScroll: false,
      });
    },
    [navigate],
  );
  const columns = useMemo(() => {
    const dateTime = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : NO_VALUE);
    const memberColumns: DataTableColumn<PartnerMember>[] = [
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
        priority: 'key',
        render: (member) => (
          <Stack gap={2} miw={{ base: 120, sm: 230 }}>
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
          </Stack>
        ),
      },
      {
        accessor: 'totalSpending',
        title: t('list.totalSpending'),
        sortable: true,
        textAlign: 'right',
        noWrap: true,
        priority: 'key',
        render: (member) => <Money cents={member.totalSpending} fw={600} />,
      },
      {
        accessor: 'userStatus',
        title: t('list.userStatus'),
        visibleMediaQuery: STATUS_FROM,
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
          member.planStatus ? (
            <StatusBadge kind="subscription" value={member.planStatus} miw="max-content" />
          ) : (
            NO_VALUE
          ),
        folded: (member) =>
          member.planStatus && <StatusBadge kind="subscription" value={member.planStatus} miw="max-content" />,
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
        folded: (member) => member.requestAt && dateTime(member.requestAt),
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
              <Icon icon={IconTrash} decorative />
            </ActionIcon>
          </Tooltip>
        ),
      },
    ];
    return memberColumns;
  }, [t, i18n.language, planName, onRemove]);

  return (
    <QueryDataTable<PartnerMember, MemberList>
      list={list}
      skeletonRows={10}
      ariaLabel={t('list.label')}
      columns={columns}
      idAccessor="id"
      {...paging}
      sortStatus={sortStatus}
      onSortStatusChange={sortBy}
      emptyState={emptyState}
    />
  );
};
