import type { ShopifyConnectQuery } from '@contract/shopify/shopify.schema';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { LinkButton } from '@/components/link-button';
import { isAuthenticated } from '@/lib/session';
import { useRequestShopifyConnect } from '../api/pixel-mutations';
import { connectQueryOf, useConnectSearch } from '../shopify-connect-search';
import { useFollowRedirect } from '@/lib/use-follow-redirect';

const Card = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack align="center" py={{ base: 'md', sm: 'xl' }} px="md">
    <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={520}>
      <Stack gap="md">
        <Title order={1} fz="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  </Stack>
);

const BackToPixels = ({ pixelId, label }: { pixelId?: string | undefined; label: string }) => (
  <Group justify="flex-end">
    <LinkButton to="/pixel" search={pixelId ? { pixel: pixelId } : {}}>
      {label}
    </LinkButton>
  </Group>
);

/** Where the store platform sends the browser back: connected (and the pixel installed) or not. */
const ConnectOutcome = ({ connected, shop, pixelId }: { connected: boolean; shop?: string; pixelId?: string }) => {
  const { t } = useTranslation('pixels');
  const store = shop ?? t('connect.yourStore');
  if (!connected) {
    return (
      <Card title={t('connect.failedTitle')}>
        <Alert color="red" variant="light" role="alert">
          {t('connect.failedText', { shop: store })}
        </Alert>
        <BackToPixels label={t('connect.backToPixels')} />
      </Card>
    );
  }
  return (
    <Card title={t('connect.successTitle')}>
      <Alert color="green" variant="light" role="status">
        {pixelId ? t('connect.successText', { shop: store }) : t('connect.successTextNoPixel', { shop: store })}
      </Alert>
      {pixelId && <Text size="sm">{t('connect.nextEmbed')}</Text>}
      <BackToPixels pixelId={pixelId} label={pixelId ? t('connect.toPixelSettings') : t('connect.backToPixels')} />
    </Card>
  );
};

/** The seller confirms the store (and pixel) before the browser goes to the store platform. */
const ConnectStart = ({ query }: { query: ShopifyConnectQuery }) => {
  const { t } = useTranslation('pixels');
  const connect = useRequestShopifyConnect();
  const follow = useFollowRedirect('storeConnect');
  const [refused, setRefused] = useState(false);
  const start = () => {
    setRefused(false);
    connect.mutate(query, { onSuccess: ({ redirectUrl }) => setRefused(!follow(redirectUrl)) });
  };
  return (
    <Card title={t('connect.title', { shop: query.shop })}>
      <Text size="sm">{t('connect.intro', { shop: query.shop })}</Text>
      {query.pixelCode && (
        <Text size="sm">{t('connect.pixel', { name: query.pixelName ?? query.pixelCode, code: query.pixelCode })}</Text>
      )}
      <ApiErrorAlert error={connect.error} />
      {refused && (
        <Alert color="red" variant="light" role="alert">
          {t('errors.refusedRedirect')}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <LinkButton to="/pixel" variant="default">
          {t('connect.cancel')}
        </LinkButton>
        <Button onClick={start} loading={connect.isPending || connect.isSuccess}>
          {t('connect.confirm')}
        </Button>
      </Group>
    </Card>
  );
};

/**
 * /shopify/connect, open to anyone (spec section 2): the store connect's landing. With a store
 * it starts the connect (a guest signs in first and comes back); coming back from the store
 * platform it shows the outcome. A link alone never connects anything: the seller confirms.
 */
export const ShopifyConnectPage = () => {
  const { t } = useTranslation('pixels');
  const router = useRouter();
  const search = useConnectSearch();
  const query = connectQueryOf(search);

  if (search.connected !== undefined) {
    return <ConnectOutcome connected={search.connected} shop={search.shop} pixelId={search.pixelId} />;
  }
  if (!query) {
    return (
      <Card title={t('connect.missingTitle')}>
        <Text size="sm">{t('connect.missingText')}</Text>
        <BackToPixels label={t('connect.backToPixels')} />
      </Card>
    );
  }
  if (!isAuthenticated()) {
    return (
      <Card title={t('connect.title', { shop: query.shop })}>
        <Text size="sm">{t('connect.signInFirst')}</Text>
        <Group justify="flex-end">
          <LinkButton to="/login" search={{ redirect: router.history.location.href }}>
            {t('connect.signIn')}
          </LinkButton>
        </Group>
      </Card>
    );
  }
  return <ConnectStart query={query} />;
};
