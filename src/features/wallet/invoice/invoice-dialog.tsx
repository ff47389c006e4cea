import { Modal, Skeleton } from '@mantine/core';
import type { BalanceTransaction } from '@contract/transactions/balance-transaction.schema';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const InvoiceForm = lazy(() => import('./invoice-form').then((module) => ({ default: module.InvoiceForm })));

interface InvoiceDialogProps {
  /** Settled top-ups (paid, money credited to the wallet): the invoice says nothing is left to pay. */
  transactions: BalanceTransaction[];
  opened: boolean;
  onClose: () => void;
}

/**
 * Makes an invoice for settled top-ups: the company it is made out to, then a PDF built in the
 * browser in the UI language. Only this frame is in the wallet's chunk: the form comes when the
 * dialog first opens, the PDF engine and its font on the first download.
 */
export const InvoiceDialog = ({ transactions, opened, onClose }: InvoiceDialogProps) => {
  const { t } = useTranslation('invoice');
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('dialog.title')}
      centered
      // While the PDF is made the dialog stays, so a failure is seen.
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
      withCloseButton={!busy}
    >
      {transactions.length > 0 && (
        <Suspense fallback={<Skeleton height={360} aria-hidden />}>
          <InvoiceForm transactions={transactions} busy={busy} onBusyChange={setBusy} onClose={onClose} />
        </Suspense>
      )}
    </Modal>
  );
};
