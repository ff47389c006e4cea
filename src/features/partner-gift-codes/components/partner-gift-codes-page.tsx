import { hasMoreGiftCodes } from '@contract/gift-codes/gift-code-pages';
import { nextGiftCodeStatus } from '@contract/gift-codes/gift-code-status';
import type { GiftCode } from '@contract/gift-codes/gift-codes.schema';
import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import IconPlus from '@tabler/icons-react/icons/IconPlus';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/copy-button';
import { type DataTableColumn } from '@/components/data-table/data-table';
import { QueryDataTable } from '@/components/data-table/query-data-table';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Icon } from '@/components/icon';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { StatusBadge } from '@/components/status-badge';
import { formatDateTime } from '@/lib/dates';
import { usePartnerGiftCodePages } from '../api/gift-code-pages';
import type { PartnerGiftCodesSearch } from '../gift-codes-search';
import { CreateGiftCodeDialog } from './create-gift-code-dialog';
import { GiftCodeStatusDialog, type StatusChange } from './gift-code-status-dialog';

const route = getRouteApi('/_auth/_verified/_partner/partner-management-giftcode');

const MinimumSpend = ({ code }: { code: GiftCode }) => {
  const { t, i18n } = useTranslation('partner-gift-codes');
  const { start, minTotalSpend, maxTotalSpend } = code.minimumRequiredSpend;
  return (
    <Stack gap={2}>
      <Text size="sm">
        {maxTotalSpend === null ? (
          <>
            {t('spend.from')} <Money cents={minTotalSpend} />
          </>
        ) : (
          <>
            <Money cents={minTotalSpend} /> – <Money cents={maxTotalSpend} />
          </>
        )}
      </Text>
      <Text size="xs" c="dimmed">
        {start === null ? t('spend.fromRedemption') : t('spend.since', { date: formatDateTime(start, i18n.language) })}
      </Text>
    </Stack>
  );
};

const Quantity = ({ code }: { code: GiftCode }) => {
  const { t } = useTranslation('partner-gift-codes');
  const { available, saved, paid, total } = code.quantity;
  return (
    <Stack gap={2} style={{ fontVariantNumeric: 'tabular-nums' }}>
      <Text size="sm">{t('quantity.available', { available, total })}</Text>
      <Text size="xs" c="dimmed">
        {t('quantity.savedPaid', { saved, paid })}
      </Text>
    </Stack>
  );
};

/**
 * The codes of one filter, first page first; "Load more" adds the next page under them. The
 * screen mounts a new list for a new filter, so a filter change replaces the rows.
 */
