import { bankRedirectContract } from '@contract/payments/bank-redirect.contract';
import { DutchBankSchema, type DutchBank } from '@contract/payments/bank-redirect.schema';
import { Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import { paymentsApi } from '@/lib/queries/payments';
import { ConfirmAndPay } from '../../flow/confirm-and-pay';
import type { MethodPanelProps } from '../../flow/top-up-order';
import { useTopUpNavigation } from '../../flow/use-top-up-navigation';

/** iDEAL (with the payer's Dutch bank) and Bancontact: the bank's own page authorises the payment. */
export const BankRedirectPanel = ({ order }: MethodPanelProps) => {
  const { t } = useTranslation('add-fund');
  const request = paymentsApi.bankRedirect.requestBankRedirectPayment.useMutation();
  const keys = useIdempotencyKeys();
  const { leave, leaving, refused } = useTopUpNavigation('topUp');
  const [bank, setBank] = useState<DutchBank | null>(null);
  const [bankMissing, setBankMissing] = useState(false);
  const ideal = order.method === 'ideal';

  const pay = async () => {
    const base = { amount: order.amount, tip: order.tip };
    if (ideal && bank === null) {
      setBankMissing(true);
      return;
    }
    const body =
      ideal && bank !== null ? { ...base, method: 'ideal' as const, bank } : { ...base, method: 'bancontact' as const };
    const result = await request
      .mutateAsync(keys.withKey({ body }, bankRedirectContract.requestBankRedirectPayment))
      .catch(() => null);
    if (!result) return;
    await leave(result.body.redirectUrl);
  };

  return (
    <ConfirmAndPay
      order={order}
      note={t('bankRedirect.note')}
      pending={request.isPending || leaving}
      error={request.error ?? refused}
      onPay={() => void pay()}
    >
      {ideal && (
        <Stack gap={4}>
          <Select
            label={t('bankRedirect.bank')}
            placeholder={t('bankRedirect.bankPlaceholder')}
            data={DutchBankSchema.options.map((value) => ({ value, label: t(`bankRedirect.banks.${value}`) }))}
            value={bank}
            onChange={(value) => {
              setBank(value === null ? null : DutchBankSchema.parse(value));
              setBankMissing(false);
            }}
            error={bankMissing ? t('bankRedirect.bankRequired') : undefined}
            searchable
            required
            allowDeselect={false}
          />
        </Stack>
      )}
    </ConfirmAndPay>
  );
};
