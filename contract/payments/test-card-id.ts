import type { SavedCard } from './stripe.schema';

/*
 * The payment method ids of mock and demo builds, as Stripe's test ids read:
 * `pm_card_<brand>_exp<MMYY>_<last4>_<setup intent id>`. The simulated card form (and the test
 * stand-in of Stripe.js) writes what the seller typed into it (the number itself never leaves
 * the browser) and the setup intent that produced it; the mock reads the card back from it, as
 * Stripe reports a saved card's brand, last four digits and expiry, and which setup intent
 * attached it (so a card never set up by this seller is refused, issue 41). One set of functions,
 * so the sides cannot drift apart. Stripe's own short ids (`pm_card_visa`,
 * `pm_card_mastercard_4444`) read too, without a setup intent.
 */

/** What a test id carries of a saved card: its brand, last four digits and expiry. */
export type TestCardFacts = Pick<SavedCard, 'brand' | 'last4' | 'expMonth' | 'expYear'>;

const TEST_ID = /^pm_card_([a-z]+)(?:_exp(\d{2})(\d{2}))?(?:_(\d{4}))?(?:_(seti_[A-Za-z0-9]+))?$/;

/** The id Stripe gives the card a setup intent attached (in mock builds: made from the card and that intent). */
export const testPaymentMethodId = (card: TestCardFacts, setupIntentId?: string): string => {
  const month = String(card.expMonth).padStart(2, '0');
  const year = String(card.expYear % 100).padStart(2, '0');
  const id = `pm_card_${card.brand}_exp${month}${year}_${card.last4}`;
  return setupIntentId === undefined ? id : `${id}_${setupIntentId}`;
};

/** The setup intent that attached the card, as Stripe knows it; null for a test id no intent made. */
export const setupIntentOfTestPaymentMethod = (paymentMethodId: string): string | null =>
  TEST_ID.exec(paymentMethodId)?.[5] ?? null;

/** Stripe's test cards where the id does not say: Visa 4242 (Amex 0005), expiring December 2030. */
const DEFAULT_FACTS = { brand: 'visa', last4: '4242', amexLast4: '0005', expMonth: 12, expYear: 2030 } as const;

/** What a test id says about its card; the parts it leaves out are Stripe's test card's. */
export const readTestPaymentMethodId = (paymentMethodId: string): TestCardFacts => {
  const match = TEST_ID.exec(paymentMethodId.toLowerCase());
  const brand = match?.[1] ?? DEFAULT_FACTS.brand;
  const month = match?.[2] === undefined ? null : Number(match[2]);
  const validMonth = month !== null && month >= 1 && month <= 12;
  return {
    brand,
    last4: match?.[4] ?? (brand === 'amex' ? DEFAULT_FACTS.amexLast4 : DEFAULT_FACTS.last4),
    expMonth: validMonth ? month : DEFAULT_FACTS.expMonth,
    expYear: validMonth && match?.[3] !== undefined ? 2000 + Number(match[3]) : DEFAULT_FACTS.expYear,
  };
};
