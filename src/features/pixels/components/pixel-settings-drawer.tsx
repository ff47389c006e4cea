import type { PixelSettingsView } from '@contract/pixels/pixels.schema';
import { Badge, Code, Divider, Drawer, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/copy-button';
import { ErrorState } from '@/components/error-state';
import { formatDateTime } from '@/lib/dates';
import { pixelSettingsOptions, pixelsApi } from '@/lib/queries/pixels';
import { AttachStoreForm } from './attach-store-form';
import { OnOffBadge } from './on-off-badge';
import { ThemeEmbedSection } from './theme-embed-section';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack gap="xs">
    <Title order={3} size="h5">
      {title}
    </Title>
    {children}
  </Stack>
);

const SettingsBody = ({ view }: { view: PixelSettingsView }) => {
  const { t, i18n } = useTranslation('pixels');
  const { settings, store } = view;
  return (
    <Stack gap="lg">
      <Section title={t('settings.code')}>
        <Group gap={4} wrap="nowrap">
          <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
            {view.code}
          </Text>
          <CopyButton value={view.code} label={t('settings.copyCode')} />
        </Group>
      </Section>
      <Divider />
      <Section title={t('settings.store')}>
        {store ? (
          <Stack gap="md">
            <Text size="sm">
              {t('store.connectedTo', { shop: store.shop, date: formatDateTime(store.connectedAt, i18n.language) })}
            </Text>
            <ThemeEmbedSection pixelId={view.pixelId} shop={store.shop} />
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('store.noneHint')}
          </Text>
        )}
        <AttachStoreForm pixelId={view.pixelId} currentShop={store?.shop} />
      </Section>
      <Divider />
      <Section title={t('settings.events')}>
        <Group gap="xs">
          {settings.trackedEvents.map((event) => (
            <Badge key={event} variant="outline" color="gray.8" tt="none">
              {event}
            </Badge>
          ))}
        </Group>
        <Group gap="sm">
          <Text size="sm">{t('settings.advancedMatching')}</Text>
          <OnOffBadge
            on={settings.advancedMatching}
            label={settings.advancedMatching ? t('settings.on') : t('settings.off')}
          />
        </Group>
        <Group gap="sm">
          <Text size="sm">{t('settings.firstPartyCookie')}</Text>
          <OnOffBadge
            on={settings.firstPartyCookie}
            label={settings.firstPartyCookie ? t('settings.on') : t('settings.off')}
          />
        </Group>
      </Section>
      <Divider />
      <Section title={t('settings.manualInstall')}>
        <Text size="sm" c="dimmed">
          {t('settings.manualInstallHint')}
        </Text>
        <Group gap={4} align="flex-start" wrap="nowrap">
          <Code block style={{ flex: 1, minWidth: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {view.baseCode}
          </Code>
          <CopyButton value={view.baseCode} label={t('settings.copyBaseCode')} />
        </Group>
      </Section>
    </Stack>
  );
};

const SettingsContent = ({ pixelId }: { pixelId: string }) => {
  const settings = pixelsApi.getPixelSettings.useQuery(pixelSettingsOptions(pixelId));
  if (settings.isPending) return <Skeleton height={320} aria-hidden />;
  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  return <SettingsBody view={settings.data.body} />;
};

/** A pixel's settings (GET /api/pixels/:id/settings): code, store and app embed, events, manual install. */
export const PixelSettingsDrawer = ({
  pixelId,
  name,
  onClose,
}: {
  pixelId: string | null;
  /** The pixel's label, when the list on screen has it. */
  name: string | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('pixels');
  return (
    <Drawer
      opened={pixelId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={name ? t('settings.titleOf', { name }) : t('settings.title')}
    >
      {pixelId !== null && <SettingsContent pixelId={pixelId} />}
    </Drawer>
  );
};
