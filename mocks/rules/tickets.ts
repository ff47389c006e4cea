import type { ContactInfo } from '@contract/users/users.schema';
import type {
  CreateAutoTicketBody,
  CreateTicketBody,
  LatestVerification,
  TicketList,
  TicketListQuery,
  TicketVerification,
  VerificationForm,
} from '@contract/tickets/tickets.schema';
import type { RequestRefundBody } from '@contract/transactions/transactions.schema';
import type { TicketStatus } from '@contract';
import { Effect } from 'effect';
import { makeDbLock } from './db-lock';
import type { BalanceTransactionRecord, MockDb } from '../db';
import { mockError, type MockError } from '../errors';
import { configurationOf } from '../factories/configuration';
import {
  createTicket,
  type RefundRequestRecord,
  type TicketRecord,
  type VerificationRecord,
} from '../factories/ticket';
import { checkAdAccountCreation, openAdAccount, ownBusinessCentre, type CreationError } from './ad-accounts';
import {
  fromDb,
  InsufficientBalance,
  nowIso,
  RecordNotFound,
  TicketInProcess,
  TicketNotOpen,
  type AmountInvalid,
  type AmountNotWholeNumber,
  type ReferenceAlreadyUsed,
} from './effect-runtime';
import { newId } from './ids';
import {
  closePendingTopUp,
  creditPendingTopUp,
  creditTopUp,
  postEntry,
  quoteTopUp,
  recordUnsettledTopUp,
  walletOf,
  type TopUpMethod,
} from './ledger';
import { newestFirst, paged, whereEqual } from './list';
import { notify } from './notifications';
import { airwallexPaymentReference, transactionHashReference, withReferenceClaim } from './payments/references';
import { userOf } from './users';

/*
 * Tickets (spec sections 3, 4, 5): requests an admin settles. A ticket moves no money while
 * it is pending or processing, except the setup cost, which the wallet pays when it is asked
 * for; the admin rules below (for a future admin panel) settle tickets, and any money they
 * move is a ledger entry.
 */

/** An admin has not settled it yet. */
export const isOpenTicket = (status: TicketStatus): boolean => status === 'pending' || status === 'processing';

/** Done, rejected or skipped: the poller stops. */
export const isSettledTicket = (status: TicketStatus): boolean => !isOpenTicket(status);

/* ---------- Lookups ---------- */

const ticketOf = (db: MockDb, ticketId: string): Effect.Effect<TicketRecord, RecordNotFound> => {
  const ticket = db.tickets.findFirst((q) => q.where({ id: ticketId }));
  return ticket ? Effect.succeed(ticket) : Effect.fail(new RecordNotFound({ entity: 'ticket', id: ticketId }));
};

const openTicketOf = (db: MockDb, ticketId: string): Effect.Effect<TicketRecord, RecordNotFound | TicketNotOpen> =>
  Effect.flatMap(ticketOf(db, ticketId), (ticket) =>
    isOpenTicket(ticket.status)
      ? Effect.succeed(ticket)
      : Effect.fail(new TicketNotOpen({ ticketId, status: ticket.status })),
  );

const updateTicket = (db: MockDb, ticketId: string, change: (draft: TicketRecord) => void) =>
  fromDb(() =>
    db.tickets.update((q) => q.where({ id: ticketId }), {
      strict: true,
      data(draft) {
        change(draft);
      },
    }),
  );

/** Ids a seed passes so every run of it is identical; at run time new ones are drawn. */
export interface SeedIds {
  ticketId?: string | undefined;
  entryId?: string | undefined;
}

/* ---------- Refunds ---------- */

/**
 * A refund request and its request_refund ticket, both pending. No money moves now, but the
 * amount is held from then on (`walletOf`): it must fit in the available money, and nothing
 * else can spend it before an admin decides.
 */
