import type { PayoneerAccount, PayoneerBalance, PayoneerPayment } from '@contract/payments/payoneer.schema';
import { Alert, Button, Group, Paper, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorState } from '@/components/error-state';
import { useFormatMoney } from '@/components/money';
import { TopUpChargeLines } from '@/components/top-up-charge';
import { useSuccessNotification } from '@/components/use-success-notification';
import { paymentsApi, payoneerAccountOptions } from '@/lib/queries/payments';
import { writeAddFundCookie } from '../../add-fund-search';
import type { MethodPanelProps, TopUpOrder } from '../../flow/top-up-order';
import { useTopUpNavigation } from '../../flow/use-top-up-navigation';
import {
  balanceCoverage,
  defaultBalanceId,
  formatMinorUnits,
  isInsufficientFunds,
  isSelectable,
} from './payoneer-balances';
import { useConnectPayoneer, useDisconnectPayoneer, usePayWithPayoneer } from './payoneer-queries';

/** Where a paid payment goes: its challenge page when Payoneer asks for one, else the result page. */
const usePaymentDestination = () => {
  const { toResult, toProvider } = useTopUpNavigation('topUp');
  return async (payment: PayoneerPayment): Promise<void> => {
    if (payment.nextAction === 'challenge' && payment.challengeUrl !== null) await toProvider(payment.challengeUrl);
    else await toResult(payment.transaction);
  };
};

/**
 * Starts an action once: two clicks before the next render would otherwise both start it. A
 * failure frees it for another try; a success keeps it taken, as the browser is leaving.
 */
const useSingleFlight = () => {
  const running = useRef(false);
  return useCallback((start: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    // The mutation keeps the failure for the screen to show; here it only frees the action.
    start().catch(() => {
      running.current = false;
    });
  }, []);
};

const PanelSkeleton = () => {
  const { t } = useTranslation('common');
  return (
    <Stack gap="sm" role="status" aria-live="polite" aria-label={t('loading')}>
      <Skeleton height={20} width="60%" />
      <Skeleton height={56} />
      <Skeleton height={56} />
      <Skeleton height={36} width={160} />
    </Stack>
  );
};

/** Not connected: what connecting does, and the button that leaves for Payoneer's consent page. */
const ConnectPayoneer = ({ order }: { order: TopUpOrder }) => {
  const { t } = useTranslation('payoneer');
  const { toProvider } = useTopUpNavigation('payoneerConnect');
  const connect = useConnectPayoneer((url) => {
    // The callback comes back to the add-fund page without the order: it restores it from the cookie,
    // also when this page was opened by a link rather than chosen on it.
    writeAddFundCookie({ method: order.method, amount: order.amount, tip: order.tip });
    return toProvider(url);
  });
  const once = useSingleFlight();
  // Still loading once the answer came: the browser is on its way to Payoneer.
  const busy = connect.isPending || connect.isSuccess;
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={3} size="h5">
        {t('connect.title')}
      </Title>
      <Text size="sm">{t('connect.description')}</Text>
      <Text size="sm" c="dimmed">
        {t('connect.privacy')}
      </Text>
      <Button loading={busy} onClick={() => once(() => connect.mutateAsync())}>
        {t('connect.action')}
      </Button>
      <ApiErrorAlert error={connect.error} />
    </Stack>
  );
};

/** The connected account's e-mail and its Disconnect button, with the question before it. */
const ConnectedAccount = ({ email, disabled }: { email: string | null; disabled: boolean }) => {
  const { t } = useTranslation('payoneer');
  const notify = useSuccessNotification();
  const disconnect = useDisconnectPayoneer();
  const [asking, setAsking] = useState(false);
  const close = () => {
    setAsking(false);
    disconnect.reset();
  };
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Stack gap={0} style={{ minWidth: 0, flex: '1 1 200px' }}>
          <Text size="xs" c="dimmed">
            {t('account.label')}
          </Text>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {email ?? t('account.noEmail')}
          </Text>
        </Stack>
        <Button variant="default" size="xs" disabled={disabled} onClick={() => setAsking(true)}>
          {t('account.disconnect')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={asking}
        danger
        title={t('disconnect.title')}
        message={t('disconnect.message', { email: email ?? t('account.noEmail') })}
        confirmLabel={t('disconnect.confirm')}
        error={disconnect.error}
        onClose={close}
        onConfirm={() =>
          disconnect.mutateAsync({}).then(() => {
            close();
            notify({ message: t('disconnect.done') });
          })
        }
      />
    </Paper>
  );
};

