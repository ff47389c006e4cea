import { contract } from '@contract';
import { SIMULATED_PLATFORM_GRANT_PATH } from '@contract/demo/demo-control.schema';
import { accountInfo, accountReport, updateAccount } from '../rules/account';
import {
  changePassword,
  forgotPassword,
  login,
  register,
  requestVerifyEmail,
  resetPassword,
  socialSignIn,
  verifyEmail,
} from '../rules/auth';
import { publicHandler, SUCCESS, userHandler } from '../http';
import { requestTimeZone } from '../rules/ledger/history';

const routes = contract.users;

/** The SMS code (always the scenario's code) stays valid for five minutes. */
const PHONE_OTP_TTL_SECONDS = 300;

export const usersHandlers = [
  publicHandler(routes.login, async ({ db, clock, body }) => ({ status: 200, body: await login({ db, clock }, body) })),
  publicHandler(routes.register, async ({ db, clock, runtime, query, body }) => ({
    status: 201,
    body: await register({ db, clock, emailCode: runtime.emailCode }, query.captchaToken, body),
  })),
  publicHandler(routes.verifyEmail, async ({ db, clock, body }) => ({
    status: 200,
    body: await verifyEmail({ db, clock }, body),
  })),
  publicHandler(routes.forgotPassword, async ({ db, clock, query, body }) => {
    await forgotPassword({ db, clock }, query.captchaToken, body.email);
    return { status: 200, body: SUCCESS };
  }),
  publicHandler(routes.resetPassword, async ({ db, clock, scenario, body }) => {
    await resetPassword({ db, clock, scenario }, body);
    return { status: 200, body: SUCCESS };
  }),
  userHandler(routes.getMe, ({ db, user }) => ({ status: 200, body: accountInfo(db, user) })),
  userHandler(routes.updateMe, async ({ db, user, body }) => {
    const updated = await updateAccount(db, user.id, body);
    return { status: 200, body: accountInfo(db, updated) };
  }),
  userHandler(routes.getReport, ({ db, clock, user, request }) => ({
    status: 200,
    body: accountReport(db, user, { now: clock.now(), timeZone: requestTimeZone(request) }),
  })),
  userHandler(routes.changePassword, async ({ db, user, body }) => {
    await changePassword(db, user, body);
    return { status: 200, body: SUCCESS };
  }),
  userHandler(routes.sendPhoneOtp, () => ({ status: 200, body: { expiresInSeconds: PHONE_OTP_TTL_SECONDS } })),
  userHandler(routes.requestVerifyEmail, async ({ db, clock, runtime, user }) => {
    await requestVerifyEmail({ db, clock, emailCode: runtime.emailCode }, user);
    return { status: 200, body: SUCCESS };
  }),
  // The platform's grant page is played by an in-app page (mock and demo builds): its Allow
  // connects the account through the demo control, its Deny leads to the failed-connect page.
  userHandler(routes.requestConnectTiktok, ({ request }) => ({
    status: 200,
    body: { redirectUrl: new URL(SIMULATED_PLATFORM_GRANT_PATH, request.url).toString() },
  })),
  // Reached only by tests and non-browser callers: a browser navigation is not seen by the
  // service worker, so mocks/browser.ts simulates these two itself.
  publicHandler(routes.facebookAuth, async ({ db, clock, scenario, query }) => ({
    status: 302,
    body: undefined,
    headers: { Location: await socialSignIn({ db, clock, scenario }, query.redirect) },
  })),
  publicHandler(routes.googleAuth, async ({ db, clock, scenario, query }) => ({
    status: 302,
    body: undefined,
    headers: { Location: await socialSignIn({ db, clock, scenario }, query.redirect) },
  })),
];
