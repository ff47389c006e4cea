import { SavedCardChooser } from '@/components/payment-card/saved-card-chooser';
import type { MethodPanelProps } from '../../flow/top-up-order';
import { CardPayStep } from './card-pay-step';

/**
 * The card (Stripe-type) payment method of the add-fund page: the saved cards (choose, verify
 * and activate, set default, remove), adding a card, and paying the order with a verified card.
 */
export const CardPanel = ({ order }: MethodPanelProps) => (
  <SavedCardChooser>{(card) => <CardPayStep key={card.paymentMethodId} order={order} card={card} />}</SavedCardChooser>
);
