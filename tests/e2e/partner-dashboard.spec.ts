import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForDemoApi } from './demo-api';
import { money } from './support';

/*
 * The partner dashboard (/partner-management): totals and charts of one period, read from the
 * demo's mock backend (the partner scenario: 2,000 members over the last twelve months).
 */

test.use({ uiLocale: 'en', signedInAs: 'partner' });

/** The mock counts days and months in the app's timezone (Vietnam). */
const TIMEZONE = 'Asia/Ho_Chi_Minh';

const today = () => {
  const [year = 0, month = 0, day = 0] = new Intl.DateTimeFormat('en-CA', { timeZone: TIMEZONE })
    .format(new Date())
    .split('-')
    .map(Number);
  return { year, month, day };
};

const count = (value: number) => value.toLocaleString('en');
const monthName = (year: number, month: number) =>
  new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );

interface Statistics {
  members: {
    statisticsUser: Array<{ status: 'active' | 'blocked'; day: number | null; total: number }>;
    totalUsers: number;
  };
  adAccounts: {
    adsAccounts: {
      totalAdsAccounts: number;
      monthlyTotalAdsAccount: number;
      monthlyStatisticsAdsAccount: Array<{ day: number | null; month: number; total: number }>;
    };
  };
  spendingDeposit: { deposits: { totalSpending: number; totalDeposit: number } };
  planCharged: { totalAmount: number; totalUser: number };
}

/** The four statistics of a period, as the signed-in partner's browser gets them from the mock. */
const readStatistics = async (page: Page, query: Record<string, number | string>): Promise<Statistics> => {
  await waitForDemoApi(page);
  return page.evaluate(async (params) => {
    const search = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
    const read = async (path: string) => {
      const response = await fetch(`/api/partnership/statistics/${path}?${search.toString()}`, {
        headers: { Authorization: `Bearer ${window.localStorage.getItem('accessToken') ?? ''}` },
      });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return (await response.json()) as unknown;
    };
    const [members, adAccounts, spendingDeposit, planCharged] = await Promise.all(
      ['members', 'ads-accounts', 'spending-deposit', 'plan-charged'].map(read),
    );
    return { members, adAccounts, spendingDeposit, planCharged } as Statistics;
  }, query);
};

const joined = (statistics: Statistics, status: 'active' | 'blocked') =>
  statistics.members.statisticsUser
    .filter((entry) => entry.status === status)
    .reduce((sum, entry) => sum + entry.total, 0);

/** The five totals say what the API says for the period. */
const expectFigures = async (page: Page, statistics: Statistics, period: string) => {
  const figure = (name: string) => page.getByRole('group', { name, exact: true });
  await expect(figure('Members')).toContainText(count(statistics.members.totalUsers));
  await expect(figure('Members')).toContainText(
    `New in ${period}: ${count(joined(statistics, 'active'))} active, ${count(joined(statistics, 'blocked'))} blocked`,
  );
  const { adsAccounts } = statistics.adAccounts;
  await expect(figure('Ad accounts')).toContainText(count(adsAccounts.totalAdsAccounts));
  await expect(figure('Ad accounts')).toContainText(`${count(adsAccounts.monthlyTotalAdsAccount)} opened in ${period}`);
  await expect(figure('Spending')).toContainText(money(statistics.spendingDeposit.deposits.totalSpending, 'en'));
  await expect(figure('Deposits')).toContainText(money(statistics.spendingDeposit.deposits.totalDeposit, 'en'));
  await expect(figure('Plan charges')).toContainText(money(statistics.planCharged.totalAmount, 'en'));
  await expect(figure('Plan charges')).toContainText(`${count(statistics.planCharged.totalUser)} member`);
};

const openDashboard = async (page: Page, path = '/partner-management') => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Partner dashboard' })).toBeVisible({ timeout: 30_000 });
};

