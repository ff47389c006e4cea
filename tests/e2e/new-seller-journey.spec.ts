import type { Page } from '@playwright/test';
import { adminApproves, searchAndPick } from './demo-panel';
import { expect, test, withScenario, type Locale } from './fixtures';
import { completeSignUp, SIGN_UP_TEXT } from './sign-up';

/** A 1×1 PNG: the dashboard screenshot the business form requires. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const TEXT = {
  vi: {
    ...SIGN_UP_TEXT.vi,
    resendIn: /^Gửi lại mã sau [01]:\d\d$/,
    formTitle: 'Thông tin doanh nghiệp',
    businessModel: 'Mô hình kinh doanh',
    businessType: 'Loại hình kinh doanh',
    industry: 'Ngành hàng',
    monthlyRevenue: 'Doanh thu hằng tháng',
    no: 'Không',
    country: 'Quốc gia hoặc khu vực',
    countryName: /Việt Nam/,
    city: 'Thành phố',
    street: 'Địa chỉ',
    postalCode: 'Mã bưu chính',
    platform: 'Nền tảng thương mại điện tử',
    productUrl: 'Đường dẫn sản phẩm',
    screenshot: /Ảnh chụp trang tổng quan cửa hàng/,
    required: 'Trường này là bắt buộc.',
    submit: 'Gửi xác minh',
    waitingTitle: 'Chúng tôi đang kiểm tra thông tin của bạn',
    incomplete: 'Thông tin doanh nghiệp chưa đầy đủ',
    approve: /^Duyệt: Xác minh/,
    dashboard: 'Tổng quan',
    welcome: 'Chào mừng Thị Lan! Cùng bắt đầu chạy những quảng cáo đầu tiên nhé.',
    welcomeBack: /Chào mừng trở lại/,
    step4: 'Bước 4/7',
    logOut: 'Đăng xuất',
    demoBox: 'Tài khoản demo',
    useRegistered: 'Dùng tài khoản vừa đăng ký',
    logIn: 'Đăng nhập',
  },
  en: {
    ...SIGN_UP_TEXT.en,
    resendIn: /^Send the code again in [01]:\d\d$/,
    formTitle: 'Business information',
    businessModel: 'Business model',
    businessType: 'Business type',
    industry: 'Industry',
    monthlyRevenue: 'Monthly revenue',
    no: 'No',
    country: 'Country or region',
    countryName: /Vietnam/,
    city: 'City',
    street: 'Street address',
    postalCode: 'Postal code',
    platform: 'E-commerce platform',
    productUrl: 'Product URL',
    screenshot: /Store dashboard screenshot/,
    required: 'This field is required.',
    submit: 'Send for verification',
    waitingTitle: 'We are checking your information',
    incomplete: 'Your business information is incomplete',
    approve: /^Approve: Verification/,
    dashboard: 'Dashboard',
    welcome: 'Welcome, Thị Lan. Let’s get your first ads running.',
    welcomeBack: /Welcome back/,
    step4: 'Step 4 of 7',
    logOut: 'Log out',
    demoBox: 'Demo account',
    useRegistered: 'Use my new account',
    logIn: 'Log in',
  },
} as const;

/** Picks the first option of a dropdown field: the journey is about what is prefilled, not the choices. */
const pickFirst = async (page: Page, name: string) => {
  await page.getByRole('combobox', { name, exact: true }).click();
  await page.getByRole('option').first().click();
};

