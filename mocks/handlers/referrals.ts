import { contract } from '@contract';
import { publicHandler, userHandler } from '../http';
import { runRule } from '../rules/effect-runtime';
import { recordReferralClick, referralRewards } from '../rules/referrals';

const routes = contract.referrals;

export const referralsHandlers = [
  publicHandler(routes.recordReferralClick, async ({ db, clock, body }) => ({
    status: 201,
    body: await runRule(recordReferralClick(db, body), { clock }),
  })),
  userHandler(routes.getReferralRewards, ({ db, clock, user, query }) => ({
    status: 200,
    body: referralRewards(db, user, query, clock.now()),
  })),
];
