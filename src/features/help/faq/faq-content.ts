import type { FeatureFlags } from '@brands';
import {
  AFFILIATE_TERMS,
  CARD_VERIFICATION_CREDIT_CENTS,
  DURATIONS,
  MAX_AMOUNT_CENTS,
  MAX_BUSINESS_CENTRES,
  MIN_TRANSFER_CENTS,
  PAYOUT,
  TEXT_LIMITS,
  TOP_UP_TAX,
  UPLOAD_LIMITS,
  type BusinessSettings,
} from '@contract/common/constants';
import type { AppResources } from '@/lib/i18n';
import { formatCalendarDay } from '@/lib/dates';
import { formatUsdCents } from '@/lib/money';
import type { HelpPath } from '../help-pages';

type FaqTexts = AppResources['help']['faq'];
export type FaqGroupId = keyof FaqTexts['groups'];
export type FaqItemId = keyof FaqTexts['items'];

/** What decides which questions apply to this build (feature flags, affiliate terms). */
export interface FaqContext {
  flags: FeatureFlags;
  affiliateTerms: BusinessSettings['affiliateTerms'];
}

interface FaqItemDefinition {
  id: FaqItemId;
  /** The in-app page where the user does what the answer describes. */
  link?: HelpPath;
  /** Shown only when this holds (a feature that is off has no questions). */
  when?: (context: FaqContext) => boolean;
}

interface FaqGroupDefinition {
  id: FaqGroupId;
  when?: (context: FaqContext) => boolean;
  items: readonly FaqItemDefinition[];
}

/** The FAQ of spec sections 1, 5 and 9, in reading order. */
export const FAQ_GROUPS: readonly FaqGroupDefinition[] = [
  {
    id: 'gettingStarted',
    items: [
      { id: 'whatIs' },
      { id: 'howToStart', link: '/update-information' },
      { id: 'verificationTime' },
      { id: 'verificationDocuments', link: '/update-information' },
      { id: 'setupCost' },
    ],
  },
  {
    id: 'wallet',
    items: [
      { id: 'topUpMethods', link: '/payment/add-fund' },
      { id: 'topUpLimits' },
      { id: 'topUpTax' },
      { id: 'bankTransferTime' },
      { id: 'usdtTime' },
      { id: 'cardCheck' },
    ],
  },
  {
    id: 'adAccounts',
    items: [
      { id: 'businessCentres', link: '/my-ads-account' },
      { id: 'getAdAccount', link: '/my-ads-account' },
      { id: 'moveMoney', link: '/payment' },
      { id: 'autoTopUp', when: ({ flags }) => flags.autoTopUp },
      { id: 'accountStatus' },
    ],
  },
  {
    // Refund times hold either way; only who takes the request depends on the refund flag.
    id: 'refunds',
    items: [
      { id: 'refundSelfService', link: '/payment', when: ({ flags }) => flags.refund },
      { id: 'refundBySupport', when: ({ flags }) => !flags.refund },
      { id: 'refundTime' },
      { id: 'refundMethods' },
    ],
  },
  {
    id: 'plans',
    when: ({ flags }) => flags.subscription,
    items: [
      { id: 'trial', when: ({ flags }) => flags.trial },
      { id: 'choosePlan', link: '/billing' },
      { id: 'cancelPlan' },
    ],
  },
  {
    id: 'productLinks',
    when: ({ flags }) => flags.productLink,
    items: [
      { id: 'whyProductLinks', link: '/product-link' },
      { id: 'productLinkReview' },
      { id: 'productVideo' },
      { id: 'refusedLinks' },
    ],
  },
  {
    id: 'giftCodes',
    items: [{ id: 'redeemGiftCode', link: '/profile' }, { id: 'giftCodeBonus' }],
  },
  {
    id: 'referral',
    when: ({ flags }) => flags.referral,
    items: [
      { id: 'referralHow', link: '/referral' },
      { id: 'referralEarningsStandard', when: ({ affiliateTerms }) => affiliateTerms === 'standard' },
      { id: 'referralEarningsLifetime', when: ({ affiliateTerms }) => affiliateTerms === 'lifetime' },
      { id: 'referralPayout' },
    ],
  },
  {
    id: 'security',
    items: [{ id: 'changePassword', link: '/profile' }, { id: 'loginLocked' }, { id: 'keepSafe' }],
  },
];

