import type { PageTitleKey } from '@/components/page-title';

/**
 * The in-app pages the help screens send the user to, each with the title key that
 * names it (`routes:pages.<key>`), so a link reads like the page it opens.
 */
export const HELP_PAGES = {
  '/platform': 'platform',
  '/update-information': 'updateInformation',
  '/payment': 'payment',
  '/payment/add-fund': 'addFund',
  '/my-ads-account': 'myAdsAccount',
  '/billing': 'billing',
  '/product-link': 'productLink',
  '/referral': 'referral',
  '/profile': 'profile',
} as const satisfies Record<string, PageTitleKey>;

export type HelpPath = keyof typeof HELP_PAGES;

/** After an in-app link's text; the no-break space keeps the arrow with the last word. */
export const NBSP_ARROW = '\u00a0→';
