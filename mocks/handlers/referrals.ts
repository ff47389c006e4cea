import { contract } from '@contract';
import { publicHandler, userHandler, respond } from '../http';
import { recordReferralClick, referralRewards } from '../rules/referrals';

const routes = contract.referrals;

export const referralsHandlers = [
  publicHandler(routes.recordReferralClick, ({ db, body }) => respond(201, recordReferralClick(db, body))),
  userHandler(routes.getReferralRewards, ({ db, clock, user, query }) => ({
    status: 200,
    body: referralRewards(db, user, query, clock.now()),
  })),
];