export const requestRefund = (
  db: MockDb,
  userId: string,
  body: RequestRefundBody,
): Effect.Effect<{ ticket: TicketRecord; refund: RefundRequestRecord }, RecordNotFound | InsufficientBalance> =>
  Effect.gen(function* () {
    const user = yield* userOf(db, userId);
    const available = walletOf(db, user).availableBalance;
    if (body.amount > available) {
      return yield* Effect.fail(new InsufficientBalance({ available: Math.max(available, 0), requested: body.amount }));
    }
    const now = yield* nowIso;
    const ticket = yield* fromDb(() =>
      db.tickets.create(
        createTicket({
          id: newId('tkt'),
          userId,
          type: 'request_refund',
          status: 'pending',
          amount: body.amount,
          createdAt: now,
          updatedAt: now,
        }),
      ),
    );
    const refund = yield* fromDb(() =>
      db.refundRequests.create({
        id: newId('rfd'),
        userId,
        amount: body.amount,
        refundedAmount: null,
        reason: body.reason,
        reasonDetail: body.reasonDetail ?? null,
        receiving: body.receiving,
        status: 'pending',
        rejectionReason: null,
        ticketId: ticket.id,
        createdAt: now,
        updatedAt: now,
      }),
    );
    return { ticket, refund };
  });

/* ---------- Creating a ticket ---------- */

export type CreateTicketError =
  | CreationError
  | InsufficientBalance
  | AmountInvalid
  | AmountNotWholeNumber
  | TicketInProcess
  | TicketNotOpen
  | MockError;

/** POST /api/tickets, by type. */
export const openTicket = (
  db: MockDb,
  userId: string,
  body: CreateTicketBody,
  settings: { minTopUpCents: number },
): Effect.Effect<TicketRecord, CreateTicketError> =>
  Effect.gen(function* () {
    yield* userOf(db, userId);
    const now = yield* nowIso;
    const base = { id: newId('tkt'), userId, status: 'pending' as const, createdAt: now, updatedAt: now };
    switch (body.type) {
      case 'recharge_user_balance': {
        const method = body.paymentMethod;
        // Tazapay is paid through its checkout; a ticket cannot say which Tazapay method was used.
        if (method === 'tazapay') {
          return yield* Effect.fail(mockError('error.validation', 400, 'Tazapay top-ups are paid at its checkout'));
        }
        // The same amount rules as any top-up ([minimum, max], whole dollars for bank transfers),
        // and the money is in the history as pending from now on.
        const pending = yield* recordUnsettledTopUp(db, {
          userId,
          method,
          amount: body.amount,
          tip: body.tip,
          minTopUpCents: settings.minTopUpCents,
          status: 'PROCESSING',
          transferCode: body.transferCode ?? null,
        });
        return yield* fromDb(() =>
          db.tickets.create(
            createTicket({
              ...base,
              type: 'recharge_user_balance',
              amount: body.amount,
              tip: body.tip,
              paymentMethod: method,
              attachmentUrl: body.attachmentUrl ?? null,
              transferCode: body.transferCode ?? null,
              note: body.note ?? null,
              transactionId: pending.id,
            }),
          ),
        );
      }
      case 'create_ads_account': {
        yield* ownBusinessCentre(db, userId, body.businessCenterId);
        yield* checkAdAccountCreation(db, userId, { productLinkId: body.productLinkId, ...settings });
        return yield* fromDb(() =>
          db.tickets.create(
            createTicket({
              ...base,
              type: 'create_ads_account',
              adAccountDetails: {
                name: body.name,
                businessCenterId: body.businessCenterId,
                timezone: body.timezone,
                currency: body.currency,
                productLinkId: body.productLinkId,
              },
            }),
          ),
        );
      }
      case 'request_refund': {
        const { type: _type, ...refundBody } = body;
        const { ticket } = yield* requestRefund(db, userId, refundBody);
        return ticket;
      }
      case 'setup_cost':
        return yield* paySetupCost(db, userId, { note: body.note ?? null });
    }
  });

/* ---------- Setup cost ---------- */

/* One permit per db around the setup cost's checks, debit and ticket: two requests at once cannot both pay it. */
const withSetupCostLock = makeDbLock();

/**
 * The one-time setup cost (configuration `setupCostCents`), paid from the wallet when the
 * seller asks: one setup_cost entry debits it and the ticket, carrying the cost, waits for the
 * admin. An open setup-cost ticket blocks another, a paid or waived cost is not asked again,
 * and a wallet that cannot cover it refuses the debit, so no ticket is created.
 */
