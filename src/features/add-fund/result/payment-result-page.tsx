import type { BalanceTransaction } from '@contract/transactions/balance-transaction.schema';
import { Card, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import IconCheck from '@tabler/icons-react/icons/IconCheck';
import IconX from '@tabler/icons-react/icons/IconX';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Icon } from '@/components/icon';
import { LinkButton } from '@/components/link-button';
import { Money, useFormatMoney } from '@/components/money';
import { TableSkeleton } from '@/components/page-skeleton';
import { chargeOfTransaction, TopUpChargeLines } from '@/components/top-up-charge';
import { isFeatureOn } from '@/lib/feature-flags';
import { meOptions, usersApi } from '@/lib/queries/users';
import { usePaymentTransaction } from './use-payment-transaction';

/** The hosted checkouts with their own result pages; every other method uses /payment/success and /failed. */
export type ResultProvider = 'tazapay' | 'lianlian';

const FAILED = new Set(['REJECTED', 'CANCELED']);

/**
 * Every payment result route: the payment read back from the API by `transactionId`, shown
 * as it is now (paid, still processing, or failed), so a reload or a shared link shows the
 * truth whatever the URL says. A provider's progress page moves on to its success or error
 * page once the payment settles.
 */
export const PaymentResultPage = ({
  transactionId,
  provider,
  progress = false,
}: {
  transactionId: string | undefined;
  provider?: ResultProvider;
  progress?: boolean;
}) => {
  const { t } = useTranslation('add-fund');
  if (transactionId === undefined) return <NoPayment />;
  return (
    <Stack gap="lg" maw={640} mx="auto" w="100%">
      <Title order={1} size="h2">
        {provider ? t(`result.providerTitle.${provider}`) : t('result.title')}
      </Title>
      <ResultBody transactionId={transactionId} provider={provider} progress={progress} />
    </Stack>
  );
};

const NoPayment = () => {
  const { t } = useTranslation('add-fund');
  return (
    <Stack gap="lg" maw={640} mx="auto" w="100%">
      <Title order={1} size="h2">
        {t('result.title')}
      </Title>
      <EmptyState
        title={t('result.notFound.title')}
        description={t('result.notFound.description')}
        action={<LinkButton to="/payment/add-fund">{t('result.topUp')}</LinkButton>}
      />
    </Stack>
  );
};

const ResultBody = ({
  transactionId,
  provider,
  progress,
}: {
  transactionId: string;
  provider: ResultProvider | undefined;
  progress: boolean;
}) => {
  const payment = usePaymentTransaction(transactionId);
  const navigate = useNavigate();
  const entry = payment.data;

  // A provider's progress page hands over to its own result page once the payment settles.
  useEffect(() => {
    if (!progress || !provider || !entry) return;
    if (entry.status === 'PAID') {
      void navigate({ to: `/payment/${provider}/success`, search: { transactionId }, replace: true });
    } else if (FAILED.has(entry.status)) {
      void navigate({
        to: provider === 'tazapay' ? '/payment/tazapay/error' : '/payment/failed',
        search: { transactionId },
        replace: true,
      });
    }
  }, [entry, navigate, progress, provider, transactionId]);

  if (payment.isPending) return <TableSkeleton rows={4} />;
  if (payment.isError) return <ErrorState error={payment.error} onRetry={() => void payment.refetch()} />;
  if (!entry) return <NoPaymentFound />;
  if (entry.status === 'PAID') return <Paid entry={entry} />;
  if (FAILED.has(entry.status)) return <Failed entry={entry} />;
  return <Processing entry={entry} />;
};

const NoPaymentFound = () => {
  const { t } = useTranslation('add-fund');
  return (
    <EmptyState
      title={t('result.notFound.title')}
      description={t('result.notFound.description')}
      action={<LinkButton to="/payment/add-fund">{t('result.topUp')}</LinkButton>}
    />
  );
};

