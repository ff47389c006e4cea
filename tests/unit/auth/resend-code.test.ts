import { contract } from '@contract';
import { EMAIL_CODE_RESEND_COOLDOWN_SECONDS, resendWaitSeconds } from '@contract/users/email-code';
import { E164PhoneSchema, RegisterBodySchema } from '@contract/users/users.schema';
import { MINUTE_MS, SECOND_MS } from '@mocks/clock';
import { MOCK_CAPTCHA_TOKEN } from '@mocks/rules/auth';
import { describe, expect, it } from 'vitest';
import { errorOf, expectContract, useMockApi } from '../mocks/mock-api';
import { registration } from '../mocks/request-bodies';

describe('the resend cooldown rule', () => {
  const sentAt = Date.parse('2026-01-05T02:00:00.000Z');

  it('waits a minute after a code, counting whole seconds up', () => {
    expect(EMAIL_CODE_RESEND_COOLDOWN_SECONDS).toBe(60);
    expect(resendWaitSeconds(sentAt, sentAt)).toBe(60);
    expect(resendWaitSeconds(sentAt, sentAt + 1)).toBe(60);
    expect(resendWaitSeconds(sentAt, sentAt + 999)).toBe(60);
    expect(resendWaitSeconds(sentAt, sentAt + 1000)).toBe(59);
    expect(resendWaitSeconds(sentAt, sentAt + 59_001)).toBe(1);
  });

  it('is over at a minute and stays at 0, even for a clock behind the send', () => {
    expect(resendWaitSeconds(sentAt, sentAt + 60_000)).toBe(0);
    expect(resendWaitSeconds(sentAt, sentAt + 3_600_000)).toBe(0);
    expect(resendWaitSeconds(sentAt, sentAt - 5_000)).toBe(65);
  });
});

describe('phone numbers in the one normal form', () => {
  it('accepts E.164 only: the calling code and the national number, digits only', () => {
    for (const phone of ['+84912345678', '+12015550123', '+447400123456']) {
      expect(E164PhoneSchema.safeParse(phone).success, phone).toBe(true);
    }
    for (const phone of ['0912345678', '+84 912 345 678', '84912345678', '+0912345678', '+84-912-345-678']) {
      expect(E164PhoneSchema.safeParse(phone).success, phone).toBe(false);
    }
  });

  it('is what registration asks for', () => {
    expect(RegisterBodySchema.safeParse({ ...registration, phone: '+84938765432' }).success).toBe(true);
    expect(RegisterBodySchema.safeParse({ ...registration, phone: '0938765432' }).success).toBe(false);
  });
});

const { client, mock } = await useMockApi({ scenario: 'new-seller' });

const register = () => client.users.register({ query: { captchaToken: MOCK_CAPTCHA_TOKEN }, body: registration });
const resend = (email = registration.email) => client.users.resendVerificationCode({ body: { email } });

describe('sending the sign-up code again (mock)', () => {
  it('sends nothing within a minute of the last code and answers the seconds left', async () => {
    expect((await register()).body).toMatchObject({ resendAfterSeconds: 60 });
    mock.clock.advance(20 * SECOND_MS);

    const early = await resend();
    expect(early).toMatchObject({
      status: 200,
      body: { email: registration.email, codeLength: 6, resendAfterSeconds: 40 },
    });
    await expectContract(contract.users.resendVerificationCode, early);
  });

  it('sends a fresh code after the minute, valid 15 minutes from then', async () => {
    await register();
    mock.clock.advance(14 * MINUTE_MS);
    expect((await resend()).body).toMatchObject({ resendAfterSeconds: 60 });

    // The first code would have run out here; the new one has not.
    mock.clock.advance(10 * MINUTE_MS);
    const verified = await client.users.verifyEmail({ body: { email: registration.email, code: '246810' } });
    expect(verified.status).toBe(200);
  });

  it('renews a code that already ran out, so the seller need not sign up again', async () => {
    await register();
    mock.clock.advance(20 * MINUTE_MS);
    expect((await resend()).status).toBe(200);
    expect((await client.users.verifyEmail({ body: { email: registration.email, code: '246810' } })).status).toBe(200);
  });

  it('answers error.verification_link_expired when nothing waits for a code', async () => {
    const response = await resend('never@example.com');
    expect(response.status).toBe(400);
    expect(response.body).toEqual(errorOf('error.verification_link_expired'));
  });
});
