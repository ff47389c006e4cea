/**
 * What `npm run bench:mock` measures: the contract's GET routes whose 200 answer is a list,
 * each with the params and queries of the table below. Every list-shaped GET route must be
 * either in BENCH_CASES or in NOT_BENCHED (with the reason), so a new list route cannot be
 * silently left out.
 */
import { listRoutes } from '@contract';
import { isStandardSchema, type AppRoute, type AppRouter } from '@ts-rest/core';
import { z } from 'zod';

/* ---------- The shape of a route's 200 answer ---------- */

/**
 * array: a bare list; paged: `{ content, paging }`; embedded: an object holding a list
 * (statistics buckets, `{ productLinks }`, `{ list, page_info }`); record: no list.
 */
export type ListShape = 'array' | 'paged' | 'embedded' | 'record';

/** The schema without optional/nullable/default/pipe wrappers (the input side of a pipe). */
const unwrap = (schema: z.ZodType): z.ZodType => {
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodNonOptional ||
    schema instanceof z.ZodReadonly ||
    schema instanceof z.ZodCatch
  ) {
    return unwrap(schema.def.innerType as z.ZodType);
  }
  if (schema instanceof z.ZodPipe) return unwrap(schema.in as z.ZodType);
  return schema;
};

const optionsOf = (schema: z.ZodType): z.ZodType[] | null =>
  schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion
    ? (schema.options as readonly z.ZodType[]).slice()
    : null;

/** A list at this level or in an object field up to `depth` levels down. */
const holdsList = (schema: z.ZodType, depth: number): boolean => {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodArray) return true;
  const options = optionsOf(inner);
  if (options) return options.some((option) => holdsList(option, depth));
  if (inner instanceof z.ZodObject && depth > 0) {
    return Object.values(inner.shape as Record<string, z.ZodType>).some((field) => holdsList(field, depth - 1));
  }
  return false;
};

const RANK: Record<ListShape, number> = { record: 0, embedded: 1, array: 2, paged: 3 };

export const listShapeOf = (schema: unknown): ListShape => {
  if (!(schema instanceof z.ZodType)) return 'record';
  const inner = unwrap(schema);
  if (inner instanceof z.ZodArray) return 'array';
  const options = optionsOf(inner);
  if (options) {
    return options
      .map(listShapeOf)
      .reduce<ListShape>((best, shape) => (RANK[shape] > RANK[best] ? shape : best), 'record');
  }
  if (!(inner instanceof z.ZodObject)) return 'record';
  const shape = inner.shape as Record<string, z.ZodType>;
  if (shape.content && shape.paging && unwrap(shape.content) instanceof z.ZodArray) return 'paged';
  return Object.values(shape).some((field) => holdsList(field, 1)) ? 'embedded' : 'record';
};

/* ---------- The measured cases ---------- */

/** Path params resolved from the seeded db when the bench starts. */
export type ParamSource = 'partner' | 'memberWithMostAdAccounts';

export interface BenchCase {
  params?: Record<string, ParamSource>;
  /** Sent as given (strings, like a URL carries them). */
  query?: Record<string, string>;
}

/** The bench's clock is frozen at 2026-03-16 (MOCK_SERVER_START); the partner's members joined over the year before. */
const BY_DAY = { period: 'day', year: '2026', month: '3' };
const BY_MONTH = { period: 'month', year: '2026' };
const BY_MONTH_LAST_YEAR = { period: 'month', year: '2025' };
const STATISTICS: BenchCase[] = [{ query: BY_DAY }, { query: BY_MONTH }, { query: BY_MONTH_LAST_YEAR }];

const FIRST_PAGE: BenchCase = {};
const noQuery: BenchCase[] = [FIRST_PAGE];

/**
 * Route key → the cases measured. No query means the contract's defaults (page 1, limit 10).
 * "Later page" is page 5 or 10 of 10 rows; "nguyen" is the commonest Vietnamese family name.
 */