const GiftCodeList = ({
  partnerId,
  search,
  onChangeStatus,
}: {
  partnerId: string;
  search: PartnerGiftCodesSearch;
  onChangeStatus: (change: StatusChange) => void;
}) => {
  const { t, i18n } = useTranslation(['partner-gift-codes', 'common']);
  const [pages, setPages] = useState(1);
  const { list, first, next } = usePartnerGiftCodePages(partnerId, search, pages);

  const columns: DataTableColumn<GiftCode>[] = [
    {
      accessor: 'code',
      title: t('list.code'),
      priority: 'key',
      render: (code) => (
        <Group gap={2} wrap="nowrap">
          <Text size="sm" ff="monospace" fw={600}>
            {code.code}
          </Text>
          <CopyButton
            value={code.code}
            label={t('list.copyCode', { code: code.code })}
            failedMessage={t('common:copy.codeFailed')}
            size="sm"
          />
        </Group>
      ),
    },
    {
      accessor: 'worth',
      title: t('list.worth'),
      priority: 'key',
      render: (code) => <Money cents={code.worth} size="sm" fw={600} />,
    },
    {
      accessor: 'minimumRequiredSpend',
      title: t('list.minimumSpend'),
      visibleMediaQuery: '(min-width: 48em)',
      render: (code) => <MinimumSpend code={code} />,
    },
    {
      accessor: 'timeOfUseDays',
      title: t('list.timeOfUse'),
      visibleMediaQuery: '(min-width: 62em)',
      render: (code) => <Text size="sm">{t('list.days', { count: code.timeOfUseDays })}</Text>,
    },
    {
      accessor: 'quantity',
      title: t('list.quantity'),
      visibleMediaQuery: '(min-width: 48em)',
      render: (code) => <Quantity code={code} />,
    },
    {
      accessor: 'expiry',
      title: t('list.expiry'),
      visibleMediaQuery: '(min-width: 62em)',
      render: (code) => (
        <Text size="sm">
          {code.expiry === null ? t('list.neverExpires') : formatDateTime(code.expiry, i18n.language)}
        </Text>
      ),
    },
    {
      accessor: 'status',
      title: t('list.status'),
      priority: 'key',
      // A badge clips its label when the table is tight; it keeps its full width instead.
      render: (code) => <StatusBadge kind="giftCode" value={code.status} miw="max-content" />,
    },
    {
      accessor: 'actions',
      title: t('common:table.actions'),
      textAlign: 'right',
      render: (code) => {
        const status = nextGiftCodeStatus(code, Date.now());
        if (status === null) return null;
        const label = status === 'deactivate' ? t('status.deactivate') : t('status.reactivate');
        return (
          <Button
            variant="subtle"
            size="compact-sm"
            color={status === 'deactivate' ? 'red.9' : undefined}
            aria-label={`${label} ${code.code}`}
            onClick={() => onChangeStatus({ code, status })}
          >
            {label}
          </Button>
        );
      },
    },
  ];

  const loadingMore = next?.isPending ?? false;
  const moreFailed = next?.isError === true && !next.isFetching;
  return (
    <Stack gap="sm">
      <QueryDataTable
        list={first}
        // The pages loaded so far, one list: "Load more" adds under it, no page control.
        page={() => list}
        skeletonRows={4}
        ariaLabel={t('list.title')}
        columns={columns}
        idAccessor="id"
        emptyState={
          search.unexpired ? (
            <EmptyState title={t('list.noUnexpired')} description={t('list.noUnexpiredHint')} />
          ) : (
            <EmptyState title={t('list.none')} description={t('list.noneHint')} />
          )
        }
      />
      {moreFailed && <ErrorState error={next.error} onRetry={() => void next.refetch()} />}
      {list && list.content.length > 0 && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" role="status">
            {t('list.shown', { shown: list.content.length, total: list.paging.total })}
          </Text>
          {hasMoreGiftCodes(list) && !moreFailed && (
            <Button variant="light" loading={loadingMore} onClick={() => setPages(list.paging.page + 1)}>
              {t('list.loadMore')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
};

/**
 * Gift-code management (spec sections 2 and 6, partner view): the partner's codes with what each
 * is worth, the spend that earns it, the days to reach it, how many are left and until when; a
 * new code (in a modal), and a code deactivated or reactivated after a confirmation.
 * "Unexpired only" and the page size are in the URL; "Load more" appends the next page.
 */
export const PartnerGiftCodesPage = () => {
  const { t } = useTranslation('partner-gift-codes');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { me } = route.useRouteContext();
  const [creating, setCreating] = useState(false);
  const [change, setChange] = useState<StatusChange | null>(null);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button leftSection={<Icon icon={IconPlus} decorative />} onClick={() => setCreating(true)}>
            {t('create.open')}
          </Button>
        }
      />
      <CreateGiftCodeDialog partnerId={me.id} opened={creating} onClose={() => setCreating(false)} />
      <GiftCodeStatusDialog partnerId={me.id} change={change} onClose={() => setChange(null)} />
      <Switch
        label={t('list.unexpiredOnly')}
        checked={search.unexpired === true}
        onChange={(event) => {
          const unexpired = event.currentTarget.checked || undefined;
          void navigate({ search: (previous) => ({ ...previous, unexpired }), resetScroll: false });
        }}
      />
      <GiftCodeList
        key={`${String(search.unexpired)}:${String(search.limit)}`}
        partnerId={me.id}
        search={search}
        onChangeStatus={setChange}
      />
    </Stack>
  );
};
