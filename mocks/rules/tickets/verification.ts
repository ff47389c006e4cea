import type { ContactInfo } from '@contract/users/users.schema';
import type { LatestVerification, VerificationForm } from '@contract/tickets/tickets.schema';
import { Effect } from 'effect';
import type { MockDb } from '../../db';
import { RecordNotFound } from '../../errors';
import type { VerificationRecord } from '../../factories/ticket';
import { fromDb, nowIso } from '../effect-runtime';
import { TicketInProcess, TicketNotOpen } from './errors';
import { newId } from '../ids';
import { newestFirst } from '../list';
import { notify } from '../notifications';
import { userOf } from '../users';

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
          // The seller has given the information now: it is no longer incomplete while it is reviewed.
          draft.contactInfo = contactInfoOf(form);
          draft.businessModel = form.businessModel;
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
