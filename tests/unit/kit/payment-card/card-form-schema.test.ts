import { ActivateCardBodySchema, SaveCardBodySchema } from '@contract/payments/stripe.schema';
import { describe, expect, it } from 'vitest';
import {
  activationCodeFormSchema,
  cardFormSchema,
  cardMessage,
  emptyCardForm,
  parseCardMessage,
} from '@/components/payment-card/card-form-schema';
import { mockPaymentMethodId } from '@/components/payment-card/card-rules';
import { validationMessage } from '@/lib/validation';

const NOW = new Date(2026, 2, 15);
const schema = cardFormSchema(() => NOW);

const VALID = {
  number: '4242 4242 4242 4242',
  expiry: '04/29',
  cvc: '123',
  name: 'Nguyen Thi Lan',
  email: 'lan.nguyen@example.com',
};

/** The first message of each field, as the form shows it. */
const messagesOf = (values: typeof VALID): Record<string, string> => {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = String(issue.path[0]);
    messages[path] ??= issue.message;
  }
  return messages;
};

describe('card form schema', () => {
  it('gives the card in its parts, and the saved id passes the contract', () => {
    const card = schema.parse(VALID);
    expect(card).toEqual({
      number: '4242424242424242',
      brand: 'visa',
      expMonth: 4,
      expYear: 2029,
      cvc: '123',
      name: 'Nguyen Thi Lan',
      email: 'lan.nguyen@example.com',
    });
    expect(SaveCardBodySchema.safeParse({ paymentMethodId: mockPaymentMethodId(card, 'seti_1a2b') }).success).toBe(
      true,
    );
  });

  it('says what is missing in each empty field', () => {
    expect(messagesOf(emptyCardForm())).toEqual({
      number: validationMessage('cardNumberIncomplete'),
      expiry: validationMessage('cardExpiryIncomplete'),
      cvc: validationMessage('cardCvcIncomplete'),
      name: validationMessage('required'),
      email: validationMessage('required'),
    });
  });

  it('says what is wrong in each filled field', () => {
    expect(
      messagesOf({ number: '4242424242424241', expiry: '02/26', cvc: '1234', name: 'Lan', email: 'lan@' }),
    ).toEqual({
      number: cardMessage('numberInvalid'),
      expiry: cardMessage('expiryPast'),
      cvc: cardMessage('cvcInvalid'),
      email: validationMessage('email'),
    });
    expect(messagesOf({ ...VALID, expiry: '13/29' })).toEqual({ expiry: cardMessage('expiryInvalid') });
  });

  it('asks an Amex card for its 4-digit code', () => {
    expect(messagesOf({ ...VALID, number: '378282246310005', cvc: '123' })).toEqual({
      cvc: validationMessage('cardCvcIncomplete'),
    });
    expect(schema.parse({ ...VALID, number: '3782 822463 10005', cvc: '1234' }).brand).toBe('amex');
  });

  it('reads back its own message keys only', () => {
    expect(parseCardMessage(cardMessage('expiryPast'))).toBe('expiryPast');
    expect(parseCardMessage('payment-cards:somethingElse')).toBeNull();
    expect(parseCardMessage(validationMessage('required'))).toBeNull();
  });
});

describe('activation code form', () => {
  it.each(['246810', 'AB12', 'abcd1234', ' 246810 '])('accepts %j as the contract does', (code) => {
    const parsed = activationCodeFormSchema.parse({ code });
    expect(
      ActivateCardBodySchema.safeParse({ paymentMethodId: 'pm_card_visa', activationCode: parsed.code }).success,
    ).toBe(true);
  });

  it.each([
    ['', validationMessage('required')],
    ['123', cardMessage('codeInvalid')],
    ['123456789', cardMessage('codeInvalid')],
    ['12-34', cardMessage('codeInvalid')],
  ])('refuses %j', (code, message) => {
    const result = activationCodeFormSchema.safeParse({ code });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
