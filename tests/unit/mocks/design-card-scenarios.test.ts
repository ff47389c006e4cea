import { contract } from '@contract';
import { checkLedgerInvariant } from '@mocks/rules/ledger/invariants';
import { DEMO_PASSWORD, findScenario } from '@scenarios/index';
import { ADREACH_VARIANT_BALANCE_CENTS } from '@scenarios/adreach-variant';
import { REJECTED_SETUP_COST_BALANCE_CENTS, REJECTED_SETUP_COST_REASON } from '@scenarios/rejected-setup-cost';
import { describe, expect, it } from 'vitest';
import { expectContract, freshKey, useMockApi } from './mock-api';

const { client, mock, session } = await useMockApi({ scenario: 'adreach-variant' });

/** Seeds the scenario and signs in with its demo credentials through the login route. */
const logInTo = async (id: string) => {
  await mock.reset(id);
  const credentials = findScenario(id)?.credentials;
  if (!credentials) throw new Error(`${id} has no credentials`);
  expect(credentials.password).toBe(DEMO_PASSWORD);
  const response = await client.users.login({ body: { ...credentials, rememberMe: false } });
  await expectContract(contract.users.login, response);
  expect(response.status).toBe(200);
  if (response.status !== 200) throw new Error('login failed');
  session.token = response.body.idToken;
};

const me = () =>
  mock.db.users.findFirst((q) => q.where({ email: mock.scenario.credentials?.email ?? '' }), { strict: true });

describe('adreach-variant scenario', () => {
  it('serves the ADREACH configuration to a verified, funded seller with a consistent ledger', async () => {
    await logInTo('adreach-variant');
    const configuration = await client.configuration.getConfiguration();
    await expectContract(contract.configuration.getConfiguration, configuration);
    expect(configuration).toMatchObject({ status: 200, body: { system: 'ADREACH' } });
    expect(mock.db.configuration.count()).toBe(1);

    expect(me()).toMatchObject({
      verifyStatus: 'approved',
      setupCostPaid: true,
      balance: ADREACH_VARIANT_BALANCE_CENTS,
    });
    expect(mock.db.verifications.findMany((q) => q.where({ userId: me().id, status: 'approved' }))).toHaveLength(1);
    expect(checkLedgerInvariant(mock.db)).toEqual([]);
  });
});

describe('rejected-setup-cost scenario', () => {
  it('keeps the DEFAULT configuration', async () => {
    await logInTo('rejected-setup-cost');
    const configuration = await client.configuration.getConfiguration();
    await expectContract(contract.configuration.getConfiguration, configuration);
    expect(configuration).toMatchObject({ status: 200, body: { system: 'DEFAULT' } });
  });

  it('lists the rejected setup-cost ticket with its reason, its debit and reversal, and lets the seller pay again', async () => {
    await logInTo('rejected-setup-cost');
    expect(me()).toMatchObject({
      verifyStatus: 'approved',
      setupCostPaid: false,
      balance: REJECTED_SETUP_COST_BALANCE_CENTS,
    });
    expect(checkLedgerInvariant(mock.db)).toEqual([]);

    const list = await client.tickets.listTickets({ query: { type: 'setup_cost' } });
    await expectContract(contract.tickets.listTickets, list);
    expect(list).toMatchObject({
      status: 200,
      body: {
        content: [
          { type: 'setup_cost', status: 'rejected', rejectionReason: REJECTED_SETUP_COST_REASON, amount: 3_000 },
        ],
      },
    });
    if (list.status !== 200) throw new Error(`listTickets answered ${list.status}`);
    const rejectedId = list.body.content[0]?.id ?? '';
    const history = await client.transactions.listTransactions({ query: { type: 'setup_cost' } });
    await expectContract(contract.transactions.listTransactions, history);
    expect(history).toMatchObject({
      status: 200,
      body: {
        content: [
          { amount: 3_000, note: `reversed: ${rejectedId}` },
          { amount: -3_000, note: `Setup cost ticket ${rejectedId}` },
        ],
      },
    });

    const again = await client.tickets.createTicket({ body: { type: 'setup_cost' }, headers: freshKey() });
    await expectContract(contract.tickets.createTicket, again);
    expect(again).toMatchObject({ status: 201, body: { type: 'setup_cost', status: 'pending', amount: 3_000 } });
    expect(me().balance).toBe(REJECTED_SETUP_COST_BALANCE_CENTS - 3_000);
    expect(checkLedgerInvariant(mock.db)).toEqual([]);
  });
});

describe('other scenarios', () => {
  it.each(['new-seller', 'verified-seller', 'trialing-user'])('%s keeps the DEFAULT configuration', async (id) => {
    await mock.reset(id);
    const configuration = await client.configuration.getConfiguration();
    await expectContract(contract.configuration.getConfiguration, configuration);
    expect(configuration).toMatchObject({ status: 200, body: { system: 'DEFAULT' } });
    expect(checkLedgerInvariant(mock.db)).toEqual([]);
  });
});
