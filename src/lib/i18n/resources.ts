import auth from '@locales/vi/auth.json';
import common from '@locales/vi/common.json';
import configuration from '@locales/vi/configuration.json';
import errors from '@locales/vi/errors.json';
import kit from '@locales/vi/kit.json';
import routes from '@locales/vi/routes.json';
import shell from '@locales/vi/shell.json';
import validation from '@locales/vi/validation.json';
import type adAccountSetupVi from '@locales/vi/ad-account-setup.json';
import type addFundVi from '@locales/vi/add-fund.json';
import type adAccountsVi from '@locales/vi/ad-accounts.json';
import type dashboardVi from '@locales/vi/dashboard.json';
import type demoVi from '@locales/vi/demo.json';
import type moneyOutcomeVi from '@locales/vi/money-outcome.json';
import type sessionSwitchVi from '@locales/vi/session-switch.json';
import type helpVi from '@locales/vi/help.json';
import type invoiceVi from '@locales/vi/invoice.json';
import type onboardingVi from '@locales/vi/onboarding.json';
import type paymentCardsVi from '@locales/vi/payment-cards.json';
import type paymentCryptoVi from '@locales/vi/payment-crypto.json';
import type paymentTicketsVi from '@locales/vi/payment-tickets.json';
import type pixelsVi from '@locales/vi/pixels.json';
import type plansVi from '@locales/vi/plans.json';
import type productLinksVi from '@locales/vi/product-links.json';
import type partnerDashboardVi from '@locales/vi/partner-dashboard.json';
import type partnerMembersVi from '@locales/vi/partner-members.json';
import type partnerMemberVi from '@locales/vi/partner-member.json';
import type partnerGiftCodesVi from '@locales/vi/partner-gift-codes.json';
import type partnerContactInfoVi from '@locales/vi/partner-contact-info.json';
import type partnerEmbedFormVi from '@locales/vi/partner-embed-form.json';
import type payoneerVi from '@locales/vi/payoneer.json';
import type profileVi from '@locales/vi/profile.json';
import type referralVi from '@locales/vi/referral.json';
import type refundsVi from '@locales/vi/refunds.json';
import type transactionsVi from '@locales/vi/transactions.json';
import type walletVi from '@locales/vi/wallet.json';

/**
 * Vietnamese is the default and the fallback: the namespaces every page may need (the
 * shell, the kit, errors, validation, sign-in) ship in the main bundle and double as the
 * source of the key types (see i18next.d.ts).
 */
export const viResources = { auth, common, configuration, errors, kit, routes, shell, validation };

/**
 * One namespace per screen domain, loaded in both languages only by the routes that use
 * them (`loadScreenNamespaces` in a loader), so the login page carries none of their text.
 */
type ScreenResources = {
  'ad-account-setup': typeof adAccountSetupVi;
  'ad-accounts': typeof adAccountsVi;
  'add-fund': typeof addFundVi;
  dashboard: typeof dashboardVi;
  help: typeof helpVi;
  invoice: typeof invoiceVi;
  'money-outcome': typeof moneyOutcomeVi;
  onboarding: typeof onboardingVi;
  'payment-cards': typeof paymentCardsVi;
  'payment-crypto': typeof paymentCryptoVi;
  'payment-tickets': typeof paymentTicketsVi;
  'partner-dashboard': typeof partnerDashboardVi;
  'partner-members': typeof partnerMembersVi;
  'partner-member': typeof partnerMemberVi;
  'partner-gift-codes': typeof partnerGiftCodesVi;
  'partner-contact-info': typeof partnerContactInfoVi;
  'partner-embed-form': typeof partnerEmbedFormVi;
  payoneer: typeof payoneerVi;
  pixels: typeof pixelsVi;
  plans: typeof plansVi;
  'product-links': typeof productLinksVi;
  profile: typeof profileVi;
  referral: typeof referralVi;
  refunds: typeof refundsVi;
  'session-switch': typeof sessionSwitchVi;
  transactions: typeof transactionsVi;
  wallet: typeof walletVi;
};
export type ScreenNamespace = keyof ScreenResources;
const SCREEN_NAMESPACES = [
  'ad-account-setup',
  'ad-accounts',
  'add-fund',
  'dashboard',
  'help',
  'invoice',
  'money-outcome',
  'onboarding',
  'payment-cards',
  'payment-crypto',
  'payment-tickets',
  'partner-dashboard',
  'partner-members',
  'partner-member',
  'partner-gift-codes',
  'partner-contact-info',
  'partner-embed-form',
  'payoneer',
  'pixels',
  'plans',
  'product-links',
  'profile',
  'referral',
  'refunds',
  'session-switch',
  'transactions',
  'wallet',
] as const satisfies ReadonlyArray<ScreenNamespace>;

/** Namespaces of the demo builds only: the scenario panel registers them when it loads. */
export type DemoResources = { demo: typeof demoVi };
export const DEMO_NAMESPACES = ['demo'] as const satisfies ReadonlyArray<keyof DemoResources>;

export type AppResources = typeof viResources & ScreenResources & DemoResources;
export type AppNamespace = keyof AppResources;

/** The bundled namespaces, loaded at start in the stored language. */
export const BUNDLED_NAMESPACES = [
  'auth',
  'common',
  'configuration',
  'errors',
  'kit',
  'routes',
  'shell',
  'validation',
] as const satisfies ReadonlyArray<keyof typeof viResources>;

/** Every app namespace; a new `locales/<lng>/<ns>.json` must be added to one of the lists above. */
export const NAMESPACES = [...BUNDLED_NAMESPACES, ...SCREEN_NAMESPACES] as const;

export const DEFAULT_NAMESPACE = 'common' satisfies AppNamespace;
