import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SLOW_MS } from './support';

/*
 * A member's page and the members' product links in the partner view (spec sections 2, 3, 5 and 6):
 * the partner (HOAPARTNER, scenarios/partner.ts) reads a member's information and ad accounts,
 * creates a product link for a member and approves or rejects links in review.
 */

/** A depositing member of the seed: one approved ad account and one approved link, its video in review. */
const MEMBER = {
  id: 'usr_uvlcmb3lwlkotzeajr0i',
  name: 'Nguyễn Thùy Dung',
  email: 'thuydung.nguyen3@example.com',
  adAccount: { name: 'Dung boutique - Main', id: '7398048814719305874' },
  link: 'https://dungboutique.vn/products/son-moi-234',
};

/** Another member whose approved link has a video in review. */
const VIDEO_TO_REJECT = { id: 'usr_yvgp33qtv9zpbifhxvdv', link: 'https://nhungstore.vn/products/tui-xach-859' };

/** Two links of the seed waiting for review, of two members. */
const TO_APPROVE = 'https://linhmart.vn/products/son-moi-523';
const TO_REJECT = 'https://linhmart.vn/products/ao-thun-793';

const pickMarket = async (page: Page, label: string, country: string) => {
  await page.getByRole('combobox', { name: label }).fill(country);
  await page.getByRole('option', { name: country, exact: true }).click();
  await page.keyboard.press('Escape');
};

