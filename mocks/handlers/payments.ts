import { contract } from '@contract';
import { Effect } from 'effect';
import { publicHandler, userHandler, respond } from '../http';
import {
  activateCard,
  createSetupIntent,
  fulfillCardPayment,
  initCardVerification,
  listCards,
  paymentMethodTypes,
  removeCard,
  requestCardPayment,
  saveCard,
  setDefaultCard,
} from '../rules/payments/cards';
import {
  pendingLianlian,
  pendingTazapay,
  requestAirwallex,
  requestBankRedirect,
  requestLianlian,
  requestPayfast,
  requestTazapay,
} from '../rules/payments/hosted';
import { LOCAL_BANKS } from '../rules/payments/local-banks';
import {
  confirmPayoneerPayment,
  connectPayoneer,
  disconnectPayoneer,
  payoneerAccount,
  payoneerChallengeCallback,
  payoneerConnectCallback,
  requestPayoneerPayment,
} from '../rules/payments/payoneer';
import {
  fulfillTokenPayment,
  miningTokenPayments,
  requestTokenPayment,
  verifyTokenPayment,
} from '../rules/payments/token';
import {
  cancelVietqr,
  getVietqr,
  recentLocalBankNotification,
  refreshVietqrCode,
  requestVietqr,
} from '../rules/payments/vietqr';

const routes = contract.payments;

const originOf = (request: Request): string => new URL(request.url).origin;

/** A browser landing on a provider callback directly (not the dashboard relaying it) gets a redirect. */
const isNavigation = (request: Request): boolean => request.headers.get('accept')?.includes('text/html') ?? false;

const stripeHandlers = [
  userHandler(routes.stripe.listCards, ({ db, user }) => ({ status: 200, body: listCards(db, user.id) })),
  userHandler(routes.stripe.saveCard, ({ db, user, body }) => respond(201, saveCard(db, user, body))),
  userHandler(routes.stripe.removeCard, ({ db, user, params }) => respond(200, removeCard(db, user.id, params.id))),
  userHandler(routes.stripe.setDefaultCard, ({ db, user, params }) =>
    respond(200, setDefaultCard(db, user.id, params.id)),
  ),
  userHandler(routes.stripe.createSetupIntent, ({ db, user }) => respond(201, createSetupIntent(db, user.id))),
  userHandler(routes.stripe.initCardVerification, ({ db, user, body }) =>
    respond(200, initCardVerification(db, user.id, body.paymentMethodId)),
  ),
  userHandler(routes.stripe.activateCard, ({ db, user, body }) =>
    respond(200, activateCard(db, user.id, body.paymentMethodId, body.activationCode)),
  ),
  userHandler(routes.stripe.fulfillCardPayment, ({ db, user, body }) =>
    respond(200, fulfillCardPayment(db, user.id, body.paymentIntentId)),
  ),
  userHandler(routes.stripe.requestCardPayment, ({ db, user, body }) =>
    respond(201, requestCardPayment(db, user.id, body)),
  ),
  userHandler(routes.stripe.listPaymentMethodTypes, () => ({ status: 200, body: paymentMethodTypes() })),
];

const tokenHandlers = [
  userHandler(routes.token.listMiningTransactions, ({ db, clock, user }) => ({
    status: 200,
    body: miningTokenPayments(db, user.id, clock.now()),
  })),
  userHandler(routes.token.requestTokenPayment, ({ db, user, body }) =>
    respond(201, requestTokenPayment(db, user.id, body, 'manual')),
  ),
  userHandler(routes.token.requestAutoTokenPayment, ({ db, user, body }) =>
    respond(201, requestTokenPayment(db, user.id, body, 'auto')),
  ),
  userHandler(routes.token.fulfillTokenPayment, ({ db, user, params, body }) =>
    respond(200, fulfillTokenPayment(db, user.id, params.id, body)),
  ),
  userHandler(routes.token.verifyTokenPayment, ({ db, user, params }) =>
    respond(200, verifyTokenPayment(db, user.id, params.id)),
  ),
];

