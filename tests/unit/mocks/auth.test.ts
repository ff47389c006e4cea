import { contract } from '@contract';
import { PLAIN_NAME_ISSUE_TEXT } from '@contract/common/plain-text';
import type { RegisterBody } from '@contract/users/users.schema';
import { MINUTE_MS, SECOND_MS } from '@mocks/clock';
import { MOCK_CAPTCHA_TOKEN, MOCK_RESET_TOKEN } from '@mocks/rules/auth';
import { describe, expect, it } from 'vitest';
import { OPEN_REDIRECT_PAYLOADS } from '../../fixtures/open-redirect-payloads';
import { errorOf, expectContract, ORIGIN, useMockApi } from './mock-api';
import { registration } from './request-bodies';

const { client, mock, session } = await useMockApi({ scenario: 'new-seller' });

const seller = { email: 'minhanh.tran@example.com', password: 'demo1234', rememberMe: false };
const login = (password: string, email = seller.email) =>
  client.users.login({ body: { email, password, rememberMe: false } });

describe('login', () => {
  it("signs the scenario's seller in with a token the other calls accept", async () => {
    const response = await client.users.login({ body: { ...seller, email: 'MinhAnh.Tran@Example.com' } });

    expect(response.status).toBe(200);
    await expectContract(contract.users.login, response);
    session.token = response.status === 200 ? response.body.idToken : null;
    const me = await client.users.getMe();
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: seller.email, onboardingStep: 2 });
  });

  it('keeps a remembered session for 30 days and a plain one for a day', async () => {
    const plain = await login(seller.password);
    const remembered = await client.users.login({ body: { ...seller, rememberMe: true } });
    const now = mock.clock.now();

    const expiry = (response: typeof plain) =>
      response.status === 200 ? new Date(response.body.expiresAt).getTime() - now : 0;
    expect(expiry(plain)).toBe(24 * 60 * MINUTE_MS);
    expect(expiry(remembered)).toBe(30 * 24 * 60 * MINUTE_MS);
  });

  it('answers 401 error.invalid_credentials to a wrong password and to an unknown e-mail alike', async () => {
    const wrongPassword = await login('wrong-password');
    const unknownEmail = await login(seller.password, 'nobody@example.com');

    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual(errorOf('error.invalid_credentials'));
      await expectContract(contract.users.login, response);
    }
  });

  it('locks the e-mail for 10 minutes on the fifth failure, then lets the seller in again', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await login('wrong')).status).toBe(401);

    const fifth = await login('wrong');
    expect(fifth.status).toBe(429);
    expect(fifth.body).toEqual(errorOf('error.too_many_login_failures'));
    await expectContract(contract.users.login, fifth);

    // Even the right password waits out the lock.
    mock.clock.advance(10 * MINUTE_MS - SECOND_MS);
    expect((await login(seller.password)).status).toBe(429);

    mock.clock.advance(SECOND_MS);
    expect((await login(seller.password)).status).toBe(200);
  });

  it('starts counting again after the lock ends', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) await login('wrong');
    mock.clock.advance(10 * MINUTE_MS);

    expect((await login('wrong')).status).toBe(401);
    expect((await login('wrong')).status).toBe(401);
  });

  it('does not lock on failures spread more than 10 minutes apart, nor after a success', async () => {
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      expect((await login('wrong')).status).toBe(401);
      mock.clock.advance(11 * MINUTE_MS);
    }
    for (let attempt = 1; attempt <= 4; attempt += 1) await login('wrong');
    expect((await login(seller.password)).status).toBe(200);
    expect((await login('wrong')).status).toBe(401);
  });

  it('counts failures per e-mail', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) await login('wrong', 'someone.else@example.com');
    expect((await login(seller.password)).status).toBe(200);
  });
});

const register = (overrides: Partial<RegisterBody> = {}, captchaToken = MOCK_CAPTCHA_TOKEN) =>
  client.users.register({ query: { captchaToken }, body: { ...registration, ...overrides } });