/** A payment requested earlier that waits for its confirmation or its challenge: continue it. */
const OpenPayment = ({
  payment,
  busy,
  onContinue,
}: {
  payment: PayoneerPayment;
  busy: boolean;
  onContinue: () => void;
}) => {
  const { t } = useTranslation('payoneer');
  const formatMoney = useFormatMoney();
  const total = formatMoney(payment.charge.total);
  return (
    <Alert color="yellow" variant="light" title={t('open.title')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {payment.nextAction === 'challenge' ? t('open.challenge', { total }) : t('open.confirm', { total })}
        </Text>
        <Button size="xs" variant="light" color="dark" loading={busy} onClick={onContinue}>
          {t('open.continue', { total })}
        </Button>
      </Stack>
    </Alert>
  );
};

const BalanceChoice = ({
  balance,
  totalCents,
  refused,
}: {
  balance: PayoneerBalance;
  totalCents: number;
  refused: boolean;
}) => {
  const { t, i18n } = useTranslation('payoneer');
  const coverage = balanceCoverage(balance, totalCents);
  const short = refused || coverage === 'insufficient';
  const available = t('balances.available', {
    amount: formatMinorUnits(balance.available, balance.currency, i18n.language),
  });
  return (
    <Paper withBorder radius="md" p="sm" bg={short ? 'var(--mantine-color-default-hover)' : undefined}>
      <Radio
        value={balance.id}
        disabled={short}
        label={t('balances.currency', { currency: balance.currency })}
        description={
          <Stack gap={2} component="span">
            <Text component="span" size="xs" c={short ? undefined : 'dimmed'}>
              {available}
            </Text>
            {short && (
              <Text component="span" size="xs" c="red.9" fw={600}>
                {t('balances.insufficient')}
              </Text>
            )}
            {!short && coverage === 'unknown' && (
              <Text component="span" size="xs" c="dimmed">
                {t('balances.converted', { currency: balance.currency })}
              </Text>
            )}
          </Stack>
        }
      />
    </Paper>
  );
};

/** Connected: the account, its balances to choose from, then the charge to confirm and pay. */
const ConnectedPayoneer = ({ account, order }: { account: PayoneerAccount; order: TopUpOrder }) => {
  const { t } = useTranslation(['payoneer', 'errors', 'common']);
  const formatMoney = useFormatMoney();
  const confirmTitleId = useId();
  const goToDestination = usePaymentDestination();
  const pay = usePayWithPayoneer(goToDestination);
  const once = useSingleFlight();
  const [step, setStep] = useState<'choose' | 'confirm'>('choose');
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [refusedIds, setRefusedIds] = useState<ReadonlySet<string>>(new Set());

  const totalCents = order.charge.total;
  const openPayment = account.request;
  const balances = account.currentAccounts;
  const chosen = balances.find((balance) => balance.id === chosenId);
  const balance =
    chosen && isSelectable(chosen, totalCents, refusedIds)
      ? chosen
      : balances.find((candidate) => candidate.id === defaultBalanceId(balances, totalCents, refusedIds));
  // Still busy once paid: the browser is on its way to the result or the challenge page.
  const busy = pay.isPending || pay.isSuccess;
  const total = formatMoney(totalCents);

  const payNew = () => {
    if (!balance) return;
    const balanceId = balance.id;
    once(() =>
      pay.mutateAsync({ order, balanceId }).catch((error: unknown) => {
        if (isInsufficientFunds(error)) {
          // The server knows the balance (after conversion) is short: marked, and the seller chooses again.
          setRefusedIds((previous) => new Set([...previous, balanceId]));
          setStep('choose');
        }
        throw error;
      }),
    );
  };

  const continueOpen = (open: PayoneerPayment) => once(() => pay.mutateAsync({ open }));

  const backToChoice = () => {
    pay.reset();
    setStep('choose');
  };

  return (
    <Stack gap="md">
      <ConnectedAccount email={account.email} disabled={busy} />
      {openPayment && <OpenPayment payment={openPayment} busy={busy} onContinue={() => continueOpen(openPayment)} />}

      {step === 'choose' ? (
        <Stack gap="sm">
          {balances.length === 0 ? (
            <Text size="sm">{t('payoneer:balances.none')}</Text>
          ) : (
            <Radio.Group
              label={t('payoneer:balances.label')}
              description={t('payoneer:balances.description', { total })}
              value={balance?.id ?? null}
              onChange={setChosenId}
            >
              <Stack gap="xs" mt="xs">
                {balances.map((candidate) => (
                  <BalanceChoice
                    key={candidate.id}
                    balance={candidate}
                    totalCents={totalCents}
                    refused={refusedIds.has(candidate.id)}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
          {!balance && balances.length > 0 && !pay.error && (
            <Alert color="red" variant="light" role="alert">
              {t('errors:payoneer_insufficient_funds')}
            </Alert>
          )}
          <ApiErrorAlert error={pay.error} />
          <Group>
            <Button
              disabled={!balance || busy}
              onClick={() => {
                pay.reset();
                setStep('confirm');
              }}
            >
              {t('common:actions.next')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm" component="section" aria-labelledby={confirmTitleId}>
          <Title order={3} size="h5" id={confirmTitleId}>
            {t('payoneer:confirm.title')}
          </Title>
          {balance && (
            <Text size="sm">
              {t('payoneer:confirm.from', { currency: balance.currency, email: account.email ?? '' })}
            </Text>
          )}
          <TopUpChargeLines charge={order.charge} />
          {balance && balance.currency !== 'USD' && (
            <Text size="xs" c="dimmed">
              {t('payoneer:balances.converted', { currency: balance.currency })}
            </Text>
          )}
          <ApiErrorAlert error={pay.error} />
          <Group gap="sm" wrap="wrap">
            <Button variant="default" disabled={busy} onClick={backToChoice}>
              {t('common:actions.back')}
            </Button>
            <Button loading={busy} disabled={!balance} onClick={payNew}>
              {t('payoneer:confirm.pay', { total })}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
};

/**
 * Payoneer on the add-fund page: connect the account (through Payoneer's consent page), choose
 * the balance that pays, confirm the charge and pay; a large payment passes Payoneer's challenge
 * first. The page around it shows the charge summary.
 */
export const PayoneerPanel = ({ order }: MethodPanelProps) => {
  const { t } = useTranslation('payoneer');
  const titleId = useId();
  const account = paymentsApi.payoneer.getPayoneerBalances.useQuery(payoneerAccountOptions());

  const content = (() => {
    if (account.isError && !account.isFetching) {
      return <ErrorState error={account.error} onRetry={() => void account.refetch()} />;
    }
    if (!account.data) return <PanelSkeleton />;
    const current = account.data.body;
    return current.connected ? (
      <ConnectedPayoneer account={current} order={order} />
    ) : (
      <ConnectPayoneer order={order} />
    );
  })();

  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t('title')}
      </Title>
      {content}
    </Stack>
  );
};