export const BENCH_CASES: Readonly<Record<string, readonly BenchCase[]>> = {
  // The partner's own views, over 2,000 referred members.
  'partnership.listMembers': [
    FIRST_PAGE,
    { query: { page: '10' } },
    { query: { search: 'nguyen' } },
    { query: { status: 'blocked' } },
  ],
  'partnership.listMemberProductLinks': [FIRST_PAGE, { query: { page: '5' } }, { query: { status: 'reviewing' } }],
  'partnership.listMemberContactInfo': [
    FIRST_PAGE, // status defaults to reviewing
    { query: { page: '5' } },
    { query: { status: 'approved' } },
    { query: { search: 'nguyen' } },
  ],
  'partnership.listMemberAdAccounts': [{ params: { id: 'memberWithMostAdAccounts' } }],
  'partnership.getPlanChargedStatistics': STATISTICS,
  'partnership.getMemberStatistics': STATISTICS,
  'partnership.getAdAccountStatistics': STATISTICS,
  'partnership.getSpendingDepositStatistics': STATISTICS,
  'giftCodes.listPartnerGiftCodes': [
    { params: { id: 'partner' } },
    { params: { id: 'partner' }, query: { unexpired: 'true' } },
  ],
  'referrals.getReferralRewards': noQuery,
  // The partner's own account pages (few or no rows for this account).
  'notifications.listNotifications': noQuery,
  'tickets.listTickets': noQuery,
  'transactions.listTransactions': noQuery,
  'transactions.listUsedPaymentMethods': noQuery,
  'adAccounts.listAdAccounts': noQuery,
  'productLinks.getProductProfile': noQuery,
  'pixels.listPixels': noQuery,
  'plans.listPlans': noQuery,
  'plans.listValidPrices': noQuery,
  'plans.listSubscriptionTransitions': noQuery,
  'plans.listInvoices': noQuery,
  'giftCodes.listRedeemHistory': noQuery,
  'payments.stripe.listCards': noQuery,
  'payments.stripe.listPaymentMethodTypes': noQuery,
  'payments.token.listMiningTransactions': noQuery,
  'payments.localBank.listLocalBanks': noQuery,
  'configuration.listSelfServeAdCountries': noQuery,
  'configuration.listPhoneRegionCodes': noQuery,
  'configuration.listSecondaryIndustries': noQuery,
};

/** List-shaped GET routes left out, and why. */
export const NOT_BENCHED: Readonly<Record<string, string>> = {
  'users.getMe': 'one record (its logs are embedded)',
  'configuration.getConfiguration': 'one record (payment methods embedded)',
  'partnership.getMember': 'one record (its product links embedded)',
  'payments.payoneer.getPayoneerBalances': 'one record, and it calls out to Payoneer',
  'payments.payoneer.handlePayoneerConnectCallback': 'an OAuth callback, not a list',
  'payments.payoneer.handlePayoneerChallengeCallback': 'a payment callback, not a list',
  'payments.vietqr.getVietqrPayment': 'one payment, needs a pending one',
  'tickets.verifyTicket': 'one ticket, needs a pending one',
  'businessCentres.listBusinessCentres': '403 for this account: needs a connected TikTok account, the partner has none',
  'pixels.getPixel': 'one pixel (its settings embedded)',
  'pixels.getPixelSettings': "one pixel's settings",
};

/* ---------- Selection ---------- */

export interface PlannedCase extends BenchCase {
  key: string;
  route: AppRoute;
  shape: ListShape;
}

/**
 * The cases to measure, in contract order. Throws when the table and the contract disagree:
 * a key that is not a GET route, or a list-shaped GET route in neither table.
 */
export const planCases = (router: AppRouter): PlannedCase[] => {
  const gets = listRoutes(router).filter(({ route }) => route.method === 'GET');
  const known = new Set(gets.map(({ key }) => key));
  const stale = [...Object.keys(BENCH_CASES), ...Object.keys(NOT_BENCHED)].filter((key) => !known.has(key));
  if (stale.length > 0) throw new Error(`Not GET routes of the contract: ${stale.join(', ')}`);

  const planned: PlannedCase[] = [];
  const missing: string[] = [];
  for (const { key, route } of gets) {
    const declared = route.responses[200];
    const shape = listShapeOf(isStandardSchema(declared) ? declared : undefined);
    const cases = BENCH_CASES[key];
    if (cases) planned.push(...cases.map((item) => ({ ...item, key, route, shape })));
    else if (shape !== 'record' && !(key in NOT_BENCHED)) missing.push(`${key} (${shape})`);
  }
  if (missing.length > 0) {
    throw new Error(`List routes missing from scripts/bench/routes.ts (add cases or a reason): ${missing.join(', ')}`);
  }
  return planned;
};

/** The query string of a case, in the table's key order. */
export const queryString = (query: Record<string, string> | undefined): string =>
  new URLSearchParams(query ?? {}).toString();

/** The path with its params filled in (`values`) or shown as `{source}` (no values). */
export const fillPath = (
  path: string,
  params: Record<string, ParamSource> | undefined,
  values?: Record<ParamSource, string>,
): string =>
  path.replace(/:(\w+)/g, (_, name: string) => {
    const source = params?.[name];
    if (!source) throw new Error(`No value for :${name} in ${path}`);
    return values ? encodeURIComponent(values[source]) : `{${source}}`;
  });
