import { CARD_VERIFICATION_CREDIT_CENTS } from '@contract/common/constants';
import { Alert, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '@/components/money';
import type { AddCardFormProps } from './add-card-form-props';
import { StripeCardForm } from './stripe-card-form';
import { liveStripeKey } from './stripe-client';

// Statically null in live builds, so the simulated form is not even bundled there.
const SimulatedCardForm =
  import.meta.env.VITE_API_MODE === 'mock'
    ? lazy(() => import('./simulated-card-form').then(({ SimulatedCardForm: form }) => ({ default: form })))
    : null;

/** Stripe Elements in live builds; the simulated form in mock and demo builds, which have no key. */
const CardForm = (props: AddCardFormProps) => {
  const { t } = useTranslation(['payment-cards', 'errors']);
  const publishableKey = liveStripeKey();
  if (publishableKey) return <StripeCardForm publishableKey={publishableKey} {...props} />;
  // A live build refuses to build without a key, so this is only a misconfigured test.
  if (!SimulatedCardForm) return <Alert color="red">{t('errors:card_unavailable')}</Alert>;
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader aria-label={t('add.title')} />
        </Center>
      }
    >
      <SimulatedCardForm {...props} />
    </Suspense>
  );
};

/** "Add a card": saving it starts its verification charge, which the dialog says first. */
export const AddCardDialog = ({
  opened,
  onClose,
  ...props
}: Omit<AddCardFormProps, 'onCancel'> & { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation('payment-cards');
  const formatMoney = useFormatMoney();
  return (
    <Modal opened={opened} onClose={onClose} title={t('add.title')} centered size="md">
      <Stack gap="sm">
        <Text size="sm">{t('add.verificationNote', { amount: formatMoney(CARD_VERIFICATION_CREDIT_CENTS) })}</Text>
        <CardForm {...props} onCancel={onClose} />
      </Stack>
    </Modal>
  );
};
