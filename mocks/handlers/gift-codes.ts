import { contract } from '@contract';
import { Effect } from 'effect';
import { userHandler, respond } from '../http';
import { redeemGiftCode, redeemHistory, settleUserGiftCodes } from '../rules/gift-codes';

const routes = contract.giftCodes;

// A partner's codes (/api/partnership/:id/gift-codes) are answered by the partnership handlers.
export const giftCodesHandlers = [
  userHandler(routes.redeemGiftCode, ({ db, user, body }) => respond(201, redeemGiftCode(db, user.id, body.code))),
  // Time passes lazily: the caller's saved code is settled at the clock before listing.
  userHandler(routes.listRedeemHistory, ({ db, clock, user, query }) =>
    respond(
      200,
      Effect.map(settleUserGiftCodes(db, user.id, clock.now()), () => redeemHistory(db, user.id, query)),
    ),
  ),
];
