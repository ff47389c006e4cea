import { contract } from '@contract';
import { userHandler } from '../http';
import { runRule } from '../rules/effect-runtime';
import { redeemGiftCode, redeemHistory, settleUserGiftCodes } from '../rules/gift-codes';

const routes = contract.giftCodes;

// GET /api/partnership/:id/gift-codes is left to the partnership domain.
export const giftCodesHandlers = [
  userHandler(routes.redeemGiftCode, async ({ db, clock, user, body }) => ({
    status: 201,
    body: await runRule(redeemGiftCode(db, user.id, body.code), { clock }),
  })),
  userHandler(routes.listRedeemHistory, async ({ db, clock, user, query }) => {
    // Time passes lazily: the caller's saved code is settled at the clock before listing.
    await runRule(settleUserGiftCodes(db, user.id, clock.now()), { clock });
    return { status: 200, body: redeemHistory(db, user.id, query) };
  }),
];
