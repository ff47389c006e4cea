import { z } from 'zod';
import { businessYearOf } from '../common/business-calendar';
import type { BalanceTransaction } from './balance-transaction.schema';

/*
 * Invoice numbers (issue 26): `<PREFIX>-<year>-<6-digit sequence>`, sequential per brand prefix
 * and year of issue. The mock assigns them and the screen prints them; both read these rules.
 */

/** A brand's invoice prefix, e.g. "ADC": the operator's `issuer.invoicePrefix`; the mock numbers by it. */
export const InvoicePrefixSchema = z
  .string()
  .regex(/^[A-Z]{2,8}$/)
  .describe("The brand's invoice prefix, 2 to 8 capital letters");

const TOP_UP_TYPES: ReadonlySet<BalanceTransaction['type']> = new Set([
  'add_fund_user_balance',
  'lark_approval_add_fund_user_balance',
]);

/** The moves that bring money into the wallet from a payment method. */
export const isTopUp = (transaction: Pick<BalanceTransaction, 'type'>): boolean => TOP_UP_TYPES.has(transaction.type);

/** Only a settled top-up was paid for, so only it is invoiced (the history's selection and the mock). */
export const isInvoiceableTopUp = (transaction: Pick<BalanceTransaction, 'type' | 'status'>): boolean =>
  isTopUp(transaction) && transaction.status === 'PAID';

/** The year of issue is the business calendar's: Vietnam's, where the business keeps its books. */
export const invoiceYearAt = (instant: string): number => businessYearOf(instant);

export const formatInvoiceNumber = (prefix: string, year: number, sequence: number): string =>
  `${prefix}-${year}-${String(sequence).padStart(6, '0')}`;

/** One invoice per set of top-ups, whatever order they were picked in. */
export const invoiceKeyOf = (transactionIds: readonly string[]): string =>
  [...new Set(transactionIds)].sort().join(',');
