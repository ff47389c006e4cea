import type { SavedCard } from '@contract/payments/stripe.schema';

/** What both card forms (Stripe Elements, and the simulated one of mock builds) take. */
export interface AddCardFormProps {
  /** Offer "make default" (the first card is always the default, so it is not asked then). */
  canChooseDefault: boolean;
  /** Runs after the card is saved (the verification charge); the form stays busy until it ends. */
  onSaved: (card: SavedCard) => Promise<void>;
  onCancel: () => void;
}