export const paySetupCost = (
  db: MockDb,
  userId: string,
  input: { note: string | null } & SeedIds,
): Effect.Effect<TicketRecord, RecordNotFound | TicketInProcess | TicketNotOpen | InsufficientBalance> =>
  withSetupCostLock(
    db,
    Effect.gen(function* () {
      const user = yield* userOf(db, userId);
      const own = db.tickets.findMany((q) => q.where({ userId, type: 'setup_cost' }));
      const inProcess = own.find((ticket) => isOpenTicket(ticket.status));
      if (inProcess) return yield* Effect.fail(new TicketInProcess({ ticketId: inProcess.id }));
      // Paid (or waived) once is enough: the setup cost is one-time.
      if (user.setupCostPaid) {
        const settled = own.find((ticket) => ticket.status === 'done' || ticket.status === 'skipped');
        return yield* Effect.fail(new TicketNotOpen({ ticketId: settled?.id ?? userId, status: 'done' }));
      }
      const cost = configurationOf(db).setupCostCents;
      const ticketId = input.ticketId ?? newId('tkt');
      // A free setup cost moves no money, so it has no entry.
      if (cost > 0) {
        yield* postEntry(db, {
          id: input.entryId,
          userId,
          type: 'setup_cost',
          amount: -cost,
          note: `Setup cost ticket ${ticketId}`,
        });
      }
      const now = yield* nowIso;
      return yield* fromDb(() =>
        db.tickets.create(
          createTicket({
            id: ticketId,
            userId,
            type: 'setup_cost',
            status: 'pending',
            amount: cost,
            note: input.note,
            createdAt: now,
            updatedAt: now,
          }),
        ),
      );
    }),
  );

/** Gives back what a setup-cost ticket debited: one setup_cost entry of +amount, naming the ticket. */
const reverseSetupCost = (
  db: MockDb,
  ticket: TicketRecord,
  entryId: string | undefined,
): Effect.Effect<void, InsufficientBalance | RecordNotFound> =>
  ticket.amount === null || ticket.amount === 0
    ? Effect.void
    : Effect.asVoid(
        postEntry(db, {
          id: entryId,
          userId: ticket.userId,
          type: 'setup_cost',
          amount: ticket.amount,
          note: `reversed: ${ticket.id}`,
        }),
      );

/* ---------- Automatic recharge tickets ---------- */

/**
 * POST /api/tickets/auto: a crypto transfer (by its hash) or an Airwallex payment (by its id)
 * the server checks with the provider itself. The ticket starts processing and moves no
 * money; a reference that a payment or another ticket holds is refused (`withReferenceClaim`),
 * so one transfer cannot pay twice.
 */
export const openAutoTicket = (
  db: MockDb,
  userId: string,
  body: CreateAutoTicketBody,
  settings: { minTopUpCents: number },
): Effect.Effect<TicketRecord, RecordNotFound | AmountInvalid | AmountNotWholeNumber | ReferenceAlreadyUsed> =>
  Effect.gen(function* () {
    yield* userOf(db, userId);
    const now = yield* nowIso;
    yield* quoteTopUp({
      method: body.paymentMethod,
      amount: body.amount,
      tip: body.tip,
      minTopUpCents: settings.minTopUpCents,
      at: now,
    });
    const id = newId('tkt');
    const reference =
      body.paymentMethod === 'airWallexAuto'
        ? airwallexPaymentReference(body.paymentId)
        : transactionHashReference(body.transactionHash);
    // As the seller wrote it (trimmed), so they recognise it in the ticket list and the history.
    const transferCode = body.paymentMethod === 'airWallexAuto' ? body.paymentId : body.transactionHash;
    return yield* withReferenceClaim(
      db,
      reference,
      { claimant: 'ticket', claimantId: id, userId },
      Effect.gen(function* () {
        const pending = yield* recordUnsettledTopUp(db, {
          userId,
          method: body.paymentMethod,
          amount: body.amount,
          tip: body.tip,
          minTopUpCents: settings.minTopUpCents,
          status: 'PROCESSING',
          transferCode,
        });
        return yield* fromDb(() =>
          db.tickets.create(
            createTicket({
              id,
              userId,
              type: 'recharge_user_balance',
              status: 'processing',
              amount: body.amount,
              tip: body.tip,
              paymentMethod: body.paymentMethod,
              transferCode,
              note: body.paymentMethod === 'airWallexAuto' ? null : `${body.network} from ${body.fromAddress}`,
              auto: true,
              transactionId: pending.id,
              createdAt: now,
              updatedAt: now,
            }),
          ),
        );
      }),
    );
  });

/* ---------- Reading ---------- */

