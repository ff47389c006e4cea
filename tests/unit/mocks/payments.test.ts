import { CARD_VERIFICATION_CREDIT_CENTS, contract, DEFAULT_BUSINESS_SETTINGS } from '@contract';
import { HOUR_MS, MINUTE_MS } from '@mocks/clock';
import { createUser } from '@mocks/factories/user';
import { runRule } from '@mocks/rules/effect-runtime';
import { AmountNotWholeNumber } from '@mocks/rules/ledger/errors';
import type { DomainError } from '@mocks/errors';
import { quoteTopUp } from '@mocks/rules/ledger';
import { checkLedgerInvariant } from '@mocks/rules/ledger/invariants';
import { settlePayment } from '@mocks/rules/payments';
import { LOCAL_BANKS } from '@mocks/rules/payments/local-banks';
import { receiveBankTransfer } from '@mocks/rules/payments/vietqr';
import { TAZAPAY_IN_PROGRESS_AMOUNT_CENTS, TAZAPAY_IN_PROGRESS_BALANCE_CENTS } from '@scenarios/tazapay-in-progress';
import { VERIFIED_SELLER_BALANCE_CENTS } from '@scenarios/verified-seller';
import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { errorOf, expectContract, freshKey, setUpCard, useMockApi } from './mock-api';

const { client, mock, session } = await useMockApi({ scenario: 'verified-seller' });

const signIn = async (scenario?: string) => {
  if (scenario) await mock.reset(scenario);
  session.token = await mock.signIn();
};

const balance = async (): Promise<number> => {
  const me = await client.users.getMe();
  if (me.status !== 200) throw new Error(`getMe answered ${me.status}`);
  return me.body.balance;
};

const entry = (id: string) => mock.db.balanceTransactions.findMany((q) => q.where({ id }));

const expectLedgerHolds = () => expect(checkLedgerInvariant(mock.db)).toEqual([]);

const run = <A>(rule: Effect.Effect<A, DomainError>) => runRule(rule, { clock: mock.clock });

/* ---------- Cards ---------- */

