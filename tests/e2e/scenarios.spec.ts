import { expect, test } from './fixtures';

/** Scenarios whose demo account signs in to the shell (blocked and maintenance have their own tests). */
const SIGN_IN_SCENARIOS = [
  'new-seller',
  'verified-seller',
  'trialing-user',
  'out-of-trial',
  'tazapay-in-progress',
  'partner',
  'adreach-variant',
  'rejected-setup-cost',
  'older-seller',
];

test.describe('Scenarios by URL', () => {
  for (const scenario of SIGN_IN_SCENARIOS) {
    test(`the ${scenario} scenario opens by URL and its demo account signs in`, async ({ app, page }) => {
      await app.logInAs(scenario);

      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      expect(await app.accessToken()).not.toBeNull();
    });
  }

  test('switching scenario by URL resets the data to that scenario', async ({ app, page }) => {
    await app.logInAs('verified-seller');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

    await page.goto('/login?scenario=trialing-user');
    await expect(page.getByText('hoang.pham@example.com')).toBeVisible();
    await expect(page.getByText('lan.nguyen@example.com')).toBeHidden();
  });
});
