import type { Locator } from '@playwright/test';
import { expect, type Locale } from './fixtures';

/** The longest wait for a slow screen: axe checks each screen as it opens and the mock backend runs in the page. */
export const SLOW_MS = 30_000;

/** Cents as the screen writes them in a language (English "$1,250.40", Vietnamese "1.250,40 $" with a no-break space). */
export const money = (cents: number, locale: Locale): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }).format(
    cents / 100,
  );

/** Whole dollars as limits in messages read: "$1,250" in English, "1.250 $" in Vietnamese. */
export const wholeDollars = (dollars: number, locale: Locale): string =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).format(dollars);

/** `money` with every white space made a plain space, as text extracted from a PDF has it ("1.250,40 $"). */
export const moneyWithPlainSpaces = (cents: number, locale: Locale): string => money(cents, locale).replace(/\s/g, ' ');

/**
 * Closes a toast, which can cover the next click, again until it is gone: on a busy machine a
 * click during its entrance can be lost.
 */
export const closeToast = async (toast: Locator, closeLabel: string): Promise<void> => {
  await expect(async () => {
    if (await toast.isVisible()) await toast.getByRole('button', { name: closeLabel }).click({ timeout: 2_000 });
    await expect(toast).toBeHidden({ timeout: 2_000 });
  }).toPass();
};
