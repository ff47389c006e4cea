import { Alert, Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { ErrorState } from '@/components/error-state';
import { useSuccessNotification } from '@/components/use-success-notification';
import { getAppConfig } from '@/lib/config';
import { redirectDestination } from '@/lib/redirect-destination';
import { shopifyApi, themeEmbedStatusOptions } from '@/lib/queries/shopify';
import { useEnableShopifyExtension } from '../api/pixel-mutations';
import { OnOffBadge } from './on-off-badge';

/**
 * The store's theme app embed (which loads the pixel): its status from the store platform and
 * Enable extension, which answers the theme editor's link when the embed is still off. The
 * seller turns it on there (a new tab) and checks again here.
 */
export const ThemeEmbedSection = ({ pixelId, shop }: { pixelId: string; shop: string }) => {
  const { t } = useTranslation('pixels');
  const notify = useSuccessNotification();
  const status = shopifyApi.getThemeEmbedStatus.useQuery(themeEmbedStatusOptions(shop));
  const enable = useEnableShopifyExtension(pixelId);
  const enabled = status.data?.body.enabled ?? false;
  const editorLink = enable.data?.redirectUrl ?? null;
  // Only an allowed provider's https page (the store platform's theme editor) is offered as a link.
  const editor = editorLink
    ? redirectDestination(editorLink, {
        origin: window.location.origin,
        allowedHosts: getAppConfig().redirectHostsByFlow.storeConnect,
      })
    : null;

  const enableExtension = () =>
    enable.mutate(shop, {
      onSuccess: (answer) => {
        if (answer.enabled) notify({ message: t('embed.alreadyOn', { shop }) });
      },
    });

  if (status.isPending) return <Skeleton height={60} aria-hidden />;
  if (status.isError) {
    return <ErrorState title={t('embed.loadFailed')} error={status.error} onRetry={() => void status.refetch()} />;
  }

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={600}>
          {t('embed.title')}
        </Text>
        <OnOffBadge on={enabled} label={enabled ? t('embed.on') : t('embed.off')} />
      </Group>
      <Text size="sm" c="dimmed">
        {enabled ? t('embed.onHint') : t('embed.offHint')}
      </Text>
      <ApiErrorAlert error={enable.error} />
      {!enabled && editorLink && (
        <Alert color="blue" variant="light" title={t('embed.finishTitle')}>
          <Stack gap="xs">
            <Text size="sm">{t('embed.finishHint', { shop })}</Text>
            {editor?.kind === 'external' ? (
              <Anchor href={editor.href} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
                {t('embed.openEditor')}
              </Anchor>
            ) : (
              <Text size="sm" c="red.9" role="alert">
                {t('errors.refusedRedirect')}
              </Text>
            )}
          </Stack>
        </Alert>
      )}
      {!enabled && (
        <Group gap="sm">
          <Button size="sm" onClick={enableExtension} loading={enable.isPending}>
            {t('embed.enable')}
          </Button>
          {editorLink && (
            <Button size="sm" variant="default" onClick={() => void status.refetch()} loading={status.isFetching}>
              {t('embed.checkAgain')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
};
