import { Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import IconUnlink from '@tabler/icons-react/icons/IconUnlink';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { LinkButton } from '@/components/link-button';
import { effectiveSupportLink, SupportLinkButton } from '@/components/support-link';
import { getAppConfig } from '@/lib/config';
import { useConfiguration } from '@/lib/queries/configuration';
import { ConnectPlatformButton } from './connect-platform-button';

const CHECKS = ['account', 'allow', 'notElsewhere', 'inTime', 'browser'] as const;

/**
 * /my-ads-account/failed-connect: the platform did not give access (denied, cancelled or
 * expired). Why, what to check, then try again, go back to the guide or ask support.
 */
export const FailedConnectPage = () => {
  const { t } = useTranslation('ad-account-setup');
  const configuration = useConfiguration();
  // Until the system variant is known no link shows, so an ADREACH seller never gets the wrong contact.
  const support = configuration.isPending
    ? null
    : effectiveSupportLink(getAppConfig().brand, configuration.data?.body.system ?? null);
  const brand = getAppConfig().brand.name;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={720} mx="auto">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={56} radius="xl" variant="light" color="red" aria-hidden>
            <Icon icon={IconUnlink} size="xl" decorative />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={1} fz="h2">
              {t('failedConnect.title')}
            </Title>
            <Text>{t('failedConnect.why', { brand })}</Text>
          </Stack>
        </Group>
        <Title order={2} fz="h4">
          {t('failedConnect.checkTitle')}
        </Title>
        <List spacing="xs" size="sm">
          {CHECKS.map((check) => (
            <List.Item key={check}>{t(`failedConnect.checks.${check}`, { brand })}</List.Item>
          ))}
        </List>
        <Group gap="sm" align="flex-start">
          <ConnectPlatformButton>{t('failedConnect.tryAgain')}</ConnectPlatformButton>
          <LinkButton to="/my-ads-account" search={{ tab: 'setup' }} variant="default">
            {t('failedConnect.back')}
          </LinkButton>
          {support && (
            <SupportLinkButton link={support} variant="subtle">
              {t('failedConnect.support')}
            </SupportLinkButton>
          )}
        </Group>
      </Stack>
    </Paper>
  );
};
