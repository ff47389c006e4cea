import type { UsdtNetwork } from '@contract/common/enums.schema';
import type { UsdtDetection } from '@contract/payments/token.schema';
import { Alert, Button, Group, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { networksOfToken, type TokenSymbol } from '@contract/payments/token.schema';

const DETECTIONS: readonly UsdtDetection[] = ['manual', 'auto'];

const ChoiceCard = ({ value, title, description }: { value: string; title: string; description: string }) => (
  <Radio.Card value={value} radius="md" p="sm" withBorder>
    <Group wrap="nowrap" align="flex-start" gap="sm">
      <Radio.Indicator mt={2} />
      <div>
        <Text fw={600} size="sm">
          {title}
        </Text>
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      </div>
    </Group>
  </Radio.Card>
);

/** Step 1: the network the tokens travel on, and how the transfer will be found. */
export const NetworkStep = ({
  token,
  network,
  detection,
  onNetworkChange,
  onDetectionChange,
  onContinue,
}: {
  token: TokenSymbol;
  network: UsdtNetwork;
  detection: UsdtDetection;
  onNetworkChange: (network: UsdtNetwork) => void;
  onDetectionChange: (detection: UsdtDetection) => void;
  onContinue: () => void;
}) => {
  const { t } = useTranslation('payment-crypto');
  const networks = networksOfToken(token);
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('token.networkStep.title', { token })}
      </Title>
      <Radio.Group
        label={t('token.networkStep.network')}
        value={network}
        onChange={(value) => onNetworkChange(networks.find((option) => option === value) ?? network)}
      >
        <SimpleGrid cols={{ base: 1, sm: networks.length }} spacing="sm" mt="xs">
          {networks.map((option) => (
            <ChoiceCard
              key={option}
              value={option}
              title={t(`token.networks.${option}.name`)}
              description={t(`token.networks.${option}.hint`)}
            />
          ))}
        </SimpleGrid>
      </Radio.Group>
      <Radio.Group
        label={t('token.networkStep.detection')}
        value={detection}
        onChange={(value) => onDetectionChange(DETECTIONS.find((option) => option === value) ?? detection)}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
          {DETECTIONS.map((option) => (
            <ChoiceCard
              key={option}
              value={option}
              title={t(`token.detection.${option}.name`)}
              description={t(`token.detection.${option}.hint`, { token })}
            />
          ))}
        </SimpleGrid>
      </Radio.Group>
      <Alert color="orange" variant="light">
        {t('token.networkStep.warning', { token, network: t(`token.networks.${network}.name`) })}
      </Alert>
      <Group justify="flex-end">
        <Button onClick={onContinue}>{t('token.networkStep.continue')}</Button>
      </Group>
    </Stack>
  );
};
