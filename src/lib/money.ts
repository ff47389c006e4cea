/*
 * Money on screen. Amounts are integer USD cents everywhere; the one division by 100 in the
 * formatters is display only and never feeds a calculation. Conversions use BigInt.
 */

/** One US dollar in cents: what an exchange rate is quoted for. */
export const ONE_DOLLAR_CENTS = 100;
const CENTS_PER_DOLLAR = ONE_DOLLAR_CENTS;

// A table of amounts reuses one formatter per locale rather than building one per cell.
const usdFormats = new Map<string, Intl.NumberFormat>();
const usdFormat = (locale: string, minimumFractionDigits: 0 | 2): Intl.NumberFormat => {
  const key = `${locale}|${minimumFractionDigits}`;
  let format = usdFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits,
      maximumFractionDigits: 2,
    });
    usdFormats.set(key, format);
  }
  return format;
};

/**
 * USD cents as the reader's locale writes dollars, always with the dollar sign:
 * `$1,234.56` in English, `1.234,56 $` in Vietnamese. Whole-dollar amounts may drop the
 * cents (`wholeDollars`), as limits and presets read better that way.
 */
export const formatUsdCents = (cents: number, locale: string, { wholeDollars = false } = {}): string =>
  usdFormat(locale, wholeDollars && cents % CENTS_PER_DOLLAR === 0 ? 0 : 2).format(cents / CENTS_PER_DOLLAR);

/**
 * USD cents as a plain decimal of dollars for a file a spreadsheet reads: `-12.50`, `1234.56`.
 * No grouping, no symbol, a point as the separator; BigInt, so no float ever rounds it.
 */
export const centsToDecimal = (cents: number): string => {
  const value = BigInt(cents);
  const magnitude = value < 0n ? -value : value;
  const perDollar = BigInt(CENTS_PER_DOLLAR);
  return `${value < 0n ? '-' : ''}${magnitude / perDollar}.${String(magnitude % perDollar).padStart(2, '0')}`;
};

/** Vietnamese dong (no minor unit): `1.234.567 ₫` in Vietnamese. */
export const formatVnd = (dong: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'VND', maximumFractionDigits: 0 }).format(dong);

/** An exchange rate (a decimal string of dong per dollar) as the reader writes a VND amount: "25.450 ₫". */
export const formatVndRate = (rate: string, locale: string): string => {
  const value = Number(rate);
  return Number.isFinite(value) ? formatVnd(value, locale) : rate;
};

/** A decimal string ("25450.75") as an integer and its power-of-ten scale, without floats. */
const parseDecimal = (value: string): { units: bigint; scale: bigint } => {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) throw new RangeError(`Not a decimal number: ${value}`);
  const fraction = match[2] ?? '';
  return { units: BigInt(`${match[1]}${fraction}`), scale: 10n ** BigInt(fraction.length) };
};

/**
 * The VND equivalent of USD cents at an exchange rate given as VND per 1 USD (the API's
 * decimal string), rounded half up to whole dong.
 */
export const usdCentsToVnd = (cents: number, vndPerUsd: string): number => {
  const rate = parseDecimal(vndPerUsd);
  const denominator = rate.scale * BigInt(CENTS_PER_DOLLAR);
  const numerator = BigInt(cents) * rate.units;
  const rounded = (numerator * 2n + denominator) / (denominator * 2n);
  return Number(rounded);
};

export type DollarInputError = 'empty' | 'format' | 'decimals';

/**
 * What the user typed in an amount field (dollars, `.` as the decimal point, optional
 * thousands commas or spaces) as integer cents, or why it is not an amount.
 */
export const parseDollarInput = (text: string): { cents: number } | { error: DollarInputError } => {
  const cleaned = text.trim().replace(/[,\s]/g, '').replace(/^\$/, '');
  if (cleaned === '') return { error: 'empty' };
  const match = /^(\d+)(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return { error: 'format' };
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { error: 'decimals' };
  const cents = BigInt(match[1] ?? '0') * 100n + BigInt(fraction.padEnd(2, '0') || '0');
  return cents > BigInt(Number.MAX_SAFE_INTEGER) ? { error: 'format' } : { cents: Number(cents) };
};

/** Cents as the text an amount field holds: `1234.5` for 123450, `50` for 5000. */
export const centsToDollarInput = (cents: number): string => {
  const dollars = Math.trunc(cents / CENTS_PER_DOLLAR);
  const rest = cents % CENTS_PER_DOLLAR;
  return rest === 0 ? String(dollars) : `${dollars}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
};
