import { DURATIONS, safeRedirectPath } from '@contract';
import { EMAIL_CODE_RESEND_COOLDOWN_SECONDS, resendWaitSeconds } from '@contract/users/email-code';
import type { SessionToken } from '@contract/users/users.schema';
import { Clock, Effect } from 'effect';
import { millisOf, MINUTE_MS } from '../clock';
import { normalizeEmail, type MockDb, type UserRecord } from '../db';
import { createUser } from '../factories/user';
import { toAscii } from '../factories/seed-helpers';
import type { Scenario } from '../scenario';
import {
  CaptchaInvalid,
  CurrentPasswordWrong,
  EmailAlreadyRegistered,
  InvalidCredentials,
  InvalidVerificationCode,
  LoginLocked,
  ResetLinkExpired,
  VerificationLinkExpired,
} from './auth/errors';
import { fromDb, isoFromNow, nowIso } from './effect-runtime';
import { newId, randomDigits } from './ids';
import { newestFirst } from './list';
import { welcomeNewAccount } from './notifications';
import { createSession } from './sessions';

/**
 * The token the mock captcha widget hands out (`src/lib/captcha/mock-token.ts`, which the mock backend
 * may not import; `tests/unit/captcha/mock-token.test.ts` keeps the two equal); any other token fails.
 */
export const MOCK_CAPTCHA_TOKEN = 'mock-captcha-token';
/** The token in every mock password-reset link. */
export const MOCK_RESET_TOKEN = 'mock-reset-token';

const LOGIN_MAX_FAILURES = 5;
const LOGIN_LOCKOUT_MS = DURATIONS.loginLockoutMinutes * MINUTE_MS;
const EMAIL_CODE_TTL_MS = 15 * MINUTE_MS;

const checkCaptcha = (token: string): Effect.Effect<void, CaptchaInvalid> =>
  token === MOCK_CAPTCHA_TOKEN ? Effect.void : Effect.fail(new CaptchaInvalid({ token }));

const findUserByEmail = (db: MockDb, email: string) =>
  db.users.findFirst((q) => q.where({ email: normalizeEmail(email) }));

/* ---------- Login with lockout ---------- */

/** Counts a failed sign-in; whether it locked the e-mail. */
const recordLoginFailure = (db: MockDb, email: string): Effect.Effect<boolean> =>
  Effect.gen(function* () {
    const now = yield* Clock.currentTimeMillis;
    const previous = db.loginThrottle.findFirst((q) => q.where({ email }));
    // A new series starts after a lock ended or when the last failure is older than the lockout window.
    const continues =
      previous !== undefined &&
      previous.lockedUntil === null &&
      previous.lastFailureAt !== null &&
      now - millisOf(previous.lastFailureAt) <= LOGIN_LOCKOUT_MS;
    const failures = (continues ? previous.failures : 0) + 1;
    const lockedUntil = failures >= LOGIN_MAX_FAILURES ? new Date(now + LOGIN_LOCKOUT_MS).toISOString() : null;
    const next = { email, failures, lastFailureAt: new Date(now).toISOString(), lockedUntil };
    if (previous) {
      yield* fromDb(() =>
        db.loginThrottle.update(previous, {
          data(draft) {
            Object.assign(draft, next);
          },
        }),
      );
    } else {
      yield* fromDb(() => db.loginThrottle.create(next));
    }
    return lockedUntil !== null;
  });

/**
 * E-mail and password sign-in. Five failures in a row (each within 10 minutes
 * of the last) lock the e-mail for 10 minutes on the clock: the fifth failure
 * and every attempt during the lock answer 429, even with the right password.
 * Blocked users sign in; their later calls answer 403.
 */