test.describe('Partner dashboard', () => {
  test("the partner sees this month's totals and charts as the mock counts them, up to today", async ({
    page,
    app,
  }) => {
    // The first sign-in of the worker seeds the partner's 2,000 members in the browser.
    test.slow();
    await openDashboard(page);
    const now = today();
    const statistics = await readStatistics(page, {
      period: 'day',
      year: now.year,
      month: now.month,
      limitDay: now.day,
    });
    expect(statistics.members.totalUsers).toBe(2_000);
    await expectFigures(page, statistics, monthName(now.year, now.month));

    // The chart's table has a row per day up to today, and shows on demand.
    const adAccounts = page.getByRole('region', { name: 'Ad accounts opened' });
    await adAccounts.getByRole('button', { name: 'Show as table' }).click();
    const table = adAccounts.getByRole('table', { name: 'Ad accounts opened' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(now.day + 1);
    const opened = statistics.adAccounts.adsAccounts.monthlyStatisticsAdsAccount;
    await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText(
      count(opened.find((entry) => entry.day === 1)?.total ?? 0),
    );
    await expect(adAccounts.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
    await app.checkA11y();
  });

  test('a period picked by month of a year, then by day of a month, stays in the URL across a reload', async ({
    page,
  }) => {
    await openDashboard(page);
    const lastYear = today().year - 1;
    await page.getByRole('radiogroup', { name: 'Count by' }).getByText('Month of a year').click();
    await expect(page).toHaveURL(/period=month/);
    await page.getByRole('combobox', { name: 'Year' }).selectOption(String(lastYear));
    await expect(page).toHaveURL(new RegExp(`year=${lastYear}`));
    // A past year has all twelve months.
    await expect(page.getByRole('table', { name: 'New members' }).getByRole('row')).toHaveCount(13);
    await expectFigures(page, await readStatistics(page, { period: 'month', year: lastYear }), String(lastYear));

    await page.getByRole('radiogroup', { name: 'Count by' }).getByText('Day of a month').click();
    await page.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'February' });
    await expect(page).toHaveURL(/month=2/);
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page).toHaveURL(/month=3/);

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Month' })).toHaveValue('3', { timeout: 30_000 });
    await expect(page.getByRole('radio', { name: 'Day of a month' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Year' })).toHaveValue(String(lastYear));
    await expect(page.getByRole('table', { name: 'New members' }).getByRole('row')).toHaveCount(32);
    const march = await readStatistics(page, { period: 'day', year: lastYear, month: 3 });
    await expectFigures(page, march, monthName(lastYear, 3));
  });

  test('a day with no data shows 0 in the chart, and a period with none at all says so', async ({ page, app }) => {
    await openDashboard(page);
    // The oldest months of the scenario are the quietest: find a day nobody opened an ad account.
    const now = today();
    let found: { year: number; month: number; day: number } | undefined;
    for (let back = 11; back >= 1 && !found; back -= 1) {
      const index = now.year * 12 + now.month - 1 - back;
      const period = { year: Math.floor(index / 12), month: (index % 12) + 1 };
      const statistics = await readStatistics(page, { period: 'day', ...period });
      const entries = statistics.adAccounts.adsAccounts.monthlyStatisticsAdsAccount;
      const quiet = entries.find((entry) => entry.total === 0);
      if (quiet?.day && statistics.adAccounts.adsAccounts.monthlyTotalAdsAccount > 0)
        found = { ...period, day: quiet.day };
    }
    if (!found) throw new Error('The scenario has no day without a new ad account');

    await openDashboard(page, `/partner-management?year=${found.year}&month=${found.month}`);
    const table = page.getByRole('table', { name: 'Ad accounts opened' });
    await expect(table.getByRole('row').nth(found.day).getByRole('cell')).toHaveText('0');
    await expect(page.getByText(`No activity in ${monthName(found.year, found.month)}`)).toHaveCount(0);

    // Two years back the partner had no members yet: every figure and every day is zero.
    const quietYear = now.year - 2;
    await openDashboard(page, `/partner-management?year=${quietYear}&month=1`);
    await expect(page.getByText(`No activity in ${monthName(quietYear, 1)}`)).toBeVisible();
    const members = page.getByRole('table', { name: 'New members' });
    await expect(members.getByRole('row')).toHaveCount(32);
    await expect(members.getByRole('row').nth(15).getByRole('cell')).toHaveText(['0', '0']);
    await app.checkA11y();
  });
});
