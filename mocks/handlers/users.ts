import { contract } from '@contract';
import { Effect } from 'effect';
import { SIMULATED_PLATFORM_GRANT_PATH } from '@contract/demo/simulated-pages';
import { accountInfo, accountReport, updateAccount } from '../rules/account';
import {
  changePassword,
  forgotPassword,
  login,
  register,
  requestVerifyEmail,
  resendVerificationCode,
  resetPassword,
  socialSignIn,
  verifyEmail,
} from '../rules/auth';
import { publicHandler, respond, SUCCESS, userHandler } from '../http';
import { bearerToken, endSession } from '../rules/sessions';
import { requestTimeZone } from '../rules/ledger/history';

const routes = contract.users;

/** The SMS code (always the scenario's code) stays valid for five minutes. */
const PHONE_OTP_TTL_SECONDS = 300;

/** The 302 of a simulated social sign-in, to wherever the round trip ends. */
const socialRedirect = (location: Effect.Effect<string>) =>
  Effect.map(location, (Location) => ({ status: 302 as const, body: undefined, headers: { Location } }));

export const usersHandlers = [
  publicHandler(routes.login, ({ db, body }) => respond(200, login(db, body))),
  publicHandler(routes.register, ({ db, runtime, query, body }) =>
    respond(201, register({ db, emailCode: runtime.emailCode }, query.captchaToken, body)),
  ),
  publicHandler(routes.verifyEmail, ({ db, body }) => respond(200, verifyEmail(db, body))),
  publicHandler(routes.resendVerificationCode, ({ db, runtime, body }) =>
    respond(200, resendVerificationCode({ db, emailCode: runtime.emailCode }, body.email)),
  ),
  publicHandler(routes.forgotPassword, ({ db, query, body }) =>
    respond(200, Effect.as(forgotPassword(db, query.captchaToken, body.email), SUCCESS)),
  ),
  publicHandler(routes.resetPassword, ({ db, scenario, body }) =>
    respond(200, Effect.as(resetPassword({ db, scenario }, body), SUCCESS)),
  ),
  // Public: a sign-out with an expired or unknown token still succeeds (see the route's description).
  publicHandler(routes.logout, ({ db, request }) =>
    respond(200, Effect.as(endSession(db, bearerToken(request)), SUCCESS)),
  ),
  userHandler(routes.getMe, ({ db, user }) => ({ status: 200, body: accountInfo(db, user) })),
  userHandler(routes.updateMe, async ({ db, user, body }) => {
    const updated = await updateAccount(db, user.id, body);
    return { status: 200, body: accountInfo(db, updated) };
  }),
  userHandler(routes.getReport, ({ db, clock, user, request }) => ({
    status: 200,
    body: accountReport(db, user, { now: clock.now(), timeZone: requestTimeZone(request) }),
  })),
  userHandler(routes.changePassword, ({ db, user, body }) =>
    respond(200, Effect.as(changePassword(db, user, body), SUCCESS)),
  ),
  userHandler(routes.sendPhoneOtp, () => ({ status: 200, body: { expiresInSeconds: PHONE_OTP_TTL_SECONDS } })),
  userHandler(routes.requestVerifyEmail, ({ db, runtime, user }) =>
    respond(200, Effect.as(requestVerifyEmail({ db, emailCode: runtime.emailCode }, user), SUCCESS)),
  ),
  // The platform's grant page is played by an in-app page (mock and demo builds): its Allow
  // connects the account through the demo control, its Deny leads to the failed-connect page.
  userHandler(routes.requestConnectTiktok, ({ request }) => ({
    status: 200,
    body: { redirectUrl: new URL(SIMULATED_PLATFORM_GRANT_PATH, request.url).toString() },
  })),
  // Reached only by tests and non-browser callers: a browser navigation is not seen by the
  // service worker, so mocks/browser.ts simulates these two itself.
  publicHandler(routes.facebookAuth, ({ db, scenario, query }) =>
    socialRedirect(socialSignIn({ db, scenario }, query.redirect)),
  ),
  publicHandler(routes.googleAuth, ({ db, scenario, query }) =>
    socialRedirect(socialSignIn({ db, scenario }, query.redirect)),
  ),
];
