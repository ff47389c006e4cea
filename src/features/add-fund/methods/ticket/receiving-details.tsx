import type { Receiving } from '@contract/operator/operator-settings.schema';
import type { ReceivingBankAccount } from '@contract/payments/receiving-accounts';
import { Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailList, type DetailItem } from './detail-list';
import { ExternalLink } from '@/components/external-link';

/** The bank account fields of spec section 3 in the order a sender types them; a field the account lacks is left out. */
const BANK_FIELDS = [
  'accountName',
  'bankAccountNumber',
  'name',
  'SWIFTCode',
  'bankCode',
  'branchCode',
  'ACHRoutingNumber',
  'fedwireRoutingNumber',
  'bankLocation',
  'accountNickname',
  'currency',
] as const satisfies ReadonlyArray<keyof ReceivingBankAccount>;

const MONO_FIELDS: ReadonlySet<string> = new Set([
  'bankAccountNumber',
  'SWIFTCode',
  'bankCode',
  'branchCode',
  'ACHRoutingNumber',
  'fedwireRoutingNumber',
]);

const BankAccountDetails = ({ account }: { account: ReceivingBankAccount }) => {
  const { t } = useTranslation('payment-tickets');
  const items: DetailItem[] = [
    { label: t('send.fields.type'), value: t(`send.region.${account.type}`) },
    ...BANK_FIELDS.flatMap((field) => {
      const value = account[field];
      return value === null ? [] : [{ label: t(`send.fields.${field}`), value, mono: MONO_FIELDS.has(field) }];
    }),
  ];
  return <DetailList items={items} aria-label={t(`send.region.${account.type}`)} />;
};

/** Where the seller sends the money: our receiving accounts, Vietnamese bank account or wallet address. */
export const ReceivingDetails = ({ receiving, methodName }: { receiving: Receiving; methodName: string }) => {
  const { t } = useTranslation('payment-tickets');

  switch (receiving.kind) {
    case 'bankAccounts': {
      const [first] = receiving.accounts;
      return (
        <Stack gap="xs">
          <Text fw={600}>{t('send.accounts')}</Text>
          <Tabs defaultValue={first?.type} keepMounted={false}>
            <Tabs.List grow>
              {receiving.accounts.map((account) => (
                <Tabs.Tab key={account.type} value={account.type}>
                  {t(`send.region.${account.type}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {receiving.accounts.map((account) => (
              <Tabs.Panel key={account.type} value={account.type} pt="xs">
                <BankAccountDetails account={account} />
              </Tabs.Panel>
            ))}
          </Tabs>
        </Stack>
      );
    }
    case 'vietnameseBank': {
      const { account } = receiving;
      const items: DetailItem[] = [
        { label: t('send.fields.name'), value: account.bankName },
        { label: t('send.fields.bankShortName'), value: account.bankShortName },
        { label: t('send.fields.accountName'), value: account.accountName },
        { label: t('send.fields.bankAccountNumber'), value: account.bankAccountNumber, mono: true },
        ...(account.branch === null ? [] : [{ label: t('send.fields.branch'), value: account.branch }]),
      ];
      return <DetailList items={items} />;
    }
    case 'wallet': {
      const { wallet } = receiving;
      const items: DetailItem[] = [
        wallet.kind === 'link'
          ? {
              label: t('send.fields.link'),
              copyValue: wallet.value,
              value: <ExternalLink href={wallet.value}>{wallet.value}</ExternalLink>,
            }
          : { label: t(`send.fields.${wallet.kind}`, { method: methodName }), value: wallet.value, mono: true },
        { label: t('send.fields.walletAccountName'), value: wallet.accountName },
      ];
      return <DetailList items={items} />;
    }
  }
};
