import type { BalanceTransaction } from '@contract/transactions/balance-transaction.schema';
import { useTranslation } from 'react-i18next';
import { statusLabelKey } from '@/components/status-badge';
import { formatDateTime } from '@/lib/dates';
import { formatUsdCents } from '@/lib/money';
import { formatSignedUsdCents, transactionTypeLabelKey } from './history-format';

/** Shown for a field a move does not have (no method, no transfer code). */
export const NO_VALUE = '—';

/**
 * A balance transaction's fields as text in the reader's language: the table, the drawer and the
 * CSV export all read them from here, so a file says what the screen said.
 */
export const useTransactionFormat = () => {
  const { t, i18n } = useTranslation(['transactions', 'common', 'configuration']);
  const language = i18n.language;
  return {
    type: (transaction: Pick<BalanceTransaction, 'type'>) => t(transactionTypeLabelKey(transaction.type)),
    money: (cents: number) => formatUsdCents(cents, language),
    signedMoney: (cents: number) => formatSignedUsdCents(cents, language),
    date: (iso: string) => formatDateTime(iso, language),
    status: (transaction: Pick<BalanceTransaction, 'status'>) => t(statusLabelKey('paymentStatus', transaction.status)),
    method: (transaction: Pick<BalanceTransaction, 'paymentMethod'>) =>
      transaction.paymentMethod === null ? NO_VALUE : t(`configuration:paymentMethod.${transaction.paymentMethod}`),
  };
};
