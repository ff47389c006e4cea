import type { SavedCard } from '@contract/payments/stripe.schema';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SimulatedCardForm } from './simulated-card-form';
import { StripeCardForm } from './stripe-card-form';
import { liveStripeKey } from './stripe-client';

/** "Add a card": Stripe Elements in live builds with a key, the simulated form otherwise. */
export const AddCardDialog = ({
  opened,
  canChooseDefault,
  onSaved,
  onClose,
}: {
  opened: boolean;
  canChooseDefault: boolean;
  onSaved: (card: SavedCard) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation('payment-cards');
  const publishableKey = liveStripeKey();
  const props = { canChooseDefault, onSaved, onCancel: onClose };
  return (
    <Modal opened={opened} onClose={onClose} title={t('add.title')} centered size="md">
      {publishableKey ? (
        <StripeCardForm publishableKey={publishableKey} {...props} />
      ) : (
        <SimulatedCardForm {...props} />
      )}
    </Modal>
  );
};