/** The seller's tickets, newest first, filtered by type and status, one page. */
export const listTickets = (db: MockDb, userId: string, query: TicketListQuery): TicketList => {
  const all = db.tickets
    .findMany((q) => q.where({ userId }))
    .filter(whereEqual(query.type, (ticket) => ticket.type))
    .filter(whereEqual(query.status, (ticket) => ticket.status))
    .sort(newestFirst((ticket) => [ticket.createdAt, ticket.id]));
  return paged(all, query);
};

/**
 * GET /api/tickets/:id/verify: the seller's own ticket, whether it is settled, and the wallet
 * now. Polling an automatic ticket re-checks it with the provider, which in the mock always
 * confirms: the ticket is approved (credited through the ledger) on its first poll.
 */
export const verifyTicket = (
  db: MockDb,
  userId: string,
  ticketId: string,
  settings: { minTopUpCents: number },
): Effect.Effect<TicketVerification, ApproveTicketError> =>
  Effect.gen(function* () {
    const found = db.tickets.findFirst((q) => q.where({ id: ticketId, userId }));
    if (!found) return yield* Effect.fail(new RecordNotFound({ entity: 'ticket', id: ticketId }));
    const ticket = found.auto && isOpenTicket(found.status) ? yield* approveTicket(db, found.id, settings) : found;
    const user = yield* userOf(db, userId);
    return { ticket, settled: isSettledTicket(ticket.status), walletBalance: user.balance };
  });

/* ---------- Admin decisions (no route yet: the future admin panel) ---------- */

export type ApproveTicketError =
  RecordNotFound | TicketNotOpen | InsufficientBalance | AmountInvalid | AmountNotWholeNumber | MockError;

/** A recharge ticket's row in the history while it waits (older tickets may have none). */
const pendingEntryOf = (db: MockDb, ticket: TicketRecord): BalanceTransactionRecord | undefined => {
  const id = ticket.transactionId;
  if (id === null) return undefined;
  const entry = db.balanceTransactions.findFirst((q) => q.where({ id }));
  return entry && (entry.status === 'PROCESSING' || entry.status === 'UNPAID') ? entry : undefined;
};

const topUpMethodOf = (ticket: TicketRecord): Effect.Effect<TopUpMethod, MockError> => {
  const method = ticket.paymentMethod;
  if (method === null || method === 'tazapay') {
    return Effect.fail(mockError('error.validation', 409, 'The recharge ticket has no ticket payment method'));
  }
  return Effect.succeed({ method });
};

/**
 * Marks the ticket done and does what it asked: a recharge credits the wallet (a settled
 * add_fund_user_balance entry), a refund pays out the money held for it (refund_user_balance,
 * which cannot fail for lack of balance), an ad account request opens the ad account, a setup
 * cost (already debited) marks the user's setup cost paid.
 */
export const approveTicket = (
  db: MockDb,
  ticketId: string,
  settings: { minTopUpCents: number },
): Effect.Effect<TicketRecord, ApproveTicketError> =>
  Effect.gen(function* () {
    const ticket = yield* openTicketOf(db, ticketId);
    const now = yield* nowIso;
    switch (ticket.type) {
      case 'recharge_user_balance': {
        const method = yield* topUpMethodOf(ticket);
        const credit = {
          ...method,
          amount: ticket.amount ?? 0,
          tip: ticket.tip ?? 0,
          minTopUpCents: settings.minTopUpCents,
          transferCode: ticket.transferCode,
          note: `Ticket ${ticket.id}`,
        };
        const pending = pendingEntryOf(db, ticket);
        if (pending) yield* creditPendingTopUp(db, pending, credit);
        else yield* creditTopUp(db, { ...credit, userId: ticket.userId });
        return yield* updateTicket(db, ticket.id, (draft) => {
          draft.status = 'done';
          draft.updatedAt = now;
        });
      }
      case 'request_refund': {
        const refund = db.refundRequests.findFirst((q) => q.where({ ticketId: ticket.id }));
        const amount = refund?.amount ?? ticket.amount ?? 0;
        yield* postEntry(db, {
          userId: ticket.userId,
          type: 'refund_user_balance',
          amount: -amount,
          note: `Refund ticket ${ticket.id}`,
          paysHold: ticket.amount ?? amount,
        });
        yield* notify(db, {
          userId: ticket.userId,
          template: 'refundPaid',
          subject: { kind: 'ticket', id: ticket.id },
        });
        if (refund) {
          yield* fromDb(() =>
            db.refundRequests.update((q) => q.where({ id: refund.id }), {
              data(draft) {
                draft.status = 'done';
                draft.refundedAmount = amount;
                draft.updatedAt = now;
              },
            }),
          );
        }
        return yield* updateTicket(db, ticket.id, (draft) => {
          draft.status = 'done';
          draft.updatedAt = now;
        });
      }
      case 'create_ads_account': {
        const details = ticket.adAccountDetails;
        if (!details) return yield* Effect.fail(new RecordNotFound({ entity: 'adAccountDetails', id: ticket.id }));
        const account = yield* openAdAccount(db, { userId: ticket.userId, ...details });
        return yield* updateTicket(db, ticket.id, (draft) => {
          draft.status = 'done';
          draft.adAccountId = account.id;
          draft.updatedAt = now;
        });
      }
      case 'setup_cost': {
        yield* markSetupCostPaid(db, ticket.userId);
        return yield* updateTicket(db, ticket.id, (draft) => {
          draft.status = 'done';
          draft.updatedAt = now;
        });
      }
    }
  });

