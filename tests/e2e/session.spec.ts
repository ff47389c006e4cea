import { EmailVerifiedSchema, UserSchema } from '@contract/users/users.schema';
import { DEFAULT_EMAIL_CODE } from '@mocks/scenario';
import type { Page } from '@playwright/test';
import { MOCK_CAPTCHA_TOKEN } from '@/lib/captcha/mock-token';
import { OPEN_REDIRECT_PAYLOADS } from '../fixtures/open-redirect-payloads';
import { readApi, waitForDemoApi } from './demo-api';
import { closeDemoPanel, openDemoPanel, pickEndpoint } from './demo-panel';
import { expect, test, withScenario, type Locale } from './fixtures';

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

/** verified-seller's account (scenarios/verified-seller.ts). */
const LAN = 'lan.nguyen@example.com';

/** The status the demo's API answers to `GET /api/users` sent with `token`, as another device would send it. */
const accountReadStatus = (page: Page, token: string) =>
  page.evaluate(
    async (bearer) => (await fetch('/api/users', { headers: { Authorization: `Bearer ${bearer}` } })).status,
    token,
  );

/** A second account in the same demo, registered and verified through the API: its e-mail and first session's token. */
const registerSecondAccount = async (page: Page) => {
  const email = 'minh.tran@example.com';
  const answer = await page.evaluate(
    async ({ email, captcha, code }) => {
      const post = (path: string, body: unknown) =>
        fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      const account = { email, name: 'Trần Minh', phone: '+84938765432', telegram: '@minhshop', password: 'secret123' };
      await post(`/api/users/register?captchaToken=${captcha}`, { ...account, acceptTerms: true });
      return (await post('/api/users/verify-email', { email, code })).json() as Promise<unknown>;
    },
    { email, captcha: MOCK_CAPTCHA_TOKEN, code: DEFAULT_EMAIL_CODE },
  );
  const session = EmailVerifiedSchema.parse(answer).session;
  if (!session) throw new Error('the verified registration answered no session');
  return { email, token: session.idToken };
};

/** The signed-in home, once the app has started the demo's API. */
const openHome = async (page: Page) => {
  await page.goto('/');
  await waitForDemoApi(page);
};

const SWITCH_TEXT = {
  en: {
    title: 'Switch account?',
    stay: (email: string) => `Stay as ${email}`,
    switch: (email: string) => `Switch to ${email}`,
  },
  vi: {
    title: 'Chuyển tài khoản?',
    stay: (email: string) => `Tiếp tục với ${email}`,
    switch: (email: string) => `Chuyển sang ${email}`,
  },
} as const satisfies Record<Locale, unknown>;

test.describe('Signing out and sign-in links', () => {
  test.use({ signedInAs: 'verified-seller' });

  const logOut = async (page: Page) => {
    await page.getByRole('button', { name: 'Your account' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
  };

  test('after Log out, the old token is refused by the server', async ({ app, page }) => {
    await openHome(page);
    const token = await app.accessToken();
    if (!token) throw new Error('not signed in');
    expect(await accountReadStatus(page, token)).toBe(200);

    await logOut(page);

    await expect(page).toHaveURL(/\/login$/);
    // The sign-out call is not waited for by the page; the server has it a moment later.
    await expect.poll(() => accountReadStatus(page, token)).toBe(401);
  });

  test('Log out still signs out locally when the server cannot be reached', async ({ app, page }) => {
    await page.goto('/');
    const host = { page, locale: 'en' } as const;
    const panel = await openDemoPanel(host, 'faults');
    await pickEndpoint(host, panel, 'users.logout');
    await panel.getByRole('combobox', { name: 'Answer' }).click();
    await page.getByRole('option', { name: 'Network failure', exact: true }).click();
    await panel.getByRole('button', { name: 'Apply to endpoint' }).click();
    await expect(panel.getByRole('button', { name: 'Remove fault on users.logout' })).toBeVisible();
    await closeDemoPanel(host, panel);

    await logOut(page);

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(await app.accessToken()).toBeNull();
    expect(await page.evaluate(() => Object.keys(window.localStorage))).toEqual(['locale']);
  });

  // One language stays and the other switches: each choice once, the dialog in both languages.
  for (const { locale, choice } of [
    { locale: 'vi', choice: 'stay' },
    { locale: 'en', choice: 'switch' },
  ] as const) {
    test.describe(`in ${locale}`, () => {
      test.use({ uiLocale: locale });

      test(`a link with another account's token asks before switching (${choice})`, async ({ app, page }) => {
        const text = SWITCH_TEXT[locale];
        await openHome(page);
        const first = await app.accessToken();
        const second = await registerSecondAccount(page);

        await page.goto(`/payment/add-fund?method=creditCard&id_token=${second.token}`);
        const dialog = page.getByRole('dialog', { name: text.title });
        await expect(dialog).toContainText(LAN);
        await expect(dialog).toContainText(second.email);
        // Held, not stored, and out of the address bar all the same.
        await expect(page).toHaveURL(/\/payment\/add-fund\?method=creditCard$/);
        expect(await app.accessToken()).toBe(first);
        const stay = dialog.getByRole('button', { name: text.stay(LAN) });
        await expect(stay).toBeFocused();

        if (choice === 'stay') {
          await stay.click();
          await expect(dialog).toBeHidden();
          expect(await app.accessToken()).toBe(first);
          expect((await readApi(page, '/api/users', UserSchema)).email).toBe(LAN);
        } else {
          await dialog.getByRole('button', { name: text.switch(second.email) }).click();
          await expect.poll(() => app.accessToken()).toBe(second.token);
          // The link's page, as the new account: it has not completed its information, so it is sent there.
          await expect(page).toHaveURL(/\/update-information$/);
          expect((await readApi(page, '/api/users', UserSchema)).email).toBe(second.email);
        }
      });
    });
  }
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
