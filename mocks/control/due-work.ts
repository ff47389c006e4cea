import { DEFAULT_BUSINESS_SETTINGS } from '@contract';
import type { DueWorkReport } from '@contract/demo/demo-control.schema';
import { addWorkingDays } from '@contract/common/business-calendar';
import { Effect } from 'effect';
import { millisOf } from '../clock';
import type { MockDb } from '../db';
import type { PaymentRecord } from '../factories/payment';
import type { DomainError } from '../errors';
import { syncAllAdSpend } from '../rules/ad-spend';
import { settleGiftCodes } from '../rules/gift-codes';
import { isOpen, settlePayment } from '../rules/payments';
import { advanceSubscriptions } from '../rules/subscriptions/advance';
import { approveTicket } from '../rules/tickets/admin';
import type { BalanceTransactionRecord } from '../db';

/*
 * What happens on its own as time passes (spec section 9), run when the scenario panel or
 * the simulation moves the clock. Reviews (verification, product links, ad account
 * requests) are left to the admin actions: a demo should decide those on purpose.
 */

/** The business settings due work and admin decisions apply in the demo, the simulation and mock:serve. */
export const DUE_WORK_SETTINGS = { minTopUpCents: DEFAULT_BUSINESS_SETTINGS.minTopUpCents };

/** A refund is processed within 1 to 5 working days; the mock takes the latest. */
const REFUND_PROCESSING_WORKING_DAYS = 5;

const openPayments = (db: MockDb): Array<{ payment: PaymentRecord; entry: BalanceTransactionRecord }> =>
  db.payments.all().flatMap((payment) => {
    const entry = db.balanceTransactions.findFirst((q) => q.where({ id: payment.id }));
    return entry && isOpen(entry.status) ? [{ payment, entry }] : [];
  });

/** A USDT transfer whose confirmations are in: the chain has settled it. */
const confirmedOnChain = (
  { payment, entry }: { payment: PaymentRecord; entry: BalanceTransactionRecord },
  now: number,
) =>
  payment.details.provider === 'token' &&
  entry.status === 'PROCESSING' &&
  payment.details.confirmAt !== null &&
  millisOf(payment.details.confirmAt) <= now;

/**
 * A checkout nobody finished before it expired. A USDT payment whose hash was submitted waits
 * for the chain instead, however late.
 */
const expiredUnpaid = (
  { payment, entry }: { payment: PaymentRecord; entry: BalanceTransactionRecord },
  now: number,
) => {
  const { details } = payment;
  if (details.provider === 'token' && entry.status !== 'UNPAID') return false;
  const expiresAt = 'expiresAt' in details ? details.expiresAt : null;
  return expiresAt !== null && millisOf(expiresAt) < now;
};

export const runDueWork = (
  db: MockDb,
  now: number,
  settings: { minTopUpCents: number },
): Effect.Effect<DueWorkReport, DomainError> =>
  Effect.gen(function* () {
    // First: the spend sync posts auto top-ups dated in the past, before anything dated now.
    const spendBefore = new Set(db.adSpend.all().map((piece) => piece.id));
    yield* syncAllAdSpend(db, now);
    const spent = db.adSpend.all().filter((piece) => !spendBefore.has(piece.id));
    const subscriptionsChanged = yield* advanceSubscriptions(db, now);

    const savedBefore = db.giftCodeRedemptions.findMany((q) => q.where({ status: 'saved' })).length;
    yield* settleGiftCodes(db, now);
    const giftCodesSettled = savedBefore - db.giftCodeRedemptions.findMany((q) => q.where({ status: 'saved' })).length;

    let refundsCompleted = 0;
    const dueRefunds = db.tickets
      .findMany((q) => q.where({ type: 'request_refund' }))
      .filter(
        (ticket) =>
          (ticket.status === 'pending' || ticket.status === 'processing') &&
          addWorkingDays(millisOf(ticket.createdAt), REFUND_PROCESSING_WORKING_DAYS) <= now,
      );
    for (const ticket of dueRefunds) {
      // A wallet spent below the refund keeps the ticket open for the admin.
      const done = yield* Effect.option(approveTicket(db, ticket.id, settings));
      if (done._tag === 'Some') refundsCompleted += 1;
    }

    let paymentsSettled = 0;
    let paymentsExpired = 0;
    for (const open of openPayments(db)) {
      if (confirmedOnChain(open, now)) {
        yield* settlePayment(db, open.payment.id, 'paid');
        paymentsSettled += 1;
      } else if (expiredUnpaid(open, now)) {
        yield* settlePayment(db, open.payment.id, 'canceled');
        paymentsExpired += 1;
      }
    }

    return {
      subscriptionsChanged,
      giftCodesSettled,
      refundsCompleted,
      paymentsSettled,
      paymentsExpired,
      adSpendCents: spent.reduce((sum, piece) => sum + piece.amount, 0),
    };
  });
