import type { Page } from '@playwright/test';
import type { Locale } from './fixtures';

/** The sign-up and e-mail code screens' labels, for the journeys that start with a new account. */
export const SIGN_UP_TEXT = {
  vi: {
    email: 'Email',
    name: 'Họ và tên',
    phone: 'Số điện thoại',
    telegram: 'Tên người dùng Telegram',
    password: 'Mật khẩu',
    confirm: 'Xác nhận mật khẩu',
    terms: /Tôi đồng ý với/,
    robot: 'Tôi không phải là người máy',
    signUp: 'Đăng ký',
    code: 'Mã xác minh',
    verify: 'Xác minh',
    pleaseLogIn: 'Vui lòng đăng nhập',
  },
  en: {
    email: 'Email',
    name: 'Full name',
    phone: 'Phone number',
    telegram: 'Telegram username',
    password: 'Password',
    confirm: 'Confirm password',
    terms: /I agree to the/,
    robot: 'I am not a robot',
    signUp: 'Sign up',
    code: 'Verification code',
    verify: 'Verify',
    pleaseLogIn: 'Please log in',
  },
} as const satisfies Record<Locale, Record<string, string | RegExp>>;

/** Fills the sign-up form (the name and e-mail already typed or not) with `secret123` and sends it. */
export const completeSignUp = async (
  page: Page,
  locale: Locale,
  { email, name, phone }: { email: string; name: string; phone: string },
): Promise<void> => {
  const text = SIGN_UP_TEXT[locale];
  await page.getByLabel(text.email, { exact: true }).fill(email);
  await page.getByLabel(text.name, { exact: true }).fill(name);
  await page.getByRole('textbox', { name: text.phone, exact: true }).fill(phone);
  await page.getByLabel(text.telegram, { exact: true }).fill('@lanshop');
  await page.getByLabel(text.password, { exact: true }).fill('secret123');
  await page.getByLabel(text.confirm, { exact: true }).fill('secret123');
  await page.getByRole('checkbox', { name: text.terms }).check();
  await page.getByRole('checkbox', { name: text.robot }).check();
  await page.getByRole('button', { name: text.signUp, exact: true }).click();
};
