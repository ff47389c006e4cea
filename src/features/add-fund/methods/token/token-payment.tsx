import { DURATIONS } from '@contract/common/constants';
import type { PaymentStatus } from '@contract/common/enums.schema';
import { isAgencyTokenAddress } from '@contract/operator/operator-settings.schema';
import type { UsdtPayment, UsdtVerification } from '@contract/payments/token.schema';
import { Alert, Button, Code, Group, Loader, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { CopyButton } from '@/components/copy-button';
import { LinkButton } from '@/components/link-button';
import { QrCode } from '@/components/qr-code';
import { StatusBadge } from '@/components/status-badge';
import { effectiveSupportLink, SupportLinkButton } from '@/components/support-link';
import { getAppConfig } from '@/lib/config';
import { getOperatorSettings } from '@/lib/config/operator-settings';
import { formatDateTime } from '@/lib/dates';
import { useConfiguration } from '@/lib/queries/configuration';
import { useTopUpNavigation } from '../../flow/use-top-up-navigation';
import { DemoValuesNote } from '../demo-values-note';
import type { TokenSymbol } from '@contract/payments/token.schema';
import { formatTokenAmount, tokenAmountInput } from './token-format';
import { isOpenPayment, TOKEN_VERIFY_POLL_MS, tokenVerificationOptions } from './token-queries';
import { TransferForm } from './transfer-form';

const [CONFIRM_MIN_HOURS, CONFIRM_MAX_HOURS] = DURATIONS.usdtConfirmationHours;

/** A label over a value that may be long (an address, a hash) and its copy button. */
const Detail = ({ label, children, copy }: { label: string; children: ReactNode; copy?: ReactNode }) => (
  <div>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Group gap={4} wrap="nowrap" align="center">
      <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
        {children}
      </Text>
      {copy}
    </Group>
  </div>
);

/** Where to send, how much and until when: the address (copy and QR), the exact amount and the expiry. */
const SendInstructions = ({ payment, token }: { payment: UsdtPayment; token: TokenSymbol }) => {
  const { t, i18n } = useTranslation('payment-crypto');
  const network = t(`token.networks.${payment.network}.name`);
  const amount = formatTokenAmount(payment.amountToSend, i18n.language, token);
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Stack align="center" gap={4}>
          <QrCode
            value={payment.walletAddress}
            label={t('token.pay.qrLabel', { token, network })}
            size={184}
            fallback={
              <Text size="sm" c="dimmed">
                {t('token.pay.qrUnavailable')}
              </Text>
            }
          />
          <Text size="xs" c="dimmed" ta="center">
            {t('token.pay.scan')}
          </Text>
        </Stack>
        <Stack gap="sm">
          <Detail
            label={t('token.pay.address', { network })}
            copy={<CopyButton value={payment.walletAddress} label={t('token.pay.copyAddress')} />}
          >
            <Code fz="sm" bg="transparent" p={0}>
              {payment.walletAddress}
            </Code>
          </Detail>
          <Detail
            label={t('token.pay.amount')}
            copy={<CopyButton value={tokenAmountInput(payment.amountToSend)} label={t('token.pay.copyAmount')} />}
          >
            {amount}
          </Detail>
          {payment.detection === 'auto' && (
            <Text size="xs" c="dimmed">
              {t('token.pay.amountAutoNote')}
            </Text>
          )}
          <Detail label={t('token.pay.network')}>{network}</Detail>
          <Text size="sm">{t('token.pay.expires', { time: formatDateTime(payment.expiresAt, i18n.language) })}</Text>
        </Stack>
      </SimpleGrid>
    </Paper>
  );
};

const WalletLink = () => {
  const { t } = useTranslation('payment-crypto');
  return (
    <LinkButton to="/payment" variant="default">
      {t('token.pending.toWallet')}
    </LinkButton>
  );
};

/**
 * The server gave an address that is not one of the operator's for this token and network: shown to no
 * one, so a misconfigured or compromised backend cannot send a seller's money elsewhere.
 */
const UnknownAddress = ({ payment }: { payment: UsdtPayment }) => {
  const { t } = useTranslation(['payment-crypto', 'common']);
  const configuration = useConfiguration();
  const supportLink = effectiveSupportLink(getAppConfig().brand, configuration.data?.body.system ?? null);
  return (
    <Alert color="red" variant="light" role="alert" title={t('token.pay.unknownAddress.title')}>
      <Stack gap="sm">
        <Text size="sm">{t('token.pay.unknownAddress.body', { reference: payment.transactionId })}</Text>
        <Group gap="sm">
          {supportLink && (
            <SupportLinkButton link={supportLink} size="xs" color="red">
              {t('common:states.contactSupport')}
            </SupportLinkButton>
          )}
          <WalletLink />
        </Group>
      </Stack>
    </Alert>
  );
};