for (const locale of ['vi', 'en'] satisfies Locale[]) {
  test.describe(`A new seller's first hour (${locale})`, () => {
    test.use({ uiLocale: locale });

    test('signs up, is signed in by the e-mailed code and reaches the deposit step without retyping anything', async ({
      app,
      page,
    }) => {
      // Sign-up, the business form, an admin decision and a second sign-in: one long journey.
      test.slow();
      const text = TEXT[locale];
      const email = `lan.journey.${locale}.${Date.now()}@example.com`;
      await page.goto(withScenario('/register', 'new-seller'));

      // Sign-up: a national phone number is enough; the region picker makes it E.164.
      await completeSignUp(page, locale, { email, name: 'Nguyễn Thị Lan', phone: '0912345678' });

      // The code step: "send the code again" waits out its minute, counting down where the seller sees it.
      const resend = page.getByRole('button', { name: text.resendIn });
      await expect(resend).toBeVisible();
      await expect(resend).toBeDisabled();
      const demoHint = await page.getByRole('note').innerText();
      await page.getByLabel(text.code).fill(/(\d{6})/.exec(demoHint)?.[1] ?? '');
      await page.getByRole('button', { name: text.verify, exact: true }).click();

      // Signed in by the code: straight on to the business form, no second sign-in, no "please log in".
      await expect(page).toHaveURL(/\/update-information$/);
      await app.dismissAnnouncement();
      await expect(page.getByRole('heading', { level: 1, name: text.formTitle })).toBeVisible();
      await expect(page.getByText(text.pleaseLogIn)).toHaveCount(0);
      const form = page.locator('form');
      await expect(form.getByLabel(text.name, { exact: true })).toHaveValue('Nguyễn Thị Lan');
      await expect(form.getByRole('textbox', { name: text.phone, exact: true })).toHaveValue('912345678');
      await expect(form.getByLabel(text.telegram, { exact: true })).toHaveValue('@lanshop');

      // Sent with gaps: the first field in error takes the focus, and no list opens over the messages.
      await form.getByRole('button', { name: text.submit }).click();
      const businessModel = form.getByRole('combobox', { name: text.businessModel, exact: true });
      await expect(businessModel).toBeFocused();
      await expect(businessModel).toBeInViewport();
      await expect(page.getByRole('listbox')).toHaveCount(0);
      await expect(form.getByText(text.required).first()).toBeVisible();

      await pickFirst(page, text.businessModel);
      await pickFirst(page, text.businessType);
      await pickFirst(page, text.industry);
      await pickFirst(page, text.monthlyRevenue);
      await form.getByRole('radio', { name: text.no, exact: true }).check();
      await searchAndPick(
        page,
        form.getByRole('combobox', { name: text.country, exact: true }),
        'Vi',
        text.countryName,
      );
      await form.getByLabel(text.city, { exact: true }).fill('Hồ Chí Minh');
      await form.getByLabel(text.street, { exact: true }).fill('12 Nguyễn Huệ, Quận 1');
      await form.getByLabel(text.postalCode, { exact: true }).fill('700000');
      await pickFirst(page, text.platform);
      await form.getByLabel(text.productUrl, { exact: true }).fill('https://lanshop.example.com/products/ao-dai');
      await form.locator('input[type="file"]').first().setInputFiles({
        name: 'dashboard.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      await expect(form.getByRole('img', { name: text.screenshot })).toBeVisible();
      // Phone and Telegram were never touched: the prefilled values are valid as they are.
      await form.getByRole('button', { name: text.submit }).click();

      // Waiting for review: the information is given, so the "incomplete" banner is gone at once.
      await expect(page).toHaveURL(/\/waiting-verify-information$/);
      await expect(page.getByRole('heading', { level: 1, name: text.waitingTitle })).toBeVisible();
      await expect(page.getByText(text.incomplete)).toHaveCount(0);

      // Approved: the dashboard welcomes a new seller (not "welcome back") at the deposit step.
      await adminApproves(app, text.approve);
      await expect(page.getByRole('heading', { level: 1, name: text.dashboard })).toBeVisible();
      await expect(page.getByText(text.welcome)).toBeVisible();
      await expect(page.getByText(text.welcomeBack)).toHaveCount(0);
      await expect(page.getByText(text.step4)).toBeVisible();

      // Signed out, the login page's demo box offers the account just made, not only the scenario's.
      await page.evaluate(() => window.localStorage.removeItem('accessToken'));
      await page.goto('/login');
      const demoBox = page.getByRole('region', { name: text.demoBox });
      await expect(demoBox.getByText(email)).toBeVisible();
      await demoBox.getByRole('button', { name: text.useRegistered }).click();
      await expect(page.getByLabel(text.email, { exact: true })).toHaveValue(email);
      await expect(page.getByLabel(text.password, { exact: true })).toBeFocused();
      await page.getByLabel(text.password, { exact: true }).fill('secret123');
      await page.getByRole('button', { name: text.logIn, exact: true }).click();
      await expect(page.getByText(text.welcome)).toBeVisible();
    });
  });
}
