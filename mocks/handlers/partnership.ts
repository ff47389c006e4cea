import { contract } from '@contract';
import { Effect } from 'effect';
import { referralLink } from '@contract/referrals/referral-link';
import { SUCCESS, userHandler, respond } from '../http';
import { newId } from '../rules/ids';
import {
  getEmbedForm,
  getMember,
  listMemberAdAccounts,
  listMembers,
  removeMember,
  saveEmbedForm,
  submitJoinLetter,
} from '../rules/partnership';
import {
  adAccountStatistics,
  memberStatistics,
  planChargedStatistics,
  spendingDepositStatistics,
} from '../rules/partnership/statistics';
import { decideMemberContactInfo, listMemberContactInfo } from '../rules/partnership/contact-info';
import { listMemberProductLinks, saveMemberProductProfile } from '../rules/partnership/product-links';
import {
  createPartnerGiftCode,
  listPartnerGiftCodes,
  setPartnerGiftCodeStatus,
} from '../rules/gift-codes/partner-codes';

const routes = contract.partnership;

/** The app's own origin: the partner's landing page lives there. */
const originOf = (request: Request): string => new URL(request.url).origin;

// Partner routes: the wrapper already refused anyone whose partnership is not active (403).
export const partnershipHandlers = [
  userHandler(routes.listMembers, ({ db, user, query }) => ({ status: 200, body: listMembers(db, user, query) })),
  userHandler(routes.listMemberProductLinks, ({ db, user, query }) => ({
    status: 200,
    body: listMemberProductLinks(db, user, query),
  })),
  userHandler(routes.listMemberContactInfo, ({ db, user, query }) => ({
    status: 200,
    body: listMemberContactInfo(db, user, query),
  })),
  userHandler(routes.getMember, ({ db, user, params }) => respond(200, getMember(db, user, params.id))),
  userHandler(routes.removeMember, ({ db, user, params }) =>
    respond(200, Effect.as(removeMember(db, user, params.id), SUCCESS)),
  ),
  userHandler(routes.listMemberAdAccounts, ({ db, user, params, query }) =>
    respond(200, listMemberAdAccounts(db, user, params.id, query)),
  ),
  userHandler(routes.saveMemberProductProfile, ({ db, user, params, body }) =>
    respond(200, saveMemberProductProfile(db, user, params.id, body)),
  ),
  userHandler(routes.decideMemberContactInfo, ({ db, user, params, body }) =>
    respond(200, decideMemberContactInfo(db, user, { ...params, reason: body.reason })),
  ),
  userHandler(routes.getPlanChargedStatistics, ({ db, user, query }) => ({
    status: 200,
    body: planChargedStatistics(db, user, query),
  })),
  userHandler(routes.getMemberStatistics, ({ db, user, query }) => ({
    status: 200,
    body: memberStatistics(db, user, query),
  })),
  userHandler(routes.getAdAccountStatistics, ({ db, user, query }) => ({
    status: 200,
    body: adAccountStatistics(db, user, query),
  })),
  userHandler(routes.getSpendingDepositStatistics, ({ db, user, query }) => ({
    status: 200,
    body: spendingDepositStatistics(db, user, query),
  })),
  userHandler(routes.getEmbedForm, ({ db, user, request }) => ({
    status: 200,
    body: getEmbedForm(db, user, originOf(request)),
  })),
  userHandler(routes.saveEmbedForm, ({ db, user, body, request }) =>
    respond(200, saveEmbedForm(db, user, { embedFormUrl: body.embedFormUrl, origin: originOf(request) })),
  ),
  // Survey answers are acknowledged only: nothing in the product reads them back.
  userHandler(routes.submitExclusivePartnerSurvey, ({ clock }) => ({
    status: 201,
    body: { id: newId('srv'), createdAt: new Date(clock.now()).toISOString() },
  })),
  userHandler(routes.submitPartnershipJoinLetter, ({ db, user }) => respond(201, submitJoinLetter(db, user))),
  userHandler(routes.joinPartneroProgram, ({ clock, user, request }) => ({
    status: 201,
    body: {
      referralLink: referralLink(originOf(request), user.referralCode),
      portalUrl: null,
      joinedAt: new Date(clock.now()).toISOString(),
    },
  })),
  // The partner's gift codes live under /api/partnership, so the gateway files them here.
  userHandler(contract.giftCodes.listPartnerGiftCodes, ({ db, user, params, query }) =>
    respond(200, listPartnerGiftCodes(db, user, { id: params.id, query })),
  ),
  userHandler(contract.giftCodes.createPartnerGiftCode, ({ db, user, params, body }) =>
    respond(201, createPartnerGiftCode(db, user, { id: params.id, body })),
  ),
  userHandler(contract.giftCodes.setPartnerGiftCodeStatus, ({ db, user, params, body }) =>
    respond(200, setPartnerGiftCodeStatus(db, user, { ...params, status: body.status })),
  ),
];
