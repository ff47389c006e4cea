import { vietqrContract } from '@contract/payments/vietqr.contract';
import type { VietnameseBank } from '@contract/payments/local-bank.schema';
import type { VietqrPayment as VietqrPaymentData } from '@contract/payments/vietqr.schema';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { VndEquivalent } from '@/components/money';
import { TopUpChargeLines } from '@/components/top-up-charge';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import { useConfiguration } from '@/lib/queries/configuration';
import type { MethodPanelProps } from '../../flow/top-up-order';
import { BankLogo, BankPicker } from './bank-picker';
import { RecentBankNotice } from './recent-bank-notice';
import { VietqrPayment } from './vietqr-payment';
import { useRequestVietqrPayment } from './vietqr-queries';

type Step = { name: 'bank' } | { name: 'confirm' } | { name: 'pay'; payment: VietqrPaymentData };

const ChosenBank = ({ bank }: { bank: VietnameseBank }) => (
  <Group gap="sm" wrap="nowrap">
    <BankLogo bank={bank} />
    <div style={{ minWidth: 0 }}>
      <Text fw={600} size="sm">
        {bank.shortName}
      </Text>
      <Text size="xs" c="dimmed">
        {bank.name}
      </Text>
    </div>
  </Group>
);

/**
 * The Vietnamese bank QR transfer (`localBank`): choose the bank paid from, confirm the charge,
 * then scan the QR (or type the details) and transfer the VND amount with the one-time code; the
 * page follows the payment until the transfer arrives. The page allows whole dollars only here.
 */
export const VietqrPanel = ({ order }: MethodPanelProps) => {
  const { t } = useTranslation('payment-crypto');
  const [bank, setBank] = useState<VietnameseBank | null>(null);
  const [step, setStep] = useState<Step>({ name: 'bank' });
  const request = useRequestVietqrPayment();
  const keys = useIdempotencyKeys();
  const configuration = useConfiguration();
  const exchangeRate = configuration.data?.body.exchangeRate;

  if (step.name === 'pay') return <VietqrPayment requested={step.payment} />;

  if (step.name === 'confirm' && bank) {
    const requestPayment = () => {
      if (request.isPending) return;
      request.mutate(
        keys.withKey(
          { body: { amount: order.amount, tip: order.tip, bank: bank.bin } },
          vietqrContract.requestVietqrPayment,
        ),
        {
          onSuccess: (response) => setStep({ name: 'pay', payment: response.body }),
        },
      );
    };
    return (
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('vietqr.confirm.title')}
        </Title>
        <Paper withBorder radius="md" p="sm">
          <Text size="xs" c="dimmed" mb={4}>
            {t('vietqr.confirm.bank')}
          </Text>
          <ChosenBank bank={bank} />
        </Paper>
        <TopUpChargeLines charge={order.charge} />
        {exchangeRate && (
          <Text size="sm" c="dimmed">
            {t('vietqr.confirm.vndEstimate')}{' '}
            <VndEquivalent cents={order.charge.total} vndPerUsd={exchangeRate} fw={600} />
          </Text>
        )}
        <ApiErrorAlert error={request.error} />
        <Group justify="space-between">
          <Button variant="default" onClick={() => setStep({ name: 'bank' })} disabled={request.isPending}>
            {t('vietqr.confirm.back')}
          </Button>
          <Button onClick={requestPayment} loading={request.isPending}>
            {t('vietqr.confirm.request')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('vietqr.bank.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('vietqr.bank.intro')}
      </Text>
      <BankPicker value={bank?.bin ?? null} onChange={setBank} />
      <RecentBankNotice />
      <Group justify="flex-end">
        <Button disabled={!bank} onClick={() => setStep({ name: 'confirm' })}>
          {t('vietqr.bank.continue')}
        </Button>
      </Group>
    </Stack>
  );
};
