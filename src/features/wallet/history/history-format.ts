import type { BalanceTransactionType } from '@contract/common/enums.schema';
import type { BalanceTransaction } from '@contract/transactions/balance-transaction.schema';
import { chargeOfTransaction } from '@/components/top-up-charge';
import type { CsvColumn } from '@/lib/csv-export';
import { formatUsdCents } from '@/lib/money';

/*
 * Pure rules of the transaction history (which moves are top-ups and may be invoiced is in
 * `@contract/transactions/invoice-numbers`, shared with the mock): what a
 * top-up charged in all, and how a signed amount reads. Screen, drawer and CSV share them, so
 * the export says exactly what the table shows.
 */

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

/** The history file's columns, in the table's order; each header is `transactions:list.<column>`. */
const TRANSACTION_CSV_COLUMNS = [
  'id',
  'type',
  'amount',
  ...CHARGE_FIELDS,
  'status',
  'transferCode',
  'date',
  'paymentMethod',
] as const;
type TransactionCsvColumn = (typeof TRANSACTION_CSV_COLUMNS)[number];

/** What the history file's cells need from the reader's language. */
export interface TransactionCsvTexts {
  header: (column: TransactionCsvColumn) => string;
  type: (transaction: BalanceTransaction) => string;
  status: (transaction: BalanceTransaction) => string;
  method: (transaction: BalanceTransaction) => string;
}

/**
 * The history file: what the table shows in the same words, amounts and charges as signed
 * plain decimals (`-12.50`) and the date in ISO 8601, so a spreadsheet can add and sort them.
 */
export const transactionCsvColumns = (texts: TransactionCsvTexts): CsvColumn<BalanceTransaction>[] =>
  TRANSACTION_CSV_COLUMNS.map((column): CsvColumn<BalanceTransaction> => {
    const header = texts.header(column);
    switch (column) {
      case 'id':
        return { header, value: (transaction) => transaction.id };
      case 'type':
        return { header, value: texts.type };
      case 'amount':
        return { header, cents: (transaction) => transaction.amount };
      case 'status':
        return { header, value: texts.status };
      case 'transferCode':
        return { header, value: (transaction) => transaction.transferCode ?? '' };
      case 'date':
        return { header, moment: (transaction) => transaction.createdAt };
      case 'paymentMethod':
        return { header, value: texts.method };
      default:
        return { header, cents: (transaction) => transaction[column] };
    }
  });
