import type { PaymentMethodId, ProviderAvailability } from '@contract/common/enums.schema';
import { Group, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MethodGroup } from '../methods/catalogue';

export interface MethodOption {
  id: PaymentMethodId;
  availability: ProviderAvailability;
}

/**
 * The methods the configuration offers, in sections; the ones used before come first, in
 * their own section. A method under maintenance or turned off is shown with its
 * reason and cannot be picked.
 */
export const MethodPicker = ({
  sections,
  value,
  onChange,
  error,
}: {
  sections: ReadonlyArray<{ group: MethodGroup | 'used'; methods: readonly MethodOption[] }>;
  value: PaymentMethodId | undefined;
  onChange: (method: PaymentMethodId) => void;
  error?: string | undefined;
}) => {
  const { t } = useTranslation(['add-fund', 'configuration']);
  return (
    <Radio.Group
      value={value ?? null}
      onChange={(method) => onChange(method as PaymentMethodId)}
      label={t('add-fund:method.label')}
      error={error}
      labelProps={{ fw: 700, fz: 'md', mb: 'xs' }}
    >
      <Stack gap="md">
        {sections.map(({ group, methods }) => (
          <Stack key={group} gap="xs">
            <Title order={3} size="h6" c="dimmed">
              {t(`add-fund:method.group.${group}`)}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="xs">
              {methods.map((method) => {
                const unavailable = method.availability !== 'available';
                return (
                  <Radio.Card
                    key={method.id}
                    value={method.id}
                    disabled={unavailable}
                    radius="md"
                    p="sm"
                    withBorder
                    style={{ opacity: unavailable ? 0.75 : 1, cursor: unavailable ? 'not-allowed' : 'pointer' }}
                  >
                    <Group wrap="nowrap" align="flex-start" gap="sm">
                      <Radio.Indicator disabled={unavailable} />
                      <Stack gap={2} style={{ minWidth: 0 }}>
                        <Text fw={600} size="sm">
                          {t(`configuration:paymentMethod.${method.id}`)}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {unavailable
                            ? t(`add-fund:method.unavailable.${method.availability as 'disabled' | 'maintenance'}`)
                            : t(`add-fund:method.hint.${method.id}`)}
                        </Text>
                      </Stack>
                    </Group>
                  </Radio.Card>
                );
              })}
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
    </Radio.Group>
  );
};
