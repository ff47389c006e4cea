import { DURATIONS } from '../common/constants';
import type { PaymentMethodId } from '../common/enums.schema';

/*
 * What a seller is told about each payment method before choosing it: how soon the wallet is
 * credited and where the method is local. The fee is not here: it is the quote's rule
 * (`methodFeeRange` in top-up-quote.ts, beside the rule `quoteTopUpCharge` charges with).
 */

/** How soon a paid top-up reaches the wallet. */
export type TimeToCredit =
  /** As soon as the provider confirms the payment (card, hosted checkouts). */
  | { kind: 'instant' }
  /** A bank transfer matched by its code, within minutes. */
  | { kind: 'minutes'; max: number }
  /** Confirmations on chain. */
  | { kind: 'hours'; min: number; max: number }
  /** The seller sends the money and proof; an admin checks it and credits by hand. */
  | { kind: 'review' };

const INSTANT: TimeToCredit = { kind: 'instant' };
const REVIEW: TimeToCredit = { kind: 'review' };
const ON_CHAIN: TimeToCredit = {
  kind: 'hours',
  min: DURATIONS.usdtConfirmationHours[0],
  max: DURATIONS.usdtConfirmationHours[1],
};
const BANK_QR: TimeToCredit = { kind: 'minutes', max: DURATIONS.bankTransferCreditMinutes };

/** Where a method is local: the countries it serves and the currencies it collects in. Empty lists: worldwide. */
interface MethodMarket {
  countries: readonly string[];
  currencies: readonly string[];
}

const WORLDWIDE: MethodMarket = { countries: [], currencies: [] };
const VIETNAM: MethodMarket = { countries: ['VN'], currencies: ['VND'] };
const CHINA: MethodMarket = { countries: ['CN', 'HK'], currencies: ['CNY', 'HKD'] };
/** Tazapay's local banks and methods: South-East Asia and India. */
const TAZAPAY_MARKET: MethodMarket = {
  countries: ['VN', 'SG', 'MY', 'ID', 'PH', 'TH', 'IN'],
  currencies: ['VND', 'SGD', 'MYR', 'IDR', 'PHP', 'THB', 'INR'],
};

export interface PaymentMethodFacts {
  timeToCredit: TimeToCredit;
  market: MethodMarket;
}

export const PAYMENT_METHOD_FACTS: Readonly<Record<PaymentMethodId, PaymentMethodFacts>> = {
  creditCard: { timeToCredit: INSTANT, market: WORLDWIDE },
  localBank: { timeToCredit: BANK_QR, market: VIETNAM },
  USDT: { timeToCredit: ON_CHAIN, market: WORLDWIDE },
  USDC: { timeToCredit: ON_CHAIN, market: WORLDWIDE },
  tazapay: { timeToCredit: INSTANT, market: TAZAPAY_MARKET },
  payoneer: { timeToCredit: INSTANT, market: WORLDWIDE },
  airwallex: { timeToCredit: INSTANT, market: WORLDWIDE },
  lianlian: { timeToCredit: INSTANT, market: CHINA },
  ideal: { timeToCredit: INSTANT, market: { countries: ['NL'], currencies: ['EUR'] } },
  bancontact: { timeToCredit: INSTANT, market: { countries: ['BE'], currencies: ['EUR'] } },
  payfast: { timeToCredit: INSTANT, market: { countries: ['ZA'], currencies: ['ZAR'] } },
  localBankTicket: { timeToCredit: REVIEW, market: VIETNAM },
  TPBank: { timeToCredit: REVIEW, market: VIETNAM },
  transferWise: { timeToCredit: REVIEW, market: WORLDWIDE },
  transferWisePaymentLink: { timeToCredit: REVIEW, market: WORLDWIDE },
  transferWire: { timeToCredit: REVIEW, market: { countries: [], currencies: ['USD'] } },
  paypal: { timeToCredit: REVIEW, market: WORLDWIDE },
  payoneerTicket: { timeToCredit: REVIEW, market: WORLDWIDE },
  pingpong: { timeToCredit: REVIEW, market: CHINA },
  pingPongTicket: { timeToCredit: REVIEW, market: CHINA },
  lianLianTicket: { timeToCredit: REVIEW, market: CHINA },
  airWallexAuto: { timeToCredit: REVIEW, market: WORLDWIDE },
  redotpay: { timeToCredit: REVIEW, market: WORLDWIDE },
};

/**
 * The currency a seller in a country pays in, for the countries a method is local to; USD
 * elsewhere (the wallet's currency). Euro countries beyond the two the catalogue names are
 * not needed: no method is local to them.
 */
const LOCAL_CURRENCY: Readonly<Record<string, string>> = {
  VN: 'VND',
  CN: 'CNY',
  HK: 'HKD',
  SG: 'SGD',
  MY: 'MYR',
  ID: 'IDR',
  PH: 'PHP',
  TH: 'THB',
  IN: 'INR',
  NL: 'EUR',
  BE: 'EUR',
  ZA: 'ZAR',
};

export const localCurrencyOf = (countryCode: string): string => LOCAL_CURRENCY[countryCode.toUpperCase()] ?? 'USD';

/** How a method suits a seller: local to their country or currency, available everywhere, or local elsewhere. */
export type MethodFit = 'local' | 'worldwide' | 'elsewhere';

export const methodFit = (
  method: PaymentMethodId,
  seller: { country: string | null; currency: string | null },
): MethodFit => {
  const { market } = PAYMENT_METHOD_FACTS[method];
  if (market.countries.length === 0 && market.currencies.length === 0) return 'worldwide';
  const country = seller.country?.toUpperCase();
  const inCountry = country !== undefined && market.countries.includes(country);
  const inCurrency = seller.currency !== null && market.currencies.includes(seller.currency);
  return inCountry || inCurrency ? 'local' : 'elsewhere';
};
