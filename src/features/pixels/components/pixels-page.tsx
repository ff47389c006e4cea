import { PixelStatusSchema, type Pixel } from '@contract/pixels/pixels.schema';
import { ActionIcon, Button, Group, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { showNotification } from '@mantine/notifications';
import IconSettings from '@tabler/icons-react/icons/IconSettings';
import IconTrash from '@tabler/icons-react/icons/IconTrash';
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
import { Icon } from '@/components/icon';
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

/** A pixel's code with its copy button. */
const PixelCode = ({ pixel, wrap }: { pixel: Pixel; wrap: boolean }) => {
  const { t } = useTranslation('pixels');
  return (
    <Group gap={2} wrap="nowrap">
      <Text size="xs" ff="monospace" style={wrap ? { wordBreak: 'break-all' } : { whiteSpace: 'nowrap' }}>
        {pixel.code}
      </Text>
      <CopyButton value={pixel.code} label={t('list.copyCode', { name: pixel.name })} size="sm" />
    </Group>
  );
};

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
      priority: 'key',
      render: (pixel) => (
        <Stack gap={2} miw={150}>
          <Text size="sm" fw={600}>
            {pixel.name}
          </Text>
          <Text size="xs" c="dimmed">
            {t('pixels:list.platformName', { name: pixel.pixelName })}
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
      render: (pixel) => <PixelCode pixel={pixel} wrap={false} />,
      // Folded in a narrow cell, the long code breaks anywhere.
      folded: (pixel) => <PixelCode pixel={pixel} wrap />,
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
      priority: 'key',
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
            <Icon icon={IconSettings} decorative />
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
              <Icon icon={IconTrash} decorative />
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
