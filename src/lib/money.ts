/**
 * USD cents as the reader's locale writes dollars. Display only: amounts stay integer
 * cents everywhere else, and the single division here never feeds a calculation.
 */
export const formatUsdCents = (cents: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100);