describe('cards', () => {
  const save = async (paymentMethodId: string, makeDefault?: boolean) => {
    const response = await client.payments.stripe.saveCard({ body: { paymentMethodId, makeDefault } });
    await expectContract(contract.payments.stripe.saveCard, response);
    expect(response.status).toBe(201);
    return response;
  };

  const verify = async (paymentMethodId: string) => {
    const init = await client.payments.stripe.initCardVerification({ body: { paymentMethodId }, headers: freshKey() });
    await expectContract(contract.payments.stripe.initCardVerification, init);
    expect(init).toMatchObject({ status: 200, body: { card: { status: 'Pending' }, chargeAmount: 50 } });
    const active = await client.payments.stripe.activateCard({
      body: { paymentMethodId, activationCode: '246810' },
      headers: freshKey(),
    });
    await expectContract(contract.payments.stripe.activateCard, active);
    expect(active).toMatchObject({ status: 200, body: { card: { status: 'Verified' } } });
    return active;
  };

  it('saves cards with a single default, which PATCH moves and removal hands on', async () => {
    await signIn();
    const intent = await client.payments.stripe.createSetupIntent();
    await expectContract(contract.payments.stripe.createSetupIntent, intent);

    const visa = await setUpCard(client, 'pm_card_visa');
    const mastercard = await setUpCard(client, 'pm_card_mastercard_4444');
    expect((await save(visa)).body).toMatchObject({ isDefault: true, status: 'Active', last4: '4242' });
    expect((await save(mastercard, true)).body).toMatchObject({ isDefault: true, brand: 'mastercard' });

    const list = await client.payments.stripe.listCards();
    await expectContract(contract.payments.stripe.listCards, list);
    if (list.status !== 200) throw new Error('list failed');
    expect(list.body.filter((card) => card.isDefault).map((card) => card.paymentMethodId)).toEqual([mastercard]);

    const patched = await client.payments.stripe.setDefaultCard({ params: { id: visa }, body: { isDefault: true } });
    await expectContract(contract.payments.stripe.setDefaultCard, patched);
    if (patched.status !== 200) throw new Error('patch failed');
    expect(patched.body.filter((card) => card.isDefault).map((card) => card.paymentMethodId)).toEqual([visa]);

    const removed = await client.payments.stripe.removeCard({ params: { id: visa } });
    await expectContract(contract.payments.stripe.removeCard, removed);
    expect(removed.body).toEqual([expect.objectContaining({ paymentMethodId: mastercard, isDefault: true })]);

    const missing = await client.payments.stripe.removeCard({ params: { id: visa } });
    expect(missing).toMatchObject({ status: 404, body: errorOf('error.not_found') });
  });

  it('saves only a card one of the seller’s own setup intents attached (issue 41)', async () => {
    await signIn();
    await mock.db.users.create(createUser({ id: 'usr_other', email: 'other@example.com', referralCode: 'OTHER01' }));
    const mine = await setUpCard(client, 'pm_card_visa');
    await save(mine);
    // Saving it again is the same card.
    expect((await save(mine)).body).toMatchObject({ paymentMethodId: mine });

    const refused = { status: 422, body: errorOf('error.save_card_failed') };
    const attempt = async (paymentMethodId: string) => {
      const answer = await client.payments.stripe.saveCard({ body: { paymentMethodId } });
      await expectContract(contract.payments.stripe.saveCard, answer);
      return answer;
    };
    // Never set up: Stripe's short test ids, an id naming no setup intent, and an intent nobody made.
    for (const paymentMethodId of [
      'pm_card_visa',
      'pm_card_mastercard_4444',
      'pm_card_visa_seti_madeup01',
      'pm_1Abc',
    ]) {
      expect(await attempt(paymentMethodId)).toMatchObject(refused);
    }
    // One setup intent attaches one card: another card naming the same intent is refused.
    const [, setupIntentId] = /_(seti_[A-Za-z0-9]+)$/.exec(mine) ?? [];
    expect(await attempt(`pm_card_mastercard_4444_${setupIntentId}`)).toMatchObject(refused);

    // Another seller can save neither this seller's card nor a card from this seller's setup intent.
    session.token = await mock.signIn('other@example.com');
    expect(await attempt(mine)).toMatchObject(refused);
    expect(await attempt(`pm_card_amex_${setupIntentId}`)).toMatchObject(refused);
    expect((await client.payments.stripe.listCards()).body).toEqual([]);
    // Their own setup intent works.
    expect((await save(await setUpCard(client, 'pm_card_visa'))).body).toMatchObject({ last4: '4242' });

    await signIn();
    expect((await client.payments.stripe.listCards()).body).toEqual([
      expect.objectContaining({ paymentMethodId: mine, isDefault: true }),
    ]);
  });

  it('activates a card with its code and credits $0.50 through the ledger', async () => {
    await signIn();
    const visa = await setUpCard(client, 'pm_card_visa');
    await save(visa);
    await client.payments.stripe.initCardVerification({ body: { paymentMethodId: visa }, headers: freshKey() });

    const wrong = await client.payments.stripe.activateCard({
      body: { paymentMethodId: visa, activationCode: '135790' },
      headers: freshKey(),
    });
    await expectContract(contract.payments.stripe.activateCard, wrong);
    expect(wrong).toMatchObject({ status: 400, body: errorOf('error.invalid_verification_code') });
    expect(await balance()).toBe(VERIFIED_SELLER_BALANCE_CENTS);

    const active = await client.payments.stripe.activateCard({
      body: { paymentMethodId: visa, activationCode: '246810' },
      headers: freshKey(),
    });
    expect(active).toMatchObject({
      status: 200,
      body: {
        card: { status: 'Verified' },
        transaction: { amount: CARD_VERIFICATION_CREDIT_CENTS, status: 'PAID', paymentMethod: 'creditCard' },
      },
    });
    expect(await balance()).toBe(VERIFIED_SELLER_BALANCE_CENTS + CARD_VERIFICATION_CREDIT_CENTS);
    expectLedgerHolds();

    // Once Verified, neither verification step applies again.
    const again = await client.payments.stripe.initCardVerification({
      body: { paymentMethodId: visa },
      headers: freshKey(),
    });
    expect(again).toMatchObject({ status: 422, body: errorOf('error.card_unavailable') });
  });

  it('tops up at once with a Verified card and refuses unverified or declined cards', async () => {
    await signIn();
    const visa = await setUpCard(client, 'pm_card_visa');
    await save(visa);
    const unverified = await client.payments.stripe.requestCardPayment({
      body: { paymentMethodId: visa, amount: 10_000 },
      headers: freshKey(),
    });
    expect(unverified).toMatchObject({ status: 422, body: errorOf('error.card_unavailable') });

    await verify(visa);
    const paid = await client.payments.stripe.requestCardPayment({
      body: { paymentMethodId: visa, amount: 10_000, tip: 500 },
      headers: freshKey(),
    });
    await expectContract(contract.payments.stripe.requestCardPayment, paid);
    expect(paid).toMatchObject({
      status: 201,
      body: { status: 'paid', charge: { amount: 10_000, tax: 600, tip: 500, total: 11_100 }, requiresAction: false },
    });
    expect(await balance()).toBe(VERIFIED_SELLER_BALANCE_CENTS + 50 + 10_000);
    expectLedgerHolds();
    if (paid.status !== 201) throw new Error('paid failed');
    const fulfilled = await client.payments.stripe.fulfillCardPayment({
      body: { paymentIntentId: paid.body.paymentIntentId },
      headers: freshKey(),
    });
    await expectContract(contract.payments.stripe.fulfillCardPayment, fulfilled);
    expect(fulfilled.body).toMatchObject({ status: 'paid', transaction: { id: paid.body.transaction.id } });

    const declining = await setUpCard(client, 'pm_card_visa_0002');
    await save(declining);
    await verify(declining);
    const declined = await client.payments.stripe.requestCardPayment({
      body: { paymentMethodId: declining, amount: 10_000 },
      headers: freshKey(),
    });
    await expectContract(contract.payments.stripe.requestCardPayment, declined);
    expect(declined).toMatchObject({ status: 422, body: errorOf('error.card_insufficient_funds') });

    const tooSmall = await client.payments.stripe.requestCardPayment({
      body: { paymentMethodId: visa, amount: DEFAULT_BUSINESS_SETTINGS.minTopUpCents - 1 },
      headers: freshKey(),
    });
    expect(tooSmall).toMatchObject({ status: 400, body: errorOf('error.amount_invalid') });
    expect(await balance()).toBe(VERIFIED_SELLER_BALANCE_CENTS + 100 + 10_000);
    expectLedgerHolds();
  });

  it('lists the card provider payment method types', async () => {
    await signIn();
    const types = await client.payments.stripe.listPaymentMethodTypes();
    await expectContract(contract.payments.stripe.listPaymentMethodTypes, types);
    expect(types.body).toHaveLength(3);
  });
});

