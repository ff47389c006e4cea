import { test as base, expect, type Page } from '@playwright/test';

export type Locale = 'vi' | 'en';

/** A path with the scenario picked by URL, as QA links do. */
export const withScenario = (path: string, scenario: string): string => {
  const url = new URL(path, 'http://placeholder.invalid');
  url.searchParams.set('scenario', scenario);
  return `${url.pathname}${url.search}`;
};

const LABELS = {
  vi: {
    useDemo: 'Dùng tài khoản demo',
    logIn: 'Đăng nhập',
    email: 'Email',
    password: 'Mật khẩu',
    gotIt: 'Tôi đã hiểu',
  },
  en: { useDemo: 'Use demo account', logIn: 'Log in', email: 'Email', password: 'Password', gotIt: 'Got it' },
} as const;

export const test = base.extend<{ uiLocale: Locale; app: AppDriver }>({
  uiLocale: ['en', { option: true }],
  app: async ({ page, uiLocale }, use) => {
    // The stored language applies from the first render; a test can still switch it in the UI.
    await page.addInitScript((value) => {
      if (!window.localStorage.getItem('locale')) window.localStorage.setItem('locale', value);
    }, uiLocale);
    await use(new AppDriver(page, uiLocale));
  },
});

export class AppDriver {
  constructor(
    readonly page: Page,
    readonly locale: Locale,
  ) {}

  get labels() {
    return LABELS[this.locale];
  }

  /** Opens the login page of a scenario and signs in with its demo account. */
  async logInAs(scenario: string, loginPath = '/login'): Promise<void> {
    await this.page.goto(withScenario(loginPath, scenario));
    await this.logInWithDemoAccount();
  }

  async logInWithDemoAccount(): Promise<void> {
    await this.page.getByRole('button', { name: this.labels.useDemo }).click();
    await this.page.getByRole('button', { name: this.labels.logIn, exact: true }).click();
  }

  /** The shell greets a new session with the top-up tax announcement. */
  async dismissAnnouncement(): Promise<void> {
    await this.page.getByRole('dialog').getByRole('button', { name: this.labels.gotIt }).click();
  }

  accessToken(): Promise<string | null> {
    return this.page.evaluate(() => window.localStorage.getItem('accessToken'));
  }
}

export { expect };