/** Automatic detection: the address is watched; nothing to type. */
const AutoWatch = ({ payment, token }: { payment: UsdtPayment; token: TokenSymbol }) => {
  const { t, i18n } = useTranslation('payment-crypto');
  return (
    <Alert color="blue" variant="light" title={t('token.watch.title')}>
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">
            {t('token.watch.body', { amount: formatTokenAmount(payment.amountToSend, i18n.language, token) })}
          </Text>
        </Group>
        <Text size="sm">{t('token.confirmationTime', { min: CONFIRM_MIN_HOURS, max: CONFIRM_MAX_HOURS })}</Text>
        <Group>
          <WalletLink />
        </Group>
      </Stack>
    </Alert>
  );
};

/** Submitted: the chain's confirmations so far, checked again every few seconds and on demand. */
const PendingTransfer = ({
  payment,
  verification,
  checking,
  onCheck,
}: {
  payment: UsdtPayment;
  verification: UsdtVerification | undefined;
  checking: boolean;
  onCheck: () => void;
}) => {
  const { t, i18n } = useTranslation('payment-crypto');
  const confirmations = verification?.confirmations ?? payment.confirmations;
  const required = verification?.requiredConfirmations ?? payment.requiredConfirmations;
  const progressLabel = t('token.pending.confirmations', { done: confirmations, required });
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5">
            {t('token.pending.title')}
          </Title>
          <StatusBadge kind="paymentStatus" value={verification?.status ?? payment.transaction.status} />
        </Group>
        <Text size="sm" role="status">
          {t('token.confirmationTime', { min: CONFIRM_MIN_HOURS, max: CONFIRM_MAX_HOURS })} {t('token.pending.leave')}
        </Text>
        <div>
          <Text size="sm" mb={4}>
            {progressLabel}
          </Text>
          <Progress value={(confirmations / required) * 100} aria-label={progressLabel} />
        </div>
        {payment.transactionHash && (
          <Detail
            label={t('token.transfer.hash')}
            copy={<CopyButton value={payment.transactionHash} label={t('token.pending.copyHash')} />}
          >
            <Code fz="xs" bg="transparent" p={0}>
              {payment.transactionHash}
            </Code>
          </Detail>
        )}
        {payment.fromAddress && (
          <Detail label={t('token.pending.from')}>
            <Code fz="xs" bg="transparent" p={0}>
              {payment.fromAddress}
            </Code>
          </Detail>
        )}
        {verification && (
          <Text size="xs" c="dimmed">
            {t('token.pending.lastChecked', { time: formatDateTime(verification.checkedAt, i18n.language) })}
          </Text>
        )}
        <Group gap="sm">
          <Button variant="light" onClick={onCheck} loading={checking}>
            {t('token.pending.checkNow')}
          </Button>
          <WalletLink />
        </Group>
      </Stack>
    </Paper>
  );
};

/** A payment only moves forward (unpaid, processing, settled): a re-check answered earlier never takes it back. */
const STATUS_ORDER: Readonly<Record<PaymentStatus, number>> = {
  UNPAID: 0,
  PROCESSING: 1,
  PAID: 2,
  REJECTED: 2,
  CANCELED: 2,
};
const laterStatus = (known: PaymentStatus, checked: PaymentStatus | undefined): PaymentStatus =>
  checked !== undefined && STATUS_ORDER[checked] > STATUS_ORDER[known] ? checked : known;

/**
 * The pay step of a requested USDT payment: the instructions and the seller's report while it is
 * unpaid, then the confirmations. The payment is re-checked every few seconds while open; once
 * settled (credited, rejected or expired) the browser goes to the result page.
 */
export const TokenPayment = ({
  payment,
  token,
  onChange,
}: {
  payment: UsdtPayment;
  token: TokenSymbol;
  onChange: (payment: UsdtPayment) => void;
}) => {
  const { toResult } = useTopUpNavigation('topUp');
  const open = isOpenPayment(payment.transaction.status);
  const verification = useQuery({
    ...tokenVerificationOptions(payment.transactionId),
    enabled: open,
    refetchInterval: (query) =>
      query.state.data === undefined || isOpenPayment(query.state.data.status) ? TOKEN_VERIFY_POLL_MS : false,
  });
  const status = laterStatus(payment.transaction.status, verification.data?.status);

  const left = useRef(false);
  useEffect(() => {
    if (isOpenPayment(status) || left.current) return;
    left.current = true;
    void toResult({ id: payment.transactionId, status });
  }, [payment.transactionId, status, toResult]);

  if (status === 'PROCESSING') {
    return (
      <Stack gap="md">
        <PendingTransfer
          payment={payment}
          verification={verification.data}
          checking={verification.isFetching}
          onCheck={() => void verification.refetch()}
        />
        {verification.error && <ApiErrorAlert error={verification.error} />}
      </Stack>
    );
  }
  if (!isAgencyTokenAddress(getOperatorSettings(), token, payment.network, payment.walletAddress)) {
    return <UnknownAddress payment={payment} />;
  }
  return (
    <Stack gap="md">
      <DemoValuesNote />
      <SendInstructions payment={payment} token={token} />
      {verification.error && <ApiErrorAlert error={verification.error} />}
      {payment.detection === 'auto' ? (
        <AutoWatch payment={payment} token={token} />
      ) : (
        <TransferForm payment={payment} onSubmitted={onChange} />
      )}
    </Stack>
  );
};
