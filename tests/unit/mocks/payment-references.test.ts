import { contract } from '@contract';
import { HOUR_MS } from '@mocks/clock';
import { createUser } from '@mocks/factories/user';
import { runRule } from '@mocks/rules/effect-runtime';
import type { DomainError } from '@mocks/errors';
import { checkLedgerInvariant } from '@mocks/rules/ledger/invariants';
import { settlePayment } from '@mocks/rules/payments';
import {
  airwallexPaymentReference,
  claimOf,
  transactionHashReference,
  withReferenceClaim,
} from '@mocks/rules/payments/references';
import { rejectTicket } from '@mocks/rules/tickets/admin';
import { VERIFIED_SELLER_BALANCE_CENTS } from '@scenarios/verified-seller';
import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { errorOf, expectContract, freshKey, useMockApi } from './mock-api';

/*
 * One outside reference, one credit: a USDT hash (any spelling) or an Airwallex payment id is
 * refused on every path once a payment or an automatic ticket of anyone holds it.
 */

const { client, mock, session } = await useMockApi({ scenario: 'verified-seller' });

const run = <A>(rule: Effect.Effect<A, DomainError>) => runRule(rule, { clock: mock.clock });

/** The hash ends in 8000: the chain confirms it 6 hours after it is reported. */
const HASH = `${'ab'.repeat(30)}8000`;
const TRON_SENDER = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const OTHER_EMAIL = 'other@example.com';

const signIn = async (email?: string) => {
  session.token = await mock.signIn(email);
};

const addOtherSeller = () =>
  mock.db.users.create(createUser({ id: 'usr_other', email: OTHER_EMAIL, referralCode: 'OTHER01' }));

const balanceOf = (email: string) => mock.db.users.findFirst((q) => q.where({ email }), { strict: true }).balance;
const sellerEmail = () => mock.scenario.credentials?.email ?? '';

/** What a refusal must leave alone: every ticket, payment, entry and balance. */
const footprint = () => ({
  tickets: mock.db.tickets.all().length,
  payments: mock.db.payments.all().map((payment) => ({ ...payment })),
  entries: mock.db.balanceTransactions.all().map((entry) => ({ ...entry })),
  balances: mock.db.users.all().map((user) => user.balance),
  claims: mock.db.externalReferences.all().map((claim) => ({ ...claim })),
});

/** A USDT payment of $50 waiting for its hash. */
const requestUsdt = async () => {
  const requested = await client.payments.token.requestTokenPayment({
    body: { amount: 5_000, network: 'TRC20' },
    headers: freshKey(),
  });
  if (requested.status !== 201) throw new Error(`request answered ${requested.status}`);
  return requested.body.transactionId;
};

const reportHash = (id: string, transactionHash: string) =>
  client.payments.token.fulfillTokenPayment({
    params: { id },
    body: { transactionHash, fromAddress: TRON_SENDER },
    headers: freshKey(),
  });

const autoTicket = (transactionHash: string) =>
  client.tickets.createAutoTicket({
    body: { amount: 5_000, paymentMethod: 'USDT', network: 'TRC20', transactionHash, fromAddress: TRON_SENDER },
    headers: freshKey(),
  });

const airwallexTicket = (paymentId: string) =>
  client.tickets.createAutoTicket({
    body: { amount: 5_000, paymentMethod: 'airWallexAuto', paymentId },
    headers: freshKey(),
  });

const refused = { status: 409, body: errorOf('error.reference_already_used') };

