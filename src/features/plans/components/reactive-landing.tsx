import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/link-button';
import { getAppConfig } from '@/lib/config';
import { isAuthenticated } from '@/lib/session';

/**
 * /reactive: the open landing a reactivation link leads to (full layout, no sign-in needed). It
 * says why the subscription stopped and leads to paying again: straight to /reactive-stripe when
 * signed in, through sign-in (which comes back there) otherwise.
 */
export const ReactiveLanding = () => {
  const { t } = useTranslation('plans');
  const signedIn = isAuthenticated();
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('landing.title')}
        </Title>
        <Text>{t('landing.message')}</Text>
        <Text c="dimmed" size="sm">
          {t('landing.kept', { count: getAppConfig().business.trialDays })}
        </Text>
        {signedIn ? (
          <LinkButton to="/reactive-stripe" w="fit-content">
            {t('landing.continue')}
          </LinkButton>
        ) : (
          <LinkButton to="/login" search={{ redirect: '/reactive-stripe' }} w="fit-content">
            {t('landing.signIn')}
          </LinkButton>
        )}
      </Stack>
    </Paper>
  );
};