/* ---------- Tazapay and settling ---------- */

describe('Tazapay', () => {
  it('seeds a payment in progress that can be continued', async () => {
    await signIn('tazapay-in-progress');
    const pending = await client.payments.tazapay.getPendingTazapayPayment();
    await expectContract(contract.payments.tazapay.getPendingTazapayPayment, pending);
    expect(pending).toMatchObject({
      status: 200,
      body: {
        pending: {
          method: 'card',
          charge: { amount: 50_000, tax: 3_000, methodFee: 1_500, total: 54_500 },
          transaction: { status: 'PROCESSING', balanceAfter: null, paymentMethod: 'tazapay' },
        },
      },
    });
    if (pending.status !== 200 || !pending.body.pending) throw new Error('no pending payment');
    expect(new URL(pending.body.pending.continueUrl).pathname).toBe('/payment/checkout-simulated');
    expect(await balance()).toBe(TAZAPAY_IN_PROGRESS_BALANCE_CENTS);
    expectLedgerHolds();
  });

  it('refuses a second payment unless it replaces the one in progress', async () => {
    await signIn('tazapay-in-progress');
    const before = await client.payments.tazapay.getPendingTazapayPayment();
    if (before.status !== 200 || !before.body.pending) throw new Error('no pending payment');
    const oldId = before.body.pending.transactionId;

    const refused = await client.payments.tazapay.requestTazapayPayment({
      body: { amount: 20_000, method: 'local_method' },
      headers: freshKey(),
    });
    await expectContract(contract.payments.tazapay.requestTazapayPayment, refused);
    expect(refused).toMatchObject({ status: 409, body: errorOf('error.payment_in_progress') });

    const replaced = await client.payments.tazapay.requestTazapayPayment({
      body: { amount: 20_000, method: 'local_method', replaceInProgress: true },
      headers: freshKey(),
    });
    await expectContract(contract.payments.tazapay.requestTazapayPayment, replaced);
    expect(replaced).toMatchObject({
      status: 201,
      body: {
        method: 'local_method',
        charge: { amount: 20_000, tax: 1_200, methodFee: 360, total: 21_560 },
        transaction: { status: 'PROCESSING' },
      },
    });
    if (replaced.status !== 201) throw new Error('replace failed');
    expect(new URL(replaced.body.data.url).pathname).toBe('/payment/checkout-simulated');
    expect(entry(oldId)).toEqual([expect.objectContaining({ status: 'CANCELED' })]);

    const after = await client.payments.tazapay.getPendingTazapayPayment();
    expect(after.body).toMatchObject({ pending: { transactionId: replaced.body.transaction.id } });
    expect(await balance()).toBe(TAZAPAY_IN_PROGRESS_BALANCE_CENTS);
    expectLedgerHolds();
  });

  it('settlePayment credits a paid payment once and moves no money on rejection', async () => {
    await signIn('tazapay-in-progress');
    const pending = await client.payments.tazapay.getPendingTazapayPayment();
    if (pending.status !== 200 || !pending.body.pending) throw new Error('no pending payment');
    const id = pending.body.pending.transactionId;

    mock.clock.advance(10 * MINUTE_MS);
    const settled = await run(settlePayment(mock.db, id, 'paid'));
    expect(settled).toMatchObject({ id, status: 'PAID', amount: TAZAPAY_IN_PROGRESS_AMOUNT_CENTS, methodFee: 1_500 });
    expect(entry(id)).toHaveLength(1);
    expect(await balance()).toBe(TAZAPAY_IN_PROGRESS_BALANCE_CENTS + TAZAPAY_IN_PROGRESS_AMOUNT_CENTS);
    expectLedgerHolds();
    expect((await client.payments.tazapay.getPendingTazapayPayment()).body).toEqual({ pending: null });

    await expect(run(settlePayment(mock.db, id, 'paid'))).rejects.toMatchObject({ code: 'error.transaction_failed' });

    const other = await client.payments.tazapay.requestTazapayPayment({
      body: { amount: 10_000, method: 'card' },
      headers: freshKey(),
    });
    if (other.status !== 201) throw new Error('request failed');
    const rejected = await run(settlePayment(mock.db, other.body.transaction.id, 'rejected'));
    expect(rejected).toMatchObject({ status: 'REJECTED', balanceAfter: null });
    expect(await balance()).toBe(TAZAPAY_IN_PROGRESS_BALANCE_CENTS + TAZAPAY_IN_PROGRESS_AMOUNT_CENTS);
    expectLedgerHolds();
  });
});