export const login = (
  db: MockDb,
  body: { email: string; password: string; rememberMe: boolean },
): Effect.Effect<SessionToken, LoginLocked | InvalidCredentials> =>
  Effect.gen(function* () {
    const now = yield* Clock.currentTimeMillis;
    const email = normalizeEmail(body.email);
    const throttle = db.loginThrottle.findFirst((q) => q.where({ email }));
    if (throttle?.lockedUntil && millisOf(throttle.lockedUntil) > now) return yield* new LoginLocked({ email });

    const user = findUserByEmail(db, email);
    if (!user || user.password !== body.password) {
      // The failure is recorded before the refusal: it counts towards the lock.
      if (yield* recordLoginFailure(db, email)) return yield* new LoginLocked({ email });
      return yield* new InvalidCredentials({ email });
    }

    db.loginThrottle.deleteMany((q) => q.where({ email }));
    const session = yield* createSession(db, user.id, body.rememberMe);
    return { idToken: session.token, expiresAt: session.expiresAt };
  });

/* ---------- Registration and e-mail verification ---------- */

export const register = (
  context: { db: MockDb; emailCode: string },
  captchaToken: string,
  body: { email: string; name: string; phone: string; telegram: string; password: string; referralCode?: string },
): Effect.Effect<
  { email: string; verificationRequired: true; codeLength: number; resendAfterSeconds: number },
  CaptchaInvalid | EmailAlreadyRegistered
> =>
  Effect.gen(function* () {
    yield* checkCaptcha(captchaToken);
    const { db } = context;
    const email = normalizeEmail(body.email);
    if (findUserByEmail(db, email)) return yield* new EmailAlreadyRegistered({ email });

    // Registering again before verifying replaces the pending registration (and its code).
    db.pendingRegistrations.deleteMany((q) => q.where({ email }));
    const referralCode = body.referralCode?.trim().toUpperCase() ?? '';
    const createdAt = yield* nowIso;
    const expiresAt = yield* isoFromNow(EMAIL_CODE_TTL_MS);
    yield* fromDb(() =>
      db.pendingRegistrations.create({
        email,
        name: body.name.trim(),
        phone: body.phone,
        telegram: body.telegram,
        referralCode: referralCode === '' ? null : referralCode,
        password: body.password,
        code: context.emailCode,
        createdAt,
        expiresAt,
      }),
    );
    return {
      email,
      verificationRequired: true as const,
      codeLength: context.emailCode.length,
      resendAfterSeconds: EMAIL_CODE_RESEND_COOLDOWN_SECONDS,
    };
  });

/** A code is valid for 15 minutes from when it was sent, so its expiry tells when that was. */
const sentAtOf = (expiresAt: string): number => millisOf(expiresAt) - EMAIL_CODE_TTL_MS;

/**
 * Sends the sign-up code again: a fresh code valid 15 minutes, for a pending registration (even
 * one whose code ran out) or an account not verified yet. Within a minute of the last code it
 * sends nothing and answers the seconds left; the shared `resendWaitSeconds` is the rule.
 */
export const resendVerificationCode = (
  context: { db: MockDb; emailCode: string },
  emailInput: string,
): Effect.Effect<{ email: string; codeLength: number; resendAfterSeconds: number }, VerificationLinkExpired> =>
  Effect.gen(function* () {
    const { db } = context;
    const now = yield* Clock.currentTimeMillis;
    const email = normalizeEmail(emailInput);
    const answer = (resendAfterSeconds: number) => ({
      email,
      codeLength: context.emailCode.length,
      resendAfterSeconds,
    });
    const expiresAt = new Date(now + EMAIL_CODE_TTL_MS).toISOString();

    const pending = db.pendingRegistrations.findFirst((q) => q.where({ email }));
    if (pending) {
      const wait = resendWaitSeconds(sentAtOf(pending.expiresAt), now);
      if (wait > 0) return answer(wait);
      yield* fromDb(() =>
        db.pendingRegistrations.update(pending, {
          data(draft) {
            draft.code = context.emailCode;
            draft.expiresAt = expiresAt;
          },
        }),
      );
      return answer(EMAIL_CODE_RESEND_COOLDOWN_SECONDS);
    }

    const unverified = findUserByEmail(db, email);
    if (!unverified || unverified.emailVerified) return yield* new VerificationLinkExpired({ email });
    const last = unverified.emailVerification;
    const wait = last ? resendWaitSeconds(sentAtOf(last.expiresAt), now) : 0;
    if (wait > 0) return answer(wait);
    yield* fromDb(() =>
      db.users.update(unverified, {
        data(draft) {
          draft.emailVerification = { code: context.emailCode, expiresAt };
        },
      }),
    );
    return answer(EMAIL_CODE_RESEND_COOLDOWN_SECONDS);
  });