const markSetupCostPaid = (db: MockDb, userId: string) =>
  fromDb(() =>
    db.users.update((q) => q.where({ id: userId }), {
      data(draft) {
        draft.setupCostPaid = true;
      },
    }),
  );

/**
 * Rejects an open ticket with a reason. A refund's hold is released (its cents are available
 * again); a setup cost's debit is given back, and the seller may pay again.
 */
export const rejectTicket = (
  db: MockDb,
  ticketId: string,
  reason: string,
  ids: Pick<SeedIds, 'entryId'> = {},
): Effect.Effect<TicketRecord, RecordNotFound | TicketNotOpen | InsufficientBalance> =>
  Effect.gen(function* () {
    const ticket = yield* openTicketOf(db, ticketId);
    const now = yield* nowIso;
    if (ticket.type === 'setup_cost') yield* reverseSetupCost(db, ticket, ids.entryId);
    const pending = pendingEntryOf(db, ticket);
    if (pending) yield* closePendingTopUp(db, pending, 'REJECTED');
    if (ticket.type === 'request_refund') {
      yield* fromDb(() =>
        db.refundRequests.update((q) => q.where({ ticketId: ticket.id }), {
          data(draft) {
            draft.status = 'rejected';
            draft.rejectionReason = reason;
            draft.updatedAt = now;
          },
        }),
      );
    }
    const rejected = yield* updateTicket(db, ticket.id, (draft) => {
      draft.status = 'rejected';
      draft.rejectionReason = reason;
      draft.updatedAt = now;
    });
    if (ticket.type === 'request_refund') {
      yield* notify(db, {
        userId: ticket.userId,
        template: 'refundRejected',
        subject: { kind: 'ticket', id: ticket.id },
      });
    }
    return rejected;
  });

/** An admin waives an open setup cost: the debit is given back, the ticket skipped, and the seller may go on. */
export const skipSetupCost = (
  db: MockDb,
  ticketId: string,
  ids: Pick<SeedIds, 'entryId'> = {},
): Effect.Effect<TicketRecord, RecordNotFound | TicketNotOpen | InsufficientBalance> =>
  Effect.gen(function* () {
    const ticket = yield* openTicketOf(db, ticketId);
    if (ticket.type !== 'setup_cost') {
      return yield* Effect.fail(new TicketNotOpen({ ticketId, status: ticket.status }));
    }
    const now = yield* nowIso;
    yield* reverseSetupCost(db, ticket, ids.entryId);
    yield* markSetupCostPaid(db, ticket.userId);
    return yield* updateTicket(db, ticket.id, (draft) => {
      draft.status = 'skipped';
      draft.adminSkipped = true;
      draft.updatedAt = now;
    });
  });

/* ---------- Verification ---------- */

const latestVerificationOf = (db: MockDb, userId: string): VerificationRecord | undefined =>
  db.verifications
    .findMany((q) => q.where({ userId }))
    .sort(newestFirst((verification) => [verification.createdAt, verification.id]))[0];

/**
 * GET /api/tickets/verifications/latest: the newest form the seller sent, with its review, so
 * a rejected form reopens prefilled and the waiting page shows what was sent.
 */
export const latestVerification = (db: MockDb, userId: string): LatestVerification => {
  const latest = latestVerificationOf(db, userId);
  if (!latest) return { verification: null };
  const { userId: _owner, ...verification } = latest;
  return { verification };
};

