import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { demoTextIn, useDemo } from '@/lib/demo';

/** Mock and demo builds only: the scenario's sign-in details and a button that fills the form. */
export const DemoAccountBox = ({ onUse }: { onUse: (credentials: { email: string; password: string }) => void }) => {
  const { t, i18n } = useTranslation('auth');
  const demo = useDemo();
  if (!demo) return null;
  const { name, credentials } = demo.scenario;
  return (
    <Alert color="blue" variant="light" title={t('demo.title')} role="region" aria-label={t('demo.title')}>
      <Stack gap="xs">
        <Text size="sm">{t('demo.scenario', { name: demoTextIn(name, i18n.language) })}</Text>
        {credentials ? (
          <>
            <Text size="sm" ff="monospace">
              {t('demo.email', { email: credentials.email })}
            </Text>
            <Text size="sm" ff="monospace">
              {t('demo.password', { password: credentials.password })}
            </Text>
            <Button size="xs" variant="light" onClick={() => onUse(credentials)} w="fit-content">
              {t('demo.use')}
            </Button>
          </>
        ) : (
          <Text size="sm">{t('demo.noAccount')}</Text>
        )}
      </Stack>
    </Alert>
  );
};