const hostedHandlers = [
  userHandler(routes.tazapay.requestTazapayPayment, ({ db, user, body, request }) =>
    respond(201, requestTazapay(db, user.id, originOf(request), body)),
  ),
  userHandler(routes.tazapay.getPendingTazapayPayment, ({ db, user, request }) => ({
    status: 200,
    body: pendingTazapay(db, user.id, originOf(request)),
  })),
  userHandler(routes.lianlian.requestLianlianPayment, ({ db, user, body, request }) =>
    respond(201, requestLianlian(db, user.id, originOf(request), body)),
  ),
  userHandler(routes.lianlian.getPendingLianlianPayment, ({ db, user, request }) => ({
    status: 200,
    body: pendingLianlian(db, user.id, originOf(request)),
  })),
  userHandler(routes.airwallex.requestAirwallexPayment, ({ db, user, body, request }) =>
    respond(201, requestAirwallex(db, user.id, originOf(request), body)),
  ),
  userHandler(routes.payfast.requestPayfastPayment, ({ db, user, body, request }) =>
    respond(201, requestPayfast(db, user.id, originOf(request), body)),
  ),
  userHandler(routes.bankRedirect.requestBankRedirectPayment, ({ db, user, body, request }) =>
    respond(201, requestBankRedirect(db, user.id, originOf(request), body)),
  ),
];

const bankHandlers = [
  userHandler(routes.localBank.listLocalBanks, () => ({ status: 200, body: [...LOCAL_BANKS] })),
  userHandler(routes.localBank.getRecentLocalBankNotification, ({ db, user, query }) => ({
    status: 200,
    body: recentLocalBankNotification(db, user.id, query.since),
  })),
  userHandler(routes.vietqr.requestVietqrPayment, ({ db, user, body }) =>
    respond(201, requestVietqr(db, user.id, body)),
  ),
  userHandler(routes.vietqr.getVietqrPayment, ({ db, user, params }) =>
    respond(200, getVietqr(db, user.id, params.id)),
  ),
  userHandler(routes.vietqr.cancelVietqrPayment, ({ db, user, params }) =>
    respond(200, cancelVietqr(db, user.id, params.id)),
  ),
  userHandler(routes.vietqr.refreshVietqrTransferCode, ({ db, user, params }) =>
    respond(200, refreshVietqrCode(db, user.id, params.id)),
  ),
];

const payoneerHandlers = [
  userHandler(routes.payoneer.connectPayoneer, ({ db, user, request }) =>
    respond(200, connectPayoneer(db, user.id, originOf(request))),
  ),
  userHandler(routes.payoneer.disconnectPayoneer, ({ db, user }) => respond(200, disconnectPayoneer(db, user.id))),
  userHandler(routes.payoneer.getPayoneerBalances, ({ db, user }) => ({
    status: 200,
    body: payoneerAccount(db, user.id),
  })),
  publicHandler(routes.payoneer.handlePayoneerConnectCallback, ({ db, query, request }) =>
    Effect.map(payoneerConnectCallback(db, query), (account) =>
      // Back to the Payoneer pay step; the amount chosen before leaving comes back from its cookie.
      isNavigation(request)
        ? { status: 302 as const, body: undefined, headers: { Location: '/payment/add-fund?method=payoneer&step=pay' } }
        : { status: 200 as const, body: account },
    ),
  ),
  userHandler(routes.payoneer.requestPayoneerPayment, ({ db, user, body }) =>
    respond(201, requestPayoneerPayment(db, user.id, body)),
  ),
  userHandler(routes.payoneer.confirmPayoneerPayment, ({ db, user, params, request }) =>
    respond(200, confirmPayoneerPayment(db, user.id, params.id, originOf(request))),
  ),
  publicHandler(routes.payoneer.handlePayoneerChallengeCallback, ({ db, params, request }) => {
    const challenge = payoneerChallengeCallback(db, params.id);
    if (!isNavigation(request)) return respond(200, challenge);
    // A browser lands on the result page either way, whatever went wrong.
    const backTo = (result: 'success' | 'failed') => ({
      status: 302 as const,
      body: undefined,
      headers: { Location: `/payment/${result}?transactionId=${params.id}` },
    });
    return Effect.matchCause(challenge, { onSuccess: () => backTo('success'), onFailure: () => backTo('failed') });
  }),
];

/** Every payment provider's routes (35). */
export const paymentsHandlers = [
  ...stripeHandlers,
  ...tokenHandlers,
  ...hostedHandlers,
  ...bankHandlers,
  ...payoneerHandlers,
];