export interface VisibleFaqGroup {
  id: FaqGroupId;
  items: { id: FaqItemId; link?: HelpPath }[];
}

/** The groups and questions that apply to this build. */
export const visibleFaqGroups = (context: FaqContext): VisibleFaqGroup[] =>
  FAQ_GROUPS.filter((group) => group.when?.(context) ?? true)
    .map((group) => ({
      id: group.id,
      items: group.items
        .filter((item) => item.when?.(context) ?? true)
        .map(({ id, link }) => (link ? { id, link } : { id })),
    }))
    .filter((group) => group.items.length > 0);

/** Display names of payout providers (brand names, the same in every language). */
const PAYOUT_PROVIDER_NAMES: Record<(typeof PAYOUT)['provider'], string> = { paypal: 'PayPal' };

const MEGABYTE = 1024 * 1024;

const formatBasisPoints = (basisPoints: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);

/**
 * Every figure the answers quote, from the contract's constants and the build's settings,
 * formatted for the reader: a limit changes in one place and every answer follows.
 */
export const faqFigures = (locale: string, business: BusinessSettings) => {
  const usd = (cents: number) => formatUsdCents(cents, locale, { wholeDollars: true });
  const percent = (basisPoints: number) => formatBasisPoints(basisPoints, locale);
  const terms = AFFILIATE_TERMS[business.affiliateTerms];
  return {
    taxRate: percent(TOP_UP_TAX.rateBasisPoints),
    taxDate: formatCalendarDay(TOP_UP_TAX.effectiveFrom, locale),
    minTopUp: usd(business.minTopUpCents),
    maxAmount: usd(MAX_AMOUNT_CENTS),
    minTransfer: usd(MIN_TRANSFER_CENTS),
    cardCredit: usd(CARD_VERIFICATION_CREDIT_CENTS),
    bankTransferMinutes: DURATIONS.bankTransferCreditMinutes,
    usdtMin: DURATIONS.usdtConfirmationHours[0],
    usdtMax: DURATIONS.usdtConfirmationHours[1],
    maxBusinessCentres: MAX_BUSINESS_CENTRES,
    refundProcessingMin: DURATIONS.refundProcessingWorkingDays[0],
    refundProcessingMax: DURATIONS.refundProcessingWorkingDays[1],
    refundArrivalMin: DURATIONS.refundArrivalDays[0],
    refundArrivalMax: DURATIONS.refundArrivalDays[1],
    trialDays: business.trialDays,
    cancellationMin: DURATIONS.cancellationWorkingDays[0],
    cancellationMax: DURATIONS.cancellationWorkingDays[1],
    reviewMin: DURATIONS.productLinkReviewHours[0],
    reviewMax: DURATIONS.productLinkReviewHours[1],
    verificationMin: DURATIONS.verificationWorkingDays[0],
    verificationMax: DURATIONS.verificationWorkingDays[1],
    verificationHours: DURATIONS.verificationWorkingHours,
    videoMaxMb: UPLOAD_LIMITS.videoMaxBytes / MEGABYTE,
    imageMaxMb: UPLOAD_LIMITS.imageMaxBytes / MEGABYTE,
    lockoutMinutes: DURATIONS.loginLockoutMinutes,
    passwordMin: TEXT_LIMITS.passwordMin,
    maxBonus: usd(terms.maxBonusCents),
    subscriptionShare: percent(terms.subscriptionShareBasisPoints),
    depositShare: percent(terms.depositShareBasisPoints),
    referredSpend: terms.referredSpendForBonusCents === null ? '' : usd(terms.referredSpendForBonusCents),
    adSpendMonths: terms.adSpendShareMonths ?? '',
    payoutThreshold: usd(PAYOUT.thresholdCents),
    payoutDay: PAYOUT.payoutDayOfMonth,
    payoutLatestDay: PAYOUT.latestPayoutDayOfMonth,
    payoutProvider: PAYOUT_PROVIDER_NAMES[PAYOUT.provider],
  };
};
