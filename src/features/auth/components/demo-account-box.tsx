import type { DemoCredentials } from '@contract/demo/demo-control.schema';
import { Alert, Button, Divider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { demoTextIn, useDemo } from '@/lib/demo';
import { registeredEmailIn } from '../api/registered-account';

/**
 * Mock and demo builds only: the account just registered in this tab first (its e-mail; the
 * password is the one its owner chose), then the scenario's sign-in details, each with a button
 * that fills the form.
 */
export const DemoAccountBox = ({ onUse }: { onUse: (credentials: DemoCredentials) => void }) => {
  const { t, i18n } = useTranslation('auth');
  const demo = useDemo();
  if (!demo) return null;
  const { name, credentials } = demo.scenario;
  const registered = registeredEmailIn(demo.scenario.id);
  return (
    <Alert color="blue" variant="light" title={t('demo.title')} role="region" aria-label={t('demo.title')}>
      <Stack gap="xs">
        {registered !== null && (
          <>
            <Text size="sm" fw={600}>
              {t('demo.registered')}
            </Text>
            <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {t('demo.email', { email: registered })}
            </Text>
            <Text size="sm">{t('demo.registeredPassword')}</Text>
            <Button size="xs" onClick={() => onUse({ email: registered, password: '' })} w="fit-content">
              {t('demo.useRegistered')}
            </Button>
            <Divider />
          </>
        )}
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
