import { Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { MemberListStatusSchema, type PartnerMember } from '@contract/partnership/partnership.schema';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CsvExportButton } from '@/components/data-table/csv-export-button';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { statusLabelKey } from '@/components/status-badge';
import { useSuccessNotification } from '@/components/use-success-notification';
import { bodyOf } from '@/lib/api';
import { getAppConfig } from '@/lib/config';
import { toFilters } from '@/lib/list-search';
import { memberListOptions, partnershipApi } from '@/lib/queries/partnership';
import { usePlanName } from '@/lib/plan-names';
import { useRemoveMember } from '../api/member-mutations';
import { memberCsvColumns } from '../member-export';
import { memberListQuery } from '../member-list-query';
import { isFiltered, withoutFilters, type MembersSearch } from '../members-search';
import { MemberFilters } from './member-filters';
import { MembersTable } from './members-table';

const route = getRouteApi('/_auth/_verified/_partner/partner-management-member');

/** What an empty list says: no match for the filters (with a way out), no members yet, or none in the tab. */
const MembersEmptyState = () => {
  const { t } = useTranslation(['partner-members', 'common']);
  const navigate = route.useNavigate();
  const filtered = route.useSearch({ select: isFiltered });
  const tab = route.useSearch({ select: (search) => search.status ?? 'all' });
  if (filtered) {
    return (
      <EmptyState
        title={t('list.noMatch')}
        description={t('list.noMatchHint')}
        action={
          <Button
            size="xs"
            variant="default"
            onClick={() => void navigate({ search: withoutFilters, resetScroll: false })}
          >
            {t('common:table.clearFilters')}
          </Button>
        }
      />
    );
  }
  return tab === 'all' ? (
    <EmptyState title={t('list.none')} description={t('list.noneHint')} />
  ) : (
    <EmptyState title={t(`list.noneIn.${tab}`)} />
  );
};
// One element for every render: it reads the URL itself, so the memoized table keeps its props under a new search.
const membersEmptyState = <MembersEmptyState />;

/**
 * The partner's members (spec sections 2, 3 and 6): the all, activated and blocked tabs,
 * search, filters, sort and paging in the URL; the filtered total, a CSV of every filtered
 * member, and removing a member.
 */
export const MembersPage = () => {
  const { t, i18n } = useTranslation(['partner-members', 'common']);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const notify = useSuccessNotification();
  // A date preset is resolved against the moment the page opened (render must stay pure).
  const [openedAt] = useState(() => Date.now());
  const [removing, setRemoving] = useState<PartnerMember | null>(null);
  const remove = useRemoveMember();

  const query = memberListQuery(search, new Date(openedAt), getAppConfig().timezone);
  // The loader warmed this page; a new filter keeps the last rows on screen under the veil while it loads.
  const list = partnershipApi.listMembers.useQuery({
    ...memberListOptions(query),
    placeholderData: (previous) => previous,
  });
  const body = list.data?.body;
  const tab = search.status ?? 'all';
  const language = i18n.language;
  const totalText = (count: number) => new Intl.NumberFormat(language).format(count);

  const planName = usePlanName();
  // The table's props stay the same objects under a new search, so it renders once the new page comes, not before.
  const resetRemove = remove.reset;
  const askRemove = useCallback(
    (member: PartnerMember) => {
      resetRemove();
      setRemoving(member);
    },
    [resetRemove],
  );

  const openTab = (value: string | null) => {
    const status = MemberListStatusSchema.safeParse(value);
    // "All" is the default tab: it stays out of the link.
    const next = status.success && status.data !== 'all' ? status.data : undefined;
    void navigate({ search: toFilters<Pick<MembersSearch, 'status'>>({ status: next }), resetScroll: false });
  };

  const confirmRemove = async () => {
    if (!removing) return;
    await remove.mutateAsync({ params: { id: removing.id } });
    notify({ message: t('remove.done', { email: removing.email }) });
    setRemoving(null);
  };

  const csvColumns = memberCsvColumns({
    header: (column) => t(`list.${column}`),
    channel: (channel) => t(`contact.${channel}`),
    userStatus: (status) => t(statusLabelKey('member', status)),
    verifyStatus: (status) => t(statusLabelKey('verification', status)),
    planStatus: (status) => t(statusLabelKey('subscription', status)),
    plan: planName,
  });

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} description={t('description')} />
      <Tabs value={tab} onChange={openTab}>
        <Tabs.List aria-label={t('tabs.label')}>
          {MemberListStatusSchema.options.map((status) => (
            <Tabs.Tab key={status} value={status}>
              {t(`tabs.${status}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* The query lives above the panels, so a new tab keeps the last rows under the veil while it loads. */}
        {MemberListStatusSchema.options.map((status) => (
          <Tabs.Panel key={status} value={status} pt="lg">
            {status === tab && (
              <Stack gap="md">
                <MemberFilters planName={planName} />
                {body && (
                  <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
                    {/* Announced when a filter changes the count. */}
                    <Text size="sm" fw={600} role="status">
                      {t('list.total', { count: body.paging.total, total: totalText(body.paging.total) })}
                    </Text>
                    {body.paging.total > 0 && (
                      <CsvExportButton
                        fileName={t('export.fileName')}
                        columns={csvColumns}
                        fetchPage={async (page, limit) =>
                          bodyOf(await partnershipApi.listMembers.query({ query: { ...query, page, limit } }), 200)
                        }
                      />
                    )}
                  </Group>
                )}
                <MembersTable list={list} emptyState={membersEmptyState} planName={planName} onRemove={askRemove} />
              </Stack>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      <ConfirmDialog
        opened={removing !== null}
        title={t('remove.title')}
        message={removing ? t('remove.message', { email: removing.email }) : ''}
        confirmLabel={t('remove.confirm')}
        danger
        error={remove.error}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
};
