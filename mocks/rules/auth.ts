import { DURATIONS, safeRedirectPath } from '@contract';
import type { SessionToken } from '@contract/users/users.schema';
import { isoAt, millisOf, MINUTE_MS, type MockClock } from '../clock';
import { normalizeEmail, type MockDb, type UserRecord } from '../db';
import { mockError } from '../errors';
import { createUser } from '../factories/user';
import { toAscii } from '../factories/seed-helpers';
import { newId, randomDigits } from './ids';
import { newestFirst } from './list';
import { createSession } from './sessions';
import { runRule } from './effect-runtime';
import { welcomeNewAccount } from './notifications';
import type { Scenario } from '../scenario';

/**
 * The token the mock captcha widget hands out (`src/lib/captcha/mock-token.ts`, which the mock backend
 * may not import; `tests/unit/captcha/mock-token.test.ts` keeps the two equal); any other token fails.
 */
export const MOCK_CAPTCHA_TOKEN = 'mock-captcha-token';
/** The token in every mock password-reset link. */
export const MOCK_RESET_TOKEN = 'mock-reset-token';

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCKOUT_MS = DURATIONS.loginLockoutMinutes * MINUTE_MS;
export const EMAIL_CODE_TTL_MS = 15 * MINUTE_MS;

interface RuleContext {
  db: MockDb;
  clock: MockClock;
}

export const checkCaptcha = (token: string): void => {
  if (token !== MOCK_CAPTCHA_TOKEN) throw mockError('error.invalid_captcha', 400);
};

const findUserByEmail = (db: MockDb, email: string) =>
  db.users.findFirst((q) => q.where({ email: normalizeEmail(email) }));

/* ---------- Login with lockout ---------- */

const recordLoginFailure = async ({ db, clock }: RuleContext, email: string): Promise<boolean> => {
  const now = clock.now();
  const previous = db.loginThrottle.findFirst((q) => q.where({ email }));
  // A new series starts after a lock ended or when the last failure is older than the lockout window.
  const continues =
    previous !== undefined &&
    previous.lockedUntil === null &&
    previous.lastFailureAt !== null &&
    now - millisOf(previous.lastFailureAt) <= LOGIN_LOCKOUT_MS;
  const failures = (continues ? previous.failures : 0) + 1;
  const lockedUntil = failures >= LOGIN_MAX_FAILURES ? isoAt(clock, LOGIN_LOCKOUT_MS) : null;
  const next = { email, failures, lastFailureAt: isoAt(clock), lockedUntil };
  if (previous) {
    await db.loginThrottle.update(previous, {
      data(draft) {
        Object.assign(draft, next);
      },
    });
  } else {
    await db.loginThrottle.create(next);
  }
  return lockedUntil !== null;
};

/**
 * E-mail and password sign-in. Five failures in a row (each within 10 minutes
 * of the last) lock the e-mail for 10 minutes on the clock: the fifth failure
 * and every attempt during the lock answer 429, even with the right password.
 * Blocked users sign in; their later calls answer 403.
 */
export const login = async (
  context: RuleContext,
  body: { email: string; password: string; rememberMe: boolean },
): Promise<SessionToken> => {
  const { db, clock } = context;
  const email = normalizeEmail(body.email);
  const throttle = db.loginThrottle.findFirst((q) => q.where({ email }));
  if (throttle?.lockedUntil && millisOf(throttle.lockedUntil) > clock.now()) {
    throw mockError('error.too_many_login_failures', 429);
  }

  const user = findUserByEmail(db, email);
  if (!user || user.password !== body.password) {
    const locked = await recordLoginFailure(context, email);
    throw locked ? mockError('error.too_many_login_failures', 429) : mockError('error.invalid_credentials', 401);
  }

  db.loginThrottle.deleteMany((q) => q.where({ email }));
  const session = await createSession(db, clock, user.id, body.rememberMe);
  return { idToken: session.token, expiresAt: session.expiresAt };
};

/* ---------- Registration and e-mail verification ---------- */

export const register = async (
  context: RuleContext & { emailCode: string },
  captchaToken: string,
  body: { email: string; name: string; phone: string; telegram: string; password: string; referralCode?: string },
) => {
  checkCaptcha(captchaToken);
  const { db, clock } = context;
  const email = normalizeEmail(body.email);
  if (findUserByEmail(db, email)) throw mockError('error.email_already_registered', 409);

  // Registering again before verifying replaces the pending registration (and its code).
  db.pendingRegistrations.deleteMany((q) => q.where({ email }));
  const referralCode = body.referralCode?.trim().toUpperCase() ?? '';
  await db.pendingRegistrations.create({
    email,
    name: body.name.trim(),
    phone: body.phone,
    telegram: body.telegram,
    referralCode: referralCode === '' ? null : referralCode,
    password: body.password,
    code: context.emailCode,
    createdAt: isoAt(clock),
    expiresAt: isoAt(clock, EMAIL_CODE_TTL_MS),
  });
  return { email, verificationRequired: true, codeLength: context.emailCode.length };
};

/** "Nguyễn Thị Lan": the first word is the family name, the rest the given name. */
export const splitFullName = (name: string): { firstName: string; lastName: string } => {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return { firstName: words[0] ?? '', lastName: '' };
  return { lastName: words[0] ?? '', firstName: words.slice(1).join(' ') };
};

