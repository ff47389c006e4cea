import { GiftCodeListSchema } from '@contract/gift-codes/gift-codes.schema';
import { UserSchema } from '@contract/users/users.schema';
import type { Page } from '@playwright/test';
import { readApi } from './demo-api';
import { expect, test, type Locale } from './fixtures';
import { money, SLOW_MS } from './support';

/*
 * A partner manages her gift codes (spec sections 2, 4 and 6) on the partner scenario
 * (scenarios/partner.ts, HOAPARTNER): creates a code in a modal, then deactivates and
 * reactivates it after a confirmation, in both languages. What the screen shows is checked
 * against the mock's own list.
 */

/** The first sign-in of a worker seeds 2,000 members in the browser. */
const FIRST_SCREEN_MS = 45_000;

const TEXTS = {
  en: {
    title: 'Gift codes',
    open: 'Create gift code',
    dialog: 'Create a gift code',
    code: 'Code',
    worth: 'Worth',
    minimumSpend: 'Minimum spend',
    timeOfUse: 'Time of use',
    quantity: 'Quantity',
    expiry: 'Expiry',
    submit: 'Create code',
    positive: 'The amount must be greater than 0.',
    format: 'Use 4 to 32 letters, digits, - or _.',
    taken: 'This code already exists. Choose another one.',
    created: (code: string) => `Gift code ${code} created`,
    deactivate: 'Deactivate',
    reactivate: 'Reactivate',
    deactivateTitle: (code: string) => `Deactivate ${code}?`,
    reactivateTitle: (code: string) => `Reactivate ${code}?`,
    deactivated: (code: string) => `Gift code ${code} deactivated`,
    reactivated: (code: string) => `Gift code ${code} reactivated`,
    active: 'Active',
    deactivatedBadge: 'Deactivated',
    available: '5 of 5 available',
  },
  vi: {
    title: 'Mã quà tặng',
    open: 'Tạo mã quà tặng',
    dialog: 'Tạo mã quà tặng',
    code: 'Mã',
    worth: 'Giá trị',
    minimumSpend: 'Chi tiêu tối thiểu',
    timeOfUse: 'Thời gian sử dụng',
    quantity: 'Số lượng',
    expiry: 'Hạn dùng',
    submit: 'Tạo mã',
    positive: 'Số tiền phải lớn hơn 0.',
    format: 'Dùng từ 4 đến 32 ký tự gồm chữ cái, chữ số, - hoặc _.',
    taken: 'Mã này đã tồn tại. Vui lòng chọn mã khác.',
    created: (code: string) => `Đã tạo mã quà tặng ${code}`,
    deactivate: 'Ngừng kích hoạt',
    reactivate: 'Kích hoạt lại',
    deactivateTitle: (code: string) => `Ngừng kích hoạt ${code}?`,
    reactivateTitle: (code: string) => `Kích hoạt lại ${code}?`,
    deactivated: (code: string) => `Đã ngừng kích hoạt mã quà tặng ${code}`,
    reactivated: (code: string) => `Đã kích hoạt lại mã quà tặng ${code}`,
    active: 'Đang hiệu lực',
    deactivatedBadge: 'Ngừng kích hoạt',
    available: 'Còn 5 / 5',
  },
} as const;

/** A calendar day `days` from today, as a date field takes it (YYYY-MM-DD). */
const dayFromNow = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const partnerCodes = async (page: Page) => {
  const me = await readApi(page, '/api/users', UserSchema);
  return (await readApi(page, `/api/partnership/${me.id}/gift-codes?limit=100`, GiftCodeListSchema)).content;
};

