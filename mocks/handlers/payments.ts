import { contract } from '@contract';
import { publicHandler, userHandler } from '../http';
import { runRule } from '../rules/effect-runtime';
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
  userHandler(routes.stripe.saveCard, async ({ db, clock, user, body }) => ({
    status: 201,
    body: await runRule(saveCard(db, user, body), { clock }),
  })),
  userHandler(routes.stripe.removeCard, async ({ db, clock, user, params }) => ({
    status: 200,
    body: await runRule(removeCard(db, user.id, params.id), { clock }),
  })),
  userHandler(routes.stripe.setDefaultCard, async ({ db, clock, user, params }) => ({
    status: 200,
    body: await runRule(setDefaultCard(db, user.id, params.id), { clock }),
  })),
  userHandler(routes.stripe.createSetupIntent, () => ({ status: 201, body: createSetupIntent() })),
  userHandler(routes.stripe.initCardVerification, async ({ db, clock, user, body }) => ({
    status: 200,
    body: await runRule(initCardVerification(db, user.id, body.paymentMethodId), { clock }),
  })),
  userHandler(routes.stripe.activateCard, async ({ db, clock, user, body }) => ({
    status: 200,
    body: await runRule(activateCard(db, user.id, body.paymentMethodId, body.activationCode), { clock }),
  })),
  userHandler(routes.stripe.fulfillCardPayment, async ({ db, clock, user, body }) => ({
    status: 200,
    body: await runRule(fulfillCardPayment(db, user.id, body.paymentIntentId), { clock }),
  })),
  userHandler(routes.stripe.requestCardPayment, async ({ db, clock, user, body }) => ({
    status: 201,
    body: await runRule(requestCardPayment(db, user.id, body), { clock }),
  })),
  userHandler(routes.stripe.listPaymentMethodTypes, () => ({ status: 200, body: paymentMethodTypes() })),
];

const tokenHandlers = [
  userHandler(routes.token.listMiningTransactions, ({ db, clock, user }) => ({
    status: 200,
    body: miningTokenPayments(db, user.id, clock.now()),
  })),
  userHandler(routes.token.requestTokenPayment, async ({ db, clock, user, body }) => ({
    status: 201,
    body: await runRule(requestTokenPayment(db, user.id, body, 'manual'), { clock }),
  })),
  userHandler(routes.token.requestAutoTokenPayment, async ({ db, clock, user, body }) => ({
    status: 201,
    body: await runRule(requestTokenPayment(db, user.id, body, 'auto'), { clock }),
  })),
  userHandler(routes.token.fulfillTokenPayment, async ({ db, clock, user, params, body }) => ({
    status: 200,
    body: await runRule(fulfillTokenPayment(db, user.id, params.id, body), { clock }),
  })),
  userHandler(routes.token.verifyTokenPayment, async ({ db, clock, user, params }) => ({
    status: 200,
    body: await runRule(verifyTokenPayment(db, user.id, params.id), { clock }),
  })),
];

const hostedHandlers = [
  userHandler(routes.tazapay.requestTazapayPayment, async ({ db, clock, user, body, request }) => ({
    status: 201,
    body: await runRule(requestTazapay(db, user.id, originOf(request), body), { clock }),
  })),
  userHandler(routes.tazapay.getPendingTazapayPayment, ({ db, user, request }) => ({
    status: 200,
    body: pendingTazapay(db, user.id, originOf(request)),
  })),
  userHandler(routes.lianlian.requestLianlianPayment, async ({ db, clock, user, body, request }) => ({
    status: 201,
    body: await runRule(requestLianlian(db, user.id, originOf(request), body), { clock }),
  })),
  userHandler(routes.lianlian.getPendingLianlianPayment, ({ db, user, request }) => ({
    status: 200,
    body: pendingLianlian(db, user.id, originOf(request)),
  })),
  userHandler(routes.airwallex.requestAirwallexPayment, async ({ db, clock, user, body, request }) => ({
    status: 201,
    body: await runRule(requestAirwallex(db, user.id, originOf(request), body), { clock }),
  })),
  userHandler(routes.payfast.requestPayfastPayment, async ({ db, clock, user, body, request }) => ({
    status: 201,
    body: await runRule(requestPayfast(db, user.id, originOf(request), body), { clock }),
  })),
  userHandler(routes.bankRedirect.requestBankRedirectPayment, async ({ db, clock, user, body, request }) => ({
    status: 201,
    body: await runRule(requestBankRedirect(db, user.id, originOf(request), body), { clock }),
  })),
];

