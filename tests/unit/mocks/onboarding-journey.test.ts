import { contract, DEFAULT_BUSINESS_SETTINGS } from '@contract';
import type { PendingItemKind } from '@contract/demo/demo-control.schema';
import { adminDecisionRule, listPendingItems } from '@mocks/control/admin';
import { createConfiguration } from '@mocks/factories/configuration';
import { runRule } from '@mocks/rules/effect-runtime';
import { checkLedgerInvariant } from '@mocks/rules/ledger/invariants';
import { describe, expect, it } from 'vitest';
import { expectContract, freshKey, useMockApi } from './mock-api';
import { verificationForm } from './request-bodies';

/*
 * new-seller's whole journey (spec section 4, verification flow) through the mock's HTTP
 * routes, with the admin deciding in the scenario panel's way (the same rules): the form,
 * its approval, a top-up ticket, its approval, the setup cost and its approval. After every
 * step the wallet GET /api/users reports is what the ledger GET /api/transactions lists adds up to.
 */

const { client, mock, session } = await useMockApi({ scenario: 'new-seller' });

const SETUP_COST = createConfiguration().setupCostCents;
const TOP_UP = 10_000;

const me = async () => {
  const response = await client.users.getMe();
  await expectContract(contract.users.getMe, response);
  if (response.status !== 200) throw new Error(`getMe answered ${response.status}`);
  return response.body;
};

/** The wallet equals the settled entries of the history, and the ledger rule's own invariant holds. */
const expectWalletEqualsLedger = async (balance: number) => {
  const history = await client.transactions.listTransactions({ query: { limit: 100 } });
  await expectContract(contract.transactions.listTransactions, history);
  if (history.status !== 200) throw new Error(`listTransactions answered ${history.status}`);
  const settled = history.body.content.filter((entry) => entry.status === 'PAID');
  expect(settled.reduce((sum, entry) => sum + entry.amount, 0)).toBe(balance);
  expect((await me()).balance).toBe(balance);
  expect(checkLedgerInvariant(mock.db)).toEqual([]);
};

/** The admin approves the one pending item of this kind, as the panel's Admin tab does. */
const adminApproves = async (kind: PendingItemKind) => {
  const item = listPendingItems(mock.db).find((pending) => pending.kind === kind);
  if (!item) throw new Error(`nothing of kind ${kind} waits for the admin`);
  await runRule(adminDecisionRule(mock.db, { kind, id: item.id, decision: 'approve' }, DEFAULT_BUSINESS_SETTINGS), {
    clock: mock.clock,
  });
  return item;
};

describe('the new seller journey', () => {
  it('goes from the verification form to a paid setup cost, the wallet equal to the ledger at every step', async () => {
    session.token = await mock.signIn();
    expect(await me()).toMatchObject({ onboardingStep: 2, verifyStatus: 'not_found', setupCostPaid: false });
    await expectWalletEqualsLedger(0);

    const sent = await client.tickets.submitVerification({ body: verificationForm() });
    expect(sent).toMatchObject({ status: 201, body: { status: 'reviewing' } });
    expect(await me()).toMatchObject({ onboardingStep: 3, verifyStatus: 'reviewing' });
    await expectWalletEqualsLedger(0);

    await adminApproves('verification');
    expect(await me()).toMatchObject({ onboardingStep: 4, verifyStatus: 'approved' });
    await expectWalletEqualsLedger(0);

    const recharge = await client.tickets.createTicket({
      body: {
        type: 'recharge_user_balance',
        amount: TOP_UP,
        paymentMethod: 'localBankTicket',
        transferCode: 'ANH0001',
      },
      headers: freshKey(),
    });
    expect(recharge).toMatchObject({ status: 201, body: { status: 'pending' } });
    expect(await me()).toMatchObject({ onboardingStep: 4 });
    await expectWalletEqualsLedger(0);

    await adminApproves('recharge');
    // The first credited deposit ends step 4 (depositing).
    expect(await me()).toMatchObject({ onboardingStep: 5 });
    await expectWalletEqualsLedger(TOP_UP);

    const setupCost = await client.tickets.createTicket({ body: { type: 'setup_cost' }, headers: freshKey() });
    expect(setupCost).toMatchObject({ status: 201, body: { status: 'pending', amount: SETUP_COST } });
    expect(await me()).toMatchObject({ onboardingStep: 5, setupCostPaid: false });
    await expectWalletEqualsLedger(TOP_UP - SETUP_COST);

    const decided = await adminApproves('setupCost');
    expect(decided.amount).toBe(SETUP_COST);
    expect(await me()).toMatchObject({ onboardingStep: 5, setupCostPaid: true });
    await expectWalletEqualsLedger(TOP_UP - SETUP_COST);
    expect(listPendingItems(mock.db)).toEqual([]);
  });
});
