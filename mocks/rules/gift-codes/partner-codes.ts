import { giftCodeStatusAt, nextGiftCodeStatus } from '@contract/gift-codes/gift-code-status';
import {
  isFutureExpiry,
  type CreateGiftCodeBody,
  type GiftCode,
  type GiftCodeList,
  type GiftCodeSettableStatus,
  type PartnerGiftCodesQuery,
} from '@contract/gift-codes/gift-codes.schema';
import { Clock, Effect } from 'effect';
import type { MockDb } from '../../db';
import { InvalidFields, RecordNotFound } from '../../errors';
import type { GiftCodeRecord } from '../../factories/gift-code';
import type { StoredUser } from '../../http';
import { fromDb } from '../effect-runtime';
import { newId } from '../ids';
import { newestFirst, paged } from '../list';
import { NotThisPartner } from '../partnership/errors';
import { GiftCodeStatusRefused, GiftCodeTaken } from './errors';

/*
 * A partner's own gift codes (spec sections 2, 4 and 6): listed, created, deactivated and
 * reactivated. Only the partner's own id is answered (another partner's is 403), and a code
 * that is not theirs is 404, so ids are not probed. The status shown is always the one at now.
 */

const ownPartner = (partner: StoredUser, id: string): Effect.Effect<void, NotThisPartner> =>
  id === partner.id ? Effect.void : Effect.fail(new NotThisPartner({ partnerId: id }));

const view = ({ ownerId: _owner, ...code }: GiftCodeRecord, now: number): GiftCode => ({
  ...code,
  status: giftCodeStatusAt(code, now),
});

// Equal dates keep the table's order, as the partner lists always have.
const byNewest = newestFirst((code: GiftCodeRecord) => code.createdAt);

/** The partner's codes, newest first; `unexpired` keeps those with no expiry or one still to come. */
export const listPartnerGiftCodes = (
  db: MockDb,
  partner: StoredUser,
  input: { id: string; query: PartnerGiftCodesQuery },
): Effect.Effect<GiftCodeList, NotThisPartner> =>
  Effect.gen(function* () {
    yield* ownPartner(partner, input.id);
    const now = yield* Clock.currentTimeMillis;
    const codes = db.giftCodes
      .all()
      .filter((code) => code.ownerId === partner.id)
      .filter((code) => !input.query.unexpired || isFutureExpiry(code.expiry, now))
      .sort(byNewest)
      .map((code) => view(code, now));
    return paged(codes, input.query);
  });

/**
 * Creates an active code with its whole quantity available. Refused: an expiry already past
 * (400 at body.expiry, the form's own rule) and a code spelled like any existing one, house
 * codes included, in any case (409 at body.code), since a member types it to save it.
 */
export const createPartnerGiftCode = (
  db: MockDb,
  partner: StoredUser,
  input: { id: string; body: CreateGiftCodeBody },
): Effect.Effect<GiftCode, NotThisPartner | InvalidFields | GiftCodeTaken> =>
  Effect.gen(function* () {
    yield* ownPartner(partner, input.id);
    const now = yield* Clock.currentTimeMillis;
    const { code, worth, minTotalSpend, timeOfUseDays, quantity, expiry } = input.body;
    if (!isFutureExpiry(expiry, now)) {
      return yield* new InvalidFields({
        issues: [{ path: 'body.expiry', message: 'The expiry must be in the future' }],
      });
    }
    const wanted = code.toUpperCase();
    if (db.giftCodes.all().some((existing) => existing.code.toUpperCase() === wanted)) {
      return yield* new GiftCodeTaken({ code });
    }
    const created = yield* fromDb(() =>
      db.giftCodes.create({
        id: newId('gft'),
        ownerId: partner.id,
        code,
        worth,
        minimumRequiredSpend: { start: null, minTotalSpend, maxTotalSpend: null },
        timeOfUseDays,
        quantity: { available: quantity, saved: 0, paid: 0, total: quantity },
        expiry,
        status: 'active',
        createdAt: new Date(now).toISOString(),
      }),
    );
    return view(created, now);
  });

/**
 * Deactivates a code (members can no longer save it; those who saved it keep their redemption)
 * or reactivates it, as `nextGiftCodeStatus` allows. Asking for the status the code has is a
 * no-op; any other change is 409.
 */
export const setPartnerGiftCodeStatus = (
  db: MockDb,
  partner: StoredUser,
  input: { id: string; codeId: string; status: GiftCodeSettableStatus },
): Effect.Effect<GiftCode, NotThisPartner | RecordNotFound | GiftCodeStatusRefused> =>
  Effect.gen(function* () {
    yield* ownPartner(partner, input.id);
    const now = yield* Clock.currentTimeMillis;
    const code = db.giftCodes.all().find((record) => record.id === input.codeId && record.ownerId === partner.id);
    if (!code) return yield* new RecordNotFound({ entity: 'gift code', id: input.codeId });
    const current = giftCodeStatusAt(code, now);
    const unchanged = input.status === 'deactivate' ? current === 'deactivate' : current !== 'deactivate';
    if (unchanged) return view(code, now);
    if (nextGiftCodeStatus({ status: current, expiry: code.expiry }, now) !== input.status) {
      return yield* new GiftCodeStatusRefused({ codeId: code.id, from: current, to: input.status });
    }
    const updated = yield* fromDb(() =>
      db.giftCodes.update(code, {
        data(draft) {
          draft.status = input.status;
        },
      }),
    );
    return view(updated ?? code, now);
  });