/**
 * POST /api/tickets/verifications: stores the form, the user waits for review (verify
 * status reviewing, onboarding step 3). A form under review, or an approved account,
 * cannot send another.
 */
export const submitVerification = (
  db: MockDb,
  userId: string,
  form: VerificationForm,
): Effect.Effect<VerificationRecord, RecordNotFound | TicketInProcess | TicketNotOpen> =>
  Effect.gen(function* () {
    const user = yield* userOf(db, userId);
    const latest = latestVerificationOf(db, userId);
    if (user.verifyStatus === 'reviewing') {
      return yield* Effect.fail(new TicketInProcess({ ticketId: latest?.id ?? userId }));
    }
    if (user.verifyStatus === 'approved') {
      return yield* Effect.fail(new TicketNotOpen({ ticketId: latest?.id ?? userId, status: 'approved' }));
    }
    const now = yield* nowIso;
    const record = yield* fromDb(() =>
      db.verifications.create({
        id: newId('vrf'),
        userId,
        status: 'reviewing',
        rejectionReason: null,
        onboardingStep: 3,
        form,
        createdAt: now,
        updatedAt: now,
      }),
    );
    yield* fromDb(() =>
      db.users.update((q) => q.where({ id: userId }), {
        data(draft) {
          draft.verifyStatus = 'reviewing';
          draft.verifyRejectionReason = null;
          draft.onboardingStep = 3;
        },
      }),
    );
    return record;
  });

const openVerificationOf = (
  db: MockDb,
  verificationId: string,
): Effect.Effect<VerificationRecord, RecordNotFound | TicketNotOpen> => {
  const record = db.verifications.findFirst((q) => q.where({ id: verificationId }));
  if (!record) return Effect.fail(new RecordNotFound({ entity: 'verification', id: verificationId }));
  return record.status === 'reviewing'
    ? Effect.succeed(record)
    : Effect.fail(new TicketNotOpen({ ticketId: verificationId, status: record.status }));
};

const contactInfoOf = (form: VerificationForm): ContactInfo => ({
  phone: form.phone,
  zalo: form.zalo ?? null,
  telegram: form.telegram ?? null,
  facebook: form.facebook ?? null,
  whatsApp: form.whatsApp ?? null,
  primaryContact: form.primaryContact,
});

/** Admin: the information is verified; the seller goes on to depositing (step 4) with the form's contacts. */
export const approveVerification = (
  db: MockDb,
  verificationId: string,
): Effect.Effect<VerificationRecord, RecordNotFound | TicketNotOpen> =>
  Effect.gen(function* () {
    const record = yield* openVerificationOf(db, verificationId);
    const now = yield* nowIso;
    yield* fromDb(() =>
      db.users.update((q) => q.where({ id: record.userId }), {
        data(draft) {
          draft.verifyStatus = 'approved';
          draft.verifyRejectionReason = null;
          draft.onboardingStep = 4;
          draft.contactInfo = contactInfoOf(record.form);
          draft.businessModel = record.form.businessModel;
        },
      }),
    );
    const approved = yield* fromDb(() =>
      db.verifications.update((q) => q.where({ id: record.id }), {
        strict: true,
        data(draft) {
          draft.status = 'approved';
          draft.onboardingStep = 4;
          draft.updatedAt = now;
        },
      }),
    );
    yield* notify(db, {
      userId: record.userId,
      template: 'informationApproved',
      subject: { kind: 'verification', id: record.id },
    });
    return approved;
  });

/** Admin: the information is refused with a reason; the seller may send the form again. */
export const rejectVerification = (
  db: MockDb,
  verificationId: string,
  reason: string,
): Effect.Effect<VerificationRecord, RecordNotFound | TicketNotOpen> =>
  Effect.gen(function* () {
    const record = yield* openVerificationOf(db, verificationId);
    const now = yield* nowIso;
    yield* fromDb(() =>
      db.users.update((q) => q.where({ id: record.userId }), {
        data(draft) {
          draft.verifyStatus = 'rejected';
          draft.verifyRejectionReason = reason;
          // Back to updating the information, so the form can be sent again.
          draft.onboardingStep = 2;
        },
      }),
    );
    return yield* fromDb(() =>
      db.verifications.update((q) => q.where({ id: record.id }), {
        strict: true,
        data(draft) {
          draft.status = 'rejected';
          draft.rejectionReason = reason;
          draft.updatedAt = now;
        },
      }),
    );
  });
