import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, type ApiError } from '@/lib/api-error';
import { getAppConfig } from '@/lib/config';
import { useConfiguration } from '@/lib/queries/configuration';
import { effectiveSupportLink, SupportLinkButton } from './support-link';

/**
 * A failed load: what went wrong (the server's own message when there is one), a retry
 * and the support link. Screens use it for a failed section; the router for a failed page.
 */
export const ErrorState = ({
  error,
  onRetry,
  title,
}: {
  error: ApiError | unknown;
  onRetry?: () => void;
  title?: string;
}) => {
  const { t } = useTranslation(['common', 'errors', 'shell']);
  const configuration = useConfiguration();
  const supportLink = configuration.isPending
    ? null
    : effectiveSupportLink(getAppConfig().brand, configuration.data?.body.system ?? null);
  return (
    <Alert color="red" variant="light" title={title ?? t('common:states.loadFailed')} role="alert">
      <Text size="sm">{apiErrorMessage(t, error)}</Text>
      <Group gap="sm" mt="sm">
        {onRetry && (
          <Button size="xs" variant="filled" color="red" onClick={onRetry}>
            {t('common:actions.retry')}
          </Button>
        )}
        {supportLink && (
          <SupportLinkButton link={supportLink} size="xs" variant="subtle" color="red">
            {t('common:states.contactSupport')}
          </SupportLinkButton>
        )}
      </Group>
    </Alert>
  );
};
