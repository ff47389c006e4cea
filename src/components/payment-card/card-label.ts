import type { SavedCard } from '@contract/payments/stripe.schema';

/** Brand names as the card networks write them; names, so the same in every language. */
const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  diners: 'Diners Club',
  unionpay: 'UnionPay',
};

const brandName = (brand: string): string =>
  BRAND_NAMES[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);

/** "Visa •••• 4242": how a card is named everywhere on the screen (and in its buttons' names). */
export const cardLabel = (card: Pick<SavedCard, 'brand' | 'last4'>): string =>
  `${brandName(card.brand)} •••• ${card.last4}`;

/** "12/30". */
export const cardExpiry = (card: Pick<SavedCard, 'expMonth' | 'expYear'>): string =>
  `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;
