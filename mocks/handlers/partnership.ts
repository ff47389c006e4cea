import { contract } from '@contract';
import { referralLink } from '@contract/referrals/referral-link';
import { SUCCESS, userHandler } from '../http';
import { runRule } from '../rules/effect-runtime';
import { newId } from '../rules/ids';
import {
  adAccountStatistics,
  decideMemberContactInfo,
  getEmbedForm,
  getMember,
  listMemberAdAccounts,
  listMemberContactInfo,
  listMemberProductLinks,
  listMembers,
  listPartnerGiftCodes,
  memberStatistics,
  planChargedStatistics,
  removeMember,
  saveEmbedForm,
  saveMemberProductProfile,
  spendingDepositStatistics,
  submitJoinLetter,
} from '../rules/partnership';

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
  userHandler(routes.getMember, async ({ db, clock, user, params }) => ({
    status: 200,
    body: await runRule(getMember(db, user, params.id), { clock }),
  })),
  userHandler(routes.removeMember, async ({ db, clock, user, params }) => {
    await runRule(removeMember(db, user, params.id), { clock });
    return { status: 200, body: SUCCESS };
  }),
  userHandler(routes.listMemberAdAccounts, async ({ db, clock, user, params, query }) => ({
    status: 200,
    body: await runRule(listMemberAdAccounts(db, user, params.id, query), { clock }),
  })),
  userHandler(routes.saveMemberProductProfile, async ({ db, clock, user, params, body }) => ({
    status: 200,
    body: await runRule(saveMemberProductProfile(db, user, params.id, body), { clock }),
  })),
  userHandler(routes.decideMemberContactInfo, async ({ db, clock, user, params, body }) => ({
    status: 200,
    body: await runRule(decideMemberContactInfo(db, user, { ...params, reason: body.reason }), { clock }),
  })),
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
  userHandler(routes.saveEmbedForm, async ({ db, clock, user, body, request }) => ({
    status: 200,
    body: await runRule(saveEmbedForm(db, user, { embedFormUrl: body.embedFormUrl, origin: originOf(request) }), {
      clock,
    }),
  })),
  // Survey answers are acknowledged only: nothing in the product reads them back.
  userHandler(routes.submitExclusivePartnerSurvey, ({ clock }) => ({
    status: 201,
    body: { id: newId('srv'), createdAt: new Date(clock.now()).toISOString() },
  })),
  userHandler(routes.submitPartnershipJoinLetter, async ({ db, clock, user }) => ({
    status: 201,
    body: await runRule(submitJoinLetter(db, user), { clock }),
  })),
  userHandler(routes.joinPartneroProgram, ({ clock, user, request }) => ({
    status: 201,
    body: {
      referralLink: referralLink(originOf(request), user.referralCode),
      portalUrl: null,
      joinedAt: new Date(clock.now()).toISOString(),
    },
  })),
  userHandler(contract.giftCodes.listPartnerGiftCodes, async ({ db, clock, user, params, query }) => ({
    status: 200,
    body: await runRule(listPartnerGiftCodes(db, user, { id: params.id, query, now: clock.now() }), { clock }),
  })),
];
