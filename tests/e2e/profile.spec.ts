import { expect, test, type Locale } from './fixtures';
import { SLOW_MS } from './support';

const TEXT = {
  vi: {
    tabs: {
      business: 'Thông tin doanh nghiệp',
      contact: 'Thông tin liên hệ',
      security: 'Bảo mật',
      redeem: 'Đổi mã quà tặng',
    },
    headings: {
      business: 'Tài khoản',
      contact: 'Thông tin liên hệ',
      security: 'Đổi mật khẩu',
      redeem: 'Nhập mã quà tặng',
    },
    currentPassword: 'Mật khẩu hiện tại',
    newPassword: 'Mật khẩu mới',
    confirmPassword: 'Xác nhận mật khẩu mới',
    changePassword: 'Đổi mật khẩu',
    passwordsMustMatch: 'Mật khẩu xác nhận không khớp.',
    wrongPassword: 'Mật khẩu hiện tại không đúng.',
    passwordChanged: 'Đã đổi mật khẩu của bạn.',
    edit: 'Chỉnh sửa',
    save: 'Lưu',
    telegram: 'Tên người dùng Telegram',
    facebook: 'Trang hoặc hồ sơ Facebook',
    whatsApp: 'Số WhatsApp',
    oneContact: 'Vui lòng cung cấp ít nhất một kênh liên hệ: Facebook, Telegram hoặc WhatsApp.',
    contactSaved: 'Đã lưu thông tin liên hệ.',
    giftCode: 'Mã quà tặng',
    redeem: 'Đổi mã',
    noRedemptions: 'Bạn chưa đổi mã quà tặng nào',
    expired: 'Mã quà tặng đã hết hạn hoặc không khả dụng.',
    minimumSpend: 'Bạn chưa đạt mức chi tiêu tối thiểu để sử dụng mã quà tặng này.',
    onlyOneSaved: 'Bạn đã lưu một mã quà tặng. Mỗi tài khoản chỉ được lưu một mã.',
    codeSaved: 'Đã lưu mã quà tặng WELCOME20',
    savedStatus: 'Đã lưu',
    history: 'Lịch sử đổi mã',
    codeFormat: 'Mã quà tặng gồm 4 đến 32 ký tự: chữ cái A–Z, chữ số 0–9, _ hoặc -.',
  },
  en: {
    tabs: {
      business: 'Business information',
      contact: 'Contact information',
      security: 'Security',
      redeem: 'Redeem code',
    },
    headings: {
      business: 'Account',
      contact: 'Contact information',
      security: 'Change password',
      redeem: 'Redeem a gift code',
    },
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    changePassword: 'Change password',
    passwordsMustMatch: 'Passwords do not match.',
    wrongPassword: 'Current password is wrong.',
    passwordChanged: 'Your password was changed.',
    edit: 'Edit',
    save: 'Save',
    telegram: 'Telegram username',
    facebook: 'Facebook profile or page',
    whatsApp: 'WhatsApp number',
    oneContact: 'Please provide at least one contact: Facebook, Telegram or WhatsApp.',
    contactSaved: 'Your contact information was saved.',
    giftCode: 'Gift code',
    redeem: 'Redeem',
    noRedemptions: 'No gift codes redeemed yet',
    expired: 'Gift code has expired or is not available.',
    minimumSpend: 'You have not reached the minimum spend for this gift code yet.',
    onlyOneSaved: 'You have already saved a gift code. Only one gift code can be saved.',
    codeSaved: 'Gift code WELCOME20 saved',
    savedStatus: 'Saved',
    history: 'Redeem history',
    codeFormat: 'A gift code has 4 to 32 characters: letters A–Z, digits 0–9, _ or -.',
  },
} as const;

const TABS = ['business', 'contact', 'security', 'redeem'] as const;

/**
 * The languages each flow runs in: every flow's text is checked in at least one language, the
 * spec's gift-code messages in both; running every flow twice only doubled the suite's time.
 */
const LANGUAGES: Record<'tabs' | 'password' | 'contact' | 'giftCodes' | 'refusalCleared', readonly Locale[]> = {
  tabs: ['en'],
  password: ['vi'],
  contact: ['vi'],
  giftCodes: ['vi', 'en'],
  refusalCleared: ['vi', 'en'],
};