test.describe('A member of the partner (en)', () => {
  test.use({ uiLocale: 'en', signedInAs: 'partner' });
  // One worker runs these in order, so only the first pays the partner's sign-in (see test.slow below).
  test.describe.configure({ mode: 'default' });

  test('the partner opens a member from the address and sees their information and ad accounts', async ({
    page,
    app,
  }) => {
    // The first sign-in of the worker seeds the partner's 2,000 members in the browser.
    test.slow();
    await page.goto(`/member/${MEMBER.id}`);
    await expect(page.getByRole('heading', { level: 1, name: MEMBER.name })).toBeVisible();
    const information = page.getByRole('region', { name: 'Member information' });
    await expect(information.getByText(MEMBER.email, { exact: true })).toBeVisible();
    await expect(information.getByText('Dung boutique', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /Back to members/ })).toHaveAttribute(
      'href',
      '/partner-management-member',
    );

    await expect(page.getByRole('tab', { name: 'Ad accounts (1)' })).toHaveAttribute('aria-selected', 'true');
    const table = page.getByRole('table', { name: 'Ad accounts of the member' });
    const row = table.getByRole('row').filter({ hasText: MEMBER.adAccount.name });
    await expect(row.getByRole('cell', { name: MEMBER.adAccount.id, exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Approved', exact: true })).toBeVisible();
    await app.checkA11y();

    // The search is kept in the address, and a search that finds nothing says so.
    await page.getByRole('searchbox', { name: 'Search ad accounts' }).fill('Retargeting');
    await expect(page).toHaveURL(/search=Retargeting/);
    await expect(page.getByText('No ad account matches')).toBeVisible();
  });

  test('the partner creates a product link for a member: a blocked URL is refused, a good one waits for review', async ({
    page,
    app,
  }) => {
    await page.goto(`/member/${MEMBER.id}?tab=product-links`);
    await expect(page.getByRole('tab', { name: 'Product links (1)' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('listitem').filter({ hasText: MEMBER.link })).toBeVisible();

    await page.getByRole('button', { name: 'Add product link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a product link for the member' });
    await dialog.getByRole('textbox', { name: 'Product link' }).fill('https://bit.ly/non-la');
    await pickMarket(page, 'Target markets', 'Australia');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await expect(dialog.getByText('Shortened or banned links are not allowed.')).toBeVisible();
    await app.checkA11y();

    const url = 'https://dungboutique.vn/products/non-la';
    await dialog.getByRole('textbox', { name: 'Product link' }).fill(url);
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('listitem').filter({ hasText: url });
    await expect(card.getByText('Reviewing', { exact: true })).toBeVisible();
    await expect(card.getByText('Australia')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Product links (2)' })).toBeVisible();
  });

  test('the partner approves one product video and rejects another with a reason', async ({ app, page }) => {
    await page.goto(`/member/${MEMBER.id}?tab=product-links`);
    const card = page.getByRole('listitem').filter({ hasText: MEMBER.link });
    await card.getByRole('button', { name: 'Approve video' }).click();
    const approve = page.getByRole('dialog', { name: 'Approve this product video?' });
    await approve.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(approve).toBeHidden();
    await expect(card.getByRole('button', { name: 'Approve video' })).toHaveCount(0);
    // The link and its video are both approved now.
    await expect(card.getByText('Approved', { exact: true })).toHaveCount(2);

    await app.navigate(`/member/${VIDEO_TO_REJECT.id}?tab=product-links`);
    const other = page.getByRole('listitem').filter({ hasText: VIDEO_TO_REJECT.link });
    await other.getByRole('button', { name: 'Reject video' }).click();
    const reject = page.getByRole('dialog', { name: 'Reject this product video' });
    await reject.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(reject.getByText('This field is required.')).toBeVisible();
    await reject.getByRole('textbox', { name: 'Reason for rejection' }).fill('The video shows another product.');
    await reject.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(reject).toBeHidden();
    await expect(other.getByText('The video shows another product.')).toBeVisible();
    await expect(other.getByRole('button', { name: 'Reject video' })).toHaveCount(0);
  });

  test('the partner approves one link and rejects another with a reason, and each row follows', async ({
    page,
    app,
  }) => {
    await page.goto('/partner-management-product-link?search=linhmart.vn');
    await expect(page.getByRole('heading', { level: 1, name: 'Member product links' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Member product links' });
    const approving = table.getByRole('row').filter({ hasText: TO_APPROVE });
    const rejecting = table.getByRole('row').filter({ hasText: TO_REJECT });
    await expect(approving.getByRole('cell', { name: 'Reviewing', exact: true })).toBeVisible();

    await approving.getByRole('button', { name: 'Approve', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Approve this product link?' });
    await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(approving.getByRole('cell', { name: 'Approved', exact: true })).toBeVisible();
    await expect(approving.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);

    await rejecting.getByRole('button', { name: 'Reject', exact: true }).click();
    const reject = page.getByRole('dialog', { name: 'Reject this product link' });
    await reject.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(reject.getByText('This field is required.')).toBeVisible();
    await app.checkA11y();
    await reject.getByRole('textbox', { name: 'Reason for rejection' }).fill('The page sells a different product.');
    await reject.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(reject).toBeHidden();
    await expect(
      rejecting.getByRole('cell', { name: 'Rejected Reason: The page sells a different product.', exact: true }),
    ).toBeVisible();

    // The member's e-mail leads to their page, where the decision shows too.
    await rejecting.getByRole('link', { name: 'dieulinh.huynh1882@example.com' }).click();
    await expect(page).toHaveURL(/\/member\/usr_hezm5rdwk27xze9q0bas\?tab=product-links/);
    await expect(
      page.getByRole('listitem').filter({ hasText: TO_REJECT }).getByText('The page sells a different product.'),
    ).toBeVisible();
  });
});

test.describe('A member of the partner (vi)', () => {
  test.use({ uiLocale: 'vi', signedInAs: 'partner' });

  test('an unknown member shows "no account was found" in the page, with the way back to the members', async ({
    page,
    app,
  }) => {
    test.slow();
    await page.goto('/member/usr_not_a_member');
    // A deep link reopens the partner's stored demo (2,000 members) before the page: slow on a busy machine.
    await expect(page.getByRole('heading', { level: 1, name: 'Không tìm thấy tài khoản nào' })).toBeVisible({
      timeout: SLOW_MS,
    });
    await app.checkA11y();
    await page.getByRole('link', { name: 'Đến danh sách thành viên' }).click();
    await expect(page).toHaveURL(/\/partner-management-member$/);
  });
});