for (const locale of ['en', 'vi'] as const satisfies readonly Locale[]) {
  const text = TEXTS[locale];
  const code = locale === 'en' ? 'HOASUMMER' : 'HOAHE2026';

  test.describe(`Partner gift codes (${locale})`, () => {
    test.use({ uiLocale: locale, signedInAs: 'partner' });

    test('a partner creates a code, then deactivates and reactivates it', async ({ page, app }) => {
      test.slow();
      await page.goto('/partner-management-giftcode');
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible({ timeout: FIRST_SCREEN_MS });

      await page.getByRole('button', { name: text.open }).click();
      const dialog = page.getByRole('dialog', { name: text.dialog });
      await dialog.getByRole('textbox', { name: text.code }).fill('ab');
      await dialog.getByRole('textbox', { name: text.worth }).fill('0');
      await dialog.getByRole('button', { name: text.submit }).click();
      await expect(dialog.getByText(text.format)).toBeVisible();
      await expect(dialog.getByText(text.positive)).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: text.code })).toBeFocused();
      await app.checkA11y();

      // A code that exists (any case) is the code field's fault, said by the server.
      await dialog.getByRole('textbox', { name: text.code }).fill('hoa50');
      await dialog.getByRole('textbox', { name: text.worth }).fill('25');
      await dialog.getByRole('textbox', { name: text.minimumSpend }).fill('100');
      await dialog.getByRole('textbox', { name: text.timeOfUse }).fill('10');
      await dialog.getByRole('textbox', { name: text.quantity }).fill('5');
      await dialog.getByLabel(text.expiry).fill(dayFromNow(30));
      await dialog.getByRole('button', { name: text.submit }).click();
      await expect(dialog.getByText(text.taken)).toBeVisible();

      await dialog.getByRole('textbox', { name: text.code }).fill(code.toLowerCase());
      const sent = page.waitForRequest(
        (request) =>
          request.method() === 'POST' &&
          /^\/api\/partnership\/[^/]+\/gift-codes$/.test(new URL(request.url()).pathname),
      );
      await dialog.getByRole('button', { name: text.submit }).click();
      // A code is a benefit: its create carries an Idempotency-Key, so a retry never makes two.
      expect((await sent).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
      await expect(page.getByText(text.created(code))).toBeVisible();
      await expect(dialog).toBeHidden();

      const table = page.getByRole('table', { name: text.title });
      const row = table.locator('tbody tr').filter({ hasText: code });
      await expect(row).toContainText(money(2_500, locale));
      await expect(row).toContainText(text.available);
      await expect(row).toContainText(text.active);
      const created = (await partnerCodes(page)).find((candidate) => candidate.code === code);
      expect(created).toMatchObject({
        worth: 2_500,
        minimumRequiredSpend: { minTotalSpend: 10_000 },
        timeOfUseDays: 10,
        quantity: { available: 5, total: 5 },
        status: 'active',
      });

      await row.getByRole('button', { name: `${text.deactivate} ${code}` }).click();
      const deactivate = page.getByRole('dialog', { name: text.deactivateTitle(code) });
      await app.checkA11y();
      await deactivate.getByRole('button', { name: text.deactivate, exact: true }).click();
      await expect(page.getByText(text.deactivated(code))).toBeVisible();
      await expect(row).toContainText(text.deactivatedBadge);
      expect((await partnerCodes(page)).find((candidate) => candidate.code === code)?.status).toBe('deactivate');

      await row.getByRole('button', { name: `${text.reactivate} ${code}` }).click();
      const reactivate = page.getByRole('dialog', { name: text.reactivateTitle(code) });
      await reactivate.getByRole('button', { name: text.reactivate, exact: true }).click();
      await expect(page.getByText(text.reactivated(code))).toBeVisible({ timeout: SLOW_MS });
      await expect(row).toContainText(text.active);
      await expect(row.getByRole('button', { name: `${text.deactivate} ${code}` })).toBeVisible();
      expect((await partnerCodes(page)).find((candidate) => candidate.code === code)?.status).toBe('active');
      // An expired code offers neither.
      const expired = table.locator('tbody tr').filter({ hasText: 'HOATET' });
      await expect(expired.getByRole('button')).toHaveCount(1);
    });
  });
}
