import type { AdminDecision } from '@contract/demo/demo-control.schema';
import { DAY_MS, HOUR_MS, millisOf, MINUTE_MS } from '../clock';
import { adminDecisionRule, listPendingItems } from '../control/admin';
import { DUE_WORK_SETTINGS, runDueWork } from '../control/due-work';
import { runRule } from '../rules/effect-runtime';
import {
  type ActionResult,
  type ActionSpec,
  SKIPPED,
  type SimulationContext,
  advanceClock,
  runOutside,
} from './action-kit';
import {
  checkUsdtPayment,
  payByCard,
  payWithTazapay,
  payWithUsdt,
  payWithVietqr,
  redeemGiftCode,
  requestRefund,
  topUpByAutoTicket,
  topUpByTicket,
  transferToAdAccount,
  withdrawFromAdAccount,
} from './money-actions';
import {
  browse,
  cancelPlan,
  createSetupCostTicket,
  listMembers,
  listTransactions,
  readNotifications,
  requestAdAccount,
  requestAdAccountByTicket,
  reviewMemberContact,
  submitProductLinks,
  submitVerification,
  subscribePlan,
  updateAutoTopUp,
} from './account-actions';

/*
 * The catalogue of random actions. A seller acts through the HTTP handlers with the contract
 * client (so every answer is checked), with amounts that are sometimes wrong on purpose; the
 * admin decides pending items through the same rule as the scenario panel; time moves the
 * clock and settles what fell due. Parameters are drawn from `ctx.rng` only.
 */

/* ---------- Admin ---------- */

const REJECTION_REASON = 'Rejected by the simulated admin.';

/** The admin settles one pending item: approve mostly, reject with a reason, or skip a setup cost. */
const adminDecision = async (ctx: SimulationContext): Promise<ActionResult> => {
  const { rng } = ctx;
  const { db, clock } = ctx.mock;
  const item = rng.pick(listPendingItems(db));
  if (!item) return SKIPPED;
  const decision = rng.weighted<AdminDecision>(
    item.decisions.map((option) => [option, option === 'approve' ? 6 : option === 'reject' ? 3 : 1] as const),
  );
  const request = {
    kind: item.kind,
    id: item.id,
    decision,
    reason: decision === 'reject' ? REJECTION_REASON : undefined,
  };
  const done = await runOutside(() => runRule(adminDecisionRule(db, request, DUE_WORK_SETTINGS), { clock }));
  const attempted = { kind: item.kind, decision };
  if (done.ok) return { outcome: 'ok', decision: attempted };
  if (done.refused) return { outcome: 'refused', decision: attempted };
  return { outcome: 'failed', decision: attempted, fault: `admin ${decision} ${item.kind} ${item.id}: ${done.fault}` };
};

/* ---------- Time ---------- */

/** Settles what fell due by the clock's now (spec section 9), as the scenario panel does. */
export const settleDueWork = async (ctx: SimulationContext): Promise<ActionResult> => {
  const { db, clock } = ctx.mock;
  const done = await runOutside(() => runRule(runDueWork(db, clock.now(), DUE_WORK_SETTINGS), { clock }));
  if (done.ok) return { outcome: 'ok', dueWork: done.value };
  return done.refused ? { outcome: 'refused' } : { outcome: 'failed', fault: `due work: ${done.fault}` };
};

/** Hours pass (or a whole day), then whatever fell due is settled. */
const advanceTime = (ctx: SimulationContext): Promise<ActionResult> => {
  advanceClock(ctx, ctx.rng.chance(0.8) ? ctx.rng.int(1, 12) * HOUR_MS : DAY_MS);
  return settleDueWork(ctx);
};

/* ---------- The catalogue ---------- */

export const ACTION_KINDS = [
  'topUpByTicket',
  'topUpByAutoTicket',
  'transferToAdAccount',
  'withdrawFromAdAccount',
  'requestRefund',
  'redeemGiftCode',
  'payWithUsdt',
  'checkUsdtPayment',
  'payWithTazapay',
  'payWithVietqr',
  'payByCard',
  'subscribePlan',
  'cancelPlan',
  'updateAutoTopUp',
  'submitVerification',
  'createSetupCostTicket',
  'submitProductLinks',
  'requestAdAccount',
  'requestAdAccountByTicket',
  'readNotifications',
  'listTransactions',
  'browse',
  'listMembers',
  'reviewMemberContact',
  'adminDecision',
  'advanceTime',
] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

export const ACTIONS: Readonly<Record<ActionKind, ActionSpec>> = {
  topUpByTicket: { weight: 8, run: topUpByTicket },
  topUpByAutoTicket: { weight: 3, run: topUpByAutoTicket },
  transferToAdAccount: { weight: 10, run: transferToAdAccount },
  withdrawFromAdAccount: { weight: 5, run: withdrawFromAdAccount },
  requestRefund: { weight: 3, run: requestRefund },
  redeemGiftCode: { weight: 2, run: redeemGiftCode },
  payWithUsdt: { weight: 4, run: payWithUsdt },
  checkUsdtPayment: { weight: 3, run: checkUsdtPayment },
  payWithTazapay: { weight: 3, run: payWithTazapay },
  payWithVietqr: { weight: 3, run: payWithVietqr },
  payByCard: { weight: 3, run: payByCard },
  subscribePlan: { weight: 1, run: subscribePlan },
  cancelPlan: { weight: 1, run: cancelPlan },
  updateAutoTopUp: { weight: 2, run: updateAutoTopUp },
  submitVerification: { weight: 1, run: submitVerification },
  createSetupCostTicket: { weight: 1, run: createSetupCostTicket },
  submitProductLinks: { weight: 2, run: submitProductLinks },
  requestAdAccount: { weight: 2, run: requestAdAccount },
  requestAdAccountByTicket: { weight: 1, run: requestAdAccountByTicket },
  readNotifications: { weight: 1, run: readNotifications },
  listTransactions: { weight: 3, run: listTransactions },
  browse: { weight: 3, run: browse },
  listMembers: { weight: 2, partnerOnly: true, run: listMembers },
  reviewMemberContact: { weight: 1, partnerOnly: true, run: reviewMemberContact },
  adminDecision: { weight: 12, run: adminDecision },
  advanceTime: { weight: 3, run: advanceTime },
};

/** A few minutes pass between two actions, so each one's records carry their own instant. */
const PAUSE_MINUTES = [1, 30] as const;

/** Draws an action kind by weight, among those someone in the context can take. */
export const drawActionKind = (ctx: SimulationContext): ActionKind => {
  const partnerActs = ctx.actors.some((actor) => actor.partner);
  const kinds = ACTION_KINDS.filter((kind) => partnerActs || !ACTIONS[kind].partnerOnly);
  return ctx.rng.weighted(kinds.map((kind) => [kind, ACTIONS[kind].weight] as const));
};

/** A session lasts a day: whoever's ran out signs in again, as the app would send them to do. */
export const renewSessions = async (ctx: SimulationContext): Promise<void> => {
  const { db, clock } = ctx.mock;
  for (const actor of ctx.actors) {
    const session = db.sessions.findFirst((q) => q.where({ token: actor.session.token }));
    if (!session || millisOf(session.expiresAt) <= clock.now()) {
      actor.session.token = await ctx.mock.signIn(actor.email);
    }
  }
};

/** A short pause, then the action. */
export const performAction = async (ctx: SimulationContext, kind: ActionKind): Promise<ActionResult> => {
  advanceClock(ctx, ctx.rng.int(...PAUSE_MINUTES) * MINUTE_MS);
  await renewSessions(ctx);
  return ACTIONS[kind].run(ctx);
};
