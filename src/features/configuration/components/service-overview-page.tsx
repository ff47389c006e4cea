import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { applySystemVariant, isPaymentMethodVisible, resolveSupportLink } from '@brands';
import type { ProviderAvailability } from '@contract/common/enums.schema';
import type { Configuration } from '@contract/configuration/configuration.schema';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { getAppConfig } from '@/lib/config';
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
  const { t } = useTranslation('configuration');
  const { data } = configurationApi.getConfiguration.useSuspenseQuery(configurationOptions());

  return (
    <Stack gap="lg">
      <PageHeader title={t('overview.title')} description={t('overview.description')} />
      <ConfigurationDetails configuration={data.body} />
    </Stack>
  );
};

const ConfigurationDetails = ({ configuration }: { configuration: Configuration }) => {
  const { t, i18n } = useTranslation(['configuration', 'common']);
  // The server's system variant (ADREACH) changes support and payment options of the build's brand.
  const effectiveBrand = applySystemVariant(getAppConfig().brand, configuration.system);
  const support = resolveSupportLink(effectiveBrand.support);
  const methods = configuration.paymentMethods.filter((method) => isPaymentMethodVisible(effectiveBrand, method.id));

  return (
    <>
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
                rate: new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'VND' }).format(
                  Number(configuration.exchangeRate),
                ),
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
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('overview.method')}</Table.Th>
            <Table.Th>{t('overview.availability')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {methods.map((method) => (
            <Table.Tr key={method.id}>
              <Table.Td>{t(`paymentMethod.${method.id}`)}</Table.Td>
              <Table.Td>
                <Badge color={AVAILABILITY_COLOR[method.availability]} variant="light">
                  {t(`common:status.providerAvailability.${method.availability}`)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
};
