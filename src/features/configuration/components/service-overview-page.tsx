import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { resolveSupportLink } from '@brands/support';
import { applySystemVariant, isPaymentMethodVisible } from '@brands/system-variants';
import type { ProviderAvailability } from '@contract/common/enums.schema';
import type { Configuration } from '@contract/configuration/configuration.schema';
import { type DataTableColumn } from '@/components/data-table/data-table';
import { QueryDataTable } from '@/components/data-table/query-data-table';
import { EmptyState } from '@/components/empty-state';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { getAppConfig } from '@/lib/config';
import { formatVndRate } from '@/lib/money';
import { configurationApi, configurationOptions } from '@/lib/queries/configuration';
import { ExternalLink } from '@/components/external-link';

const AVAILABILITY_COLOR: Record<ProviderAvailability, string> = {
  available: 'green',
  disabled: 'gray',
  maintenance: 'yellow',
};

/**
 * The brand, the system variant and live payment-method availability, read from the API.
 * The route's loader has warmed the same query; loading and failure are the route's states.
 */
export const ServiceOverviewPage = () => {
  const { t, i18n } = useTranslation(['configuration', 'common']);
  const query = configurationApi.getConfiguration.useSuspenseQuery(configurationOptions());
  const configuration = query.data.body;
  // The server's system variant (ADREACH) changes support and payment options of the build's brand.
  const effectiveBrand = applySystemVariant(getAppConfig().brand, configuration.system);
  const support = resolveSupportLink(effectiveBrand.support);
  const columns: DataTableColumn<Configuration['paymentMethods'][number]>[] = [
    {
      accessor: 'id',
      title: t('overview.method'),
      priority: 'key',
      render: (method) => t(`paymentMethod.${method.id}`),
    },
    {
      accessor: 'availability',
      title: t('overview.availability'),
      priority: 'key',
      render: (method) => (
        <Badge color={AVAILABILITY_COLOR[method.availability]} variant="light">
          {t(`common:status.providerAvailability.${method.availability}`)}
        </Badge>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader title={t('overview.title')} description={t('overview.description')} />
      <Card withBorder>
        <Group grow>
          <div>
            <Text size="sm" c="dimmed">
              {t('overview.system')}
            </Text>
            <Text fw={600}>{t(`system.${configuration.system}`)}</Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              {t('overview.exchangeRate')}
            </Text>
            <Text fw={600}>
              {t('overview.exchangeRateValue', {
                rate: formatVndRate(configuration.exchangeRate, i18n.language),
              })}
            </Text>
          </div>
          {support && (
            <div>
              <Text size="sm" c="dimmed">
                {t('overview.support')}
              </Text>
              <ExternalLink href={support.url} fw={600}>
                {t('overview.supportVia', { channel: t(`supportChannel.${support.channel}`) })}
              </ExternalLink>
            </div>
          )}
        </Group>
      </Card>

      <Title order={2} size="h3">
        {t('overview.paymentMethods')}
      </Title>
      <QueryDataTable
        list={query}
        page={(answer) => ({
          content: answer.paymentMethods.filter((method) => isPaymentMethodVisible(effectiveBrand, method.id)),
        })}
        ariaLabel={t('overview.paymentMethods')}
        columns={columns}
        idAccessor="id"
        emptyState={<EmptyState title={t('overview.noMethods')} />}
      />
    </Stack>
  );
};