/* ---------- Other hosted checkouts ---------- */

describe('hosted checkouts', () => {
  it('LianLian, Airwallex, PayFast, iDEAL and Bancontact record a processing payment', async () => {
    await signIn();
    const lianlian = await client.payments.lianlian.requestLianlianPayment({
      body: { amount: 10_000 },
      headers: freshKey(),
    });
    await expectContract(contract.payments.lianlian.requestLianlianPayment, lianlian);
    if (lianlian.status !== 201) throw new Error('lianlian failed');
    expect(new URL(lianlian.body.payload.lianlianPayload.requestPaymentUrl).pathname).toBe(
      '/payment/checkout-simulated',
    );
    const pending = await client.payments.lianlian.getPendingLianlianPayment();
    await expectContract(contract.payments.lianlian.getPendingLianlianPayment, pending);
    expect(pending.body).toMatchObject({ pending: { transactionId: lianlian.body.transaction.id } });

    const airwallex = await client.payments.airwallex.requestAirwallexPayment({
      body: { amount: 10_000, currency: 'VND' },
      headers: freshKey(),
    });
    await expectContract(contract.payments.airwallex.requestAirwallexPayment, airwallex);
    expect(airwallex).toMatchObject({
      status: 201,
      body: {
        options: { currency: 'VND', environment: 'demo', mode: 'payment' },
        localCharge: { amount: 10_600 * 254.5, currency: 'VND', exchangeRate: '25450' },
        transaction: { status: 'PROCESSING', paymentMethod: 'airwallex' },
      },
    });

    const payfast = await client.payments.payfast.requestPayfastPayment({
      body: { amount: 10_000 },
      headers: freshKey(),
    });
    await expectContract(contract.payments.payfast.requestPayfastPayment, payfast);
    expect(payfast).toMatchObject({
      status: 201,
      body: {
        formMethod: 'POST',
        localCharge: { currency: 'ZAR', amount: 196_100 },
        formFields: { amount: '1961.00' },
      },
    });

    const ideal = await client.payments.bankRedirect.requestBankRedirectPayment({
      body: { method: 'ideal', bank: 'ing', amount: 10_000 },
      headers: freshKey(),
    });
    await expectContract(contract.payments.bankRedirect.requestBankRedirectPayment, ideal);
    expect(ideal).toMatchObject({
      status: 201,
      body: {
        method: 'ideal',
        localCharge: { currency: 'EUR', amount: 9_752 },
        transaction: { paymentMethod: 'ideal' },
      },
    });
    const bancontact = await client.payments.bankRedirect.requestBankRedirectPayment({
      body: { method: 'bancontact', amount: 10_000 },
      headers: freshKey(),
    });
    expect(bancontact).toMatchObject({ status: 201, body: { transaction: { paymentMethod: 'bancontact' } } });

    expect(await balance()).toBe(VERIFIED_SELLER_BALANCE_CENTS);
    expectLedgerHolds();
  });
});

