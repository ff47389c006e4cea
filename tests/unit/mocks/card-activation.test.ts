import { CARD_VERIFICATION_CREDIT_CENTS, contract } from '@contract';
import { MINUTE_MS } from '@mocks/clock';
import { CARD_ACTIVATION_CODE } from '@mocks/rules/payments/cards';
import { checkLedgerInvariant } from '@mocks/rules/ledger/invariants';
import { VERIFIED_SELLER_BALANCE_CENTS } from '@scenarios/verified-seller';
import { describe, expect, it } from 'vitest';
import { errorOf, expectContract, freshKey, setUpCard, useMockApi } from './mock-api';

/*
 * Spec 8 and 9: "Too many failures, try again in 10 minutes". Five wrong activation codes lock
 * that card's activation for 10 minutes of the mock clock; during the lock even the right code is
 * refused, with the time left.
 */

const { client, mock, session } = await useMockApi({ scenario: 'verified-seller' });

const VISA = 'pm_card_visa';
const MASTERCARD = 'pm_card_mastercard_4444';
const WRONG = '135790';

const balance = () =>
  mock.db.users.findFirst((q) => q.where({ email: mock.scenario.credentials?.email ?? '' }), { strict: true }).balance;

const card = (paymentMethodId: string) =>
  mock.db.cards.findFirst((q) => q.where({ paymentMethodId }), { strict: true });

/** A card set up and saved, charged $0.50, waiting for its code: its payment method id. */
const pendingCard = async (testId: string): Promise<string> => {
  const paymentMethodId = await setUpCard(client, testId);
  await client.payments.stripe.saveCard({ body: { paymentMethodId } });
  const init = await client.payments.stripe.initCardVerification({ body: { paymentMethodId }, headers: freshKey() });
  expect(init).toMatchObject({ status: 200, body: { card: { status: 'Pending' } } });
  return paymentMethodId;
};

const activate = (paymentMethodId: string, activationCode: string) =>
  client.payments.stripe.activateCard({ body: { paymentMethodId, activationCode }, headers: freshKey() });

const wrongCodes = async (paymentMethodId: string, count: number) => {
  const answers = [];
  for (let attempt = 0; attempt < count; attempt += 1) answers.push(await activate(paymentMethodId, WRONG));
  return answers;
};

const wrongCode = { status: 400, body: errorOf('error.invalid_verification_code') };
const lockedFor = (retryAfterSeconds: number) => ({
  status: 429,
  body: {
    code: 'error.too_many_activation_failures',
    messageCode: 'error.too_many_activation_failures',
    retryAfterSeconds,
  },
});

describe('card activation lockout', () => {
  it('takes the right code after four wrong ones, and the count starts again', async () => {
    session.token = await mock.signIn();
    const visa = await pendingCard(VISA);
    for (const answer of await wrongCodes(visa, 4)) expect(answer).toMatchObject(wrongCode);
    expect(card(visa)).toMatchObject({ activationFailures: 4, activationLockedUntil: null });

    const active = await activate(visa, CARD_ACTIVATION_CODE);
    expect(active).toMatchObject({ status: 200, body: { card: { status: 'Verified' } } });
    expect(card(visa)).toMatchObject({ activationFailures: 0, activationLockedUntil: null });
    expect(balance()).toBe(VERIFIED_SELLER_BALANCE_CENTS + CARD_VERIFICATION_CREDIT_CENTS);
  });

  it('locks after the fifth wrong code for 10 minutes of the clock, the right code too, with the time left', async () => {
    session.token = await mock.signIn();
    const visa = await pendingCard(VISA);
    const answers = await wrongCodes(visa, 5);
    for (const answer of answers.slice(0, 4)) expect(answer).toMatchObject(wrongCode);
    const fifth = answers[4];
    if (!fifth) throw new Error('no fifth answer');
    await expectContract(contract.payments.stripe.activateCard, fifth);
    expect(fifth).toMatchObject(lockedFor(600));
    expect(fifth.body).toMatchObject({ message: 'Too many failures, please try again in 10 minutes.' });

    mock.clock.advance(4 * MINUTE_MS + 30_500);
    const right = await activate(visa, CARD_ACTIVATION_CODE);
    await expectContract(contract.payments.stripe.activateCard, right);
    // 5 min 29.5 s left, rounded up to whole seconds.
    expect(right).toMatchObject(lockedFor(330));
    expect(card(visa)).toMatchObject({ status: 'Pending', activationFailures: 5 });
    expect(balance()).toBe(VERIFIED_SELLER_BALANCE_CENTS);

    // A new verification charge does not lift the lock.
    await client.payments.stripe.initCardVerification({ body: { paymentMethodId: visa }, headers: freshKey() });
    expect(await activate(visa, CARD_ACTIVATION_CODE)).toMatchObject({ status: 429 });

    mock.clock.advance(5 * MINUTE_MS + 29_499);
    expect(await activate(visa, CARD_ACTIVATION_CODE)).toMatchObject(lockedFor(1));
    mock.clock.advance(1);
    const after = await activate(visa, CARD_ACTIVATION_CODE);
    expect(after).toMatchObject({ status: 200, body: { card: { status: 'Verified' } } });
    expect(card(visa)).toMatchObject({ activationFailures: 0, activationLockedUntil: null });
    expect(balance()).toBe(VERIFIED_SELLER_BALANCE_CENTS + CARD_VERIFICATION_CREDIT_CENTS);
    expect(checkLedgerInvariant(mock.db)).toEqual([]);
  });

  it('counts again from zero once a lock has run out', async () => {
    session.token = await mock.signIn();
    const visa = await pendingCard(VISA);
    await wrongCodes(visa, 5);
    mock.clock.advance(10 * MINUTE_MS);
    const answers = await wrongCodes(visa, 5);
    for (const answer of answers.slice(0, 4)) expect(answer).toMatchObject(wrongCode);
    expect(answers[4]).toMatchObject(lockedFor(600));
  });

  it("locks one card only: the seller's other card still takes its code", async () => {
    session.token = await mock.signIn();
    const visa = await pendingCard(VISA);
    const mastercard = await pendingCard(MASTERCARD);
    await wrongCodes(visa, 5);
    expect(await activate(mastercard, WRONG)).toMatchObject(wrongCode);
    expect(await activate(mastercard, CARD_ACTIVATION_CODE)).toMatchObject({
      status: 200,
      body: { card: { status: 'Verified' } },
    });
    expect(await activate(visa, CARD_ACTIVATION_CODE)).toMatchObject({ status: 429 });
  });

  it('credits the $0.50 once when the right code is sent twice at once', async () => {
    session.token = await mock.signIn();
    const visa = await pendingCard(VISA);
    const answers = await Promise.all([activate(visa, CARD_ACTIVATION_CODE), activate(visa, CARD_ACTIVATION_CODE)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    expect(balance()).toBe(VERIFIED_SELLER_BALANCE_CENTS + CARD_VERIFICATION_CREDIT_CENTS);
  });
});
