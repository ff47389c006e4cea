import { stripeContract } from '@contract/payments/stripe.contract';
import type { SavedCard } from '@contract/payments/stripe.schema';
import { Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmAndPay } from '../../flow/confirm-and-pay';
import type { TopUpOrder } from '../../flow/top-up-order';
import { useTopUpNavigation } from '../../flow/use-top-up-navigation';
import { CardErrorAlert, StripeFailure } from '@/components/payment-card/card-error-alert';
import { cardLabel } from '@/components/payment-card/card-label';
import { useFulfillCardPayment, useRequestCardPayment } from '@/components/payment-card/card-queries';
import { liveStripeKey, loadStripeClient } from '@/components/payment-card/stripe-client';
import { useIdempotencyKeys } from '@/lib/idempotency-key';

/**
 * The confirm step with a verified card: the exact charge, then one payment. A card that needs
 * 3-D Secure (live builds) is confirmed in Stripe.js and then fulfilled. The result page reads
 * the transaction back from the API.
 */
export const CardPayStep = ({ order, card }: { order: TopUpOrder; card: SavedCard }) => {
  const { t } = useTranslation(['payment-cards', 'errors']);
  const request = useRequestCardPayment();
  const fulfill = useFulfillCardPayment();
  const keys = useIdempotencyKeys();
  const { toResult } = useTopUpNavigation('topUp');
  // A ref, not state: a second click in the same frame must already see the first.
  const paying = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const pay = async () => {
    if (paying.current) return;
    paying.current = true;
    setBusy(true);
    setError(null);
    try {
      let { body: result } = await request.mutateAsync(
        keys.withKey(
          { body: { amount: order.amount, tip: order.tip, paymentMethodId: card.paymentMethodId } },
          stripeContract.requestCardPayment,
        ),
      );
      if (result.requiresAction) {
        const publishableKey = liveStripeKey();
        if (!publishableKey || !result.clientSecret) throw new StripeFailure(t('errors:confirm_payment_failed'));
        const stripe = await loadStripeClient(publishableKey);
        const confirmation = await stripe.confirmCardPayment(result.clientSecret);
        if (confirmation.error) {
          throw new StripeFailure(confirmation.error.message ?? t('errors:confirm_payment_failed'));
        }
        result = (
          await fulfill.mutateAsync(
            keys.withKey({ body: { paymentIntentId: result.paymentIntentId } }, stripeContract.fulfillCardPayment),
          )
        ).body;
      }
      // The button stays busy: the browser is on its way to the result page.
      await toResult(result.transaction);
    } catch (failure) {
      paying.current = false;
      setBusy(false);
      setError(failure);
    }
  };

  return (
    <ConfirmAndPay order={order} pending={busy} error={null} onPay={() => void pay()}>
      <Text size="sm">{t('pay.card', { card: cardLabel(card) })}</Text>
      <CardErrorAlert error={error} failure="top_up_failed" />
    </ConfirmAndPay>
  );
};
