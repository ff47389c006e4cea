import type { VietnameseBank } from '@contract/payments/local-bank.schema';
import { Avatar, Group, Radio, ScrollArea, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import IconSearch from '@tabler/icons-react/icons/IconSearch';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/error-state';
import { Icon } from '@/components/icon';
import { localBanksOptions, paymentsApi } from '@/lib/queries/payments';
import { searchBanks, transferBanks } from './bank-search';

/** A bank's logo, or its code when the logo host cannot be reached. The name beside it says which bank. */
export const BankLogo = ({ bank, size = 36 }: { bank: VietnameseBank; size?: number }) => (
  <Avatar src={bank.logo} alt="" size={size} radius="sm" color="gray" variant="light" aria-hidden>
    {bank.code.slice(0, 3)}
  </Avatar>
);

/**
 * The Vietnamese banks a QR transfer can come from (logo, short name, full name), searchable by
 * name, code or BIN without accents. `value` is the chosen bank's BIN.
 */
export const BankPicker = ({ value, onChange }: { value: string | null; onChange: (bank: VietnameseBank) => void }) => {
  const { t } = useTranslation('payment-crypto');
  const [search, setSearch] = useState('');
  const list = paymentsApi.localBank.listLocalBanks.useQuery(localBanksOptions());
  const banks = useMemo(() => transferBanks(list.data?.body ?? []), [list.data]);
  const shown = useMemo(() => searchBanks(banks, search), [banks, search]);

  if (list.isPending) {
    return (
      <Stack gap="sm" aria-busy>
        <Skeleton height={36} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={64} radius="md" />
          ))}
        </SimpleGrid>
      </Stack>
    );
  }
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;

  return (
    <Stack gap="sm">
      <TextInput
        type="search"
        label={t('vietqr.bank.search')}
        placeholder={t('vietqr.bank.searchPlaceholder')}
        leftSection={<Icon icon={IconSearch} decorative />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <Radio.Group
        label={t('vietqr.bank.banks')}
        value={value}
        onChange={(bin) => {
          const bank = banks.find((candidate) => candidate.bin === bin);
          if (bank) onChange(bank);
        }}
      >
        {shown.length === 0 ? (
          <Text size="sm" c="dimmed" mt="xs" role="status">
            {t('vietqr.bank.noMatch', { search: search.trim() })}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={420} type="auto" offsetScrollbars mt="xs">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {shown.map((bank) => (
                <Radio.Card key={bank.bin} value={bank.bin} radius="md" p="sm" withBorder>
                  <Group wrap="nowrap" gap="sm">
                    <Radio.Indicator />
                    <BankLogo bank={bank} />
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} size="sm">
                        {bank.shortName}
                      </Text>
                      <Text size="xs" c="dimmed" lineClamp={2}>
                        {bank.name}
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </ScrollArea.Autosize>
        )}
      </Radio.Group>
    </Stack>
  );
};
