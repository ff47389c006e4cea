import type { PlanId } from '@contract';
import {
  countAdAccountsInUse,
  failingCreationGates,
  MAX_AD_ACCOUNTS_PER_SELLER,
  planAdAccountLimit,
  type AdAccountCreationGate,
} from '@contract/ad-accounts/ad-account-creation';
import { acceptsMoney } from '@contract/ad-accounts/ad-account-rules';
import { BUSINESS_TIME_ZONE } from '@contract/common/business-calendar';
import type {
  AdAccountList,
  AdAccountListQuery,
  AdAccountTransferBody,
  RequestAdAccountBody,
  UpdateAutoTopUpBody,
} from '@contract/ad-accounts/ad-accounts.schema';
import { Clock, Effect } from 'effect';
import type { BalanceTransactionRecord, MockDb } from '../db';
import {
  createAdAccount,
  createAdAccountRequest,
  type AdAccountRecord,
  type AdAccountRequestRecord,
  type BusinessCentreRecord,
  type ProductLinkRecord,
} from '../factories/ad-account';
import { RecordNotFound } from '../errors';
import { setupCostRequiredOf } from '../factories/configuration';
import { fromDb, nowIso } from './effect-runtime';
import {
  AdAccountLimitReached,
  AdAccountNotApproved,
  MinimumBalanceRequired,
  NoApprovedProductLink,
  PlanAdAccountLimitReached,
  SetupCostRequired,
} from './ad-accounts/errors';
import { TicketNotOpen } from './tickets/errors';
import { newId, randomDigits } from './ids';
import { applyAdAccountMove, withAdAccountLock } from './ad-account-money';
import { defaultDailyBudget, syncUnlocked, syncUserAdSpend } from './ad-spend';
import { newestFirst, paged, whereEqual } from './list';
import { notify } from './notifications';
import { walletOf, type AdAccountMoveError } from './ledger';
import { userOf } from './users';

/*
 * Ad accounts and business centres (spec sections 3, 4, 5, 9). Every money move between
 * the wallet and an ad account is a ledger entry (mocks/rules/ledger.ts); the ad account's
 * own balance moves the other way in the same locked step, so neither side goes negative.
 */

/* ---------- Limits ---------- */

/** What counts against the limits (`countAdAccountsInUse`), read from the seller's records. */
const adAccountsInUse = (db: MockDb, userId: string): number =>
  countAdAccountsInUse({
    adAccounts: db.adAccounts.findMany((q) => q.where({ userId })).map((account) => account.status),
    requests: db.adAccountRequests.findMany((q) => q.where({ userId })).map((request) => request.status),
    tickets: db.tickets.findMany((q) => q.where({ userId, type: 'create_ads_account' })).map((ticket) => ticket.status),
  });

/* ---------- Lookups ---------- */

/** The seller's own ad account; another seller's is "not found", like a missing one. */
export const ownAdAccount = (
  db: MockDb,
  userId: string,
  adAccountId: string,
): Effect.Effect<AdAccountRecord, RecordNotFound> => {
  const account = db.adAccounts.findFirst((q) => q.where({ id: adAccountId, userId }));
  return account ? Effect.succeed(account) : Effect.fail(new RecordNotFound({ entity: 'adAccount', id: adAccountId }));
};

export const ownBusinessCentre = (
  db: MockDb,
  userId: string,
  businessCentreId: string,
): Effect.Effect<BusinessCentreRecord, RecordNotFound> => {
  const centre = db.businessCentres.findFirst((q) => q.where({ id: businessCentreId, userId }));
  return centre
    ? Effect.succeed(centre)
    : Effect.fail(new RecordNotFound({ entity: 'businessCentre', id: businessCentreId }));
};

/** A platform id: 19 digits starting with 7, like the seeded ones. */
export const newPlatformId = (): string => `7${randomDigits(18)}`;

/* ---------- List ---------- */

const matches = (search: string | undefined, ...fields: string[]): boolean => {
  const needle = search?.trim().toLowerCase();
  return !needle || fields.some((field) => field.toLowerCase().includes(needle));
};

/**
 * The approved tab lists opened ad accounts (any display status, `status` filters); the
 * in-review tab lists requests not opened yet (pending, opening, rejected). Newest first.
 */
