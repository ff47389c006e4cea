import { airwallexContract } from '@contract/payments/airwallex.contract';
import type { AirwallexPaymentOptions } from '@contract/payments/airwallex.schema';
import { CurrencySchema, type Currency } from '@contract/common/primitives.schema';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import { paymentsApi } from '@/lib/queries/payments';
import { ConfirmAndPay } from '../../flow/confirm-and-pay';
import type { MethodPanelProps } from '../../flow/top-up-order';
import { simulatedCheckoutUrl, usesSimulatedCheckout } from '../../flow/use-checkout-redirect';
import { useTopUpNavigation } from '../../flow/use-top-up-navigation';

/** Airwallex's hosted payment page, through its SDK (loaded only when a live payment starts). */
const redirectToAirwallex = async (options: AirwallexPaymentOptions): Promise<void> => {
  const { init } = await import('@airwallex/components-sdk');
  const { payments } = await init({ env: options.environment, enabledElements: ['payments'] });
  payments?.redirectToCheckout({
    intent_id: options.paymentId,
    client_secret: options.clientSecret,
    currency: options.currency,
    successUrl: options.successUrl,
    // Cancelling on the provider's page comes back through the failure URL (spec section 3).
    failUrl: options.failUrl,
  });
};

/** Airwallex: the checkout currency, then its hosted page (a simulated one in mock and demo builds). */
export const AirwallexPanel = ({ order }: MethodPanelProps) => {
  const { t } = useTranslation('add-fund');
  const request = paymentsApi.airwallex.requestAirwallexPayment.useMutation();
  const keys = useIdempotencyKeys();
  const { leave, refused } = useTopUpNavigation('topUp');
  const [currency, setCurrency] = useState<Currency>('USD');

  const pay = async () => {
    const result = await request
      .mutateAsync(
        keys.withKey(
          { body: { amount: order.amount, tip: order.tip, currency } },
          airwallexContract.requestAirwallexPayment,
        ),
      )
      .catch(() => null);
    if (!result) return;
    if (usesSimulatedCheckout()) await leave(simulatedCheckoutUrl('airwallex', result.body.transaction.id));
    else await redirectToAirwallex(result.body.options);
  };

  return (
    <ConfirmAndPay
      order={order}
      note={t('airwallex.note')}
      // Once the payment is made the browser is leaving (here or by the provider's own redirect), unless refused.
      pending={request.isPending || (request.isSuccess && refused === null)}
      error={request.error ?? refused}
      onPay={() => void pay()}
    >
      <Stack gap={4}>
        <Text size="sm" fw={600} id="airwallex-currency">
          {t('airwallex.currency')}
        </Text>
        <SegmentedControl
          aria-labelledby="airwallex-currency"
          value={currency}
          onChange={(value) => setCurrency(CurrencySchema.parse(value))}
          data={CurrencySchema.options.map((value) => ({ value, label: value }))}
          w="fit-content"
        />
        {currency !== 'USD' && (
          <Text size="xs" c="dimmed">
            {t('airwallex.localNote')}
          </Text>
        )}
      </Stack>
    </ConfirmAndPay>
  );
};
