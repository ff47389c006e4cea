import type { BalanceTransactionRecord } from '../db';
import { FACTORY_DEFAULT_DATE } from './user';

/**
 * A stored ledger entry. The defaults are a settled move of nothing: every money
 * field 0, no method, ad account or note. Rules fill in the rest (mocks/rules/ledger.ts);
 * seeds go through those rules too, so a seeded ledger is consistent by construction.
 */
export const createBalanceTransaction = (
  overrides: Partial<BalanceTransactionRecord> = {},
): BalanceTransactionRecord => ({
  id: 'txn_default',
  userId: 'usr_default',
  sequence: 1,
  type: 'add_fund_user_balance',
  amount: 0,
  currency: 'USD',
  fee: 0,
  methodFee: 0,
  serviceCharge: 0,
  tax: 0,
  tip: 0,
  status: 'PAID',
  paymentMethod: null,
  transferCode: null,
  adAccountId: null,
  balanceAfter: null,
  note: null,
  createdAt: FACTORY_DEFAULT_DATE,
  ...overrides,
});
