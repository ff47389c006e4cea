import { MAX_BUSINESS_CENTRES } from '@contract/common/constants';
import type { BusinessCentre } from '@contract/business-centres/business-centres.schema';
import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '@/components/country-select-names';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { apiErrorMessage } from '@/lib/api-error';
import { getAppConfig } from '@/lib/config';
import type { usePlatformSetup } from '../api/use-setup-state';
import { ConnectPlatformButton } from './connect-platform-button';
import { CreateBusinessCentreModal } from './create-business-centre-modal';

const formatDate = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: getAppConfig().timezone }).format(new Date(iso));

/** One business centre with the fields the platform keeps for it. */
const BusinessCentreCard = ({ centre }: { centre: BusinessCentre }) => {
  const { t, i18n } = useTranslation('ad-account-setup');
  const titleId = useId();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const facts: Array<[string, string]> = [
    [t('centres.fields.id'), centre.id],
    [t('centres.fields.businessName'), centre.businessName ?? t('centres.none')],
    [t('centres.fields.timezone'), centre.timezone],
    [t('centres.fields.region'), countryName(centre.region, language, centre.region)],
    [t('centres.fields.phone'), centre.phone],
    [t('centres.fields.industry'), centre.secondaryIndustry.industryName],
    [t('centres.fields.website'), centre.companyWebsite ?? t('centres.none')],
    [t('centres.fields.createdAt'), formatDate(centre.createdAt, language)],
  ];
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId}>
      <Title order={4} size="h5" id={titleId} mb="xs" style={{ overflowWrap: 'anywhere' }}>
        {centre.name}
      </Title>
      <Stack component="dl" gap={6} m={0}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
      </Stack>
    </Card>
  );
};

/**
 * Step 2: the business centres of the connected platform account, at most MAX_BUSINESS_CENTRES,
 * and the way to create one. A lost platform permission shows the server's message in place
 * of the list, with the way to connect again (spec section 8).
 */
export const BusinessCentresStep = ({ setup }: { setup: ReturnType<typeof usePlatformSetup> }) => {
  const { t } = useTranslation(['ad-account-setup', 'errors']);
  const [creating, { open, close }] = useDisclosure(false);
  const reasonId = useId();
  const { connected, permissionLost, centres, list } = setup;

  if (permissionLost) {
    return (
      <Alert color="red" variant="light" title={t('centres.permissionLostTitle')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{apiErrorMessage(t, centres.error)}</Text>
          <ConnectPlatformButton size="xs" color="red.9">
            {t('connect.again')}
          </ConnectPlatformButton>
        </Stack>
      </Alert>
    );
  }
  if (connected && centres.isError) {
    return <ErrorState error={centres.error} onRetry={() => void centres.refetch()} />;
  }
  if (connected && centres.isPending) return <Skeleton height={120} aria-hidden />;

  const full = list.length >= MAX_BUSINESS_CENTRES;
  const reason = !connected
    ? t('centres.connectFirst')
    : full
      ? t('centres.limitReached', { max: MAX_BUSINESS_CENTRES })
      : null;
  return (
    <Stack gap="sm">
      {connected && (
        <Text size="sm" c="dimmed">
          {t('centres.count', { count: list.length, max: MAX_BUSINESS_CENTRES })}
        </Text>
      )}
      {connected && list.length === 0 && (
        <EmptyState title={t('centres.empty.title')} description={t('centres.empty.description')} />
      )}
      {list.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {list.map((centre) => (
            <BusinessCentreCard key={centre.id} centre={centre} />
          ))}
        </SimpleGrid>
      )}
      <Group gap="sm" align="center">
        <Button onClick={open} disabled={reason !== null} aria-describedby={reason ? reasonId : undefined}>
          {t('centres.create')}
        </Button>
        {reason && (
          <Text size="sm" c="dimmed" id={reasonId}>
            {reason}
          </Text>
        )}
      </Group>
      <CreateBusinessCentreModal opened={creating} onClose={close} />
    </Stack>
  );
};
