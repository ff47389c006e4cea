import type { TopUpCharge } from '@contract/payments/payment-common.schema';
import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money } from './money';

/** What a top-up charges; the rates are left out where the source does not carry them (a posted transaction). */
export type ChargeLines = Pick<TopUpCharge, 'amount' | 'tax' | 'methodFee' | 'tip' | 'total'> &
  Partial<Pick<TopUpCharge, 'taxRateBasisPoints' | 'methodFeeBasisPoints'>>;

const percent = (basisPoints: number, language: string): string =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);

const Line = ({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) => (
  <Group justify="space-between" wrap="nowrap" gap="sm">
    <Text size="sm" fw={strong ? 700 : undefined}>
      {label}
    </Text>
    <Money cents={cents} size="sm" fw={strong ? 700 : 500} />
  </Group>
);

/**
 * The charge of a top-up line by line: amount, tax, method fee, tip, total to pay, and what
 * reaches the wallet. The add-fund page, every payment method and the result page show the
 * same lines, so the seller sees one charge from choosing to paying.
 */
export const TopUpChargeLines = ({ charge, label }: { charge: ChargeLines; label?: string }) => {
  const { t, i18n } = useTranslation('kit');
  const rate = (basisPoints: number | undefined) =>
    basisPoints === undefined ? undefined : percent(basisPoints, i18n.language);
  const taxRate = rate(charge.taxRateBasisPoints);
  const feeRate = rate(charge.methodFeeBasisPoints);
  return (
    <Stack gap={6} role="group" aria-label={label ?? t('charge.title')}>
      <Line label={t('charge.amount')} cents={charge.amount} />
      <Line
        label={taxRate === undefined ? t('charge.taxNoRate') : t('charge.tax', { rate: taxRate })}
        cents={charge.tax}
      />
      {(charge.methodFee > 0 || (charge.methodFeeBasisPoints ?? 0) > 0) && (
        <Line
          label={feeRate === undefined ? t('charge.methodFeeNoRate') : t('charge.methodFee', { rate: feeRate })}
          cents={charge.methodFee}
        />
      )}
      {charge.tip > 0 && <Line label={t('charge.tip')} cents={charge.tip} />}
      <Divider />
      <Line label={t('charge.total')} cents={charge.total} strong />
      <Line label={t('charge.credited')} cents={charge.amount} />
    </Stack>
  );
};

/** The charge a posted top-up carries: every fee on top of the amount counts in the total. */
export const chargeOfTransaction = (transaction: {
  amount: number;
  fee: number;
  methodFee: number;
  serviceCharge: number;
  tax: number;
  tip: number;
}): ChargeLines => ({
  amount: transaction.amount,
  tax: transaction.tax,
  methodFee: transaction.methodFee + transaction.fee + transaction.serviceCharge,
  tip: transaction.tip,
  total:
    transaction.amount +
    transaction.fee +
    transaction.methodFee +
    transaction.serviceCharge +
    transaction.tax +
    transaction.tip,
});
