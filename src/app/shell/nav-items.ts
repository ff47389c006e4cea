import type { BooleanFlagKey, FeatureFlags } from '@brands';
import type { PageTitleKey } from '@/components/page-title';

/** Every path the shell links to; the router's Link checks each against the route tree. */
type ShellNavPath =
  | '/'
  | '/my-ads-account'
  | '/payment'
  | '/referral'
  | '/product-link'
  | '/pixel'
  | '/partner-contact'
  | '/affiliate'
  | '/profile'
  | '/billing'
  | '/faq'
  | '/partner-management'
  | '/partner-management-member'
  | '/partner-management-product-link'
  | '/partner-management-giftcode'
  | '/partner-management-contact-info'
  | '/partner-info-url';

export interface ShellNavItem {
  to: ShellNavPath;
  /** The page title doubles as the label (`routes:pages.<key>`). */
  labelKey: PageTitleKey;
  /** Shown only while this feature flag is on. */
  flag?: BooleanFlagKey;
  /** Active only on this exact path (the dashboard would otherwise match every path). */
  exact?: boolean;
  /** Other path prefixes that belong to this item (a member's page belongs to "Members"). */
  alsoActiveUnder?: readonly string[];
}

/** The seller sidebar of spec section 2, in its order. */
export const SELLER_NAV: readonly ShellNavItem[] = [
  { to: '/', labelKey: 'dashboard', exact: true },
  { to: '/my-ads-account', labelKey: 'myAdsAccount' },
  { to: '/payment', labelKey: 'payment' },
  { to: '/referral', labelKey: 'referral', flag: 'referral' },
  { to: '/product-link', labelKey: 'productLink', flag: 'productLink' },
  // Not in the spec's sidebar, which names no way to the pixel pages: without it they could only be typed.
  { to: '/pixel', labelKey: 'pixel', flag: 'pixel' },
  { to: '/partner-contact', labelKey: 'partnerContact', flag: 'partnership' },
  { to: '/affiliate', labelKey: 'affiliate', flag: 'referral' },
  { to: '/profile', labelKey: 'profile' },
  { to: '/billing', labelKey: 'billing', flag: 'subscription' },
  { to: '/faq', labelKey: 'faq', flag: 'helpCentre' },
];

/** The partner view's pages (spec section 2, "Partner"). */
export const PARTNER_NAV: readonly ShellNavItem[] = [
  { to: '/partner-management', labelKey: 'partnerDashboard' },
  { to: '/partner-management-member', labelKey: 'partnerMembers', alsoActiveUnder: ['/member'] },
  { to: '/partner-management-product-link', labelKey: 'partnerProductLinks', flag: 'productLink' },
  { to: '/partner-management-giftcode', labelKey: 'partnerGiftCodes' },
  { to: '/partner-management-contact-info', labelKey: 'partnerContactInfo' },
  { to: '/partner-info-url', labelKey: 'partnerInfoUrl' },
];

/** Only the features whose flags are on. */
export const visibleNavItems = (items: readonly ShellNavItem[], flags: FeatureFlags): ShellNavItem[] =>
  items.filter((item) => item.flag === undefined || flags[item.flag]);

const isUnder = (pathname: string, prefix: string): boolean => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Same rule as the router's Link: a whole path segment prefix, or the exact path when `exact`. */
export const isNavItemActive = (item: ShellNavItem, pathname: string): boolean => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (item.exact) return path === item.to;
  return isUnder(path, item.to) || (item.alsoActiveUnder ?? []).some((prefix) => isUnder(path, prefix));
};

/** Pages of the partner view, so landing on one shows the partner sidebar. */
export const isPartnerPath = (pathname: string): boolean => PARTNER_NAV.some((item) => isNavItemActive(item, pathname));