/** "Nguyễn Thị Lan": the first word is the family name, the rest the given name. */
const splitFullName = (name: string): { firstName: string; lastName: string } => {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return { firstName: words[0] ?? '', lastName: '' };
  return { lastName: words[0] ?? '', firstName: words.slice(1).join(' ') };
};

/** The seller's own code to share: their given name in ASCII plus four digits, unique. */
const generateReferralCode = (db: MockDb, firstName: string): string => {
  const callName = firstName.split(' ').at(-1) ?? firstName;
  const stem =
    toAscii(callName)
      .toUpperCase()
      .replace(/[^A-Z]/g, '')
      .slice(0, 6) || 'SELLER';
  for (;;) {
    const code = `${stem}${randomDigits(4)}`;
    if (!db.users.findFirst((q) => q.where({ referralCode: code }))) return code;
  }
};

/**
 * Confirms the e-mailed code. For a pending registration this creates the
 * account (e-mail verified, onboarding step 2, nothing else filled in) and signs
 * it in: the code proves the e-mail and the registration the password, so the
 * new seller goes straight on. For an existing unverified account it marks the
 * e-mail verified, without a session.
 */
export const verifyEmail = (
  db: MockDb,
  body: { email: string; code: string },
): Effect.Effect<
  { email: string; verified: true; session: SessionToken | null },
  VerificationLinkExpired | InvalidVerificationCode | EmailAlreadyRegistered
> =>
  Effect.gen(function* () {
    const now = yield* Clock.currentTimeMillis;
    const codeExpired = (expiresAt: string): boolean => millisOf(expiresAt) <= now;
    const email = normalizeEmail(body.email);
    const pending = db.pendingRegistrations.findFirst((q) => q.where({ email }));
    const existing = findUserByEmail(db, email);
    const verified = { email, verified: true as const, session: null };

    if (!pending) {
      if (existing?.emailVerification) {
        if (codeExpired(existing.emailVerification.expiresAt)) return yield* new VerificationLinkExpired({ email });
        if (existing.emailVerification.code !== body.code) return yield* new InvalidVerificationCode({ email });
        yield* fromDb(() =>
          db.users.update(existing, {
            data(draft) {
              draft.emailVerified = true;
              draft.emailVerification = null;
            },
          }),
        );
        return verified;
      }
      // A second submit of an already used code: the account is verified, say so.
      if (existing?.emailVerified) return verified;
      return yield* new VerificationLinkExpired({ email });
    }

    if (codeExpired(pending.expiresAt)) return yield* new VerificationLinkExpired({ email });
    if (pending.code !== body.code) return yield* new InvalidVerificationCode({ email });
    if (existing) {
      db.pendingRegistrations.delete(pending);
      return yield* new EmailAlreadyRegistered({ email });
    }

    const { firstName, lastName } = splitFullName(pending.name);
    const createdAt = yield* nowIso;
    const created = yield* fromDb(() =>
      db.users.create(
        createUser({
          id: newId('usr'),
          email,
          emailVerified: true,
          firstName,
          lastName,
          phone: pending.phone,
          referralCode: generateReferralCode(db, firstName),
          referredBy: pending.referralCode,
          createdAt,
          password: pending.password,
          telegram: pending.telegram,
        }),
      ),
    );
    db.pendingRegistrations.delete(pending);
    yield* welcomeNewAccount(db, created.id);
    const session = yield* createSession(db, created.id);
    return { ...verified, session: { idToken: session.token, expiresAt: session.expiresAt } };
  });

