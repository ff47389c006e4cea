import {
  readTestPaymentMethodId,
  setupIntentOfTestPaymentMethod,
  testPaymentMethodId,
} from '@contract/payments/test-card-id';
import { describe, expect, it } from 'vitest';
import { cardExpiry, cardLabel } from '@/components/payment-card/card-label';
import { cardFormSchema } from '@/components/payment-card/card-form-schema';
import { mockPaymentMethodId } from '@/components/payment-card/card-rules';
import { useMockApi } from '../mocks/mock-api';

/*
 * A card as the seller types it reaches the saved list with its real brand, last four digits and
 * expiry: the simulated form writes them into the test payment method id, the mock reads them back.
 */

const { client, mock, session } = await useMockApi({ scenario: 'verified-seller' });

const NOW = new Date(2026, 10, 26);

const typed = (number: string, expiry: string) => {
  const parsed = cardFormSchema(() => NOW).safeParse({
    number,
    expiry,
    cvc: number.replace(/\D/g, '').startsWith('37') ? '1234' : '123',
    name: 'Nguyen Thi Lan',
    email: 'lan.nguyen@example.com',
  });
  if (!parsed.success) throw new Error(`${number} ${expiry}: ${parsed.error.message}`);
  return parsed.data;
};

describe('the test payment method id', () => {
  it.each([
    ['4242 4242 4242 4242', '08/28', { brand: 'visa', last4: '4242', expMonth: 8, expYear: 2028 }],
    ['5555 5555 5555 4444', '01/31', { brand: 'mastercard', last4: '4444', expMonth: 1, expYear: 2031 }],
    ['2223 0031 2200 3222', '12/27', { brand: 'mastercard', last4: '3222', expMonth: 12, expYear: 2027 }],
    ['3782 822463 10005', '05/29', { brand: 'amex', last4: '0005', expMonth: 5, expYear: 2029 }],
    ['3056 9300 0902 0004', '11/30', { brand: 'diners', last4: '0004', expMonth: 11, expYear: 2030 }],
    ['3566 0020 2036 0505', '03/2032', { brand: 'jcb', last4: '0505', expMonth: 3, expYear: 2032 }],
    ['6011 1111 1111 1117', '06/28', { brand: 'discover', last4: '1117', expMonth: 6, expYear: 2028 }],
    ['6200 0000 0000 0005', '09/29', { brand: 'unionpay', last4: '0005', expMonth: 9, expYear: 2029 }],
  ])('carries %s expiring %s from the form to the mock', (number, expiry, facts) => {
    const id = mockPaymentMethodId(typed(number, expiry), 'seti_1a2b3c');
    expect(id).toMatch(/^pm_[A-Za-z0-9_]+$/);
    expect(readTestPaymentMethodId(id)).toEqual(facts);
    expect(setupIntentOfTestPaymentMethod(id)).toBe('seti_1a2b3c');
  });

  it('writes and reads back the same facts and setup intent', () => {
    const facts = { brand: 'visa', last4: '0002', expMonth: 8, expYear: 2028 };
    expect(testPaymentMethodId(facts)).toBe('pm_card_visa_exp0828_0002');
    expect(readTestPaymentMethodId(testPaymentMethodId(facts))).toEqual(facts);
    expect(setupIntentOfTestPaymentMethod(testPaymentMethodId(facts))).toBeNull();
    expect(testPaymentMethodId(facts, 'seti_9')).toBe('pm_card_visa_exp0828_0002_seti_9');
    expect(readTestPaymentMethodId(testPaymentMethodId(facts, 'seti_9'))).toEqual(facts);
  });

  it("reads Stripe's short test ids with the test card's other facts", () => {
    expect(readTestPaymentMethodId('pm_card_visa')).toEqual({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
    });
    expect(readTestPaymentMethodId('pm_card_mastercard_4444')).toMatchObject({ brand: 'mastercard', last4: '4444' });
    expect(readTestPaymentMethodId('pm_card_amex')).toMatchObject({ brand: 'amex', last4: '0005' });
    // A month that does not exist is not believed: the whole expiry falls back.
    expect(readTestPaymentMethodId('pm_card_visa_exp1328_4242')).toMatchObject({ expMonth: 12, expYear: 2030 });
  });
});

describe('a card saved through the mock', () => {
  it('is listed with the brand, last four and expiry the seller typed', async () => {
    session.token = await mock.signIn();
    const intent = await client.payments.stripe.createSetupIntent();
    if (intent.status !== 201) throw new Error(`createSetupIntent answered ${intent.status}`);
    const paymentMethodId = mockPaymentMethodId(typed('5555 5555 5555 4444', '08/28'), intent.body.setupIntentId);
    const saved = await client.payments.stripe.saveCard({ body: { paymentMethodId } });
    expect(saved.status).toBe(201);
    if (saved.status !== 201) return;
    expect(saved.body).toMatchObject({ brand: 'mastercard', last4: '4444', expMonth: 8, expYear: 2028 });
    expect(cardLabel(saved.body)).toBe('Mastercard •••• 4444');
    expect(cardExpiry(saved.body)).toBe('08/28');
  });
});
