import { contract, type PlanId } from '@contract';
import { createDb, DbSnapshotSchema, restoreDb, snapshotDb } from '@mocks/db';
import { runRule } from '@mocks/rules/effect-runtime';
import { TicketInProcess, TicketNotOpen } from '@mocks/rules/tickets/errors';
import { toMockError, type DomainError } from '@mocks/errors';
import { createConfiguration } from '@mocks/factories/configuration';
import { postEntry } from '@mocks/rules/ledger';
import { checkLedgerInvariant } from '@mocks/rules/ledger/invariants';
import { approveTicket, rejectTicket } from '@mocks/rules/tickets/admin';
import { approveVerification, rejectVerification } from '@mocks/rules/tickets/verification';
import { skipSetupCost } from '@mocks/rules/tickets/setup-cost';
import { VERIFIED_SELLER_BALANCE_CENTS } from '@scenarios/verified-seller';
import { type Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { errorOf, expectContract, freshKey, useMockApi } from './mock-api';
import { verificationForm } from './request-bodies';

const { client, mock, session } = await useMockApi({ scenario: 'new-seller' });

const signIn = async (scenario?: string) => {
  if (scenario) await mock.reset(scenario);
  session.token = await mock.signIn();
};

const settings = { minTopUpCents: 5_000 };
const SETUP_COST = createConfiguration().setupCostCents;
const run = <A>(rule: Effect.Effect<A, DomainError>) => runRule(rule, { clock: mock.clock });

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
  /** Money reaches the new seller's wallet the way a credited top-up does. */
  const fund = (amount: number) => run(postEntry(mock.db, { userId: me().id, type: 'add_fund_user_balance', amount }));
  const setupCostEntries = () =>
    mock.db.balanceTransactions
      .findMany((q) => q.where({ userId: me().id, type: 'setup_cost' }))
      .sort((a, b) => a.sequence - b.sequence);
  const pay = async () => {
    const response = await client.tickets.createTicket({ body: { type: 'setup_cost' }, headers: freshKey() });
    await expectContract(contract.tickets.createTicket, response);
    return response;
  };

  it('is the configured amount, debited from the wallet at once by one setup_cost entry', async () => {
    await signIn();
    const configuration = await client.configuration.getConfiguration();
    expect(configuration).toMatchObject({ status: 200, body: { setupCostCents: SETUP_COST } });
    await fund(10_000);

    const paid = await pay();
    expect(paid).toMatchObject({
      status: 201,
      body: { type: 'setup_cost', status: 'pending', amount: SETUP_COST, adminSkipped: false },
    });
    expect(me()).toMatchObject({ balance: 10_000 - SETUP_COST, setupCostPaid: false });
    expect(setupCostEntries()).toEqual([
      expect.objectContaining({
        amount: -SETUP_COST,
        status: 'PAID',
        note: `Setup cost ticket ${ticketId(paid.body)}`,
      }),
    ]);
    expect(checkLedgerInvariant(mock.db)).toEqual([]);
  });

  it('follows the configuration', async () => {
    await signIn();
    await mock.db.configuration.update(mock.db.configuration.findFirst(undefined, { strict: true }), {
      data(draft) {
        draft.setupCostCents = 4_500;
      },
    });
    await fund(5_000);
    expect(await pay()).toMatchObject({ status: 201, body: { amount: 4_500 } });
    expect(me().balance).toBe(500);
  });

  it('is refused with 422 when the wallet cannot cover it, and nothing is created', async () => {
    await signIn();
    await fund(SETUP_COST - 1);
    expect(await pay()).toMatchObject({ status: 422, body: errorOf('error.insufficient_balance') });
    expect(mock.db.tickets.count()).toBe(0);
    expect(setupCostEntries()).toEqual([]);
    expect(me().balance).toBe(SETUP_COST - 1);
  });

  it('blocks a new ticket while one is pending or processing, without a second debit', async () => {
    await signIn();
    await fund(10_000);
    const first = await pay();
    expect(first.status).toBe(201);

    expect(await pay()).toMatchObject({ status: 409, body: errorOf('error.ticket_in_process') });
    await mock.db.tickets.update((q) => q.where({ id: ticketId(first.body) }), {
      data(draft) {
        draft.status = 'processing';
      },
    });
    expect(await pay()).toMatchObject({ status: 409, body: errorOf('error.ticket_in_process') });
    expect(setupCostEntries()).toHaveLength(1);
    expect(me().balance).toBe(10_000 - SETUP_COST);
  });

  it('is paid once when two requests arrive at once', async () => {
    await signIn();
    await fund(10_000);
    const answers = await Promise.all([pay(), pay()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(setupCostEntries()).toHaveLength(1);
    expect(me().balance).toBe(10_000 - SETUP_COST);
  });

  it('rejected with a reason gives the money back by a second entry, and may be paid again', async () => {
    await signIn();
    await fund(10_000);
    const first = await pay();
    const id = ticketId(first.body);
    const rejected = await run(rejectTicket(mock.db, id, 'Payment not received'));
    expect(rejected).toMatchObject({ status: 'rejected', rejectionReason: 'Payment not received', amount: SETUP_COST });
    expect(me()).toMatchObject({ balance: 10_000, setupCostPaid: false });
    expect(setupCostEntries()).toEqual([
      expect.objectContaining({ amount: -SETUP_COST, note: `Setup cost ticket ${id}` }),
      expect.objectContaining({ amount: SETUP_COST, note: `reversed: ${id}` }),
    ]);
    expect(checkLedgerInvariant(mock.db)).toEqual([]);

    expect(await pay()).toMatchObject({ status: 201, body: { status: 'pending' } });
    expect(me().balance).toBe(10_000 - SETUP_COST);
  });

  it('approved marks it paid and moves no more money; it cannot be asked again', async () => {
    await signIn();
    await fund(10_000);
    const first = await pay();
    await run(approveTicket(mock.db, ticketId(first.body), settings));
    expect(me()).toMatchObject({ balance: 10_000 - SETUP_COST, setupCostPaid: true });
    expect(setupCostEntries()).toHaveLength(1);
    await expect(run(approveTicket(mock.db, ticketId(first.body), settings))).rejects.toMatchObject({
      code: 'error.validation',
      status: 409,
    });

    expect(await pay()).toMatchObject({ status: 409, body: errorOf('error.validation') });
    expect(setupCostEntries()).toHaveLength(1);
  });

  it('skipped by an admin gives the money back and lets the seller go on', async () => {
    await signIn();
    await fund(10_000);
    const first = await pay();
    const id = ticketId(first.body);
    const skipped = await run(skipSetupCost(mock.db, id));
    expect(skipped).toMatchObject({ status: 'skipped', adminSkipped: true });
    expect(me()).toMatchObject({ balance: 10_000, setupCostPaid: true });
    expect(setupCostEntries().map((entry) => [entry.amount, entry.note])).toEqual([
      [-SETUP_COST, `Setup cost ticket ${id}`],
      [SETUP_COST, `reversed: ${id}`],
    ]);
    expect(checkLedgerInvariant(mock.db)).toEqual([]);
  });

  it('is in the subscription group of the history', async () => {
    await signIn();
    await fund(10_000);
    await pay();
    const history = await client.transactions.listTransactions({ query: { group: 'subscription' } });
    expect(history).toMatchObject({ status: 200, body: { content: [{ type: 'setup_cost', amount: -SETUP_COST }] } });
  });
});

describe('recharge tickets', () => {
  it('move no money until an admin approves them through the ledger', async () => {
    await signIn();
    const created = await client.tickets.createTicket({
      body: { type: 'recharge_user_balance', amount: 10_000, paymentMethod: 'localBankTicket', transferCode: 'ANH01' },
      headers: freshKey(),
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
      headers: freshKey(),
    });
    expect(low).toMatchObject({ status: 400, body: errorOf('error.amount_invalid') });
    const cents = await client.tickets.createTicket({
      body: { type: 'recharge_user_balance', amount: 10_050, paymentMethod: 'localBankTicket' },
      headers: freshKey(),
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
    const created = await client.tickets.createAutoTicket({ body, headers: freshKey() });
    await expectContract(contract.tickets.createAutoTicket, created);
    expect(created).toMatchObject({ status: 201, body: { status: 'processing', paymentMethod: 'USDT' } });
    expect(me().balance).toBe(0);

    const twice = await client.tickets.createAutoTicket({ body, headers: freshKey() });
    expect(twice).toMatchObject({ status: 409, body: errorOf('error.reference_already_used') });

    const poll = await client.tickets.verifyTicket({ params: { id: ticketId(created.body) } });
    await expectContract(contract.tickets.verifyTicket, poll);
    expect(poll.body).toMatchObject({ settled: true, walletBalance: 10_000, ticket: { status: 'done' } });
    expect(checkLedgerInvariant(mock.db)).toEqual([]);
  });
});

describe('refunds', () => {
  it('POST /api/transactions/request-refund moves no money until done', async () => {
    await signIn('verified-seller');
    const response = await client.transactions.requestRefund({ body: refundBody(20_000), headers: freshKey() });
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

  it('GET /api/transactions/refund-requests/:id reads a request by its own id and by its ticket id', async () => {
    await signIn('verified-seller');
    const created = await client.transactions.requestRefund({ body: refundBody(5_000), headers: freshKey() });
    if (created.status !== 201) throw new Error(`requestRefund answered ${created.status}`);
    expect(created.body.id).toMatch(/^rfd_/);

    const byId = await client.transactions.getRefundRequest({ params: { id: created.body.id } });
    await expectContract(contract.transactions.getRefundRequest, byId);
    expect(byId).toMatchObject({ status: 200, body: { id: created.body.id, amount: 5_000 } });
    const byTicket = await client.transactions.getRefundRequest({ params: { id: created.body.ticketId } });
    expect(byTicket).toMatchObject({ status: 200, body: { id: created.body.id } });

    const unknown = await client.transactions.getRefundRequest({ params: { id: 'rfd_unknown' } });
    expect(unknown).toMatchObject({ status: 404, body: errorOf('error.not_found') });
  });

  it('keeps the money when rejected, and never asks for more than the wallet less open refunds', async () => {
    await signIn('verified-seller');
    const ticket = await client.tickets.createTicket({
      body: { type: 'request_refund', ...refundBody(100_000) },
      headers: freshKey(),
    });
    await expectContract(contract.tickets.createTicket, ticket);
    expect(ticket.status).toBe(201);

    const over = await client.transactions.requestRefund({ body: refundBody(30_000), headers: freshKey() });
    await expectContract(contract.transactions.requestRefund, over);
    expect(over).toMatchObject({ status: 422, body: errorOf('error.insufficient_balance') });

    await run(rejectTicket(mock.db, ticketId(ticket.body), 'Spend the balance first'));
    expect(me().balance).toBe(VERIFIED_SELLER_BALANCE_CENTS);
    expect(mock.db.refundRequests.findFirst((q) => q.where({ ticketId: ticketId(ticket.body) }))).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Spend the balance first',
    });
    const now = await client.transactions.requestRefund({ body: refundBody(30_000), headers: freshKey() });
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
    const created = await client.tickets.createTicket({ body, headers: freshKey() });
    await expectContract(contract.tickets.createTicket, created);
    expect(created).toMatchObject({ status: 201, body: { type: 'create_ads_account', amount: null } });

    const approved = await run(approveTicket(mock.db, ticketId(created.body), settings));
    expect(approved.adAccountId).not.toBeNull();
    const list = await client.adAccounts.listAdAccounts({ query: { tab: 'approved', search: 'Tết' } });
    expect(list.body).toMatchObject({ content: [{ id: approved.adAccountId, balance: 0 }] });

    const noLink = await client.tickets.createTicket({
      body: { ...body, productLinkId: 'pl_missing' },
      headers: freshKey(),
    });
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
      contactInfo: { phone: '+84901112233', telegram: '@minhanh_shop', zalo: null, primaryContact: 'telegram' },
    });
  });

  it('reads the latest form back with its review: none yet, in review, then rejected with the reason', async () => {
    await signIn();
    const latest = async () => {
      const response = await client.tickets.getLatestVerification();
      await expectContract(contract.tickets.getLatestVerification, response);
      if (response.status !== 200) throw new Error(`getLatestVerification answered ${response.status}`);
      return response.body.verification;
    };
    expect(await latest()).toBeNull();

    const sent = await client.tickets.submitVerification({ body: form });
    if (sent.status !== 201) throw new Error(`submitVerification answered ${sent.status}`);
    expect(await latest()).toEqual({ ...sent.body, form });

    await run(rejectVerification(mock.db, sent.body.id, 'The screenshot is unreadable'));
    expect(await latest()).toMatchObject({
      id: sent.body.id,
      status: 'rejected',
      rejectionReason: 'The screenshot is unreadable',
      form,
    });

    mock.clock.advance(60_000);
    const again = await client.tickets.submitVerification({ body: { ...form, city: 'Hải Phòng' } });
    expect(await latest()).toMatchObject({
      id: ticketId(again.body),
      status: 'reviewing',
      form: { city: 'Hải Phòng' },
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
    await client.transactions.requestRefund({ body: refundBody(1_000), headers: freshKey() });
    mock.clock.advance(60_000);
    await client.transactions.requestRefund({ body: refundBody(2_000), headers: freshKey() });

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
    await client.tickets.createTicket({
      body: { type: 'recharge_user_balance', amount: 10_000, paymentMethod: 'localBankTicket' },
      headers: freshKey(),
    });
    const copy = createDb();
    await restoreDb(copy, DbSnapshotSchema.parse(JSON.parse(JSON.stringify(snapshotDb(mock.db)))));
    expect(copy.verifications.all()).toHaveLength(1);
    expect(copy.tickets.all()).toHaveLength(1);
  });
});