describe('a USDT transaction hash', () => {
  it('credits $50 once when the token path and the automatic ticket both report it', async () => {
    await signIn();
    const id = await requestUsdt();
    expect(await reportHash(id, `0x${HASH.toUpperCase()}`)).toMatchObject({ status: 200 });
    mock.clock.advance(6 * HOUR_MS);
    const verified = await client.payments.token.verifyTokenPayment({ params: { id } });
    expect(verified.body).toMatchObject({ status: 'PAID' });
    expect(balanceOf(sellerEmail())).toBe(VERIFIED_SELLER_BALANCE_CENTS + 5_000);

    const before = footprint();
    const ticket = await autoTicket(HASH);
    await expectContract(contract.tickets.createAutoTicket, ticket);
    expect(ticket).toMatchObject(refused);
    expect(ticket.body).toMatchObject({
      message:
        'This transaction hash or payment ID has already been used for a top-up. Check the one you copied, or contact support.',
    });
    expect(footprint()).toEqual(before);
    expect(balanceOf(sellerEmail())).toBe(VERIFIED_SELLER_BALANCE_CENTS + 5_000);
    expect(checkLedgerInvariant(mock.db)).toEqual([]);
  });

  it('is refused on the token path once an automatic ticket holds it, in any spelling', async () => {
    await signIn();
    expect(await autoTicket(`0x${HASH}`)).toMatchObject({ status: 201 });
    const id = await requestUsdt();
    const before = footprint();

    for (const spelling of [HASH, HASH.toUpperCase(), `  0x${HASH.toUpperCase()}  `]) {
      const reported = await reportHash(id, spelling);
      await expectContract(contract.payments.token.fulfillTokenPayment, reported);
      expect(reported).toMatchObject(refused);
    }
    expect(footprint()).toEqual(before);
    expect(mock.db.balanceTransactions.findFirst((q) => q.where({ id }))?.status).toBe('UNPAID');
  });

  it('is refused a second time on the same path: two token payments, two automatic tickets', async () => {
    await signIn();
    const first = await requestUsdt();
    const second = await requestUsdt();
    expect(await reportHash(first, HASH)).toMatchObject({ status: 200 });
    const afterFirst = footprint();
    expect(await reportHash(second, `0x${HASH}`)).toMatchObject(refused);
    expect(footprint()).toEqual(afterFirst);

    const other = `${'cd'.repeat(30)}8000`;
    expect(await autoTicket(other)).toMatchObject({ status: 201 });
    const afterTicket = footprint();
    expect(await autoTicket(`0x${other.toUpperCase()}`)).toMatchObject(refused);
    expect(footprint()).toEqual(afterTicket);
  });

  it("is refused to another seller, whoever's path claimed it first", async () => {
    await signIn();
    await addOtherSeller();
    expect(await reportHash(await requestUsdt(), HASH)).toMatchObject({ status: 200 });
    const mine = `${'ef'.repeat(30)}8000`;
    expect(await autoTicket(mine)).toMatchObject({ status: 201 });

    await signIn(OTHER_EMAIL);
    const theirs = await requestUsdt();
    const before = footprint();
    expect(await autoTicket(`0x${HASH}`)).toMatchObject(refused);
    expect(await reportHash(theirs, mine)).toMatchObject(refused);
    expect(footprint()).toEqual(before);
    expect(balanceOf(OTHER_EMAIL)).toBe(0);
  });

  it('is claimed once when two claims run at once, even while the first one is still writing', async () => {
    const userId = mock.db.users.findFirst((q) => q.where({ email: sellerEmail() }), { strict: true }).id;
    const written: string[] = [];
    const claim = (claimantId: string, spelling: string, write: Effect.Effect<void>) =>
      run(
        withReferenceClaim(
          mock.db,
          transactionHashReference(spelling),
          { claimant: 'ticket', claimantId, userId },
          write.pipe(Effect.map(() => written.push(claimantId))),
        ),
      );
    // The first claim's write takes until the test lets it finish, as the db's promises may take a while.
    let writing = () => {};
    const firstWriting = new Promise<void>((resolve) => (writing = resolve));
    let finishWrite = () => {};
    const writeFinished = new Promise<void>((resolve) => (finishWrite = resolve));
    const first = claim(
      'tkt_first',
      HASH,
      Effect.promise(() => {
        writing();
        return writeFinished;
      }),
    );
    await firstWriting;
    // The second claim starts while the first one is still writing; only then does that write end.
    const second = claim('tkt_second', `0x${HASH}`, Effect.void);
    finishWrite();
    const results = await Promise.allSettled([first, second]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
    expect(written).toEqual(['tkt_first']);
    expect(mock.db.externalReferences.all()).toEqual([expect.objectContaining({ claimantId: 'tkt_first' })]);
  });

  it('is free again once the ticket holding it is rejected, not while it is open or after it is paid', async () => {
    await signIn();
    const ticket = await autoTicket(HASH);
    if (ticket.status !== 201) throw new Error('ticket refused');
    const id = await requestUsdt();
    expect(await reportHash(id, HASH)).toMatchObject(refused);

    // A mistyped hash, rejected by an admin, no longer locks the real transfer out.
    await run(rejectTicket(mock.db, ticket.body.id, 'No such transfer on chain'));
    expect(await reportHash(id, `0x${HASH}`)).toMatchObject({ status: 200 });
    expect(claimOf(mock.db, { kind: 'transaction_hash', reference: HASH })).toMatchObject({
      claimant: 'payment',
      claimantId: id,
    });
    expect(await autoTicket(HASH)).toMatchObject(refused);
  });

  it('is free again once the payment holding it is rejected or canceled', async () => {
    await signIn();
    const rejected = await requestUsdt();
    expect(await reportHash(rejected, HASH)).toMatchObject({ status: 200 });
    await run(settlePayment(mock.db, rejected, 'rejected'));
    const ticket = await autoTicket(HASH);
    expect(ticket).toMatchObject({ status: 201 });

    const other = `${'cd'.repeat(30)}8000`;
    const canceled = await requestUsdt();
    expect(await reportHash(canceled, other)).toMatchObject({ status: 200 });
    await run(settlePayment(mock.db, canceled, 'canceled'));
    expect(await reportHash(await requestUsdt(), other)).toMatchObject({ status: 200 });
  });
});

describe('an Airwallex payment id', () => {
  it('of an Airwallex payment is refused to an automatic ticket, and moves nothing', async () => {
    await signIn();
    const payment = await client.payments.airwallex.requestAirwallexPayment({
      body: { amount: 5_000, currency: 'USD' },
      headers: freshKey(),
    });
    if (payment.status !== 201) throw new Error(`request answered ${payment.status}`);
    const { paymentId } = payment.body.options;
    const before = footprint();
    expect(await airwallexTicket(paymentId)).toMatchObject(refused);
    expect(await airwallexTicket(` int_${paymentId.slice(4).toUpperCase()} `)).toMatchObject(refused);
    // Not Airwallex's spelling of an id at all: refused by the contract before any rule.
    expect(await airwallexTicket(paymentId.toUpperCase())).toMatchObject({
      status: 400,
      body: errorOf('error.validation'),
    });
    expect(footprint()).toEqual(before);

    // Its checkout fails: nothing was credited, so the id is free again.
    await run(settlePayment(mock.db, payment.body.transaction.id, 'canceled'));
    expect(await airwallexTicket(paymentId)).toMatchObject({ status: 201 });
  });

  it('held by an automatic ticket is refused to a payment claiming it', async () => {
    await signIn();
    const ticket = await airwallexTicket('int_hkdm7pq2');
    if (ticket.status !== 201) throw new Error('ticket refused');
    const userId = mock.db.users.findFirst((q) => q.where({ email: sellerEmail() }), { strict: true }).id;
    const write = Effect.sync(() => 'written');
    const claim = withReferenceClaim(
      mock.db,
      airwallexPaymentReference('INT_HKDM7PQ2'),
      { claimant: 'payment', claimantId: 'txn_other', userId },
      write,
    );
    await expect(run(claim)).rejects.toMatchObject({ code: 'error.reference_already_used', status: 409 });
    // The ticket itself may claim again (a retry of its own write).
    const retry = withReferenceClaim(
      mock.db,
      airwallexPaymentReference('int_hkdm7pq2'),
      { claimant: 'ticket', claimantId: ticket.body.id, userId },
      write,
    );
    expect(await run(retry)).toBe('written');
  });
});
