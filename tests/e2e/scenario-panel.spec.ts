import type { Page } from '@playwright/test';
import { DEMO_PANEL, openDemoPanel, pickEndpoint, type DemoPanelTab } from './demo-panel';
import { expect, test, withScenario, type AppDriver } from './fixtures';

/** Opens the panel (on a tab) and checks it with axe, as every tab is a screen of its own. */
const openPanel = async (app: AppDriver, tab?: DemoPanelTab) => {
  const panel = await openDemoPanel(app);
  await expect(panel).toBeVisible();
  if (tab) await panel.getByRole('tab', { name: DEMO_PANEL[app.locale][tab] }).click();
  await app.checkA11y();
  return panel;
};

/** Five wrong passwords lock the demo account for 10 minutes: a change of backend state the test can see. */
const lockOut = async (page: Page) => {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.getByRole('textbox', { name: 'Email' }).fill('lan.nguyen@example.com');
    await page.getByRole('textbox', { name: 'Password' }).fill('wrong-password');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText(/Incorrect email or password|Too many failures/).first()).toBeVisible();
  }
  await page.getByRole('textbox', { name: 'Password' }).fill('demo1234');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Too many failures, please try again in 10 minutes.')).toBeVisible();
};

test.describe('The scenario panel', () => {
  test('switches the scenario for the whole demo, and the login page follows', async ({ app, page }) => {
    await page.goto(withScenario('/login', 'new-seller'));
    await expect(page.getByText('minhanh.tran@example.com')).toBeVisible();

    const panel = await openPanel(app);
    await expect(panel.getByRole('heading', { name: 'New seller' })).toBeVisible();
    await panel.getByRole('combobox', { name: 'Scenario' }).click();
    await page.getByRole('option', { name: /Verified seller/ }).click();
    await panel.getByRole('button', { name: 'Switch scenario' }).click();

    await expect(page.getByText('lan.nguyen@example.com')).toBeVisible();
    await app.logInWithDemoAccount();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  test('resets the demo from the panel after asking', async ({ app, page }) => {
    await page.goto(withScenario('/login', 'verified-seller'));
    await lockOut(page);

    const panel = await openPanel(app);
    await panel.getByRole('button', { name: 'Reset the demo' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reset the demo?' });
    await confirm.getByRole('button', { name: 'Reset', exact: true }).click();
    await app.logInWithDemoAccount();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  test('resets the demo by URL', async ({ app, page }) => {
    await page.goto(withScenario('/login', 'verified-seller'));
    await lockOut(page);
    await page.goto('/login?reset');
    await app.logInWithDemoAccount();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  test('a change in one tab is seen by another tab of the demo', async ({ app, context, page }) => {
    await page.goto(withScenario('/login', 'verified-seller'));
    const other = await context.newPage();
    await other.addInitScript(() => window.localStorage.setItem('locale', 'en'));
    await other.goto('/login');

    await lockOut(page);

    await app.forPage(other).logInWithDemoAccount();
    await expect(other.getByText('Too many failures, please try again in 10 minutes.')).toBeVisible();
  });

  test('moves the simulated clock and reports what fell due', async ({ app }) => {
    await app.logInAs('trialing-user');
    await app.dismissAnnouncement();

    const panel = await openPanel(app, 'time');
    await expect(panel.getByText('In step with real time')).toBeVisible();
    await panel.getByRole('button', { name: '+15 d' }).click();

    await expect(panel.getByText('360 h ahead of real time')).toBeVisible();
    const report = panel.getByRole('table', { name: 'What fell due' });
    await expect(report.getByRole('row', { name: /Subscriptions changed/ })).toContainText('1');

    await panel.getByLabel('How far').fill('');
    await panel.getByRole('button', { name: 'Move the clock' }).click();
    await expect(panel.getByText('Enter a whole number from 1 to 365.')).toBeVisible();
  });

  test('acts as the admin: a rejection needs a reason, then the item leaves the list', async ({ app, page }) => {
    await app.logInAs('verified-seller');
    await app.dismissAnnouncement();

    const panel = await openPanel(app, 'admin');
    await expect(panel.getByRole('table', { name: 'Items waiting for an admin' }).getByRole('row')).toHaveCount(3);
    await panel.getByRole('button', { name: /^Reject: Product link/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject: Product link' });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByText('This field is required.')).toBeVisible();
    await dialog.getByLabel(/Reason the seller sees/).fill('The page sells counterfeit goods.');
    await dialog.getByRole('button', { name: 'Reject' }).click();

    await expect(page.getByText('Done: Product link')).toBeVisible();
    await panel.getByRole('button', { name: /^Approve: Ad account request/ }).click();
    await expect(panel.getByText('Nothing waits for an admin.')).toBeVisible();
  });

  test('injects a failure on an endpoint, logs it, and removes it', async ({ app, page }) => {
    await page.goto(withScenario('/login', 'verified-seller'));
    const panel = await openPanel(app, 'faults');
    await pickEndpoint(app, panel, 'users.login');
    await panel.getByRole('button', { name: 'Apply to endpoint' }).click();
    await expect(panel.getByText('500 server error')).toBeVisible();
    await page.keyboard.press('Escape');

    await app.logInWithDemoAccount();
    await expect(page.getByText('Something went wrong on our side. Please try again later.')).toBeVisible();

    const reopened = await openPanel(app, 'requests');
    const row = reopened.getByRole('row', { name: /POST \/api\/users\/login/ }).first();
    await expect(row).toContainText('500');
    await expect(row).toContainText('injected');

    await reopened.getByRole('tab', { name: 'Faults' }).click();
    await reopened.getByRole('button', { name: 'Remove fault on users.login' }).click();
    await expect(reopened.getByText('No fault is injected.')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  test.describe('in Vietnamese', () => {
    test.use({ uiLocale: 'vi' });

    test('the panel speaks Vietnamese', async ({ page }) => {
      await page.goto(withScenario('/login', 'new-seller'));
      await page.getByRole('button', { name: 'Bảng demo' }).click();
      const panel = page.getByRole('dialog', { name: 'Bảng kịch bản' });
      await expect(panel.getByRole('heading', { name: 'Người bán mới' })).toBeVisible();
      await expect(panel.getByText(/^Trần Minh Anh đã xác minh e-mail một giờ trước/).first()).toBeVisible();
      await expect(panel.getByRole('tab', { name: 'Thời gian' })).toBeVisible();
      await panel.getByRole('tab', { name: 'Quản trị' }).click();
      await expect(panel.getByText('Không có việc nào chờ quản trị viên.')).toBeVisible();
    });
  });
});
