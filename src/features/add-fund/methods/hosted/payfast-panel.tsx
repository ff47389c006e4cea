import { payfastContract } from '@contract/payments/payfast.contract';
import { useTranslation } from 'react-i18next';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import { paymentsApi } from '@/lib/queries/payments';
import { ConfirmAndPay } from '../../flow/confirm-and-pay';
import type { MethodPanelProps } from '../../flow/top-up-order';
import { simulatedCheckoutUrl, usesSimulatedCheckout } from '../../flow/use-checkout-redirect';
import { useTopUpNavigation } from '../../flow/use-top-up-navigation';

/** PayFast takes a signed form posted to its process page; the browser leaves with it. */
const postToPayfast = (url: string, fields: Record<string, string>): void => {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = url;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
};

/** PayFast (charged in ZAR at the server's rate): its process page, a simulated one in mock and demo builds. */
export const PayfastPanel = ({ order }: MethodPanelProps) => {
  const { t } = useTranslation('add-fund');
  const request = paymentsApi.payfast.requestPayfastPayment.useMutation();
  const keys = useIdempotencyKeys();
  const { leave, refused } = useTopUpNavigation('topUp');

  const pay = async () => {
    const result = await request
      .mutateAsync(
        keys.withKey({ body: { amount: order.amount, tip: order.tip } }, payfastContract.requestPayfastPayment),
      )
      .catch(() => null);
    if (!result) return;
    if (usesSimulatedCheckout()) await leave(simulatedCheckoutUrl('payfast', result.body.transaction.id));
    else if (new URL(result.body.redirectUrl).protocol === 'https:') {
      postToPayfast(result.body.redirectUrl, result.body.formFields);
    }
  };

  return (
    <ConfirmAndPay
      order={order}
      note={t('payfast.note')}
      // Once the payment is made the browser is leaving (here or by the provider's own redirect), unless refused.
      pending={request.isPending || (request.isSuccess && refused === null)}
      error={request.error ?? refused}
      onPay={() => void pay()}
    />
  );
};
