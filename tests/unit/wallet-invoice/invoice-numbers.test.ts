import {
  formatInvoiceNumber,
  invoiceKeyOf,
  invoiceYearAt,
  isInvoiceableTopUp,
} from '@contract/transactions/invoice-numbers';
import { describe, expect, it } from 'vitest';

describe('invoice numbers', () => {
  it('reads <PREFIX>-<year>-<6-digit sequence>', () => {
    expect(formatInvoiceNumber('ADC', 2026, 123)).toBe('ADC-2026-000123');
    expect(formatInvoiceNumber('LMA', 2027, 1)).toBe('LMA-2027-000001');
  });

  it("counts the year in Vietnam's calendar", () => {
    expect(invoiceYearAt('2026-12-31T16:59:59.000Z')).toBe(2026);
    expect(invoiceYearAt('2026-12-31T17:00:00.000Z')).toBe(2027);
  });

  it('keys an invoice by its set of top-ups, whatever their order or repeats', () => {
    expect(invoiceKeyOf(['b', 'a', 'b'])).toBe(invoiceKeyOf(['a', 'b']));
    expect(invoiceKeyOf(['a'])).not.toBe(invoiceKeyOf(['a', 'b']));
  });

  it('invoices settled top-ups only', () => {
    expect(isInvoiceableTopUp({ type: 'add_fund_user_balance', status: 'PAID' })).toBe(true);
    expect(isInvoiceableTopUp({ type: 'add_fund_user_balance', status: 'PROCESSING' })).toBe(false);
    expect(isInvoiceableTopUp({ type: 'recharge_ads_account_balance', status: 'PAID' })).toBe(false);
  });
});

describe('the mock assigns invoice numbers', async () => {
  const { contract } = await import('@contract');
  const { errorOf, expectContract, useMockApi } = await import('../mocks/mock-api');
  const { client, mock, session } = await useMockApi({ scenario: 'verified-seller' });

  const topUpIds = async (): Promise<string[]> => {
    const list = await client.transactions.listTransactions({
      query: { type: 'add_fund_user_balance', status: 'PAID', limit: 3 },
    });
    if (list.status !== 200) throw new Error('no history');
    return list.body.content.map((transaction) => transaction.id);
  };

  it('numbers in sequence per prefix and year, the same top-ups always the same number', async () => {
    session.token = await mock.signIn();
    const [first = '', second = '', third = ''] = await topUpIds();
    const year = new Date(mock.clock.now() + 7 * 3_600_000).getUTCFullYear();

    const a = await client.transactions.issueInvoice({ body: { transactionIds: [first], prefix: 'ADC' } });
    await expectContract(contract.transactions.issueInvoice, a);
    expect(a.body).toMatchObject({ number: `ADC-${year}-000001`, transactionIds: [first] });
    const b = await client.transactions.issueInvoice({ body: { transactionIds: [third, second], prefix: 'ADC' } });
    expect(b.body).toMatchObject({ number: `ADC-${year}-000002` });
    // Another brand has its own sequence.
    const other = await client.transactions.issueInvoice({ body: { transactionIds: [first], prefix: 'LMA' } });
    expect(other.body).toMatchObject({ number: `LMA-${year}-000001` });
    // Asked again (in any order): the same number, no new one.
    const again = await client.transactions.issueInvoice({ body: { transactionIds: [second, third], prefix: 'ADC' } });
    expect(again.body).toEqual(b.body);
    const next = await client.transactions.issueInvoice({ body: { transactionIds: [second], prefix: 'ADC' } });
    expect(next.body).toMatchObject({ number: `ADC-${year}-000003` });
  });

  it('refuses what is not a settled top-up of the caller', async () => {
    session.token = await mock.signIn();
    const refused = await client.transactions.issueInvoice({ body: { transactionIds: ['txn_nope'], prefix: 'ADC' } });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual(errorOf('error.not_found'));
  });
});
