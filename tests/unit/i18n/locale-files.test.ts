import {
  AdAccountDisplayStatusSchema,
  AdAccountRequestStatusSchema,
  BillingStatusSchema,
  CardStatusSchema,
  DatePresetSchema,
  GiftCodeStatusSchema,
  LocaleSchema,
  MemberInformationDecisionSchema,
  MemberStatusSchema,
  PaymentResultSchema,
  PaymentStatusSchema,
  ProductLinkStatusSchema,
  ProviderAvailabilitySchema,
  RefundStatusSchema,
  SubscriptionStatusSchema,
  TicketStatusSchema,
  UserStatusSchema,
  VerificationStatusSchema,
} from '@contract/common/enums.schema';
import { CURRENCIES } from '@contract/common/constants';
import { describe, expect, it } from 'vitest';
import { DEMO_NAMESPACES, NAMESPACES } from '@/lib/i18n/resources';

/** The app's namespaces and the scenario panel's. */
const ALL_NAMESPACES = [...NAMESPACES, ...DEMO_NAMESPACES];

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const files = import.meta.glob<Json>('../../../locales/*/*.json', { eager: true, import: 'default' });

const byLocale = (locale: string): Map<string, Json> => {
  const found = new Map<string, Json>();
  for (const [path, content] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match?.[1] === locale && match[2]) found.set(match[2], content);
  }
  return found;
};

const vi = byLocale('vi');
const en = byLocale('en');

/** Every leaf as `dotted.path` → string value. */
const flatten = (value: Json, prefix = ''): Map<string, string> => {
  const leaves = new Map<string, string>();
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of flatten(child, prefix ? `${prefix}.${key}` : key)) leaves.set(path, leaf);
    }
  } else {
    leaves.set(prefix, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return leaves;
};

const leavesOf = (locale: Map<string, Json>, ns: string): Map<string, string> => {
  const content = locale.get(ns);
  return content === undefined ? new Map() : flatten(content);
};

const variablesOf = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1] ?? '').sort();

describe('locale files', () => {
  it('each locale folder holds exactly the declared namespaces', () => {
    const declared = [...ALL_NAMESPACES].sort();
    for (const locale of LocaleSchema.options) {
      expect([...byLocale(locale).keys()].sort(), `locales/${locale}`).toEqual(declared);
    }
  });

  it.each(ALL_NAMESPACES)('vi and en have the same keys in "%s"', (ns) => {
    const viKeys = [...leavesOf(vi, ns).keys()];
    const enKeys = [...leavesOf(en, ns).keys()];
    const missingInEn = viKeys.filter((key) => !enKeys.includes(key));
    const missingInVi = enKeys.filter((key) => !viKeys.includes(key));
    expect({ missingInEn, missingInVi }).toEqual({ missingInEn: [], missingInVi: [] });
  });

  it.each(ALL_NAMESPACES)('every message in "%s" is a non-empty string in both languages', (ns) => {
    for (const locale of [vi, en]) {
      const bad = [...leavesOf(locale, ns)].filter(([, text]) => typeof text !== 'string' || text.trim() === '');
      expect(bad.map(([key]) => key)).toEqual([]);
    }
  });

  it.each(ALL_NAMESPACES)('vi and en use the same interpolation variables in "%s"', (ns) => {
    const enLeaves = leavesOf(en, ns);
    const mismatched = [...leavesOf(vi, ns)]
      .filter(([key, text]) => variablesOf(text).join() !== variablesOf(enLeaves.get(key) ?? '').join())
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it('the Vietnamese texts are written with diacritics', () => {
    // Guards against an unaccented or mangled copy: most Vietnamese sentences carry diacritics.
    // Texts equal in both languages are names (PayPal, USDT) and carry no diacritics.
    const texts = ALL_NAMESPACES.flatMap((ns) => {
      const english = leavesOf(en, ns);
      return [...leavesOf(vi, ns)].filter(([key, text]) => english.get(key) !== text).map(([, text]) => text);
    });
    const accented = texts.filter((text) => /[ăâđêôơưáàảãạéèẻẽẹíìỉĩịóòỏõọúùủũụýỳỷỹỵ]/i.test(text));
    expect(accented.length / texts.length).toBeGreaterThan(0.9);
    expect(texts.join(' ')).not.toMatch(/\uFFFD/);
  });
});

describe('common labels', () => {
  const common = leavesOf(vi, 'common');
  const commonEn = leavesOf(en, 'common');
  const statusGroups = {
    adAccountDisplay: AdAccountDisplayStatusSchema.options,
    adAccountRequest: AdAccountRequestStatusSchema.options,
    refund: RefundStatusSchema.options,
    paymentStatus: PaymentStatusSchema.options,
    paymentResult: PaymentResultSchema.options,
    user: UserStatusSchema.options,
    member: MemberStatusSchema.options,
    subscription: SubscriptionStatusSchema.options,
    verification: VerificationStatusSchema.options,
    productLink: ProductLinkStatusSchema.options,
    memberInformation: MemberInformationDecisionSchema.options,
    giftCode: GiftCodeStatusSchema.options,
    providerAvailability: ProviderAvailabilitySchema.options,
    ticket: TicketStatusSchema.options,
    billing: BillingStatusSchema.options,
    card: CardStatusSchema.options,
  } satisfies Record<string, readonly string[]>;

  it.each(Object.entries(statusGroups))('labels every %s status of the contract', (group, values) => {
    const missing = values.filter((value) => !common.has(`status.${group}.${value}`));
    expect(missing).toEqual([]);
  });

  it('uses the spec wording for ad account display statuses', () => {
    const labels = AdAccountDisplayStatusSchema.options.map((status) =>
      commonEn.get(`status.adAccountDisplay.${status}`),
    );
    expect(labels).toEqual(['Not Approved', 'Approved', 'In Review', 'Punishment', 'Not yet effective', 'Closed']);
    expect(commonEn.get('status.adAccountDisplay.REVIEW')).toBe('Review');
  });

  it('labels every date preset, currency and locale', () => {
    const keys = [
      ...DatePresetSchema.options.map((preset) => `datePreset.${preset}`),
      ...CURRENCIES.map((currency) => `currency.${currency}`),
      ...LocaleSchema.options.map((locale) => `language.${locale}`),
    ];
    expect(keys.filter((key) => !common.has(key))).toEqual([]);
  });
});
