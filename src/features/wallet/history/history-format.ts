import type { BalanceTransactionType } from '@contract/common/enums.schema';
import type { BalanceTransaction } from '@contract/transactions/balance-transaction.schema';
import { chargeOfTransaction } from '@/components/top-up-charge';
import { formatUsdCents } from '@/lib/money';

/*
 * Pure rules of the transaction history: which moves are top-ups and may be invoiced, what a
 * top-up charged in all, and how a signed amount reads. Screen, drawer and CSV share them, so
 * the export says exactly what the table shows.
 */

/** The moves that bring money into the wallet from a payment method. */
const TOP_UP_TYPES: ReadonlySet<BalanceTransactionType> = new Set([
  'add_fund_user_balance',
  'lark_approval_add_fund_user_balance',
]);

export const isTopUp = (transaction: Pick<BalanceTransaction, 'type'>): boolean => TOP_UP_TYPES.has(transaction.type);

/** Only a settled top-up was paid for, so only it can appear on an invoice. */
export const isInvoiceable = (transaction: Pick<BalanceTransaction, 'type' | 'status'>): boolean =>
  isTopUp(transaction) && transaction.status === 'PAID';

/** What the payer paid on top of the amount, in the order the table and the drawer list them. */
export const CHARGE_FIELDS = ['fee', 'methodFee', 'serviceCharge', 'tax', 'tip'] as const;
export type ChargeField = (typeof CHARGE_FIELDS)[number];

/** What a top-up cost the payer: the amount credited plus every charge, in integer cents. */
export const totalChargedCents = (transaction: Pick<BalanceTransaction, 'amount' | ChargeField>): number =>
  chargeOfTransaction(transaction).total;

/** The key of a type's label in the `transactions` namespace. */
export const transactionTypeLabelKey = <Type extends BalanceTransactionType>(type: Type) =>
  `transactions:type.${type}` as const;

/** A change of the wallet with its direction: `+$1,000.00` credited, `-$300.00` taken. */
export const formatSignedUsdCents = (cents: number, locale: string): string =>
  cents > 0 ? `+${formatUsdCents(cents, locale)}` : formatUsdCents(cents, locale);
