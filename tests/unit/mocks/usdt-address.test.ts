import { contract, type UsdtNetwork } from '@contract';
import { isUsdtAddressOf, USDT_ADDRESS_ISSUE_TEXT } from '@contract/payments/usdt-address';
import { describe, expect, it } from 'vitest';
import { expectContract, freshKey, useMockApi } from './mock-api';

/*
 * Issue 41: a USDT address is checked against its network, with one function of the contract
 * (`isUsdtAddressOf`) that the refund body, the automatic ticket, the token payment, the refund
 * form and the transfer form share: TRC20 is T and 33 base58 characters, ERC20 and BEP20 0x and
 * 40 hex digits.
 */

const { client, mock, session } = await useMockApi({ scenario: 'verified-seller' });

const TRON = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const EVM = '0x8f3cf7ad23cd3cadbd9735aff958023239c6a063';
const OTHER_NETWORK: Readonly<Record<UsdtNetwork, string>> = { TRC20: EVM, ERC20: TRON, BEP20: TRON };
const OWN_NETWORK: Readonly<Record<UsdtNetwork, string>> = { TRC20: TRON, ERC20: EVM, BEP20: EVM };
const NETWORKS: readonly UsdtNetwork[] = ['TRC20', 'ERC20', 'BEP20'];

const invalidAt = (path: string) => ({
  status: 400,
  body: expect.objectContaining({ code: 'error.validation', issues: [{ path, message: USDT_ADDRESS_ISSUE_TEXT }] }),
});

describe('isUsdtAddressOf', () => {
  it.each([
    ['TRC20', TRON, true],
    ['TRC20', ` ${TRON} `, true],
    ['TRC20', EVM, false],
    ['TRC20', TRON.replace('a', '0'), false],
    ['TRC20', `${TRON}x`, false],
    ['TRC20', `A${TRON.slice(1)}`, false],
    ['ERC20', EVM, true],
    ['ERC20', EVM.toUpperCase().replace('0X', '0x'), true],
    ['ERC20', TRON, false],
    ['ERC20', EVM.slice(0, -1), false],
    ['BEP20', EVM, true],
    ['BEP20', `${EVM.slice(0, -1)}g`, false],
  ] as const)('%s %s: %s', (network, address, valid) => {
    expect(isUsdtAddressOf(network, address)).toBe(valid);
  });
});

describe('a refund to a USDT wallet', () => {
  const refund = (usdtNetwork: UsdtNetwork, walletAddress: string) =>
    client.transactions.requestRefund({
      body: { amount: 1_000, reason: 'permanent_stop', receiving: { method: 'usdt', usdtNetwork, walletAddress } },
      headers: freshKey(),
    });

  it.each(NETWORKS)('on %s is refused with an address of another network, and holds nothing', async (network) => {
    session.token = await mock.signIn();
    const before = mock.db.refundRequests.all().length;
    const answer = await refund(network, OTHER_NETWORK[network]);
    await expectContract(contract.transactions.requestRefund, answer);
    expect(answer).toMatchObject(invalidAt('body.receiving.walletAddress'));
    expect(mock.db.refundRequests.all()).toHaveLength(before);
    expect(await refund(network, OWN_NETWORK[network])).toMatchObject({ status: 201 });
  });
});

describe("a USDT transfer's sender", () => {
  it.each(NETWORKS)('on %s is refused on an automatic ticket when of another network', async (network) => {
    session.token = await mock.signIn();
    const ticket = (fromAddress: string) =>
      client.tickets.createAutoTicket({
        body: {
          amount: 5_000,
          paymentMethod: 'USDT',
          network,
          transactionHash: `${'ab'.repeat(31)}${String(NETWORKS.indexOf(network)).padStart(2, '0')}`,
          fromAddress,
        },
        headers: freshKey(),
      });
    expect(await ticket(OTHER_NETWORK[network])).toMatchObject(invalidAt('body.fromAddress'));
    expect(await ticket(OWN_NETWORK[network])).toMatchObject({ status: 201 });
  });

  it("is refused on a token payment when not of the payment's network, and the payment stays open", async () => {
    session.token = await mock.signIn();
    const requested = await client.payments.token.requestTokenPayment({
      body: { amount: 5_000, network: 'ERC20' },
      headers: freshKey(),
    });
    if (requested.status !== 201) throw new Error(`request answered ${requested.status}`);
    const id = requested.body.transactionId;
    const report = (fromAddress: string) =>
      client.payments.token.fulfillTokenPayment({
        params: { id },
        body: { transactionHash: `${'cd'.repeat(30)}8000`, fromAddress },
        headers: freshKey(),
      });
    const refused = await report(TRON);
    await expectContract(contract.payments.token.fulfillTokenPayment, refused);
    expect(refused).toMatchObject(invalidAt('body.fromAddress'));
    expect(mock.db.balanceTransactions.findFirst((q) => q.where({ id }))?.status).toBe('UNPAID');
    expect(mock.db.externalReferences.all()).toEqual([]);
    expect(await report(EVM)).toMatchObject({ status: 200 });
  });
});
