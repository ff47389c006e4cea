import { fullName } from '@contract/users/full-name';
import type {
  AdminDecision,
  AdminDecisionRequest,
  PendingItem,
  PendingItemKind,
} from '@contract/demo/demo-control.schema';
import { Data, Effect } from 'effect';
import type { MockDb, UserRecord } from '../db';
import type { Answer, DomainError } from '../errors';
import type { TicketRecord } from '../factories/ticket';
import { decideAdAccountRequest } from '../rules/ad-accounts';
import { oldestFirst } from '../rules/list';
import { isOpen, settlePayment } from '../rules/payments';
import { receiveBankTransfer } from '../rules/payments/vietqr';
import { approveProductLink, decideProductVideo, rejectProductLink } from '../rules/product-links';
import { isOpenTicket } from '../rules/tickets/records';
import { approveTicket, rejectTicket } from '../rules/tickets/admin';
import { approveVerification, rejectVerification } from '../rules/tickets/verification';
import { skipSetupCost } from '../rules/tickets/setup-cost';

/*
 * The admin's side of the review rules, for the scenario panel and the simulation harness:
 * what waits for a decision, and taking one. Every decision goes through the same rules the
 * admin back office would use, so money moves only as ledger entries.
 */

const APPROVE_OR_REJECT: AdminDecision[] = ['approve', 'reject'];

const TICKET_KINDS = {
  recharge_user_balance: 'recharge',
  create_ads_account: 'adAccountTicket',
  request_refund: 'refund',
  setup_cost: 'setupCost',
} as const satisfies Record<TicketRecord['type'], PendingItemKind>;

const userSummary = (db: MockDb, userId: string): PendingItem['user'] => {
  const user: UserRecord | undefined = db.users.findFirst((q) => q.where({ id: userId }));
  return {
    id: userId,
    email: user?.email ?? '',
    name: user ? fullName(user) : '',
  };
};

const ticketDetail = (ticket: TicketRecord): string => {
  if (ticket.adAccountDetails) return ticket.adAccountDetails.name;
  return [ticket.paymentMethod, ticket.transferCode].filter((part) => part !== null).join(' · ');
};

/** Everything an admin could settle now, oldest first. */
export const listPendingItems = (db: MockDb): PendingItem[] => {
  const items: PendingItem[] = [];
  for (const record of db.verifications.findMany((q) => q.where({ status: 'reviewing' }))) {
    items.push({
      kind: 'verification',
      id: record.id,
      user: userSummary(db, record.userId),
      detail: `${record.form.fullName} · ${record.form.country}`,
      amount: null,
      createdAt: record.createdAt,
      decisions: APPROVE_OR_REJECT,
    });
  }
  for (const link of db.productLinks.all()) {
    if (link.status === 'reviewing') {
      items.push({
        kind: 'productLink',
        id: link.id,
        user: userSummary(db, link.userId),
        detail: link.url,
        amount: null,
        createdAt: link.updatedAt,
        decisions: APPROVE_OR_REJECT,
      });
    }
    if (link.productVideo?.videoStatus === 'reviewing') {
      items.push({
        kind: 'productVideo',
        id: link.id,
        user: userSummary(db, link.userId),
        detail: link.url,
        amount: null,
        createdAt: link.productVideo.uploadedAt,
        decisions: APPROVE_OR_REJECT,
      });
    }
  }
  for (const ticket of db.tickets.all()) {
    if (!isOpenTicket(ticket.status)) continue;
    items.push({
      kind: TICKET_KINDS[ticket.type],
      id: ticket.id,
      user: userSummary(db, ticket.userId),
      detail: ticketDetail(ticket),
      amount: ticket.amount,
      createdAt: ticket.createdAt,
      decisions: ticket.type === 'setup_cost' ? ['approve', 'reject', 'skip'] : APPROVE_OR_REJECT,
    });
  }
  for (const request of db.adAccountRequests.all()) {
    if (request.status !== 'pending' && request.status !== 'opening') continue;
    items.push({
      kind: 'adAccountRequest',
      id: request.id,
      user: userSummary(db, request.userId),
      detail: request.name,
      amount: null,
      createdAt: request.requestedAt,
      decisions: APPROVE_OR_REJECT,
    });
  }
  for (const payment of db.payments.all()) {
    const entry = db.balanceTransactions.findFirst((q) => q.where({ id: payment.id }));
    if (!entry || !isOpen(entry.status)) continue;
    const method = 'method' in payment.details ? payment.details.method : null;
    items.push({
      kind: 'payment',
      id: payment.id,
      user: userSummary(db, payment.userId),
      detail: [payment.provider, method].filter((part) => part !== null).join(' · '),
      amount: payment.charge.amount,
      createdAt: entry.createdAt,
      decisions: APPROVE_OR_REJECT,
    });
  }
  return items.sort(oldestFirst((item) => [item.createdAt, item.id]));
};

type DecisionRule = Effect.Effect<unknown, DomainError>;

/** A decision the item does not allow (skip is for a setup cost only). */
class DecisionNotAllowed extends Data.TaggedError('DecisionNotAllowed')<{
  readonly decision: string;
  readonly kind: string;
}> {
  answer(): Answer {
    return {
      code: 'error.validation',
      status: 400,
      detail: `"${this.decision}" is not a decision for a ${this.kind} item`,
    };
  }
}

const refuse = (request: AdminDecisionRequest): DecisionRule =>
  Effect.fail(new DecisionNotAllowed({ decision: request.decision, kind: request.kind }));

const ticketDecision = (
  db: MockDb,
  request: AdminDecisionRequest,
  reason: string,
  settings: { minTopUpCents: number },
): DecisionRule => {
  switch (request.decision) {
    case 'approve':
      return approveTicket(db, request.id, settings);
    case 'reject':
      return rejectTicket(db, request.id, reason);
    case 'skip':
      return request.kind === 'setupCost' ? skipSetupCost(db, request.id) : refuse(request);
  }
};

const paymentDecision = (db: MockDb, request: AdminDecisionRequest): DecisionRule => {
  if (request.decision === 'skip') return refuse(request);
  if (request.decision === 'reject') return settlePayment(db, request.id, 'rejected');
  const payment = db.payments.findFirst((q) => q.where({ id: request.id }));
  // A bank-QR payment is paid by the transfer arriving with its current code.
  return payment?.details.provider === 'vietqr'
    ? receiveBankTransfer(db, payment.details.transferContent)
    : settlePayment(db, request.id, 'paid');
};

/** The rule that carries out one admin decision; its domain errors are the catalogue's. */
export const adminDecisionRule = (
  db: MockDb,
  request: AdminDecisionRequest,
  settings: { minTopUpCents: number },
): DecisionRule => {
  const reason = request.reason ?? '';
  if (request.decision === 'skip' && request.kind !== 'setupCost') return refuse(request);
  const approved = request.decision === 'approve';
  switch (request.kind) {
    case 'verification':
      return approved ? approveVerification(db, request.id) : rejectVerification(db, request.id, reason);
    case 'productLink':
      return approved ? approveProductLink(db, request.id) : rejectProductLink(db, request.id, reason);
    case 'productVideo':
      return decideProductVideo(db, request.id, approved ? { status: 'approved' } : { status: 'rejected', reason });
    case 'adAccountRequest':
      return decideAdAccountRequest(db, request.id, approved ? { status: 'approved' } : { status: 'rejected', reason });
    case 'payment':
      return paymentDecision(db, request);
    case 'setupCost':
    case 'adAccountTicket':
    case 'refund':
    case 'recharge':
      return ticketDecision(db, request, reason, settings);
  }
};
