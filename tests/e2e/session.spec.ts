import { OPEN_REDIRECT_PAYLOADS } from '../fixtures/open-redirect-payloads';
import { expect, test, withScenario } from './fixtures';

test.describe('Session rules', () => {
  test('a deep link leads through login and back to the original page', async ({ app, page }) => {
    await page.goto(withScenario('/payment/add-fund?method=creditCard', 'verified-seller'));

    await expect(page).toHaveURL(/\/login\?redirect=/);
    await app.logInWithDemoAccount();

    await expect(page).toHaveURL(/\/payment\/add-fund\?method=creditCard$/);
  });

  // One page walks every payload: each is a fresh load of the login URL, signed out first.
  test('a login redirect off this site, in any of its disguises, stays on this site', async ({
    app,
    page,
    baseURL,
  }) => {
    // Eighteen sign-ins in one test: three times the usual budget.
    test.slow();
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      await test.step(`redirect=${JSON.stringify(payload)}`, async () => {
        await page.goto(`${withScenario('/login', 'verified-seller')}&redirect=${encodeURIComponent(payload)}`);
        await app.logInWithDemoAccount();

        await expect(page, `after a login with redirect=${JSON.stringify(payload)}`).toHaveURL(`${baseURL}/`);
        await page.evaluate(() => window.localStorage.removeItem('accessToken'));
      });
    }
  });

  test.describe('on the block page', () => {
    test('a blocked seller is sent to the block page by the API answer', async ({ app, page }) => {
      await app.logInAs('blocked-user');

      await expect(page).toHaveURL(/\/user-block$/);
      await expect(page.getByText('Abnormal activity was detected on your account')).toBeVisible();
    });
  });

  test('an unknown path leads to the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');

    await expect(page).toHaveURL(/\/error-404$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an id_token in the URL is stored and removed from the address bar', async ({ app, page }) => {
    await page.goto('/status?tab=methods&id_token=handed-over-token');

    await expect(page).toHaveURL(/\/status\?tab=methods$/);
    expect(await app.accessToken()).toBe('handed-over-token');
  });

  test('a token inside a base64 JSON session parameter is stored too', async ({ app, page }) => {
    const session = Buffer.from(JSON.stringify({ id_token: 'from-session' })).toString('base64');
    await page.goto(`/status?session=${encodeURIComponent(session)}`);

    await expect(page).toHaveURL(/\/status$/);
    expect(await app.accessToken()).toBe('from-session');
  });

  test('a signed-in session opened inside a frame is cleared and sent to register', async ({ app, page }) => {
    await app.logInAs('verified-seller');
    await expect(page).toHaveURL(/\/$/);
    // The shell is checked now, so no axe scan competes with the frame's start-up below.
    await app.checkA11y();

    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.src = '/payment';
      frame.name = 'embedded';
      frame.title = 'Embedded dashboard';
      document.body.append(frame);
    });

    await expect.poll(() => page.frame({ name: 'embedded' })?.url()).toMatch(/\/register$/);
    expect(await app.accessToken()).toBeNull();
  });

  test('a 401 while signed in clears storage and goes to login', async ({ app, page }) => {
    await app.logInAs('verified-seller');
    await expect(page).toHaveURL(/\/$/);

    await page.evaluate(() => window.localStorage.setItem('accessToken', 'revoked-token'));
    await page.goto('/my-ads-account');

    await expect(page).toHaveURL(/\/login/);
    expect(await app.accessToken()).toBeNull();
  });

  test('logging out clears storage but the chosen language, and goes to login', async ({ app, page }) => {
    await app.logInAs('verified-seller');
    await expect(page).toHaveURL(/\/$/);
    await app.dismissAnnouncement();

    await page.getByRole('button', { name: 'Your account' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();

    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => Object.keys(window.localStorage))).toEqual(['locale']);
  });
});

test.describe('Shell', () => {
  test('the top-up tax announcement shows once; its dismissal is remembered', async ({ app, page }) => {
    await app.logInAs('verified-seller');

    const announcement = page.getByRole('dialog', { name: 'Top-up tax notice' });
    await expect(announcement).toContainText('6%');
    await app.dismissAnnouncement();
    await expect(announcement).toBeHidden();

    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(announcement).toBeHidden();
  });

  test('the sidebar shows the seller pages and the support link', async ({ app, page }) => {
    await app.logInAs('verified-seller');
    await app.dismissAnnouncement();

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const label of ['Dashboard', 'My Ad Account', 'Payment', 'Profile']) {
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    }
    // The centre brand's first support channel in the fallback order is Messenger.
    await expect(page.getByRole('link', { name: 'Chat with support (opens in a new tab)' })).toHaveAttribute(
      'href',
      /^https:\/\/m\.me\//,
    );
    await nav.getByRole('link', { name: 'Payment' }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Wallet balance' })).toContainText('$1,250.40');
  });
});

test.describe('Language', () => {
  test.use({ uiLocale: 'vi' });

  test('the chosen language is kept across a reload', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Đăng nhập' })).toBeVisible();

    await page.getByRole('radiogroup', { name: 'Ngôn ngữ' }).getByText('English').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();

    await page.reload();

    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the service status page reads the configuration through the typed client', async ({ page }) => {
    await page.goto('/status');

    await expect(page.getByRole('heading', { level: 1, name: 'Tình trạng dịch vụ' })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row', { name: /Thẻ tín dụng/ })).toContainText('Khả dụng');
  });
});
