import { expect, test, withScenario, type Locale } from './fixtures';
import { completeSignUp, SIGN_UP_TEXT } from './sign-up';

const TEXT = {
  vi: {
    ...SIGN_UP_TEXT.vi,
    alert: 'Thông tin doanh nghiệp chưa đầy đủ',
    nameTooShort: /3/,
    phoneRequired: 'Vui lòng nhập số điện thoại.',
    demoCode: /Bản demo: mã xác minh là \d{6}/,
  },
  en: {
    ...SIGN_UP_TEXT.en,
    alert: 'Your business information is incomplete',
    nameTooShort: /3/,
    phoneRequired: 'Phone number is required.',
    demoCode: /Demo: the code is \d{6}/,
  },
} as const;

for (const locale of ['vi', 'en'] satisfies Locale[]) {
  test.describe(`Signing up (${locale})`, () => {
    test.use({ uiLocale: locale });

    test('a new seller registers, and the e-mailed code signs them in and asks for the business information', async ({
      app,
      page,
    }) => {
      const text = TEXT[locale];
      const email = `lan.${locale}.${Date.now()}@example.com`;
      await page.goto(withScenario('/register?ref=PARTNER7', 'new-seller'));

      await page.getByLabel(text.email, { exact: true }).fill(email);
      await page.getByLabel(text.name, { exact: true }).fill('Li');
      await page.getByRole('button', { name: text.signUp, exact: true }).click();
      // One click validates the whole form: a short name and the missing phone, translated, before anything is sent.
      await expect(page.getByText(text.nameTooShort).first()).toBeVisible();
      await expect(page.getByText(text.phoneRequired)).toBeVisible();

      await completeSignUp(page, locale, { email, name: 'Nguyễn Thị Lan', phone: '+84901234567' });

      // Demo builds show the code the mock e-mailed.
      const demoHint = await page.getByText(text.demoCode).innerText();
      await page.getByLabel(text.code).fill(/(\d{6})/.exec(demoHint)?.[1] ?? '');
      await page.getByRole('button', { name: text.verify, exact: true }).click();

      // No second sign-in: the code proved the e-mail, the registration the password.
      await expect(page).toHaveURL(/\/update-information$/);
      await expect(page.getByRole('alert').filter({ hasText: text.alert })).toBeVisible();
      await expect(page.getByText(text.pleaseLogIn)).toHaveCount(0);
      expect(await app.accessToken()).not.toBeNull();
    });
  });
}