/** Re-sends the verification code to a signed-in account whose e-mail is not verified yet. */
export const requestVerifyEmail = (
  context: { db: MockDb; emailCode: string },
  user: UserRecord & { id: string },
): Effect.Effect<void> =>
  Effect.gen(function* () {
    if (user.emailVerified) return;
    const expiresAt = yield* isoFromNow(EMAIL_CODE_TTL_MS);
    yield* fromDb(() =>
      context.db.users.update((q) => q.where({ id: user.id }), {
        data(draft) {
          draft.emailVerification = { code: context.emailCode, expiresAt };
        },
      }),
    );
  });

/* ---------- Passwords ---------- */

/** Always succeeds (no hint whether the e-mail exists); remembers who asked. */
export const forgotPassword = (
  db: MockDb,
  captchaToken: string,
  emailInput: string,
): Effect.Effect<void, CaptchaInvalid> =>
  Effect.gen(function* () {
    yield* checkCaptcha(captchaToken);
    const user = findUserByEmail(db, emailInput);
    if (!user) return;
    const requestedAt = yield* nowIso;
    yield* fromDb(() =>
      db.users.update(user, {
        data(draft) {
          draft.passwordResetRequestedAt = requestedAt;
        },
      }),
    );
  });

/**
 * The mock reset link's token resets the password of whoever asked last, or
 * of the scenario's own account when nobody asked. Any other token is expired.
 */
export const resetPassword = (
  context: { db: MockDb; scenario: Scenario },
  body: { token: string; password: string },
): Effect.Effect<void, ResetLinkExpired> =>
  Effect.gen(function* () {
    const { db } = context;
    if (body.token !== MOCK_RESET_TOKEN) return yield* new ResetLinkExpired({ token: body.token });
    const requesters = db.users
      .findMany((q) => q.where((user) => user.passwordResetRequestedAt !== null))
      .sort(newestFirst((user) => user.passwordResetRequestedAt ?? ''));
    const credentials = context.scenario.credentials;
    const target = requesters[0] ?? (credentials ? findUserByEmail(db, credentials.email) : undefined);
    if (!target) return yield* new ResetLinkExpired({ token: body.token });
    yield* fromDb(() =>
      db.users.update(target, {
        data(draft) {
          draft.password = body.password;
          draft.passwordResetRequestedAt = null;
        },
      }),
    );
    db.loginThrottle.deleteMany((q) => q.where({ email: target.email }));
  });

export const changePassword = (
  db: MockDb,
  user: UserRecord,
  body: { oldPassword: string; newPassword: string },
): Effect.Effect<void, CurrentPasswordWrong> =>
  Effect.gen(function* () {
    if (user.password !== body.oldPassword) return yield* new CurrentPasswordWrong({ userId: user.id });
    yield* fromDb(() =>
      db.users.update((q) => q.where({ id: user.id }), {
        data(draft) {
          draft.password = body.newPassword;
        },
      }),
    );
  });

/* ---------- Social sign-in (simulated provider) ---------- */

/**
 * What the social provider round trip ends in: the scenario's account signed
 * in and the browser sent to `redirect` with `?id_token=`. Without an account
 * to sign in (e.g. maintenance) the browser just goes back.
 */
export const socialSignIn = (
  context: { db: MockDb; scenario: Scenario },
  redirect: string | null | undefined,
): Effect.Effect<string> =>
  Effect.gen(function* () {
    const target = new URL(safeRedirectPath(redirect) ?? '/', 'http://app.invalid');
    const credentials = context.scenario.credentials;
    const user = credentials ? findUserByEmail(context.db, credentials.email) : undefined;
    if (user) {
      const session = yield* createSession(context.db, user.id, true);
      target.searchParams.set('id_token', session.token);
    }
    return `${target.pathname}${target.search}${target.hash}`;
  });
