import type { CreateAutoTicketBody } from '@contract/tickets/tickets.schema';
import { Effect } from 'effect';
import type { MockDb } from '../../db';
import { type RecordNotFound } from '../../errors';
import { createTicket, type TicketRecord } from '../../factories/ticket';
import { fromDb, nowIso } from '../effect-runtime';
import type { AmountInvalid, AmountNotWholeNumber } from '../ledger/errors';
import type { ReferenceAlreadyUsed } from '../payments/errors';
import { newId } from '../ids';
import { quoteTopUp, recordUnsettledTopUp } from '../ledger';
import { airwallexPaymentReference, transactionHashReference, withReferenceClaim } from '../payments/references';
import { userOf } from '../users';

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
