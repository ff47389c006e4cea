import { Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/link-button';
import { effectiveSupportLink, SupportLinkButton } from '@/components/support-link';
import { getAppConfig } from '@/lib/config';
import { useConfiguration } from '@/lib/queries/configuration';
import { ConnectPlatformButton } from './connect-platform-button';

const UnlinkIcon = () => (
  <svg
    width="32"
    height="32"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
  >
    <path d="M9 15l-2 2a3 3 0 0 1-4-4l2-2M15 9l2-2a3 3 0 0 1 4 4l-2 2M8 4v2M4 8h2M16 20v-2M20 16h-2" />
  </svg>
);

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
            <UnlinkIcon />
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
