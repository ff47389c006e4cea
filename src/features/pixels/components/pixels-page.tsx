import { PixelStatusSchema, type Pixel } from '@contract/pixels/pixels.schema';
import { ActionIcon, Button, Group, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { showNotification } from '@mantine/notifications';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryDataTable } from '@/components/data-table/query-data-table';
import { ChoiceFilter } from '@/components/data-table/choice-filter';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CopyButton } from '@/components/copy-button';
import { type DataTableColumn } from '@/components/data-table/data-table';
import { SearchInput } from '@/components/data-table/search-input';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { useSuccessNotification } from '@/components/use-success-notification';
import { apiErrorMessage } from '@/lib/api-error';
import { toFilters, toSearchText, urlPaging } from '@/lib/list-search';
import { listPixelsOptions, pixelsApi } from '@/lib/queries/pixels';
import { useDeletePixel, useUpdatePixelStatus } from '../api/pixel-mutations';
import { useSellerAdAccounts } from '../api/pixel-queries';
import { CreatePixelDialog } from './create-pixel-dialog';
import { OnOffBadge } from './on-off-badge';
import { PixelSettingsDrawer } from './pixel-settings-drawer';

const route = getRouteApi('/_auth/_verified/pixel');

const TrashIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 002 2h6a2 2 0 002-2l1-12M9 7V4h6v3" strokeLinecap="round" />
  </svg>
);

const GearIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
    <circle cx="12" cy="12" r="3" />
    <path
      d="M19.4 15a1.7 1.7 0 00.3 1.8l.1.1a2 2 0 11-2.8 2.8l-.1-.1a1.7 1.7 0 00-1.8-.3 1.7 1.7 0 00-1 1.5V21a2 2 0 01-4 0v-.1a1.7 1.7 0 00-1.1-1.5 1.7 1.7 0 00-1.8.3l-.1.1a2 2 0 11-2.8-2.8l.1-.1a1.7 1.7 0 00.3-1.8 1.7 1.7 0 00-1.5-1H3a2 2 0 010-4h.1a1.7 1.7 0 001.5-1.1 1.7 1.7 0 00-.3-1.8l-.1-.1a2 2 0 112.8-2.8l.1.1a1.7 1.7 0 001.8.3H9a1.7 1.7 0 001-1.5V3a2 2 0 014 0v.1a1.7 1.7 0 001 1.5 1.7 1.7 0 001.8-.3l.1-.1a2 2 0 112.8 2.8l-.1.1a1.7 1.7 0 00-.3 1.8V9a1.7 1.7 0 001.5 1H21a2 2 0 010 4h-.1a1.7 1.7 0 00-1.5 1z"
      strokeLinejoin="round"
    />
  </svg>
);

/** Turns a pixel on or off from its row; a refusal shows the server's message. */
const PixelStatusSwitch = ({ pixel }: { pixel: Pixel }) => {
  const { t } = useTranslation(['pixels', 'errors']);
  const update = useUpdatePixelStatus();
  const on = pixel.status === 'active';
  const toggle = () =>
    update.mutate(
      { params: { id: pixel.id }, body: { status: on ? 'inactive' : 'active' } },
      { onError: (error) => showNotification({ color: 'red', message: apiErrorMessage(t, error) }) },
    );
  return (
    <Stack gap={4} maw={220}>
      <Switch
        checked={on}
        onChange={toggle}
        disabled={update.isPending}
        label={on ? t('pixels:status.active') : t('pixels:status.inactive')}
        aria-label={t('pixels:list.statusSwitch', { name: pixel.name })}
      />
      {pixel.detail && (
        <Text size="xs" c="dimmed">
          {pixel.detail}
        </Text>
      )}
    </Stack>
  );
};

/**
 * Pixel management (spec section 2): the seller's pixels with their ad account, code, store
 * and status; turn one on or off, open its settings, delete it, or create one. Search, status
 * filter, page and the open settings are in the URL.
 */
