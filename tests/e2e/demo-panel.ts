import type { Locator, Page } from '@playwright/test';
import { expect, type Locale } from './fixtures';

/** The demo's scenario panel, as a sales person or QA engineer opens it, in both languages. */
export const DEMO_PANEL = {
  en: {
    open: 'Demo panel',
    title: 'Scenario panel',
    admin: 'Admin',
    faults: 'Faults',
    requests: 'Requests',
    time: 'Time',
    endpoint: 'Endpoint',
    done: /^Done:/,
    answer: 'Answer',
    lostAnswer: 'Lost answer (the server acts, the answer never arrives)',
    once: 'Only the next request',
    apply: 'Apply to endpoint',
  },
  vi: {
    open: 'Bảng demo',
    title: 'Bảng kịch bản',
    admin: 'Quản trị',
    faults: 'Lỗi giả lập',
    requests: 'Yêu cầu',
    time: 'Thời gian',
    endpoint: 'Endpoint',
    done: /^Đã xong:/,
    answer: 'Phản hồi',
    lostAnswer: 'Mất phản hồi (máy chủ vẫn xử lý, phản hồi không về)',
    once: 'Chỉ yêu cầu kế tiếp',
    apply: 'Áp dụng cho endpoint',
  },
} as const;

/** A tab of the panel a test works in. */
export type DemoPanelTab = 'admin' | 'faults' | 'requests' | 'time';

/** The page whose panel a helper drives, and the language of its labels: an AppDriver, or `{ page, locale }`. */
export interface DemoPanelHost {
  readonly page: Page;
  readonly locale: Locale;
}

/** Opens the panel from its button, on `tab` if given (else on the tab it opens on); returns the panel. */
export const openDemoPanel = async (host: DemoPanelHost, tab?: DemoPanelTab): Promise<Locator> => {
  const labels = DEMO_PANEL[host.locale];
  await host.page.getByRole('button', { name: labels.open }).click();
  const panel = host.page.getByRole('dialog', { name: labels.title });
  if (tab) {
    // A click while the panel opens can focus the tab without selecting it: again until it is selected.
    const tabButton = panel.getByRole('tab', { name: labels[tab] });
    await expect(async () => {
      await tabButton.click({ timeout: 5_000 });
      await expect(tabButton).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
    }).toPass();
  }
  return panel;
};

/** Closes the panel with Escape and waits until it is gone. */
export const closeDemoPanel = async (host: Pick<DemoPanelHost, 'page'>, panel: Locator): Promise<void> => {
  await host.page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
};

/** The panel's admin approves the first waiting item whose button matches `item`. */
export const adminApproves = async (host: DemoPanelHost, item: RegExp): Promise<void> => {
  const panel = await openDemoPanel(host, 'admin');
  await panel.getByRole('button', { name: item }).first().click();
  await expect(host.page.getByText(DEMO_PANEL[host.locale].done).first()).toBeVisible();
  await closeDemoPanel(host, panel);
};

/** Like adminApproves, but a string `item` is the whole name, and the button and the text `done` must each be one. */
export const adminApprovesOne = async (host: DemoPanelHost, item: string | RegExp, done: string): Promise<void> => {
  const panel = await openDemoPanel(host, 'admin');
  // NOTE: `exact` is ignored for a RegExp name.
  await panel.getByRole('button', { name: item, exact: true }).click();
  await expect(host.page.getByText(done)).toBeVisible();
  await closeDemoPanel(host, panel);
};

/**
 * Opens a select with `open` and picks `option`, again until the field holds it: on a busy
 * machine the list can close, or keep moving, while the option scrolls into view.
 */
const pickUntilHeld = async (
  page: Page,
  field: Locator,
  option: string | RegExp,
  open: () => Promise<void>,
): Promise<void> => {
  const choice = page.getByRole('option', { name: option }).first();
  await expect(async () => {
    if (!(await choice.isVisible())) await open();
    await choice.click({ timeout: 5_000 });
    await expect(field).toHaveValue(option, { timeout: 1_000 });
  }).toPass();
};

/** Picks an option of a select; the field then shows the option's label. */
export const pickOption = (page: Page, field: Locator, option: string | RegExp): Promise<void> =>
  pickUntilHeld(page, field, option, () => field.click());

/** Types `search` into a searchable select and picks `option`. */
export const searchAndPick = (page: Page, field: Locator, search: string, option: string | RegExp): Promise<void> =>
  pickUntilHeld(page, field, option, async () => {
    await field.click();
    await field.fill(search);
  });

/**
 * In the panel's Faults tab, picks the endpoint `routeKey` (e.g. "users.login") in the Endpoint field, again
 * until the field holds it: a fault applied without its endpoint is refused, and the request it was meant
 * for would go through.
 */
export const pickEndpoint = (host: DemoPanelHost, panel: Locator, routeKey: string): Promise<void> =>
  searchAndPick(
    host.page,
    panel.getByRole('combobox', { name: DEMO_PANEL[host.locale].endpoint }),
    routeKey,
    new RegExp(`^${routeKey.replaceAll('.', '\\.')} · `),
  );

/** The Faults tab: `routeKey` runs, then its answer is lost (the next one, or each one). */
export const loseAnswers = async (host: DemoPanelHost, routeKey: string, { once }: { once: boolean }) => {
  const labels = DEMO_PANEL[host.locale];
  const panel = await openDemoPanel(host, 'faults');
  await pickEndpoint(host, panel, routeKey);
  await pickOption(host.page, panel.getByRole('combobox', { name: labels.answer }), labels.lostAnswer);
  if (once) await panel.getByRole('checkbox', { name: labels.once }).check();
  await panel.getByRole('button', { name: labels.apply }).click();
  await expect(panel.getByRole('table').getByText(routeKey)).toBeVisible();
  await closeDemoPanel(host, panel);
};
