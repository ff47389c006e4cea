import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/link-button';
import { HeldBalanceNote } from '@/components/held-balance-note';
import { Money, useFormatMoney, VndEquivalent } from '@/components/money';
import { getAppConfig } from '@/lib/config';
import { ONE_DOLLAR_CENTS } from '@/lib/money';
import { useConfiguration } from '@/lib/queries/configuration';
import { meOptions, usersApi } from '@/lib/queries/users';
import { WithdrawDialog } from './withdraw-dialog';

/**
 * The wallet balance with its VND equivalent, and the ways money leaves or enters it: add
 * balance, withdraw from an ad account, request a refund (only with the refund flag). Under
 * the minimum top-up the seller cannot open an ad account, so a notice says so.
 */
export const BalanceCard = ({ onRequestRefund }: { onRequestRefund: (() => void) | undefined }) => {
  const { t } = useTranslation('wallet');
  const labelId = useId();
  const formatMoney = useFormatMoney();
  const me = usersApi.getMe.useSuspenseQuery(meOptions()).data.body;
  const { balance, availableBalance } = me;
  const exchangeRate = useConfiguration().data?.body.exchangeRate;
  const [withdrawOpened, setWithdrawOpened] = useState(false);
  const { minTopUpCents } = getAppConfig().business;

  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
          <Stack gap={2} role="group" aria-labelledby={labelId}>
            <Text size="sm" c="dimmed" id={labelId}>
              {t('balance.label')}
            </Text>
            <Money cents={balance} fw={700} fz="h2" data-testid="wallet-balance" />
            <HeldBalanceNote wallet={me} data-testid="wallet-held" />
            {exchangeRate && (
              <Text size="sm" c="dimmed">
                {t('balance.vnd')} <VndEquivalent cents={balance} vndPerUsd={exchangeRate} />
                {' · '}
                {t('balance.rate')} <VndEquivalent cents={ONE_DOLLAR_CENTS} vndPerUsd={exchangeRate} />
              </Text>
            )}
          </Stack>
          <Group gap="sm" wrap="wrap">
            <LinkButton to="/payment/add-fund">{t('balance.addBalance')}</LinkButton>
            <Button variant="default" onClick={() => setWithdrawOpened(true)}>
              {t('balance.withdraw')}
            </Button>
            {onRequestRefund && (
              <Button variant="default" onClick={onRequestRefund}>
                {t('balance.requestRefund')}
              </Button>
            )}
          </Group>
        </Group>
        {availableBalance < minTopUpCents && (
          <Alert color="yellow" variant="light" title={t('balance.lowTitle')}>
            {t('balance.lowMessage', { minimum: formatMoney(minTopUpCents) })}
          </Alert>
        )}
      </Stack>
      <WithdrawDialog opened={withdrawOpened} onClose={() => setWithdrawOpened(false)} />
    </Card>
  );
};
