import { contract, type PlanId } from '@contract';
import { createDb, DbSnapshotSchema, restoreDb, snapshotDb } from '@mocks/db';
import type { MockError } from '@mocks/errors';
import { runRule, TicketInProcess, TicketNotOpen, toMockError, type DomainError } from '@mocks/rules/effect-runtime';
import { checkLedgerInvariant } from '@mocks/rules/ledger';
import {
  approveTicket,
  approveVerification,
  rejectTicket,
  rejectVerification,
  skipSetupCost,
} from '@mocks/rules/tickets';
import { VERIFIED_SELLER_BALANCE_CENTS } from '@scenarios/verified-seller';
import { type Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { errorOf, expectContract, useMockApi } from './mock-api';
import { verificationForm } from './request-bodies';

const { client, mock, session } = await useMockApi({ scenario: 'new-seller' });

const signIn = async (scenario?: string) => {
  if (scenario) await mock.reset(scenario);
  session.token = await mock.signIn();
};

const settings = { minTopUpCents: 5_000 };
const run = <A>(rule: Effect.Effect<A, DomainError | MockError>) => runRule(rule, { clock: mock.clock });

const me = () =>
  mock.db.users.findFirst((q) => q.where({ email: mock.scenario.credentials?.email ?? '' }), {
    strict: true,
  });

const ticketId = (body: unknown): string => {
  if (typeof body === 'object' && body !== null && 'id' in body && typeof body.id === 'string') return body.id;
  throw new Error('no id in the answer');
};

const refundBody = (amount: number) => ({
  amount,
  reason: 'permanent_stop' as const,
  receiving: { method: 'wise' as const, wiseEmail: 'lan.nguyen@example.com', accountHolder: 'Nguyen Thi Lan' },
});

const form = verificationForm();

describe('catalogue codes', () => {
  it('maps the ticket refusals', () => {
    expect(toMockError(new TicketInProcess({ ticketId: 't' }))).toMatchObject({
      code: 'error.ticket_in_process',
      status: 409,
    });
    expect(toMockError(new TicketNotOpen({ ticketId: 't', status: 'done' }))).toMatchObject({
      code: 'error.validation',
      status: 409,
    });
  });
});

describe('setup cost', () => {
  it('blocks a new ticket while one is pending or processing', async () => {
    await signIn();
    const first = await client.tickets.createTicket({ body: { type: 'setup_cost' } });
    await expectContract(contract.tickets.createTicket, first);
    expect(first).toMatchObject({ status: 201, body: { type: 'setup_cost', status: 'pending', adminSkipped: false } });

    const second = await client.tickets.createTicket({ body: { type: 'setup_cost' } });
    await expectContract(contract.tickets.createTicket, second);
    expect(second).toMatchObject({ status: 409, body: errorOf('error.ticket_in_process') });

    await mock.db.tickets.update((q) => q.where({ id: ticketId(first.body) }), {
      data(draft) {
        draft.status = 'processing';
      },
    });
    const third = await client.tickets.createTicket({ body: { type: 'setup_cost' } });
    expect(third).toMatchObject({ status: 409, body: errorOf('error.ticket_in_process') });
  });

  it('may be rejected with a reason, then asked again, and approved', async () => {
    await signIn();
    const first = await client.tickets.createTicket({ body: { type: 'setup_cost' } });
    const rejected = await run(rejectTicket(mock.db, ticketId(first.body), 'Payment not received'));
    expect(rejected).toMatchObject({ status: 'rejected', rejectionReason: 'Payment not received' });
    expect(me().setupCostPaid).toBe(false);

    const again = await client.tickets.createTicket({ body: { type: 'setup_cost' } });
    expect(again.status).toBe(201);
    await run(approveTicket(mock.db, ticketId(again.body), settings));
    expect(me().setupCostPaid).toBe(true);
    await expect(run(approveTicket(mock.db, ticketId(again.body), settings))).rejects.toMatchObject({
      code: 'error.validation',
      status: 409,
    });

    const paid = await client.tickets.createTicket({ body: { type: 'setup_cost' } });
    expect(paid).toMatchObject({ status: 409, body: errorOf('error.validation') });
  });

  it('may be skipped by an admin', async () => {
    await signIn();
    const first = await client.tickets.createTicket({ body: { type: 'setup_cost' } });
    const skipped = await run(skipSetupCost(mock.db, ticketId(first.body)));
    expect(skipped).toMatchObject({ status: 'skipped', adminSkipped: true });
    expect(me().setupCostPaid).toBe(true);
  });
});

describe('recharge tickets', () => {
  it('move no money until an admin approves them through the ledger', async () => {
    await signIn();
    const created = await client.tickets.createTicket({
      body: { type: 'recharge_user_balance', amount: 10_000, paymentMethod: 'localBankTicket', transferCode: 'ANH01' },
    });
    await expectContract(contract.tickets.createTicket, created);
    expect(created).toMatchObject({ status: 201, body: { status: 'pending', amount: 10_000, tip: 0 } });
    expect(me().balance).toBe(0);

    const poll = await client.tickets.verifyTicket({ params: { id: ticketId(created.body) } });
    await expectContract(contract.tickets.verifyTicket, poll);
    expect(poll.body).toMatchObject({ settled: false, walletBalance: 0 });

    await run(approveTicket(mock.db, ticketId(created.body), settings));
    expect(me().balance).toBe(10_000);
    expect(checkLedgerInvariant(mock.db)).toEqual([]);
    const settled = await client.tickets.verifyTicket({ params: { id: ticketId(created.body) } });
    expect(settled.body).toMatchObject({ settled: true, walletBalance: 10_000, ticket: { status: 'done' } });
  });

  it('applies the top-up amount rules', async () => {
    await signIn();
    const low = await client.tickets.createTicket({
      body: { type: 'recharge_user_balance', amount: 1_000, paymentMethod: 'transferWire' },
    });
    expect(low).toMatchObject({ status: 400, body: errorOf('error.amount_invalid') });
    const cents = await client.tickets.createTicket({
      body: { type: 'recharge_user_balance', amount: 10_050, paymentMethod: 'localBankTicket' },
    });
    expect(cents).toMatchObject({ status: 400, body: errorOf('error.amount_not_whole_number') });
  });
});

describe('automatic recharge tickets', () => {
  it('are confirmed with the provider when polled, once per transaction', async () => {
    await signIn();
    const body = {
      amount: 10_000,
      paymentMethod: 'USDT' as const,
      network: 'TRC20' as const,
      transactionHash: 'ab'.repeat(32),
      fromAddress: 'TQ5NdP2wZ9u4kLmT8Yz3vVxR1aBcDeFgHi',
    };
    const created = await client.tickets.createAutoTicket({ body });
    await expectContract(contract.tickets.createAutoTicket, created);
    expect(created).toMatchObject({ status: 201, body: { status: 'processing', paymentMethod: 'USDT' } });
    expect(me().balance).toBe(0);

    const twice = await client.tickets.createAutoTicket({ body });
    expect(twice).toMatchObject({ status: 422, body: errorOf('error.transaction_failed') });

    const poll = await client.tickets.verifyTicket({ params: { id: ticketId(created.body) } });
    await expectContract(contract.tickets.verifyTicket, poll);
    expect(poll.body).toMatchObject({ settled: true, walletBalance: 10_000, ticket: { status: 'done' } });
    expect(checkLedgerInvariant(mock.db)).toEqual([]);
  });
});

describe('refunds', () => {
  it('POST /api/transactions/request-refund moves no money until done', async () => {
    await signIn('verified-seller');
    const response = await client.transactions.requestRefund({ body: refundBody(20_000) });
    await expectContract(contract.transactions.requestRefund, response);
    expect(response).toMatchObject({ status: 201, body: { status: 'pending', amount: 20_000, refundedAmount: null } });
    expect(me().balance).toBe(VERIFIED_SELLER_BALANCE_CENTS);

    const list = await client.tickets.listTickets({ query: { type: 'request_refund' } });
    await expectContract(contract.tickets.listTickets, list);
    expect(list.body).toMatchObject({ content: [{ status: 'pending', amount: 20_000 }], paging: { total: 1 } });

    if (response.status !== 201) throw new Error('unexpected answer');
    await run(approveTicket(mock.db, response.body.ticketId, settings));
    expect(me().balance).toBe(VERIFIED_SELLER_BALANCE_CENTS - 20_000);
    const entry = mock.db.balanceTransactions.findFirst((q) =>
      q.where({ userId: me().id, type: 'refund_user_balance' }),
    );
    expect(entry).toMatchObject({ amount: -20_000, status: 'PAID' });
    expect(mock.db.refundRequests.findFirst((q) => q.where({ id: response.body.id }))).toMatchObject({
      status: 'done',
      refundedAmount: 20_000,
    });
    expect(checkLedgerInvariant(mock.db)).toEqual([]);
  });

  it('keeps the money when rejected, and never asks for more than the wallet less open refunds', async () => {
    await signIn('verified-seller');
    const ticket = await client.tickets.createTicket({ body: { type: 'request_refund', ...refundBody(100_000) } });
    await expectContract(contract.tickets.createTicket, ticket);
    expect(ticket.status).toBe(201);

    const over = await client.transactions.requestRefund({ body: refundBody(30_000) });
    await expectContract(contract.transactions.requestRefund, over);
    expect(over).toMatchObject({ status: 422, body: errorOf('error.insufficient_balance') });

    await run(rejectTicket(mock.db, ticketId(ticket.body), 'Spend the balance first'));
    expect(me().balance).toBe(VERIFIED_SELLER_BALANCE_CENTS);
    expect(mock.db.refundRequests.findFirst((q) => q.where({ ticketId: ticketId(ticket.body) }))).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Spend the balance first',
    });
    const now = await client.transactions.requestRefund({ body: refundBody(30_000) });
    expect(now.status).toBe(201);
  });
});