export const listAdAccounts = (db: MockDb, userId: string, query: AdAccountListQuery): AdAccountList => {
  if (query.tab === 'in_review') {
    const requests = db.adAccountRequests
      .findMany((q) => q.where({ userId }))
      .filter((request) => request.adAccountId === null && request.status !== 'closed')
      .filter((request) => matches(query.search, request.name, request.id))
      .sort(newestFirst((request) => [request.requestedAt, request.id]));
    return { tab: 'in_review', ...paged(requests, query) };
  }
  const accounts = db.adAccounts
    .findMany((q) => q.where({ userId }))
    .filter(whereEqual(query.status, (account) => account.status))
    .filter((account) => matches(query.search, account.name, account.id))
    .sort(newestFirst((account) => [account.createdAt, account.id]));
  return { tab: 'approved', ...paged(accounts, query) };
};

/* ---------- Transfer and withdraw ---------- */

export interface AdAccountMoveResult {
  adAccount: AdAccountRecord;
  walletBalance: number;
  transaction: BalanceTransactionRecord;
}

/**
 * Wallet ↔ approved ad account. The account's spend is synced up to now first, so a withdraw
 * cannot take money already spent and a transfer never pays for spend before it arrived.
 */
export const moveAdAccountBalance = (
  db: MockDb,
  input: { userId: string; adAccountId: string; id?: string | undefined } & AdAccountTransferBody,
): Effect.Effect<AdAccountMoveResult, AdAccountMoveError> =>
  withAdAccountLock(
    db,
    Effect.gen(function* () {
      yield* ownAdAccount(db, input.userId, input.adAccountId);
      yield* syncUnlocked(db, input.userId, yield* Clock.currentTimeMillis);
      const account = yield* ownAdAccount(db, input.userId, input.adAccountId);
      const { adAccount, transaction } = yield* applyAdAccountMove(db, account, input);
      const user = yield* userOf(db, input.userId);
      return { adAccount, walletBalance: user.balance, transaction };
    }),
  );

/* ---------- Auto top-up ---------- */

/**
 * Sets, edits or turns off auto top-up of an approved ad account. Turning off is allowed only
 * there too. A balance already below the new threshold is topped up at once.
 */
export const updateAutoTopUp = (
  db: MockDb,
  userId: string,
  body: UpdateAutoTopUpBody,
): Effect.Effect<AdAccountRecord, RecordNotFound | AdAccountNotApproved> =>
  Effect.gen(function* () {
    const account = yield* ownAdAccount(db, userId, body.adAccountId);
    if (!acceptsMoney(account.status)) {
      return yield* Effect.fail(new AdAccountNotApproved({ adAccountId: account.id, status: account.status }));
    }
    const now = yield* Clock.currentTimeMillis;
    // Spend up to now under the old setting, then the new one applies from now.
    yield* syncUserAdSpend(db, userId, now);
    const autoTopUp = body.enabled ? { amount: body.amount, threshold: body.threshold } : null;
    yield* fromDb(() =>
      db.adAccounts.update((q) => q.where({ id: account.id }), {
        strict: true,
        data(draft) {
          draft.autoTopUp = autoTopUp;
          draft.autoTopUpRetryAt = null;
          // The sync above wrote its spend up to now (an idle account keeps an older mark): from
          // here the new setting runs, so a threshold above the balance fires once, now, not
          // also at some earlier instant.
          draft.spendAccruedThrough = new Date(now).toISOString();
        },
      }),
    );
    yield* syncUserAdSpend(db, userId, now);
    return yield* ownAdAccount(db, userId, account.id);
  });

/* ---------- Creating an ad account ---------- */

export type CreationError =
  | SetupCostRequired
  | NoApprovedProductLink
  | MinimumBalanceRequired
  | PlanAdAccountLimitReached
  | AdAccountLimitReached
  | RecordNotFound;

/** Each gate's refusal, with its catalogue code. */
const gateError = (
  gate: AdAccountCreationGate,
  context: { userId: string; productLinkId: string; minTopUpCents: number; balance: number; plan: PlanId | null },
): CreationError => {
  switch (gate) {
    case 'setupCost':
      return new SetupCostRequired({ userId: context.userId });
    case 'approvedProductLink':
      return new NoApprovedProductLink({ productLinkId: context.productLinkId });
    case 'minimumBalance':
      return new MinimumBalanceRequired({ required: context.minTopUpCents, available: context.balance });
    case 'overallLimit':
      return new AdAccountLimitReached({ limit: MAX_AD_ACCOUNTS_PER_SELLER });
    case 'planLimit':
      return new PlanAdAccountLimitReached({ limit: planAdAccountLimit(context.plan) });
  }
};

/**
 * The gate of a new ad account (`failingCreationGates`, shared with the screen) for the product
 * link the request names, which must be the seller's and approved; the first failing gate is the
 * refusal.
 */
