import { Alert, Button, List, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SimulatedProviderPage } from '@/components/simulated-provider-page';
import { getAppConfig } from '@/lib/config';
import { useDemo } from '@/lib/demo';
import { meOptions, usersApi, usersKeys } from '@/lib/queries/users';

const PERMISSIONS = ['adAccounts', 'businessCentres', 'reports'] as const;

/**
 * Mock and demo builds only: plays the platform's permission page the connect call sends the
 * browser to. Allow connects the seller's platform account through the demo control and
 * returns to the setup guide; Deny lands on the failed-connect page, as the platform would.
 */
export const SimulatedGrantPage = () => {
  const { t } = useTranslation('ad-account-setup');
  const demo = useDemo();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const me = usersApi.getMe.useSuspenseQuery(meOptions()).data.body;
  const [granting, setGranting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const control = demo?.control ?? null;
  const brand = getAppConfig().brand.name;

  const allow = async () => {
    if (!control) return;
    setGranting(true);
    setFailure(null);
    const result = await control.grantPlatformAccess(me.id).catch(() => null);
    if (!result?.ok) {
      setFailure(result?.message ?? t('grant.failed'));
      setGranting(false);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: usersKeys.me() });
    await navigate({ to: '/my-ads-account', search: { tab: 'setup' } });
  };

  return (
    <SimulatedProviderPage
      provider={t('grant.platform')}
      simulatedLabel={t('grant.simulated')}
      title={t('grant.title', { brand })}
      notices={!control && <Alert color="gray">{t('grant.unavailable')}</Alert>}
      failure={failure}
      actions={
        <>
          <Button
            variant="default"
            disabled={granting}
            onClick={() => void navigate({ to: '/my-ads-account/failed-connect' })}
          >
            {t('grant.deny')}
          </Button>
          <Button onClick={() => void allow()} loading={granting} disabled={!control}>
            {t('grant.allow')}
          </Button>
        </>
      }
    >
      <Text size="sm">{t('grant.signedInAs', { email: me.email })}</Text>
      <Text size="sm" fw={600}>
        {t('grant.willBeAbleTo', { brand })}
      </Text>
      <List spacing="xs" size="sm">
        {PERMISSIONS.map((permission) => (
          <List.Item key={permission}>{t(`grant.permissions.${permission}`)}</List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed">
        {t('grant.note')}
      </Text>
    </SimulatedProviderPage>
  );
};