describe('ad account tickets', () => {
  it('open the ad account when approved', async () => {
    await signIn('verified-seller');
    const plan: PlanId = 'enterprise';
    await mock.db.users.update((q) => q.where({ id: me().id }), {
      data(draft) {
        draft.plans.type = plan;
      },
    });
    const link = mock.db.productLinks.findFirst((q) => q.where({ userId: me().id }), { strict: true });
    const body = {
      type: 'create_ads_account' as const,
      name: 'Lan Boutique - Tết',
      businessCenterId: '7201845562917340011',
      timezone: 'Asia/Ho_Chi_Minh',
      productLinkId: link.id,
    };
    const created = await client.tickets.createTicket({ body });
    await expectContract(contract.tickets.createTicket, created);
    expect(created).toMatchObject({ status: 201, body: { type: 'create_ads_account', amount: null } });

    const approved = await run(approveTicket(mock.db, ticketId(created.body), settings));
    expect(approved.adAccountId).not.toBeNull();
    const list = await client.adAccounts.listAdAccounts({ query: { tab: 'approved', search: 'Tết' } });
    expect(list.body).toMatchObject({ content: [{ id: approved.adAccountId, balance: 0 }] });

    const noLink = await client.tickets.createTicket({ body: { ...body, productLinkId: 'pl_missing' } });
    expect(noLink).toMatchObject({ status: 422, body: errorOf('error.no_approved_product_link') });
  });
});