export const checkAdAccountCreation = (
  db: MockDb,
  userId: string,
  input: { productLinkId: string; minTopUpCents: number },
): Effect.Effect<ProductLinkRecord, CreationError> =>
  Effect.gen(function* () {
    const user = yield* userOf(db, userId);
    const link = db.productLinks.findFirst((q) => q.where({ id: input.productLinkId, userId }));
    const { availableBalance } = walletOf(db, user);
    const [failing] = failingCreationGates({
      setupCostRequired: setupCostRequiredOf(db, user),
      setupCostPaid: user.setupCostPaid,
      approvedProductLinks: link?.status === 'approved' ? 1 : 0,
      balance: availableBalance,
      minTopUpCents: input.minTopUpCents,
      adAccountsInUse: adAccountsInUse(db, userId),
      plan: user.plans.type,
    });
    if (failing === undefined && link) return link;
    const context = { userId, ...input, balance: availableBalance, plan: user.plans.type };
    return yield* Effect.fail(gateError(failing ?? 'approvedProductLink', context));
  });

/** POST /api/ads-accounts/request: a pending request under one of the seller's business centres. */
export const requestAdAccount = (
  db: MockDb,
  userId: string,
  body: RequestAdAccountBody,
  settings: { minTopUpCents: number },
): Effect.Effect<AdAccountRequestRecord, CreationError> =>
  Effect.gen(function* () {
    const centre = yield* ownBusinessCentre(db, userId, body.businessId);
    const link = yield* checkAdAccountCreation(db, userId, { productLinkId: body.productLinkId, ...settings });
    const now = yield* nowIso;
    return yield* fromDb(() =>
      db.adAccountRequests.create(
        createAdAccountRequest({
          id: newId('adr'),
          userId,
          name: body.name,
          businessName: centre.businessName,
          businessId: centre.id,
          companyWebsite: body.storeUrl,
          productLink: { id: link.id, url: link.url, status: link.status },
          productUrl: body.productUrl ?? null,
          targetMarkets: body.targetMarkets,
          status: 'pending',
          requestedAt: now,
          updatedAt: now,
        }),
      ),
    );
  });

/** Admin: opens an approved ad account for the seller (a create_ads_account ticket or request). */
export const openAdAccount = (
  db: MockDb,
  input: Pick<AdAccountRecord, 'userId' | 'name' | 'businessCenterId' | 'timezone' | 'currency'> &
    Partial<Pick<AdAccountRecord, 'id' | 'dailyBudget' | 'autoTopUp' | 'status'>>,
): Effect.Effect<AdAccountRecord> =>
  Effect.gen(function* () {
    const createdAt = yield* nowIso;
    const id = input.id ?? newPlatformId();
    const account = yield* fromDb(() =>
      db.adAccounts.create(
        createAdAccount({
          dailyBudget: defaultDailyBudget(input),
          ...input,
          id,
          createdAt,
          spendAccruedThrough: createdAt,
        }),
      ),
    );
    // Step 6 of the onboarding: using an official ad account.
    yield* fromDb(() =>
      db.users.update((q) => q.where({ id: input.userId }), {
        data(draft) {
          draft.onboardingStep = 6;
        },
      }),
    );
    yield* notify(db, { userId: input.userId, template: 'adAccountApproved', subject: { kind: 'adAccount', id } });
    return account;
  });

/**
 * Admin: settles an open ad account request. Approving opens the ad account under the
 * request's business centre (platform defaults for time zone and currency, which the request
 * form does not ask); rejecting keeps the reason the seller sees.
 */
export const decideAdAccountRequest = (
  db: MockDb,
  requestId: string,
  decision: { status: 'approved' } | { status: 'rejected'; reason: string },
): Effect.Effect<AdAccountRequestRecord, RecordNotFound | TicketNotOpen> =>
  Effect.gen(function* () {
    const request = db.adAccountRequests.findFirst((q) => q.where({ id: requestId }));
    if (!request) return yield* Effect.fail(new RecordNotFound({ entity: 'adAccountRequest', id: requestId }));
    if (request.status !== 'pending' && request.status !== 'opening') {
      return yield* Effect.fail(new TicketNotOpen({ ticketId: requestId, status: request.status }));
    }
    const account =
      decision.status === 'approved'
        ? yield* openAdAccount(db, {
            userId: request.userId,
            name: request.name,
            businessCenterId: request.businessId,
            timezone: BUSINESS_TIME_ZONE,
            currency: 'USD',
          })
        : null;
    const now = yield* nowIso;
    return yield* fromDb(() =>
      db.adAccountRequests.update((q) => q.where({ id: requestId }), {
        strict: true,
        data(draft) {
          draft.status = decision.status;
          draft.rejectionReason = decision.status === 'rejected' ? decision.reason : null;
          draft.adAccountId = account?.id ?? null;
          draft.updatedAt = now;
        },
      }),
    );
  });
