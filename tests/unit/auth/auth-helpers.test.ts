import { RegisterBodySchema } from '@contract/users/users.schema';
import { describe, expect, it } from 'vitest';
import { hasErrorCode } from '@/features/auth/api/auth-errors';
import { socialSignInHref } from '@/features/auth/api/social-sign-in';
import { readUtmCookies } from '@/features/auth/api/utm-cookies';
import { RegisterFormSchema, registerFormDefaults, toRegisterBody } from '@/features/auth/forms/register-form-schema';
import {
  LoginSearchSchema,
  RegisterSearchSchema,
  ResetPasswordSearchSchema,
  VerifyEmailSearchSchema,
} from '@/features/auth/search-schemas';

describe('search parameters of the sign-in pages', () => {
  it('keeps a redirect as text (the login page checks it later) and a valid e-mail', () => {
    expect(LoginSearchSchema.parse({ redirect: '/payment?tab=1', email: 'lan@example.com' })).toEqual({
      redirect: '/payment?tab=1',
      email: 'lan@example.com',
    });
  });

  it('drops values that do not fit instead of failing the page', () => {
    expect(LoginSearchSchema.parse({ redirect: 42, email: 'not-an-email' })).toEqual({});
    expect(VerifyEmailSearchSchema.parse({ email: ['a'], code: { x: 1 } })).toEqual({});
    expect(ResetPasswordSearchSchema.parse({ token: '' })).toEqual({});
    expect(RegisterSearchSchema.parse({ ref: 'x'.repeat(65) })).toEqual({});
  });

  it('reads numbers the router parsed from the URL back as text', () => {
    expect(VerifyEmailSearchSchema.parse({ email: 'lan@example.com', code: 123456 })).toEqual({
      email: 'lan@example.com',
      code: '123456',
    });
    expect(RegisterSearchSchema.parse({ ref: 2026 })).toEqual({ ref: '2026' });
    expect(ResetPasswordSearchSchema.parse({ token: 'abc' })).toEqual({ token: 'abc' });
  });
});

describe('socialSignInHref', () => {
  it('points the browser at the provider path with the redirect encoded', () => {
    expect(socialSignInHref('facebook', '/payment?tab=1')).toBe(
      '/api/users/facebook/auth?redirect=%2Fpayment%3Ftab%3D1',
    );
    expect(socialSignInHref('google', '/')).toBe('/api/users/google/auth?redirect=%2F');
  });
});

describe('readUtmCookies', () => {
  it('reads the campaign cookies set by the session intake', () => {
    expect(readUtmCookies('a=1; utm_source=tiktok%20ads; utm_medium=cpc')).toEqual({
      utmSource: 'tiktok ads',
      utmMedium: 'cpc',
    });
  });

  it('leaves out missing, empty and malformed values', () => {
    expect(readUtmCookies('')).toEqual({});
    expect(readUtmCookies('utm_source=; utm_medium=%E0%A4%A')).toEqual({});
  });

  it('cuts a value to what the API accepts', () => {
    expect(readUtmCookies(`utm_source=${'a'.repeat(300)}`).utmSource).toHaveLength(200);
  });
});

describe('toRegisterBody', () => {
  const filled = {
    ...registerFormDefaults(),
    email: ' lan@example.com ',
    name: ' Nguyễn Thị Lan ',
    phone: '+84901234567',
    telegram: '@lanshop',
    password: 'secret-1',
    confirmPassword: 'secret-1',
    acceptTerms: true,
    robotCheck: true,
  };

  it('sends what the contract accepts: trimmed, no confirmation, no robot check, no empty referral code', () => {
    const body = toRegisterBody(RegisterFormSchema.parse(filled), { utmSource: 'tiktok' });
    expect(body).toEqual({
      email: 'lan@example.com',
      name: 'Nguyễn Thị Lan',
      phone: '+84901234567',
      telegram: '@lanshop',
      password: 'secret-1',
      acceptTerms: true,
      utmSource: 'tiktok',
    });
    expect(RegisterBodySchema.safeParse(body).success).toBe(true);
  });

  it('keeps a referral code', () => {
    const body = toRegisterBody(RegisterFormSchema.parse({ ...filled, referralCode: ' LAN2026 ' }), {});
    expect(body.referralCode).toBe('LAN2026');
  });
});

describe('hasErrorCode', () => {
  it('finds the code in code or messageCode, and nothing in a network failure', () => {
    expect(hasErrorCode({ body: { code: 'error.verification_link_expired' } }, 'error.verification_link_expired')).toBe(
      true,
    );
    expect(
      hasErrorCode(
        { body: { code: 'error.validation', messageCode: 'error.verification_link_expired' } },
        'error.verification_link_expired',
      ),
    ).toBe(true);
    expect(hasErrorCode(new Error('offline'), 'error.verification_link_expired')).toBe(false);
    expect(hasErrorCode({ body: 'Bad gateway' }, 'error.verification_link_expired')).toBe(false);
    expect(hasErrorCode(null, 'error.verification_link_expired')).toBe(false);
  });
});