describe('verification', () => {
  it('stores the form, waits for review, and is approved with the form’s contacts', async () => {
    await signIn();
    const response = await client.tickets.submitVerification({ body: form });
    await expectContract(contract.tickets.submitVerification, response);
    expect(response).toMatchObject({ status: 201, body: { status: 'reviewing', onboardingStep: 3 } });
    expect(me()).toMatchObject({ verifyStatus: 'reviewing', onboardingStep: 3 });

    const again = await client.tickets.submitVerification({ body: form });
    expect(again).toMatchObject({ status: 409, body: errorOf('error.ticket_in_process') });

    await run(approveVerification(mock.db, ticketId(response.body)));
    expect(me()).toMatchObject({
      verifyStatus: 'approved',
      onboardingStep: 4,
      businessModel: 'POD',
      contactInfo: { phone: '+84901112233', telegram: '@minhanh.shop', zalo: null, primaryContact: 'telegram' },
    });
  });

  it('is rejected with a reason and may be sent again', async () => {
    await signIn();
    const response = await client.tickets.submitVerification({ body: form });
    await run(rejectVerification(mock.db, ticketId(response.body), 'The screenshot is unreadable'));
    expect(me()).toMatchObject({ verifyStatus: 'rejected', verifyRejectionReason: 'The screenshot is unreadable' });
    const getMe = await client.users.getMe();
    expect(getMe.body).toMatchObject({
      verifyStatus: 'rejected',
      verifyRejectionReason: 'The screenshot is unreadable',
    });

    const again = await client.tickets.submitVerification({ body: form });
    expect(again).toMatchObject({ status: 201, body: { status: 'reviewing' } });
  });
});

describe('GET /api/tickets', () => {
  it('pages newest first and filters by type and status', async () => {
    await signIn('verified-seller');
    await client.transactions.requestRefund({ body: refundBody(1_000) });
    mock.clock.advance(60_000);
    await client.transactions.requestRefund({ body: refundBody(2_000) });

    const all = await client.tickets.listTickets({ query: { limit: 2 } });
    await expectContract(contract.tickets.listTickets, all);
    expect(all.body).toMatchObject({ content: [{ amount: 2_000 }, { amount: 1_000 }], paging: { total: 3, limit: 2 } });

    const done = await client.tickets.listTickets({ query: { status: 'done' } });
    expect(done.body).toMatchObject({ content: [{ type: 'setup_cost', status: 'done' }], paging: { total: 1 } });

    const foreign = await client.tickets.verifyTicket({ params: { id: 'tkt_unknown' } });
    await expectContract(contract.tickets.verifyTicket, foreign);
    expect(foreign).toMatchObject({ status: 404, body: errorOf('error.not_found') });
  });
});

describe('persistence', () => {
  it('keeps tickets, refunds and verifications through a snapshot', async () => {
    await signIn();
    await client.tickets.submitVerification({ body: form });
    await client.tickets.createTicket({ body: { type: 'setup_cost' } });
    const copy = createDb();
    await restoreDb(copy, DbSnapshotSchema.parse(JSON.parse(JSON.stringify(snapshotDb(mock.db)))));
    expect(copy.verifications.all()).toHaveLength(1);
    expect(copy.tickets.all()).toHaveLength(1);
  });
});
