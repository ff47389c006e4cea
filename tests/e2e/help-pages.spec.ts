import { expect, test, type AppDriver } from './fixtures';
import { SLOW_MS } from './support';

/** Signs in straight to a help page (the login's redirect), so each test sees only the screens it is about. */
const logInTo = async (app: AppDriver, scenario: string, path: string) => {
  await app.logInAs(scenario, `/login?redirect=${encodeURIComponent(path)}`);
  await expect(app.page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`), { timeout: SLOW_MS });
  await app.dismissAnnouncement();
};

test.describe('FAQ', () => {
  test.describe('in Vietnamese', () => {
    test.use({ uiLocale: 'vi' });

    test('typing without accents filters the questions, the URL keeps the search and a reload shows the same view', async ({
      app,
      page,
    }) => {
      // Signs in, then reloads: the demo starts its mock backend twice.
      test.slow();
      await logInTo(app, 'verified-seller', '/user-guide');
      await page
        .getByRole('navigation', { name: 'Điều hướng chính' })
        .getByRole('link', { name: 'Câu hỏi thường gặp' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Câu hỏi thường gặp' })).toBeVisible();
      await expect(page).toHaveTitle(/^Câu hỏi thường gặp · /);

      const search = page.getByRole('textbox', { name: 'Tìm câu hỏi' });
      await search.pressSequentially('thue');

      await expect(page).toHaveURL(/\/faq\?q=thue$/);
      const taxQuestion = page.getByRole('button', { name: 'Nạp tiền có bị tính thuế không?' });
      await expect(taxQuestion).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText(/mỗi lần nạp tiền chịu thuế 6%/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Thanh toán bằng USDT mất bao lâu?' })).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: 'Số câu hỏi phù hợp' })).toHaveText(
        'Số câu hỏi phù hợp: 1',
      );

      await page.reload();

      await expect(page.getByRole('textbox', { name: 'Tìm câu hỏi' })).toHaveValue('thue', { timeout: SLOW_MS });
      await expect(taxQuestion).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('button', { name: 'Thanh toán bằng USDT mất bao lâu?' })).toBeHidden();
    });
  });

  test('a shared link opens the same search in English, and clearing a search with no results shows every group again', async ({
    app,
    page,
  }) => {
    // Signs in and searches twice: each search is a new address, checked by axe like any screen.
    test.slow();
    await logInTo(app, 'verified-seller', '/faq?q=refund');

    await expect(page.getByRole('textbox', { name: 'Search the questions' })).toHaveValue('refund');
    await expect(page.getByRole('heading', { level: 2, name: 'Refunds' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'The wallet and top-ups' })).toBeHidden();

    const search = page.getByRole('textbox', { name: 'Search the questions' });
    await search.fill('no such question');
    await expect(page).toHaveURL(/\/faq\?q=no(%20|\+)such(%20|\+)question$/);
    await expect(page.getByText('No questions match “no such question”')).toBeVisible();

    await page.getByRole('button', { name: 'Clear search', exact: true }).click();

    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 2, name: 'The wallet and top-ups' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Visit the help centre/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: /Chat with support/ }).first()).toHaveAttribute('href', /^https:\/\//);
  });
});

test.describe('Guides', () => {
  test('the platform page explains the agency account and leads to the connect step and the user guide', async ({
    app,
    page,
  }) => {
    await logInTo(app, 'verified-seller', '/platform');

    await expect(page.getByRole('heading', { level: 1, name: 'The short-video ad platform' })).toBeVisible();
    await expect(page).toHaveTitle(/^Platform · /);
    await expect(page.getByRole('heading', { level: 3, name: 'No spending limits' })).toBeVisible();
    const steps = page.getByRole('list').filter({ hasText: 'Connect your platform account' });
    await expect(steps.getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('link', { name: /Read the user guide/ })).toHaveAttribute('rel', 'noopener noreferrer');

    await page.getByRole('link', { name: 'Connect your platform account' }).click();

    await expect(page).toHaveURL(/\/my-ads-account\?tab=setup$/);
  });

  test('the user guide opens the brand guide for each topic and links the page where it happens', async ({
    app,
    page,
  }) => {
    await logInTo(app, 'verified-seller', '/user-guide');

    await expect(page.getByRole('heading', { level: 1, name: 'User guide' })).toBeVisible();
    const topics = page.getByRole('article');
    await expect(topics).toHaveCount(7);
    const funding = topics.filter({ has: page.getByRole('heading', { name: 'Funding the wallet' }) });
    const guide = funding.getByRole('link', { name: /^Read the guide\s*: Funding the wallet \(opens in a new tab\)$/ });
    await expect(guide).toHaveAttribute('href', /^https:\/\//);
    await expect(guide).toHaveAttribute('target', '_blank');
    await expect(guide).toHaveAttribute('rel', 'noopener noreferrer');

    await expect(funding.getByRole('link', { name: 'Go to Add funds' })).toHaveAttribute('href', '/payment/add-fund');

    await page.getByRole('link', { name: 'Browse the FAQs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  });
});

/** The header's support link under the ADREACH variant (its contacts replace the brand's), and the centre brand's own. */
const ADREACH_SUPPORT = 'https://t.me/adreach_support';
const CENTRE_SUPPORT = /^https:\/\/m\.me\//;

/**
 * Waits until the survey has decided, so that its absence then proves something: the shell shows
 * the seller and the server's configuration (the support link follows the system variant), which
 * is all the survey decides on; its texts are the user guide's. Then the page settles (the fixture's
 * axe check waits for quiet network, DOM and animations), so a survey on its way, its chunk and its
 * enter delay, would be on screen by then.
 */
const expectSurveyDecided = async (app: AppDriver, supportHref: string | RegExp) => {
  const header = app.page.getByRole('banner');
  await expect(header.getByRole('button', { name: /Your account/ })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Chat with support (opens in a new tab)' })).toHaveAttribute(
    'href',
    supportHref,
  );
  await app.checkA11y();
};

test.describe('Exclusive-partner survey', () => {
  test('an ADREACH seller gets the survey after the announcement, must choose, and is not asked again', async ({
    app,
    page,
  }) => {
    // Signs in, then reloads: the demo starts its mock backend twice.
    test.slow();
    await app.logInAs('adreach-variant', '/login?redirect=%2Fuser-guide');
    await expect(page.getByRole('dialog', { name: 'Top-up tax notice' })).toBeVisible({ timeout: SLOW_MS });
    const survey = page.getByRole('dialog', { name: 'A quick question' });
    await expect(survey).toBeHidden();

    await app.dismissAnnouncement();
    await expect(survey).toBeVisible();
    await survey.getByRole('button', { name: 'Send' }).click();
    await expect(survey.getByRole('alert')).toHaveText('Please choose information for this survey.');

    await survey.getByRole('radio', { name: 'Social media or an online community' }).check();
    await survey.getByRole('button', { name: 'Send' }).click();

    await expect(survey).toBeHidden();
    await expect(page.getByText(/Your answer has been sent to the .+ team\./)).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'User guide' })).toBeVisible({ timeout: SLOW_MS });
    await expectSurveyDecided(app, ADREACH_SUPPORT);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('sellers outside the ADREACH variant are never asked', async ({ app, page }) => {
    await logInTo(app, 'verified-seller', '/user-guide');
    await expect(page.getByRole('heading', { level: 1, name: 'User guide' })).toBeVisible();

    await expectSurveyDecided(app, CENTRE_SUPPORT);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
