import type { MemberContactInfo } from '@contract/partnership/partnership.schema';
import { Box, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryDataTable } from '@/components/data-table/query-data-table';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { type DataTableColumn } from '@/components/data-table/data-table';
import { SearchInput } from '@/components/data-table/search-input';
import { EmptyState } from '@/components/empty-state';
import { EmailText } from '@/components/email-text';
import { LinkAnchor } from '@/components/link-button';
import { PageHeader } from '@/components/page-header';
import { StatusBadge } from '@/components/status-badge';
import { useSuccessNotification } from '@/components/use-success-notification';
import { formatDateTime } from '@/lib/dates';
import { toFilters, toSearchText, urlPaging } from '@/lib/list-search';
import { memberContactInfoOptions, partnershipApi } from '@/lib/queries/partnership';
import { useDecideContactInfo } from '../api/contact-info-mutations';
import { CONTACT_INFO_TABS, contactInfoTabOf, ContactInfoTabSchema, type ContactInfoTab } from '../contact-info-search';
import { ContactChannels } from './contact-channels';
import { ContactInfoDrawer } from './contact-info-drawer';
import { RejectDialog } from './reject-dialog';

const route = getRouteApi('/_auth/_verified/_partner/partner-management-contact-info');

/** The rows of the open tab, with the decisions a waiting row offers. */
const ContactInfoList = () => {
  const { t, i18n } = useTranslation(['partner-contact-info', 'common']);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const notify = useSuccessNotification();
  const tab = contactInfoTabOf(search);
  const [details, setDetails] = useState<MemberContactInfo | null>(null);
  const [approving, setApproving] = useState<MemberContactInfo | null>(null);
  const [rejecting, setRejecting] = useState<MemberContactInfo | null>(null);
  const decide = useDecideContactInfo();
  // The loader warmed this page; a new search keeps the last rows on screen under the veil while it loads.
  const list = partnershipApi.listMemberContactInfo.useQuery({
    ...memberContactInfoOptions(search),
    placeholderData: (previous) => previous,
  });

  const approve = async () => {
    if (!approving) return;
    await decide.mutateAsync({ params: { id: approving.member.id, status: 'approved' }, body: {} });
    notify({ message: t('approve.done', { email: approving.member.email }) });
    setApproving(null);
  };

  const columns: DataTableColumn<MemberContactInfo>[] = [
    {
      accessor: 'member',
      title: t('list.member'),
      priority: 'key',
      render: (row) => (
        <Stack gap={2} miw={160}>
          <LinkAnchor
            to="/member/$id"
            params={{ id: row.member.id }}
            size="sm"
            fw={600}
            style={{ overflowWrap: 'break-word' }}
          >
            <EmailText email={row.member.email} />
          </LinkAnchor>
          {row.member.name && (
            <Text size="xs" c="dimmed">
              {row.member.name}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'contactInfo',
      title: t('list.contact'),
      visibleMediaQuery: '(min-width: 48em)',
      render: (row) => (
        <Box miw={200}>
          <ContactChannels contact={row.contactInfo} size="xs" />
        </Box>
      ),
    },
    {
      accessor: 'requestAt',
      title: t('list.requestAt'),
      visibleMediaQuery: '(min-width: 62em)',
      render: (row) => <Text size="sm">{formatDateTime(row.requestAt, i18n.language)}</Text>,
    },
    {
      accessor: 'status',
      title: t('list.status'),
      // Every waiting row is "Reviewing": the column tells something only on the decided tabs.
      hidden: tab === 'reviewing',
      priority: 'key',
      render: (row) => (
        <Stack gap={2} maw={240}>
          <StatusBadge kind="verification" value={row.status} miw="max-content" />
          {row.rejectionReason && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {row.rejectionReason}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'actions',
      title: t('common:table.actions'),
      textAlign: 'right',
      render: (row) => (
        <Group gap="xs" justify="flex-end" wrap="wrap">
          <Button
            size="xs"
            variant="default"
            onClick={() => setDetails(row)}
            aria-label={t('list.detailsOf', { email: row.member.email })}
          >
            {t('list.details')}
          </Button>
          {row.status === 'reviewing' && (
            <>
              <Button
                size="xs"
                color="green.9"
                onClick={() => {
                  decide.reset();
                  setApproving(row);
                }}
                aria-label={t('list.approveOf', { email: row.member.email })}
              >
                {t('list.approve')}
              </Button>
              <Button
                size="xs"
                variant="outline"
                color="red.9"
                onClick={() => setRejecting(row)}
                aria-label={t('list.rejectOf', { email: row.member.email })}
              >
                {t('list.reject')}
              </Button>
            </>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchInput
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          value={search.search ?? ''}
          onChange={(text) => void navigate({ search: toSearchText(text), resetScroll: false })}
        />
      </Group>
      <QueryDataTable
        list={list}
        skeletonRows={5}
        ariaLabel={t(`tabs.${tab}`)}
        columns={columns}
        idAccessor={(row) => row.member.id}
        {...urlPaging(navigate)}
        emptyState={
          search.search ? (
            <EmptyState title={t('list.noMatch')} description={t('list.noMatchHint')} />
          ) : (
            <EmptyState title={t(`list.none.${tab}`)} description={t(`list.noneHint.${tab}`)} />
          )
        }
      />
      <ContactInfoDrawer row={details} onClose={() => setDetails(null)} />
      <ConfirmDialog
        opened={approving !== null}
        title={t('approve.title')}
        message={approving ? t('approve.message', { email: approving.member.email }) : ''}
        confirmLabel={t('approve.confirm')}
        error={decide.error}
        onConfirm={approve}
        onClose={() => setApproving(null)}
      />
      {rejecting && (
        <RejectDialog
          row={rejecting}
          onClose={() => setRejecting(null)}
          onRejected={() => {
            notify({ message: t('reject.done', { email: rejecting.member.email }) });
            setRejecting(null);
          }}
        />
      )}
    </Stack>
  );
};

/**
 * Members' contact information approval (spec sections 2 and 6): what members sent for review,
 * by status (waiting, approved, rejected), with their channels and verification form; approve,
 * or reject with a reason. Tab, search and page are in the URL.
 */
export const ContactInfoPage = () => {
  const { t } = useTranslation('partner-contact-info');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const tab = contactInfoTabOf(search);

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} description={t('description')} />
      <Tabs
        value={tab}
        onChange={(value) => {
          const next = ContactInfoTabSchema.safeParse(value);
          if (!next.success) return;
          // The waiting tab is the default: it stays out of the link.
          const status = next.data === 'reviewing' ? undefined : next.data;
          void navigate({ search: toFilters<{ status?: ContactInfoTab }>({ status }), resetScroll: false });
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('tabs.label')}>
          {CONTACT_INFO_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {CONTACT_INFO_TABS.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <ContactInfoList />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
};
