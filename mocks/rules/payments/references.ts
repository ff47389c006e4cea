import { canonicalExternalReference } from '@contract/common/external-reference';
import { normalizeTransactionHash } from '@contract/payments/token.schema';
import { Effect } from 'effect';
import type { MockDb } from '../../db';
import type { ExternalReferenceKind, ExternalReferenceRecord } from '../../factories/payment';
import { makeDbLock } from '../db-lock';
import { fromDb, nowIso } from '../effect-runtime';
import { ReferenceAlreadyUsed } from './errors';

/*
 * An outside reference is credited once. A token transfer's hash reaches the wallet through a
 * token payment (fulfill-payment) or an automatic ticket (POST /api/tickets/auto); an Airwallex
 * payment id through an Airwallex payment or an automatic ticket. Every one of these paths goes
 * through `withReferenceClaim`: a reference that another payment or ticket holds, whoever's it
 * is, is refused and the path writes nothing.
 *
 * A holder that was rejected or canceled credited nothing, so its reference is free again: a
 * mistyped hash on a rejected ticket (or someone else's hash, copied from the public chain)
 * must not lock the real transfer out for good. A paid or still open holder keeps it.
 */

export interface ExternalReference {
  kind: ExternalReferenceKind;
  /** The canonical form (`canonicalExternalReference`), the only one references are compared in. */
  reference: string;
}

export const transactionHashReference = (hash: string): ExternalReference => ({
  kind: 'transaction_hash',
  reference: normalizeTransactionHash(hash),
});

/**
 * A provider's payment id in its canonical form: the mock's provider confirms any id it is given,
 * so `INT_ABC`, full-width `ｉｎｔ＿ａｂｃ` or `int_a` + U+200B + `bc` must not pass as a second
 * payment beside `int_abc`. The contract already refuses all but ASCII; this holds whatever passes.
 */
export const airwallexPaymentReference = (paymentId: string): ExternalReference => ({
  kind: 'airwallex_payment',
  reference: canonicalExternalReference(paymentId),
});

/** Who claims: the payment (its wallet transaction's id) or the automatic ticket, and its owner. */
export type Claimant = Pick<ExternalReferenceRecord, 'claimant' | 'claimantId' | 'userId'>;

/**
 * Whether the claim still holds its reference: its holder is neither rejected nor canceled.
 * A holder not found holds too: claims are written after their holder, and settling a payment
 * re-writes its entry under the same id.
 */
const holds = (db: MockDb, claim: ExternalReferenceRecord): boolean => {
  if (claim.claimant === 'payment') {
    const status = db.balanceTransactions.findFirst((q) => q.where({ id: claim.claimantId }))?.status;
    return status !== 'REJECTED' && status !== 'CANCELED';
  }
  return db.tickets.findFirst((q) => q.where({ id: claim.claimantId }))?.status !== 'rejected';
};

const sameClaimant = (claim: ExternalReferenceRecord, claimant: Claimant): boolean =>
  claim.claimant === claimant.claimant && claim.claimantId === claimant.claimantId;

/** The claim on a reference, held or freed; undefined when it was never claimed. */
export const claimOf = (db: MockDb, { kind, reference }: ExternalReference): ExternalReferenceRecord | undefined =>
  db.externalReferences.findFirst((q) => q.where({ kind, reference }));

// Checking the reference, the path's writes and the claim are one step: two requests with one hash cannot both pass.
const withReferenceLock = makeDbLock();

/**
 * Runs `write` (the path's own records: the ticket, the payment) only when the reference is free,
 * freed, or already this claimant's, then records the claim. A held reference fails with
 * `ReferenceAlreadyUsed` before anything is written; a failed `write` records no claim.
 */
export const withReferenceClaim = <A, E>(
  db: MockDb,
  reference: ExternalReference,
  claimant: Claimant,
  write: Effect.Effect<A, E>,
): Effect.Effect<A, E | ReferenceAlreadyUsed> =>
  withReferenceLock(
    db,
    Effect.gen(function* () {
      const current = claimOf(db, reference);
      if (current && !sameClaimant(current, claimant) && holds(db, current)) {
        return yield* Effect.fail(new ReferenceAlreadyUsed(reference));
      }
      const result = yield* write;
      const claim: ExternalReferenceRecord = { ...reference, ...claimant, claimedAt: yield* nowIso };
      yield* fromDb(() =>
        current
          ? db.externalReferences.update((q) => q.where({ kind: reference.kind, reference: reference.reference }), {
              data(draft) {
                Object.assign(draft, claim);
              },
            })
          : db.externalReferences.create(claim),
      );
      return result;
    }),
  );