/** The seller's own code to share: their given name in ASCII plus four digits, unique. */
export const generateReferralCode = (db: MockDb, firstName: string): string => {
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

const codeExpired = (clock: MockClock, expiresAt: string): boolean => millisOf(expiresAt) <= clock.now();

/**
 * Confirms the e-mailed code. For a pending registration this creates the
 * account (e-mail verified, onboarding step 2, nothing else filled in); for an
 * existing unverified account it marks the e-mail verified.
 */
export const verifyEmail = async (
  context: RuleContext,
  body: { email: string; code: string },
): Promise<{ email: string; verified: true }> => {
  const { db, clock } = context;
  const email = normalizeEmail(body.email);
  const pending = db.pendingRegistrations.findFirst((q) => q.where({ email }));
  const existing = findUserByEmail(db, email);

  if (!pending) {
    if (existing?.emailVerification) {
      if (codeExpired(clock, existing.emailVerification.expiresAt)) {
        throw mockError('error.verification_link_expired', 400);
      }
      if (existing.emailVerification.code !== body.code) throw mockError('error.invalid_verification_code', 400);
      await db.users.update(existing, {
        data(draft) {
          draft.emailVerified = true;
          draft.emailVerification = null;
        },
      });
      return { email, verified: true };
    }
    // A second submit of an already used code: the account is verified, say so.
    if (existing?.emailVerified) return { email, verified: true };
    throw mockError('error.verification_link_expired', 400);
  }

  if (codeExpired(clock, pending.expiresAt)) throw mockError('error.verification_link_expired', 400);
  if (pending.code !== body.code) throw mockError('error.invalid_verification_code', 400);
  if (existing) {
    db.pendingRegistrations.delete(pending);
    throw mockError('error.email_already_registered', 409);
  }

  const { firstName, lastName } = splitFullName(pending.name);
  const created = await db.users.create(
    createUser({
      id: newId('usr'),
      email,
      emailVerified: true,
      firstName,
      lastName,
      phone: pending.phone,
      referralCode: generateReferralCode(db, firstName),
      referredBy: pending.referralCode,
      createdAt: isoAt(clock),
      password: pending.password,
      telegram: pending.telegram,
    }),
  );
  db.pendingRegistrations.delete(pending);
  await runRule(welcomeNewAccount(db, created.id), { clock });
  return { email, verified: true };
};

/** Re-sends the verification code to a signed-in account whose e-mail is not verified yet. */
export const requestVerifyEmail = async (
  context: RuleContext & { emailCode: string },
  user: UserRecord & { id: string },
): Promise<void> => {
  if (user.emailVerified) return;
  await context.db.users.update((q) => q.where({ id: user.id }), {
    data(draft) {
      draft.emailVerification = { code: context.emailCode, expiresAt: isoAt(context.clock, EMAIL_CODE_TTL_MS) };
    },
  });
};

/* ---------- Passwords ---------- */

/** Always succeeds (no hint whether the e-mail exists); remembers who asked. */
export const forgotPassword = async (context: RuleContext, captchaToken: string, emailInput: string) => {
  checkCaptcha(captchaToken);
  const user = findUserByEmail(context.db, emailInput);
  if (user) {
    await context.db.users.update(user, {
      data(draft) {
        draft.passwordResetRequestedAt = isoAt(context.clock);
      },
    });
  }
};

/**
 * The mock reset link's token resets the password of whoever asked last, or
 * of the scenario's own account when nobody asked. Any other token is expired.
 */
export const resetPassword = async (
  context: RuleContext & { scenario: Scenario },
  body: { token: string; password: string },
): Promise<void> => {
  const { db } = context;
  if (body.token !== MOCK_RESET_TOKEN) throw mockError('error.verification_link_expired', 400);
  const requesters = db.users
    .findMany((q) => q.where((user) => user.passwordResetRequestedAt !== null))
    .sort(newestFirst((user) => user.passwordResetRequestedAt ?? ''));
  const credentials = context.scenario.credentials;
  const target = requesters[0] ?? (credentials ? findUserByEmail(db, credentials.email) : undefined);
  if (!target) throw mockError('error.verification_link_expired', 400);
  await db.users.update(target, {
    data(draft) {
      draft.password = body.password;
      draft.passwordResetRequestedAt = null;
    },
  });
  db.loginThrottle.deleteMany((q) => q.where({ email: target.email }));
};

export const changePassword = async (
  db: MockDb,
  user: UserRecord,
  body: { oldPassword: string; newPassword: string },
): Promise<void> => {
  if (user.password !== body.oldPassword) throw mockError('error.current_password_wrong', 400);
  await db.users.update((q) => q.where({ id: user.id }), {
    data(draft) {
      draft.password = body.newPassword;
    },
  });
};

/* ---------- Social sign-in (simulated provider) ---------- */

/**
 * What the social provider round trip ends in: the scenario's account signed
 * in and the browser sent to `redirect` with `?id_token=`. Without an account
 * to sign in (e.g. maintenance) the browser just goes back.
 */
export const socialSignIn = async (
  context: RuleContext & { scenario: Scenario },
  redirect: string | null | undefined,
): Promise<string> => {
  const target = new URL(safeRedirectPath(redirect) ?? '/', 'http://app.invalid');
  const credentials = context.scenario.credentials;
  const user = credentials ? findUserByEmail(context.db, credentials.email) : undefined;
  if (user) {
    const session = await createSession(context.db, context.clock, user.id, true);
    target.searchParams.set('id_token', session.token);
  }
  return `${target.pathname}${target.search}${target.hash}`;
};
