import { tokenContract } from '@contract/payments/token.contract';
import type { UsdtNetwork } from '@contract/common/enums.schema';
import { networksOfToken, type UsdtDetection, type UsdtPayment } from '@contract/payments/token.schema';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { TopUpChargeLines } from '@/components/top-up-charge';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import type { MethodPanelProps } from '../../flow/top-up-order';
import { MiningPayments } from './mining-payments';
import { NetworkStep } from './network-step';
import { tokenOf } from './token-format';
import { TokenPayment } from './token-payment';
import { useRequestTokenPayment } from './token-queries';

type Step = { name: 'network' } | { name: 'confirm' } | { name: 'pay'; payment: UsdtPayment };

/**
 * USDT and USDC (`order.method`): choose the network and how the transfer is found, confirm the
 * charge, then send to the address given and report the transfer (or let it be detected); the
 * wallet is credited once the chain confirms it, 4–8 hours later.
 */
export const TokenPanel = ({ order }: MethodPanelProps) => {
  const { t } = useTranslation('payment-crypto');
  const token = tokenOf(order.method);
  const [network, setNetwork] = useState<UsdtNetwork>(() => networksOfToken(token)[0] ?? 'TRC20');
  const [detection, setDetection] = useState<UsdtDetection>('manual');
  const [step, setStep] = useState<Step>({ name: 'network' });
  const request = useRequestTokenPayment(detection);
  const keys = useIdempotencyKeys();
  const networkName = t(`token.networks.${network}.name`);

  if (step.name === 'pay') {
    return (
      <TokenPayment payment={step.payment} token={token} onChange={(payment) => setStep({ name: 'pay', payment })} />
    );
  }

  if (step.name === 'confirm') {
    const requestPayment = () => {
      if (request.isPending) return;
      request.mutate(
        // Manual and automatic detection are two routes taking the same body.
        keys.withKey(
          { body: { amount: order.amount, tip: order.tip, token, network } },
          detection === 'auto' ? tokenContract.requestAutoTokenPayment : tokenContract.requestTokenPayment,
        ),
        { onSuccess: (response) => setStep({ name: 'pay', payment: response.body }) },
      );
    };
    return (
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('token.confirm.title')}
        </Title>
        <Text size="sm">{t(`token.confirm.summary.${detection}`, { token, network: networkName })}</Text>
        <TopUpChargeLines charge={order.charge} />
        <ApiErrorAlert error={request.error} />
        <Group justify="space-between">
          <Button variant="default" onClick={() => setStep({ name: 'network' })} disabled={request.isPending}>
            {t('token.confirm.back')}
          </Button>
          <Button onClick={requestPayment} loading={request.isPending}>
            {t('token.confirm.request')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <NetworkStep
        token={token}
        network={network}
        detection={detection}
        onNetworkChange={setNetwork}
        onDetectionChange={(next) => {
          setDetection(next);
          request.reset();
        }}
        onContinue={() => setStep({ name: 'confirm' })}
      />
      <MiningPayments onOpen={(payment) => setStep({ name: 'pay', payment })} />
    </Stack>
  );
};