/* ---------- USDT ---------- */

const HASH = `0x${'ab'.repeat(30)}8000`;
const FROM = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

describe('USDT', () => {
  it('confirms 4–8 hours after the hash is submitted, on the clock', async () => {
    await signIn();
    const requested = await client.payments.token.requestTokenPayment({
      body: { amount: 10_000, network: 'TRC20' },
      headers: freshKey(),
    });
    await expectContract(contract.payments.token.requestTokenPayment, requested);
    if (requested.status !== 201) throw new Error('request failed');
    expect(requested.body).toMatchObject({
      detection: 'manual',
      amountToSend: 10_600,
      transaction: { status: 'UNPAID' },
      transactionHash: null,
    });
    const id = requested.body.transactionId;

    const fulfilled = await client.payments.token.fulfillTokenPayment({
      params: { id },
      body: { transactionHash: HASH, fromAddress: FROM },
      headers: freshKey(),
    });
    await expectContract(contract.payments.token.fulfillTokenPayment, fulfilled);
    expect(fulfilled).toMatchObject({ status: 200, body: { transaction: { status: 'PROCESSING' }, confirmations: 0 } });

    const mining = await client.payments.token.listMiningTransactions();
    await expectContract(contract.payments.token.listMiningTransactions, mining);
    expect(mining.body).toEqual([expect.objectContaining({ transactionId: id })]);

    // The hash ends in 8000: half-way between 4 and 8 hours, so 6 hours.
    mock.clock.advance(6 * HOUR_MS - 1);
    const early = await client.payments.token.verifyTokenPayment({ params: { id } });
    await expectContract(contract.payments.token.verifyTokenPayment, early);
    expect(early).toMatchObject({
      status: 200,
      body: { status: 'PROCESSING', reason: 'Waiting for block confirmations' },
    });
    expect(await balance()).toBe(VERIFIED_SELLER_BALANCE_CENTS);

    mock.clock.advance(1);
    const confirmed = await client.payments.token.verifyTokenPayment({ params: { id } });
    expect(confirmed).toMatchObject({ status: 200, body: { status: 'PAID', confirmations: 19, reason: null } });
    expect(await balance()).toBe(VERIFIED_SELLER_BALANCE_CENTS + 10_000);
    expect((await client.payments.token.listMiningTransactions()).body).toEqual([]);
    expectLedgerHolds();
  });

  it('refuses a reused hash (409), an expired address and a second report', async () => {
    await signIn();
    const first = await client.payments.token.requestTokenPayment({
      body: { amount: 10_000, network: 'ERC20' },
      headers: freshKey(),
    });
    const second = await client.payments.token.requestTokenPayment({
      body: { amount: 10_000, network: 'ERC20' },
      headers: freshKey(),
    });
    if (first.status !== 201 || second.status !== 201) throw new Error('request failed');
    const body = { transactionHash: HASH, fromAddress: `0x${'1'.repeat(40)}` };
    await client.payments.token.fulfillTokenPayment({
      params: { id: first.body.transactionId },
      body,
      headers: freshKey(),
    });

    const again = await client.payments.token.fulfillTokenPayment({
      params: { id: first.body.transactionId },
      body,
      headers: freshKey(),
    });
    expect(again).toMatchObject({ status: 422, body: errorOf('error.transaction_failed') });
    const reused = await client.payments.token.fulfillTokenPayment({
      params: { id: second.body.transactionId },
      body,
      headers: freshKey(),
    });
    expect(reused).toMatchObject({ status: 409, body: errorOf('error.reference_already_used') });

    mock.clock.advance(61 * MINUTE_MS);
    const expired = await client.payments.token.fulfillTokenPayment({
      params: { id: second.body.transactionId },
      body: { ...body, transactionHash: `0x${'cd'.repeat(32)}` },
      headers: freshKey(),
    });
    expect(expired).toMatchObject({ status: 422, body: errorOf('error.transaction_failed') });
  });

  it('records USDC as USDC, on the networks it is issued on only', async () => {
    await signIn();
    const usdc = await client.payments.token.requestTokenPayment({
      body: { amount: 10_000, token: 'USDC', network: 'ERC20' },
      headers: freshKey(),
    });
    await expectContract(contract.payments.token.requestTokenPayment, usdc);
    expect(usdc).toMatchObject({ status: 201, body: { transaction: { paymentMethod: 'USDC' } } });
    const usdt = await client.payments.token.requestTokenPayment({
      body: { amount: 10_000, network: 'ERC20' },
      headers: freshKey(),
    });
    expect(usdt).toMatchObject({ status: 201, body: { transaction: { paymentMethod: 'USDT' } } });
    const onTron = await client.payments.token.requestTokenPayment({
      body: { amount: 10_000, token: 'USDC', network: 'TRC20' },
      headers: freshKey(),
    });
    expect(onTron.status).toBe(400);
  });

  it('auto detection adds unique cents and waits for the transfer', async () => {
    await signIn();
    const auto = await client.payments.token.requestAutoTokenPayment({
      body: { amount: 10_000, network: 'BEP20' },
      headers: freshKey(),
    });
    await expectContract(contract.payments.token.requestAutoTokenPayment, auto);
    if (auto.status !== 201) throw new Error('request failed');
    expect(auto.body.detection).toBe('auto');
    expect(auto.body.amountToSend).toBeGreaterThan(auto.body.charge.total);
    expect(auto.body.amountToSend).toBeLessThan(auto.body.charge.total + 100);
    const verify = await client.payments.token.verifyTokenPayment({ params: { id: auto.body.transactionId } });
    expect(verify.body).toMatchObject({ status: 'UNPAID', reason: 'No matching transfer detected yet' });
  });
});

