import { BLOCKED_COUNTRY_CODES } from '@contract/common/constants';
import {
  BANK_COUNTRY_CODES,
  BankAccountTypeSchema,
  bankSchemeOf,
  foldHolderName,
} from '@contract/transactions/bank-details';
import { Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/error-state';
import { REQUIRED_FIELD } from '@/components/required-field';
import { countryName, sortByLabel } from '@/components/country-select-names';
import { localBanksOptions, paymentsApi } from '@/lib/queries/payments';
import type { SchemaForm } from '@/lib/validation';
import type { refundFormSchema } from './refund-form-schema';

type RefundForm = SchemaForm<ReturnType<typeof refundFormSchema>>;

const BLOCKED: ReadonlySet<string> = new Set(BLOCKED_COUNTRY_CODES);

/** The Vietnamese bank, picked from the local-bank list (its BIN and name are sent). */
const LocalBankSelect = ({ form }: { form: RefundForm }) => {
  const { t } = useTranslation('refunds');
  const list = paymentsApi.localBank.listLocalBanks.useQuery(localBanksOptions());
  const banks = list.data?.body;
  const options = useMemo(
    () => (banks ?? []).map((bank) => ({ value: bank.bin, label: `${bank.shortName} (${bank.name})` })),
    [banks],
  );
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <Select
      label={t('form.localBank')}
      placeholder={list.isPending ? t('form.localBankLoading') : undefined}
      data={options}
      searchable
      nothingFoundMessage={t('form.localBankNone')}
      {...REQUIRED_FIELD}
      withAsterisk={false}
      {...form.getInputProps('receiving.bankBin')}
      onChange={(bin) => {
        const bank = banks?.find((candidate) => candidate.bin === bin);
        form.setFieldValue('receiving.bankBin', bank?.bin ?? '');
        form.setFieldValue('receiving.bankName', bank?.shortName ?? '');
      }}
    />
  );
};

/**
 * The receiving bank: its country first, then the fields that country's banks use. Vietnam: a
 * bank from the local-bank list, the account number and the holder as the bank prints it; the
 * US: ACH routing number, account number and type; IBAN countries: IBAN and SWIFT/BIC; others:
 * SWIFT/BIC and the account number.
 */
export const RefundBankFields = ({ form }: { form: RefundForm }) => {
  const { t, i18n } = useTranslation('refunds');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { bankCountry, accountHolder } = form.values.receiving;
  const countries = useMemo(
    () =>
      sortByLabel(
        BANK_COUNTRY_CODES.filter((code) => !BLOCKED.has(code)).map((code) => ({
          value: code,
          label: countryName(code, language, code),
        })),
        language,
      ),
    [language],
  );
  const field = (path: string) => form.getInputProps(path);
  const scheme = bankCountry === '' ? null : bankSchemeOf(bankCountry);
  const folded = foldHolderName(accountHolder);

  const holder = (
    <TextInput
      label={t('form.accountHolder')}
      autoComplete="name"
      {...REQUIRED_FIELD}
      {...field('receiving.accountHolder')}
      description={
        scheme === 'vn_local'
          ? folded === '' || folded === accountHolder.trim()
            ? t('form.holderPrinted')
            : t('form.holderFolded', { name: folded })
          : undefined
      }
    />
  );
  const bankName = <TextInput label={t('form.bank')} {...REQUIRED_FIELD} {...field('receiving.bankName')} />;
  const address = (
    <TextInput
      label={t('form.address')}
      autoComplete="street-address"
      {...REQUIRED_FIELD}
      {...field('receiving.address')}
    />
  );
  const accountNumber = (
    <TextInput
      label={t('form.accountNumber')}
      inputMode={scheme === 'swift' ? 'text' : 'numeric'}
      autoComplete="off"
      {...REQUIRED_FIELD}
      {...field('receiving.accountNumber')}
    />
  );
  const swift = (
    <TextInput
      label={t('form.swift')}
      autoComplete="off"
      spellCheck={false}
      {...REQUIRED_FIELD}
      {...field('receiving.swift')}
    />
  );

  return (
    <Stack gap="md">
      <Select
        label={t('form.bankCountry')}
        description={t('form.bankCountryHint')}
        data={countries}
        searchable
        nothingFoundMessage={t('form.bankCountryNone')}
        {...REQUIRED_FIELD}
        withAsterisk={false}
        {...field('receiving.bankCountry')}
        onChange={(code) => form.setFieldValue('receiving.bankCountry', code ?? '')}
      />
      {scheme === 'vn_local' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <LocalBankSelect form={form} />
          {accountNumber}
          {holder}
        </SimpleGrid>
      )}
      {scheme === 'ach' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {bankName}
          {holder}
          <TextInput
            label={t('form.routingNumber')}
            inputMode="numeric"
            autoComplete="off"
            {...REQUIRED_FIELD}
            {...field('receiving.routingNumber')}
          />
          {accountNumber}
          <Radio.Group label={t('form.accountType')} {...REQUIRED_FIELD} {...field('receiving.accountType')}>
            <Group gap="lg" mt="xs">
              {BankAccountTypeSchema.options.map((type) => (
                <Radio key={type} value={type} label={t(`form.accountTypes.${type}`)} />
              ))}
            </Group>
          </Radio.Group>
          {address}
        </SimpleGrid>
      )}
      {scheme === 'iban' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {bankName}
          {holder}
          <TextInput
            label={t('form.iban')}
            autoComplete="off"
            spellCheck={false}
            {...REQUIRED_FIELD}
            {...field('receiving.iban')}
          />
          {swift}
          {address}
        </SimpleGrid>
      )}
      {scheme === 'swift' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {bankName}
          {holder}
          {swift}
          {accountNumber}
          {address}
        </SimpleGrid>
      )}
    </Stack>
  );
};