for (const locale of ['vi', 'en'] satisfies Locale[]) {
  test.describe(`Profile (${locale})`, () => {
    test.use({ uiLocale: locale, signedInAs: 'verified-seller' });
    test.slow();
    const text = TEXT[locale];

    if (LANGUAGES.tabs.includes(locale)) {
      test('each tab opens from its link, and choosing a tab puts it in the link', async ({ app, page }) => {
        for (const tab of TABS) {
          await app.navigate(`/profile?tab=${tab}`);
          await expect(page.getByRole('tab', { name: text.tabs[tab], selected: true })).toBeVisible({
            timeout: SLOW_MS,
          });
          await expect(page.getByRole('heading', { level: 2, name: text.headings[tab], exact: true })).toBeVisible();
        }

        await app.navigate('/profile?tab=no-such-tab');
        await expect(page.getByRole('tab', { name: text.tabs.business, selected: true })).toBeVisible({
          timeout: SLOW_MS,
        });

        await page.getByRole('tab', { name: text.tabs.security }).click();
        await expect(page).toHaveURL(/\/profile\?tab=security$/);
        await expect(page.getByRole('heading', { level: 2, name: text.headings.security })).toBeVisible();
      });
    }

    if (LANGUAGES.password.includes(locale)) {
      test('a wrong current password is refused, the right one changes the password', async ({ page }) => {
        await page.goto('/profile?tab=security');
        const current = page.getByLabel(text.currentPassword, { exact: true });
        const submit = page.getByRole('button', { name: text.changePassword, exact: true });

        await current.fill('not-my-password');
        await page.getByLabel(text.newPassword, { exact: true }).fill('newpass123');
        await page.getByLabel(text.confirmPassword, { exact: true }).fill('newpass124');
        await submit.click();
        await expect(page.getByText(text.passwordsMustMatch)).toBeVisible();

        await page.getByLabel(text.confirmPassword, { exact: true }).fill('newpass123');
        await submit.click();
        await expect(page.getByText(text.wrongPassword)).toBeVisible();

        await current.fill('demo1234');
        await submit.click();
        await expect(page.getByText(text.passwordChanged)).toBeVisible();
        await expect(current).toHaveValue('');
        await expect(page.getByText(text.wrongPassword)).toBeHidden();
      });
    }

    if (LANGUAGES.contact.includes(locale)) {
      test('contact info needs one of Telegram, Facebook and WhatsApp; a valid change is kept', async ({ page }) => {
        await page.goto('/profile?tab=contact');
        await page.getByRole('button', { name: text.edit, exact: true }).click();

        await page.getByLabel(text.telegram, { exact: true }).fill('');
        await page.getByLabel(text.facebook, { exact: true }).fill('');
        await page.getByLabel(text.whatsApp, { exact: true }).fill('');
        await page.getByRole('button', { name: text.save, exact: true }).click();
        await expect(page.getByText(text.oneContact)).toBeVisible();

        await page.getByLabel(text.telegram, { exact: true }).fill('@lanboutique2026');
        await page.getByRole('button', { name: text.save, exact: true }).click();
        await expect(page.getByText(text.contactSaved)).toBeVisible();
        const contact = page.getByRole('region', { name: text.headings.contact });
        await expect(contact.getByText('@lanboutique2026')).toBeVisible();

        await page.reload();
        await expect(page.getByRole('tab', { name: text.tabs.contact, selected: true })).toBeVisible({
          timeout: SLOW_MS,
        });
        await expect(contact.getByText('@lanboutique2026')).toBeVisible();
        await expect(contact.getByText('https://www.facebook.com/lanboutique.vn')).toBeHidden();
      });
    }

    if (LANGUAGES.refusalCleared.includes(locale)) {
      test("a server's refusal goes as soon as the value it refused changes", async ({ page }) => {
        // The security tab: a wrong current password, then the seller corrects it.
        await page.goto('/profile?tab=security');
        const current = page.getByLabel(text.currentPassword, { exact: true });
        await current.fill('not-my-password');
        await page.getByLabel(text.newPassword, { exact: true }).fill('newpass123');
        await page.getByLabel(text.confirmPassword, { exact: true }).fill('newpass123');
        await page.getByRole('button', { name: text.changePassword, exact: true }).click();
        await expect(page.getByText(text.wrongPassword)).toBeVisible();
        await current.fill('not-my-password2');
        await expect(page.getByText(text.wrongPassword)).toBeHidden();

        // The redeem tab: an expired code's refusal never sits beside a later format error.
        await page.getByRole('tab', { name: text.tabs.redeem }).click();
        const code = page.getByLabel(text.giftCode, { exact: true });
        const redeem = page.getByRole('button', { name: text.redeem, exact: true });
        await code.fill('TET2026');
        await redeem.click();
        await expect(page.getByText(text.expired)).toBeVisible();
        await code.fill('ab');
        await expect(page.getByText(text.expired)).toBeHidden();
        await redeem.click();
        await expect(page.getByText(text.codeFormat)).toBeVisible();
        await expect(page.getByText(text.expired)).toBeHidden();
      });
    }

    if (LANGUAGES.giftCodes.includes(locale)) {
      test('gift codes: expired and minimum-spend codes are refused, WELCOME20 is saved, and only one', async ({
        page,
      }) => {
        await page.goto('/profile?tab=redeem');
        const history = page.getByRole('region', { name: text.history });
        await expect(history.getByText(text.noRedemptions)).toBeVisible();
        const code = page.getByLabel(text.giftCode, { exact: true });
        const redeem = page.getByRole('button', { name: text.redeem, exact: true });

        await code.fill('TET2026');
        await redeem.click();
        await expect(page.getByText(text.expired)).toBeVisible();

        await code.fill('VIP500');
        await redeem.click();
        await expect(page.getByText(text.minimumSpend)).toBeVisible();

        await code.fill('welcome20');
        await redeem.click();
        await expect(page.getByText(text.codeSaved)).toBeVisible();
        await expect(code).toHaveValue('');
        const row = history.getByRole('row', { name: /WELCOME20/ });
        await expect(row).toBeVisible();
        await expect(row).toContainText(text.savedStatus);

        await code.fill('SCALE100');
        await redeem.click();
        await expect(page.getByText(text.onlyOneSaved)).toBeVisible();
        await expect(history.getByRole('row', { name: /SCALE100/ })).toHaveCount(0);
      });
    }
  });
}