/* ---------- VietQR and local banks ---------- */

describe('VietQR', () => {
  it('takes whole dollars only', async () => {
    await signIn();
    const cents = await client.payments.vietqr.requestVietqrPayment({
      body: { amount: 10_050, bank: '970436' },
      headers: freshKey(),
    });
    await expectContract(contract.payments.vietqr.requestVietqrPayment, cents);
    // The contract's own schema refuses cents before the rule runs …
    expect(cents).toMatchObject({ status: 400, body: { issues: [expect.objectContaining({ path: 'body.amount' })] } });
    // … and the ledger's rule refuses them too, for callers that skip the schema.
    const failure = Effect.runSync(
      Effect.flip(quoteTopUp({ method: 'localBank', amount: 10_050, at: mock.clock.now(), minTopUpCents: 5_000 })),
    );
    expect(failure).toBeInstanceOf(AmountNotWholeNumber);

    const unknownBank = await client.payments.vietqr.requestVietqrPayment({
      body: { amount: 10_000, bank: '123456' },
      headers: freshKey(),
    });
    expect(unknownBank).toMatchObject({ status: 400, body: errorOf('error.validation') });
  });

  it('matches a transfer by its current code only, and credits it', async () => {
    await signIn();
    const requested = await client.payments.vietqr.requestVietqrPayment({
      body: { amount: 10_000, bank: '970418' },
      headers: freshKey(),
    });
    await expectContract(contract.payments.vietqr.requestVietqrPayment, requested);
    if (requested.status !== 201) throw new Error('request failed');
    expect(requested.body).toMatchObject({
      transferAmount: { amount: 10_600 * 254.5, currency: 'VND' },
      codeRefreshedAt: null,
      transaction: { status: 'UNPAID', paymentMethod: 'localBank' },
    });
    expect(requested.body.qrContent).toContain(requested.body.transferContent);
    const id = requested.body.transactionId;
    const oldCode = requested.body.transferContent;

    mock.clock.advance(5 * MINUTE_MS);
    const refreshed = await client.payments.vietqr.refreshVietqrTransferCode({ params: { id } });
    await expectContract(contract.payments.vietqr.refreshVietqrTransferCode, refreshed);
    if (refreshed.status !== 200) throw new Error('refresh failed');
    expect(refreshed.body.transferContent).not.toBe(oldCode);
    expect(refreshed.body.codeRefreshedAt).not.toBeNull();

    await expect(run(receiveBankTransfer(mock.db, oldCode))).rejects.toMatchObject({ code: 'error.not_found' });
    expect(await balance()).toBe(VERIFIED_SELLER_BALANCE_CENTS);

    const none = await client.payments.localBank.getRecentLocalBankNotification({ query: {} });
    expect(none.body).toEqual({ notification: null });

    await run(receiveBankTransfer(mock.db, refreshed.body.transferContent));
    expect(await balance()).toBe(VERIFIED_SELLER_BALANCE_CENTS + 10_000);
    expectLedgerHolds();

    const status = await client.payments.vietqr.getVietqrPayment({ params: { id } });
    await expectContract(contract.payments.vietqr.getVietqrPayment, status);
    expect(status.body).toMatchObject({
      transaction: { status: 'PAID', transferCode: refreshed.body.transferContent },
    });

    const notice = await client.payments.localBank.getRecentLocalBankNotification({ query: {} });
    await expectContract(contract.payments.localBank.getRecentLocalBankNotification, notice);
    expect(notice.body).toMatchObject({
      notification: { transactionId: id, bankCode: 'BIDV', creditedAmount: 10_000 },
    });

    const lateCancel = await client.payments.vietqr.cancelVietqrPayment({ params: { id } });
    expect(lateCancel).toMatchObject({ status: 422, body: errorOf('error.transaction_failed') });
  });

  it('cancels an unpaid payment without moving money', async () => {
    await signIn();
    const requested = await client.payments.vietqr.requestVietqrPayment({
      body: { amount: 10_000, bank: '970436' },
      headers: freshKey(),
    });
    if (requested.status !== 201) throw new Error('request failed');
    const canceled = await client.payments.vietqr.cancelVietqrPayment({
      params: { id: requested.body.transactionId },
    });
    await expectContract(contract.payments.vietqr.cancelVietqrPayment, canceled);
    expect(canceled.body).toMatchObject({ transaction: { status: 'CANCELED' } });
    await expect(run(receiveBankTransfer(mock.db, requested.body.transferContent))).rejects.toMatchObject({
      code: 'error.not_found',
    });
    expect(await balance()).toBe(VERIFIED_SELLER_BALANCE_CENTS);
    expectLedgerHolds();
  });

  it('lists Vietnamese banks with unique BINs and codes', async () => {
    await signIn();
    const banks = await client.payments.localBank.listLocalBanks();
    await expectContract(contract.payments.localBank.listLocalBanks, banks);
    expect(LOCAL_BANKS.length).toBeGreaterThanOrEqual(15);
    expect(new Set(LOCAL_BANKS.map((bank) => bank.bin)).size).toBe(LOCAL_BANKS.length);
    expect(new Set(LOCAL_BANKS.map((bank) => bank.code)).size).toBe(LOCAL_BANKS.length);
  });
});

