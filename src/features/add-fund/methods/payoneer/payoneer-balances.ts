import type { PayoneerBalance } from '@contract/payments/payoneer.schema';

/** The error code the server answers when the chosen balance cannot cover the charge. */
const PAYONEER_INSUFFICIENT_FUNDS = 'error.payoneer_insufficient_funds';

/**
 * Whether a balance can pay a total of USD cents: a USD balance is compared as it is; another
 * currency is converted at Payoneer's rate when paying, so only the server can tell
 * (`unknown`, selectable; a refusal marks it afterwards).
 */
export type BalanceCoverage = 'enough' | 'insufficient' | 'unknown';

export const balanceCoverage = (balance: PayoneerBalance, totalCents: number): BalanceCoverage => {
  if (balance.currency !== 'USD') return 'unknown';
  return balance.available >= totalCents ? 'enough' : 'insufficient';
};

/** A balance the seller may choose: not short of the total, and not already refused by the server. */
export const isSelectable = (
  balance: PayoneerBalance,
  totalCents: number,
  refusedIds: ReadonlySet<string> = new Set(),
): boolean => !refusedIds.has(balance.id) && balanceCoverage(balance, totalCents) !== 'insufficient';

/**
 * The balance chosen first: a USD balance that covers the total, else the first other selectable
 * one, else none (every balance is short).
 */
export const defaultBalanceId = (
  balances: readonly PayoneerBalance[],
  totalCents: number,
  refusedIds: ReadonlySet<string> = new Set(),
): string | null => {
  const selectable = balances.filter((balance) => isSelectable(balance, totalCents, refusedIds));
  const covering = selectable.find((balance) => balanceCoverage(balance, totalCents) === 'enough');
  return (covering ?? selectable[0])?.id ?? null;
};

/**
 * An amount in minor units of any currency (USD cents, EUR cents, whole yen) as the reader's
 * language writes it: `€900.00` in English, `900,00 €` in Vietnamese.
 */
export const formatMinorUnits = (amount: number, currency: string, locale: string): string => {
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
  } catch {
    // An unknown currency code: the number with the code, two decimals.
    return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount / 100)} ${currency}`;
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
};

/** Whether a failed call is the server saying the Payoneer balance cannot cover the charge. */
export const isInsufficientFunds = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null || !('body' in error)) return false;
  const { body } = error;
  if (typeof body !== 'object' || body === null) return false;
  return (
    ('code' in body && body.code === PAYONEER_INSUFFICIENT_FUNDS) ||
    ('messageCode' in body && body.messageCode === PAYONEER_INSUFFICIENT_FUNDS)
  );
};
