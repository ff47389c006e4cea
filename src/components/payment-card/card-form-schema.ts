import { ActivateCardBodySchema } from '@contract/payments/stripe.schema';
import { z } from 'zod';
import { emailField, NAME_MAX, requiredText, validationMessage as message } from '@/lib/validation';
import {
  cardBrandOf,
  cardNumberDigits,
  cardNumberIssue,
  cvcIssue,
  expiryIssue,
  parseExpiry,
  type CardBrand,
  type CardFieldIssue,
  type ExpiryIssue,
} from './card-rules';

/*
 * The card form's messages: the validation namespace's card texts where it has them, and this
 * screen's own (`payment-cards:form.errors.*`) for the ones it lacks; both are keys, translated
 * when shown (see `useCardFieldError` in add-card-form.tsx).
 */
const CARD_MESSAGE_PREFIX = 'payment-cards:';

const CARD_MESSAGE_KEYS = ['numberInvalid', 'expiryInvalid', 'expiryPast', 'cvcInvalid', 'codeInvalid'] as const;
export type CardFormMessageKey = (typeof CARD_MESSAGE_KEYS)[number];

export const cardMessage = (key: CardFormMessageKey): string => `${CARD_MESSAGE_PREFIX}${key}`;

/** The key of one of this screen's messages, or null for any other text. */
export const parseCardMessage = (text: string): CardFormMessageKey | null => {
  if (!text.startsWith(CARD_MESSAGE_PREFIX)) return null;
  const key = text.slice(CARD_MESSAGE_PREFIX.length);
  return CARD_MESSAGE_KEYS.find((known) => known === key) ?? null;
};

const NUMBER_MESSAGES: Record<CardFieldIssue, string> = {
  incomplete: message('cardNumberIncomplete'),
  invalid: cardMessage('numberInvalid'),
};
const EXPIRY_MESSAGES: Record<ExpiryIssue, string> = {
  incomplete: message('cardExpiryIncomplete'),
  invalid: cardMessage('expiryInvalid'),
  past: cardMessage('expiryPast'),
};
const CVC_MESSAGES: Record<CardFieldIssue, string> = {
  incomplete: message('cardCvcIncomplete'),
  invalid: cardMessage('cvcInvalid'),
};

/** The name and e-mail on the card, which both forms (simulated and Stripe Elements) ask for. */
const cardholderShape = {
  name: requiredText().max(NAME_MAX, message('maxLength', { max: NAME_MAX })),
  email: emailField(),
};

export const cardholderFormSchema = z.object(cardholderShape);

export type CardFormValues = z.input<ReturnType<typeof cardFormSchema>>;

export const emptyCardForm = (): CardFormValues => ({ number: '', expiry: '', cvc: '', name: '', email: '' });

export type CardFormOutput = {
  /** Digits only. */
  number: string;
  brand: CardBrand;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
  email: string;
};

/**
 * The simulated card form (mock and demo builds): every field complete and valid, each with its
 * own message. `now` decides which expiries are past.
 */
export const cardFormSchema = (now: () => Date = () => new Date()) =>
  z
    .object({
      number: z.string(),
      expiry: z.string(),
      cvc: z.string(),
      ...cardholderShape,
    })
    .superRefine((values, ctx) => {
      const numberProblem = cardNumberIssue(values.number);
      if (numberProblem) ctx.addIssue({ code: 'custom', path: ['number'], message: NUMBER_MESSAGES[numberProblem] });
      const expiryProblem = expiryIssue(values.expiry, now());
      if (expiryProblem) ctx.addIssue({ code: 'custom', path: ['expiry'], message: EXPIRY_MESSAGES[expiryProblem] });
      const cvcProblem = cvcIssue(values.cvc, cardBrandOf(cardNumberDigits(values.number)));
      if (cvcProblem) ctx.addIssue({ code: 'custom', path: ['cvc'], message: CVC_MESSAGES[cvcProblem] });
    })
    .transform((values): CardFormOutput => {
      const number = cardNumberDigits(values.number);
      // Only reached once the expiry parsed (superRefine), so the fallback never applies.
      const expiry = parseExpiry(values.expiry) ?? { month: 1, year: 2000 };
      return {
        number,
        brand: cardBrandOf(number),
        expMonth: expiry.month,
        expYear: expiry.year,
        cvc: values.cvc.trim(),
        name: values.name,
        email: values.email,
      };
    });

/** The activation code of a Pending card: the contract's own rule (4 to 8 letters or digits). */
export const activationCodeFormSchema = z.object({
  code: requiredText().refine(
    (code) => ActivateCardBodySchema.shape.activationCode.safeParse(code).success,
    cardMessage('codeInvalid'),
  ),
});