/* ---------- Payoneer ---------- */

describe('Payoneer', () => {
  const connect = async () => {
    const started = await client.payments.payoneer.connectPayoneer();
    await expectContract(contract.payments.payoneer.connectPayoneer, started);
    if (started.status !== 200) throw new Error('connect failed');
    const state = new URL(started.body.clientRedirectUrl).searchParams.get('state') ?? '';
    const callback = await client.payments.payoneer.handlePayoneerConnectCallback({
      query: { code: 'mock-payoneer-code', state },
    });
    await expectContract(contract.payments.payoneer.handlePayoneerConnectCallback, callback);
    if (callback.status !== 200) throw new Error('callback failed');
    return callback.body;
  };

  it('connects, pays from a balance, asks a challenge above $1,000 and disconnects', async () => {
    await signIn();
    const before = await client.payments.payoneer.getPayoneerBalances();
    await expectContract(contract.payments.payoneer.getPayoneerBalances, before);
    expect(before.body).toMatchObject({ connected: false, currentAccounts: [] });
    const notConnected = await client.payments.payoneer.requestPayoneerPayment({
      body: { amount: 10_000, balanceId: 'pbal_none' },
      headers: freshKey(),
    });
    expect(notConnected).toMatchObject({ status: 422, body: errorOf('error.transaction_failed') });

    const account = await connect();
    expect(account).toMatchObject({ connected: true, clientRedirectUrl: null });
    const usd = account.currentAccounts.find((balance) => balance.currency === 'USD');
    if (!usd) throw new Error('no USD balance');

    const tooMuch = await client.payments.payoneer.requestPayoneerPayment({
      body: { amount: 300_000, balanceId: usd.id },
      headers: freshKey(),
    });
    await expectContract(contract.payments.payoneer.requestPayoneerPayment, tooMuch);
    expect(tooMuch).toMatchObject({ status: 422, body: errorOf('error.payoneer_insufficient_funds') });

    const small = await client.payments.payoneer.requestPayoneerPayment({
      body: { amount: 10_000, balanceId: usd.id },
      headers: freshKey(),
    });
    await expectContract(contract.payments.payoneer.requestPayoneerPayment, small);
    if (small.status !== 201) throw new Error('request failed');
    expect(small.body).toMatchObject({ status: 'unpaid', nextAction: 'confirm' });
    const confirmed = await client.payments.payoneer.confirmPayoneerPayment({
      params: { id: small.body.transactionId },
      headers: freshKey(),
    });
    await expectContract(contract.payments.payoneer.confirmPayoneerPayment, confirmed);
    expect(confirmed.body).toMatchObject({ status: 'paid', nextAction: 'none' });
    expect(await balance()).toBe(VERIFIED_SELLER_BALANCE_CENTS + 10_000);

    const large = await client.payments.payoneer.requestPayoneerPayment({
      body: { amount: 100_000, balanceId: usd.id },
      headers: freshKey(),
    });
    if (large.status !== 201) throw new Error('request failed');
    const challenged = await client.payments.payoneer.confirmPayoneerPayment({
      params: { id: large.body.transactionId },
      headers: freshKey(),
    });
    expect(challenged.body).toMatchObject({ status: 'processing', nextAction: 'challenge' });
    const done = await client.payments.payoneer.handlePayoneerChallengeCallback({
      params: { id: large.body.transactionId },
      query: { type: 'otp', session_id: 'pses_1', response_path: '/v4/challenges/1/response' },
    });
    await expectContract(contract.payments.payoneer.handlePayoneerChallengeCallback, done);
    expect(done.body).toMatchObject({ status: 'paid', nextAction: 'none' });
    expect(await balance()).toBe(VERIFIED_SELLER_BALANCE_CENTS + 110_000);
    expectLedgerHolds();

    const after = await client.payments.payoneer.getPayoneerBalances();
    expect(after.body).toMatchObject({
      currentAccounts: expect.arrayContaining([{ id: usd.id, currency: 'USD', available: 250_000 - 10_600 - 106_000 }]),
      request: null,
    });

    // A browser landing on the callback itself is sent back to the Payoneer pay step.
    const again = await client.payments.payoneer.connectPayoneer();
    if (again.status !== 200) throw new Error('connect failed');
    const landing = await fetch(
      `http://localhost/api/billings/payoneer/connect-callback${new URL(again.body.clientRedirectUrl).search}`,
      { headers: { Accept: 'text/html' }, redirect: 'manual' },
    );
    expect(landing.status).toBe(302);
    expect(landing.headers.get('Location')).toBe('/payment/add-fund?method=payoneer&step=pay');

    // A browser back from the challenge lands on the payment's result page.
    const challengedAgain = await client.payments.payoneer.requestPayoneerPayment({
      body: { amount: 100_000, balanceId: usd.id },
      headers: freshKey(),
    });
    if (challengedAgain.status !== 201) throw new Error('request failed');
    const id = challengedAgain.body.transactionId;
    await client.payments.payoneer.confirmPayoneerPayment({ params: { id }, headers: freshKey() });
    const back = await fetch(
      `http://localhost/api/payoneer-payment/transactions/${id}/challenge/callback?type=otp&session_id=pses_2&response_path=/v4/challenges/2/response`,
      {
        headers: { Accept: 'text/html' },
        redirect: 'manual',
      },
    );
    expect(back.status).toBe(302);
    expect(back.headers.get('Location')).toBe(`/payment/success?transactionId=${id}`);
    expect(await balance()).toBe(VERIFIED_SELLER_BALANCE_CENTS + 210_000);

    const disconnected = await client.payments.payoneer.disconnectPayoneer();
    await expectContract(contract.payments.payoneer.disconnectPayoneer, disconnected);
    expect(disconnected.body).toMatchObject({ connected: false, currentAccounts: [] });
  });
});