const bankHandlers = [
  userHandler(routes.localBank.listLocalBanks, () => ({ status: 200, body: [...LOCAL_BANKS] })),
  userHandler(routes.localBank.getRecentLocalBankNotification, ({ db, user, query }) => ({
    status: 200,
    body: recentLocalBankNotification(db, user.id, query.since),
  })),
  userHandler(routes.vietqr.requestVietqrPayment, async ({ db, clock, user, body }) => ({
    status: 201,
    body: await runRule(requestVietqr(db, user.id, body), { clock }),
  })),
  userHandler(routes.vietqr.getVietqrPayment, async ({ db, clock, user, params }) => ({
    status: 200,
    body: await runRule(getVietqr(db, user.id, params.id), { clock }),
  })),
  userHandler(routes.vietqr.cancelVietqrPayment, async ({ db, clock, user, params }) => ({
    status: 200,
    body: await runRule(cancelVietqr(db, user.id, params.id), { clock }),
  })),
  userHandler(routes.vietqr.refreshVietqrTransferCode, async ({ db, clock, user, params }) => ({
    status: 200,
    body: await runRule(refreshVietqrCode(db, user.id, params.id), { clock }),
  })),
];

const payoneerHandlers = [
  userHandler(routes.payoneer.connectPayoneer, async ({ db, clock, user, request }) => ({
    status: 200,
    body: await runRule(connectPayoneer(db, user.id, originOf(request)), { clock }),
  })),
  userHandler(routes.payoneer.disconnectPayoneer, async ({ db, clock, user }) => ({
    status: 200,
    body: await runRule(disconnectPayoneer(db, user.id), { clock }),
  })),
  userHandler(routes.payoneer.getPayoneerBalances, ({ db, user }) => ({
    status: 200,
    body: payoneerAccount(db, user.id),
  })),
  publicHandler(routes.payoneer.handlePayoneerConnectCallback, async ({ db, clock, query, request }) => {
    const account = await runRule(payoneerConnectCallback(db, query), { clock });
    // Back to the Payoneer pay step; the amount chosen before leaving comes back from its cookie.
    if (isNavigation(request)) {
      return { status: 302, body: undefined, headers: { Location: '/payment/add-fund?method=payoneer&step=pay' } };
    }
    return { status: 200, body: account };
  }),
  userHandler(routes.payoneer.requestPayoneerPayment, async ({ db, clock, user, body }) => ({
    status: 201,
    body: await runRule(requestPayoneerPayment(db, user.id, body), { clock }),
  })),
  userHandler(routes.payoneer.confirmPayoneerPayment, async ({ db, clock, user, params, request }) => ({
    status: 200,
    body: await runRule(confirmPayoneerPayment(db, user.id, params.id, originOf(request)), { clock }),
  })),
  publicHandler(routes.payoneer.handlePayoneerChallengeCallback, async ({ db, clock, params, request }) => {
    if (!isNavigation(request)) {
      return { status: 200, body: await runRule(payoneerChallengeCallback(db, params.id), { clock }) };
    }
    try {
      await runRule(payoneerChallengeCallback(db, params.id), { clock });
      return { status: 302, body: undefined, headers: { Location: `/payment/success?transactionId=${params.id}` } };
    } catch {
      return { status: 302, body: undefined, headers: { Location: `/payment/failed?transactionId=${params.id}` } };
    }
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