describe('registration', () => {
  it('registers, verifies with the e-mailed code, then signs in as a new seller', async () => {
    const registered = await register({ referralCode: 'lan1234' });
    expect(registered.status).toBe(201);
    expect(registered.body).toEqual({
      email: registration.email,
      verificationRequired: true,
      codeLength: 6,
      resendAfterSeconds: 60,
    });
    await expectContract(contract.users.register, registered);

    // Not an account yet.
    expect((await login(registration.password, registration.email)).status).toBe(401);

    const verified = await client.users.verifyEmail({ body: { email: registration.email, code: '246810' } });
    expect(verified.status).toBe(200);
    // The code completes the registration: the answer carries the new account's first session.
    expect(verified.body).toEqual({
      email: registration.email,
      verified: true,
      session: { idToken: expect.any(String), expiresAt: expect.any(String) },
    });
    await expectContract(contract.users.verifyEmail, verified);

    const signedIn = await login(registration.password, registration.email);
    expect(signedIn.status).toBe(200);
    session.token = signedIn.status === 200 ? signedIn.body.idToken : null;
    const me = await client.users.getMe();
    await expectContract(contract.users.getMe, me);
    expect(me.body).toMatchObject({
      email: registration.email,
      emailVerified: true,
      firstName: 'Thị Thu',
      lastName: 'Lê',
      phone: registration.phone,
      referredBy: 'LAN1234',
      referralCode: expect.stringMatching(/^THU\d{4}$/),
      onboardingStep: 2,
      contactInfo: null,
      businessModel: null,
      verifyStatus: 'not_found',
      status: 'active',
      balance: 0,
      partnership: { status: 'none' },
      createdAt: new Date(mock.clock.now()).toISOString(),
    });
  });

  it('refuses a captcha token that is not the mock provider’s with 400 error.invalid_captcha', async () => {
    const response = await register({}, 'forged-token');
    expect(response.status).toBe(400);
    expect(response.body).toEqual(errorOf('error.invalid_captcha'));
  });

  it('refuses a name with markup with 400 error.validation and stores nothing (issue 24)', async () => {
    const users = mock.db.users.all().length;
    const response = await register({ name: '<script>alert(1)</script>' });

    expect(response.status).toBe(400);
    expect(response.body).toEqual(errorOf('error.validation'));
    expect(response.body).toMatchObject({ issues: [{ path: 'body.name', message: PLAIN_NAME_ISSUE_TEXT }] });
    await expectContract(contract.users.register, response);
    expect(mock.db.pendingRegistrations.findMany((q) => q.where({ email: registration.email }))).toEqual([]);
    expect(mock.db.users.all()).toHaveLength(users);
  });

  it('answers 409 error.email_already_registered for an existing account, whatever the case', async () => {
    const response = await register({ email: 'MINHANH.TRAN@example.com' });
    expect(response.status).toBe(409);
    expect(response.body).toEqual(errorOf('error.email_already_registered'));
    await expectContract(contract.users.register, response);
  });

  it('replaces a pending registration when the same e-mail registers again', async () => {
    await register({ password: 'first-password' });
    mock.clock.advance(14 * MINUTE_MS);
    await register({ password: 'second-password', name: 'Lê Minh Thu' });
    expect(mock.db.pendingRegistrations.findMany((q) => q.where({ email: registration.email }))).toHaveLength(1);

    // The code's 15 minutes run from the second registration.
    mock.clock.advance(14 * MINUTE_MS);
    const verified = await client.users.verifyEmail({ body: { email: registration.email, code: '246810' } });
    expect(verified.status).toBe(200);
    expect((await login('first-password', registration.email)).status).toBe(401);
    expect((await login('second-password', registration.email)).status).toBe(200);
  });

  it('answers 400 error.invalid_verification_code to a wrong code and keeps the registration', async () => {
    await register();
    const wrong = await client.users.verifyEmail({ body: { email: registration.email, code: '111111' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(errorOf('error.invalid_verification_code'));
    await expectContract(contract.users.verifyEmail, wrong);

    const right = await client.users.verifyEmail({ body: { email: registration.email, code: '246810' } });
    expect(right.status).toBe(200);
  });

  it('answers 400 error.verification_link_expired once the 15 minutes are over', async () => {
    await register();
    mock.clock.advance(15 * MINUTE_MS);
    const expired = await client.users.verifyEmail({ body: { email: registration.email, code: '246810' } });

    expect(expired.status).toBe(400);
    expect(expired.body).toEqual(errorOf('error.verification_link_expired'));
    expect(mock.db.users.findFirst((q) => q.where({ email: registration.email }))).toBeUndefined();
  });

  it('answers error.verification_link_expired when nothing is pending for the e-mail', async () => {
    const response = await client.users.verifyEmail({ body: { email: 'never@example.com', code: '246810' } });
    expect(response.body).toEqual(errorOf('error.verification_link_expired'));
  });

  it('treats a second submit of a used code as already verified', async () => {
    await register();
    await client.users.verifyEmail({ body: { email: registration.email, code: '246810' } });
    const again = await client.users.verifyEmail({ body: { email: registration.email, code: '246810' } });
    expect(again.status).toBe(200);
    // A code used once signs nobody in a second time.
    expect(again.body).toMatchObject({ verified: true, session: null });
  });
});

describe('passwords', () => {
  it('answers forgot-password with 200 whether or not the e-mail exists, but checks the captcha', async () => {
    const known = await client.users.forgotPassword({
      query: { captchaToken: MOCK_CAPTCHA_TOKEN },
      body: { email: seller.email },
    });
    const unknown = await client.users.forgotPassword({
      query: { captchaToken: MOCK_CAPTCHA_TOKEN },
      body: { email: 'ghost@example.com' },
    });
    const noCaptcha = await client.users.forgotPassword({
      query: { captchaToken: 'x' },
      body: { email: seller.email },
    });

    expect(known).toMatchObject({ status: 200, body: { success: true } });
    expect(unknown).toMatchObject({ status: 200, body: { success: true } });
    expect(noCaptcha.body).toEqual(errorOf('error.invalid_captcha'));
    await expectContract(contract.users.forgotPassword, known);
  });

  it('resets the password of whoever asked last with the mock reset token', async () => {
    await register();
    await client.users.verifyEmail({ body: { email: registration.email, code: '246810' } });
    await client.users.forgotPassword({
      query: { captchaToken: MOCK_CAPTCHA_TOKEN },
      body: { email: registration.email },
    });

    const reset = await client.users.resetPassword({ body: { token: MOCK_RESET_TOKEN, password: 'brand-new-1' } });
    expect(reset.status).toBe(200);
    await expectContract(contract.users.resetPassword, reset);
    expect((await login('brand-new-1', registration.email)).status).toBe(200);
    expect((await login(seller.password)).status).toBe(200);
  });

  it("resets the scenario's own account when nobody asked, and lifts its lock", async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) await login('wrong');
    const reset = await client.users.resetPassword({ body: { token: MOCK_RESET_TOKEN, password: 'brand-new-2' } });

    expect(reset.status).toBe(200);
    expect((await login('brand-new-2')).status).toBe(200);
  });

  it('answers 400 error.verification_link_expired to any other reset token', async () => {
    const response = await client.users.resetPassword({ body: { token: 'old-link', password: 'whatever1' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(errorOf('error.verification_link_expired'));
  });

  it('changes the password only with the right current one', async () => {
    session.token = await mock.signIn();
    const wrong = await client.users.changePassword({ body: { oldPassword: 'nope', newPassword: 'another-1' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(errorOf('error.current_password_wrong'));
    await expectContract(contract.users.changePassword, wrong);

    const right = await client.users.changePassword({
      body: { oldPassword: seller.password, newPassword: 'another-1' },
    });
    expect(right).toMatchObject({ status: 200, body: { success: true } });
    expect((await login(seller.password)).status).toBe(401);
    expect((await login('another-1')).status).toBe(200);
  });
});

describe('social sign-in', () => {
  it("signs the scenario's seller in and redirects to the safe path with ?id_token=", async () => {
    const response = await fetch(`${ORIGIN}/api/users/google/auth?redirect=${encodeURIComponent('/payment?tab=1')}`, {
      redirect: 'manual',
    });

    expect(response.status).toBe(302);
    await expectContract(contract.users.googleAuth, { status: response.status, body: undefined });
    const location = new URL(response.headers.get('location') ?? '', ORIGIN);
    expect(location.pathname).toBe('/payment');
    expect(location.searchParams.get('tab')).toBe('1');
    session.token = location.searchParams.get('id_token');
    expect((await client.users.getMe()).status).toBe(200);
  });

  it('sends an unsafe redirect home', async () => {
    const response = await fetch(`${ORIGIN}/api/users/facebook/auth?redirect=//evil.example`, { redirect: 'manual' });
    expect(new URL(response.headers.get('location') ?? '', ORIGIN).pathname).toBe('/');
  });

  it.each(OPEN_REDIRECT_PAYLOADS.map((payload) => [payload]))(
    'never sends the browser off-site for %j',
    async (payload) => {
      const response = await fetch(`${ORIGIN}/api/users/facebook/auth?redirect=${encodeURIComponent(payload)}`, {
        redirect: 'manual',
      });
      const location = new URL(response.headers.get('location') ?? '', ORIGIN);
      expect(location.origin).toBe(ORIGIN);
      expect(location.pathname).toBe('/');
    },
  );
});
