import { Alert, Button, List, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SimulatedProviderPage } from '@/components/simulated-provider-page';
import { EmptyState } from '@/components/empty-state';
import { LinkButton } from '@/components/link-button';
import { getAppConfig } from '@/lib/config';
import { useDemo } from '@/lib/demo';
import { pixelsKeys } from '@/lib/queries/pixels';
import { shopifyKeys } from '@/lib/queries/shopify';
import { meOptions, usersApi } from '@/lib/queries/users';
import { connectQueryOf, useConnectSearch } from '../shopify-connect-search';
import { useFollowRedirect } from '@/lib/use-follow-redirect';

const PERMISSIONS = ['pixel', 'events', 'theme'] as const;

/**
 * Mock and demo builds only: plays the store platform's app-install screen the connect call
 * sends the browser to. Install connects the store (and installs the pixel) through the demo
 * control and goes where the platform would send the browser back; Cancel goes back with the
 * failed outcome, as the platform would.
 */
export const SimulatedStoreInstallRoute = () => {
  const { t } = useTranslation('pixels');
  const query = connectQueryOf(useConnectSearch());
  const demo = useDemo();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const follow = useFollowRedirect('storeConnect');
  const me = usersApi.getMe.useSuspenseQuery(meOptions()).data.body;
  const [installing, setInstalling] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const control = demo?.control ?? null;
  const brand = getAppConfig().brand.name;

  if (!query) {
    return (
      <EmptyState
        title={t('simulatedStore.missing')}
        action={<LinkButton to="/pixel">{t('connect.backToPixels')}</LinkButton>}
      />
    );
  }

  const install = async () => {
    if (!control) return;
    setInstalling(true);
    setFailure(null);
    const result = await control.installStoreApp(me.id, query, window.location.origin);
    if (!result.ok) {
      setFailure(result.message);
      setInstalling(false);
      return;
    }
    // The store and its pixel changed in the backend: what shows them is read again.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: pixelsKeys.all }),
      queryClient.invalidateQueries({ queryKey: shopifyKeys.themeEmbed(query.shop) }),
    ]);
    if (!follow(result.redirectUrl)) {
      setFailure(t('errors.refusedRedirect'));
      setInstalling(false);
    }
  };

  return (
    <SimulatedProviderPage
      provider={t('simulatedStore.platform')}
      simulatedLabel={t('simulatedStore.simulated')}
      title={t('simulatedStore.title', { brand, shop: query.shop })}
      notices={!control && <Alert color="gray">{t('simulatedStore.unavailable')}</Alert>}
      failure={failure}
      actions={
        <>
          <Button
            variant="default"
            disabled={installing}
            onClick={() => void navigate({ to: '/shopify/connect', search: { shop: query.shop, connected: false } })}
          >
            {t('simulatedStore.cancel')}
          </Button>
          <Button onClick={() => void install()} loading={installing} disabled={!control}>
            {t('simulatedStore.install')}
          </Button>
        </>
      }
    >
      {query.pixelCode && (
        <Text size="sm">
          {t('simulatedStore.pixel', { name: query.pixelName ?? query.pixelCode, code: query.pixelCode })}
        </Text>
      )}
      <Text size="sm" fw={600}>
        {t('simulatedStore.willBeAbleTo', { brand })}
      </Text>
      <List spacing="xs" size="sm">
        {PERMISSIONS.map((permission) => (
          <List.Item key={permission}>{t(`simulatedStore.permissions.${permission}`)}</List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed">
        {t('simulatedStore.note')}
      </Text>
    </SimulatedProviderPage>
  );
};