export const PixelsPage = () => {
  const { t } = useTranslation(['pixels', 'common']);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const notify = useSuccessNotification();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Pixel | null>(null);
  const remove = useDeletePixel();
  const adAccounts = useSellerAdAccounts();
  const { pixel: openPixelId, ...listSearch } = search;
  // The loader warmed this page; a new search keeps the last rows on screen under the veil while it loads.
  const list = pixelsApi.listPixels.useQuery({
    ...listPixelsOptions(listSearch),
    placeholderData: (previous) => previous,
  });
  const body = list.data?.body;
  const filtered = Boolean(search.search) || search.status !== undefined;

  const adAccountName = (id: string) => adAccounts.accounts.find((account) => account.id === id)?.name ?? null;
  const openSettings = (id: string | undefined) =>
    void navigate({ search: (previous) => ({ ...previous, pixel: id }), resetScroll: false });

  const confirmDelete = async () => {
    if (!deleting) return;
    await remove.mutateAsync({ params: { id: deleting.id } });
    notify({ message: t('pixels:delete.done', { name: deleting.name }) });
    if (openPixelId === deleting.id) openSettings(undefined);
    setDeleting(null);
  };

  const columns: DataTableColumn<Pixel>[] = [
    {
      accessor: 'name',
      title: t('pixels:list.name'),
      render: (pixel) => (
        <Stack gap={2} miw={150}>
          <Text size="sm" fw={600}>
            {pixel.name}
          </Text>
          <Text size="xs" c="dimmed">
            {t('pixels:list.platformName', { name: pixel.pixelName })}
          </Text>
          {/* Narrow screens hide columns: what they held shows here instead. */}
          <Group gap={2} wrap="nowrap" hiddenFrom="md">
            <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
              {pixel.code}
            </Text>
            <CopyButton value={pixel.code} label={t('pixels:list.copyCode', { name: pixel.name })} size="sm" />
          </Group>
          <Text size="xs" c="dimmed" hiddenFrom="md">
            {adAccountName(pixel.adsAccountId) ?? pixel.adsAccountId}
          </Text>
          <Text size="xs" c="dimmed" hiddenFrom="sm">
            {pixel.store ? pixel.store.shop : t('pixels:store.none')}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'adsAccountId',
      title: t('pixels:list.adAccount'),
      visibleMediaQuery: '(min-width: 62em)',
      render: (pixel) => (
        <Stack gap={2}>
          <Text size="sm">{adAccountName(pixel.adsAccountId) ?? '—'}</Text>
          <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {pixel.adsAccountId}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'code',
      title: t('pixels:list.code'),
      visibleMediaQuery: '(min-width: 62em)',
      render: (pixel) => (
        <Group gap={2} wrap="nowrap">
          <Text size="xs" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
            {pixel.code}
          </Text>
          <CopyButton value={pixel.code} label={t('pixels:list.copyCode', { name: pixel.name })} size="sm" />
        </Group>
      ),
    },
    {
      accessor: 'store',
      title: t('pixels:list.store'),
      visibleMediaQuery: '(min-width: 48em)',
      render: (pixel) =>
        pixel.store ? (
          <Stack gap={4} align="flex-start">
            <Text size="sm">{pixel.store.shop}</Text>
            <OnOffBadge
              on={pixel.store.themeEmbedEnabled}
              label={pixel.store.themeEmbedEnabled ? t('pixels:embed.on') : t('pixels:embed.off')}
            />
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('pixels:store.none')}
          </Text>
        ),
    },
    {
      accessor: 'status',
      title: t('pixels:list.status'),
      render: (pixel) => <PixelStatusSwitch pixel={pixel} />,
    },
    {
      accessor: 'actions',
      title: t('common:table.actions'),
      textAlign: 'right',
      render: (pixel) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            visibleFrom="sm"
            onClick={() => openSettings(pixel.id)}
            aria-label={t('pixels:list.openSettings', { name: pixel.name })}
          >
            {t('pixels:list.settings')}
          </Button>
          <ActionIcon
            variant="light"
            hiddenFrom="sm"
            onClick={() => openSettings(pixel.id)}
            aria-label={t('pixels:list.openSettings', { name: pixel.name })}
          >
            <GearIcon />
          </ActionIcon>
          <Tooltip label={t('pixels:list.delete', { name: pixel.name })} withArrow>
            <ActionIcon
              variant="subtle"
              color="red.9"
              aria-label={t('pixels:list.delete', { name: pixel.name })}
              onClick={() => {
                remove.reset();
                setDeleting(pixel);
              }}
            >
              <TrashIcon />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('pixels:title')}
        description={t('pixels:description')}
        actions={<Button onClick={() => setCreating(true)}>{t('pixels:create.open')}</Button>}
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchInput
          label={t('pixels:list.search')}
          placeholder={t('pixels:list.searchPlaceholder')}
          value={search.search ?? ''}
          onChange={(text) => void navigate({ search: toSearchText(text), resetScroll: false })}
        />
        <ChoiceFilter
          label={t('pixels:list.statusFilter')}
          placeholder={t('pixels:list.allStatuses')}
          clearLabel={t('pixels:list.clearStatus')}
          choices={PixelStatusSchema.options}
          labelOf={(status) => t(`pixels:status.${status}`)}
          value={search.status}
          onChange={(status) => void navigate({ search: toFilters({ status }), resetScroll: false })}
        />
      </Group>
      <QueryDataTable
        list={list}
        skeletonRows={3}
        ariaLabel={t('pixels:list.title')}
        columns={columns}
        idAccessor="id"
        {...urlPaging(navigate)}
        emptyState={
          filtered ? (
            <EmptyState title={t('pixels:list.noMatch')} description={t('pixels:list.noMatchHint')} />
          ) : (
            <EmptyState
              title={t('pixels:list.none')}
              description={t('pixels:list.noneHint')}
              action={
                <Button size="xs" onClick={() => setCreating(true)}>
                  {t('pixels:create.open')}
                </Button>
              }
            />
          )
        }
      />
      <CreatePixelDialog opened={creating} onClose={() => setCreating(false)} />
      <PixelSettingsDrawer
        pixelId={openPixelId ?? null}
        name={body?.content.find((pixel) => pixel.id === openPixelId)?.name ?? null}
        onClose={() => openSettings(undefined)}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('pixels:delete.title')}
        message={deleting ? t('pixels:delete.message', { name: deleting.name }) : ''}
        confirmLabel={t('pixels:delete.confirm')}
        danger
        error={remove.error}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
};