const Facts = ({ entry }: { entry: BalanceTransaction }) => {
  const { t } = useTranslation(['add-fund', 'configuration']);
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('add-fund:result.method')}</Text>
        <Text size="sm" fw={600}>
          {entry.paymentMethod ? t(`configuration:paymentMethod.${entry.paymentMethod}`) : '—'}
        </Text>
      </Group>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('add-fund:result.reference')}</Text>
        <Text size="sm" ff="monospace">
          {entry.id}
        </Text>
      </Group>
      <TopUpChargeLines charge={chargeOfTransaction(entry)} />
    </Stack>
  );
};

const ResultIcon = ({ color, icon }: { color: string; icon: TablerIcon }) => (
  <ThemeIcon size={48} radius="xl" color={color} variant="light" aria-hidden>
    <Icon icon={icon} size="lg" decorative />
  </ThemeIcon>
);

const Paid = ({ entry }: { entry: BalanceTransaction }) => {
  const { t } = useTranslation('add-fund');
  const me = usersApi.getMe.useQuery(meOptions());
  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <ResultIcon color="green" icon={IconCheck} />
          <Stack gap={2}>
            <Text fw={700} size="lg" role="status">
              {t('result.paid.title')}
            </Text>
            <Text size="sm">
              {t('result.paid.credited')} <Money cents={entry.amount} fw={700} />
            </Text>
          </Stack>
        </Group>
        <Facts entry={entry} />
        {me.data && (
          <Group justify="space-between" gap="sm">
            <Text size="sm" fw={600}>
              {t('result.paid.newBalance')}
            </Text>
            <Money cents={me.data.body.balance} fw={700} />
          </Group>
        )}
        <Group gap="sm">
          <LinkButton to="/payment">{t('result.toWallet')}</LinkButton>
          {isFeatureOn('invoice') && (
            <LinkButton to="/payment" search={{ tab: 'history', search: entry.id }} variant="default">
              {t('result.paid.invoice')}
            </LinkButton>
          )}
          <LinkButton to="/payment/add-fund" variant="subtle">
            {t('result.topUpAgain')}
          </LinkButton>
        </Group>
      </Stack>
    </Card>
  );
};

const Failed = ({ entry }: { entry: BalanceTransaction }) => {
  const { t } = useTranslation(['add-fund', 'errors']);
  const formatMoney = useFormatMoney();
  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <ResultIcon color="red" icon={IconX} />
          <Stack gap={2}>
            <Text fw={700} size="lg" role="alert">
              {t('errors:depositFailedWithAmount', { amount: formatMoney(entry.amount) })}
            </Text>
            <Text size="sm">
              {entry.status === 'CANCELED'
                ? t('add-fund:result.failed.canceled')
                : t('add-fund:result.failed.rejected')}
            </Text>
          </Stack>
        </Group>
        <Facts entry={entry} />
        <Text size="sm">{t('add-fund:result.failed.noMoneyMoved')}</Text>
        <Group gap="sm">
          <LinkButton to="/payment/add-fund">{t('add-fund:result.tryAgain')}</LinkButton>
          <LinkButton to="/payment" variant="default">
            {t('add-fund:result.toWallet')}
          </LinkButton>
        </Group>
      </Stack>
    </Card>
  );
};

const Processing = ({ entry }: { entry: BalanceTransaction }) => {
  const { t } = useTranslation('add-fund');
  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <Loader size="md" aria-hidden />
          <Stack gap={2}>
            <Text fw={700} size="lg" role="status">
              {t('result.processing.title')}
            </Text>
            <Text size="sm">{t('result.processing.description')}</Text>
          </Stack>
        </Group>
        <Facts entry={entry} />
        <Group gap="sm">
          <LinkButton to="/payment" variant="default">
            {t('result.toWallet')}
          </LinkButton>
        </Group>
      </Stack>
    </Card>
  );
};
