import type { Locator, Page } from '@playwright/test';
import { expect, type AppDriver } from './fixtures';

/** The demo's scenario panel, as a sales person or QA engineer opens it, in both languages. */
export const DEMO_PANEL = {
  en: { open: 'Demo panel', title: 'Scenario panel', admin: 'Admin', faults: 'Faults', done: /^Done:/ },
  vi: { open: 'Bảng demo', title: 'Bảng kịch bản', admin: 'Quản trị', faults: 'Lỗi giả lập', done: /^Đã xong:/ },
} as const;

export const openDemoPanel = async (app: AppDriver, tab: 'admin' | 'faults'): Promise<Locator> => {
  const labels = DEMO_PANEL[app.locale];
  await app.page.getByRole('button', { name: labels.open }).click();
  const panel = app.page.getByRole('dialog', { name: labels.title });
  await panel.getByRole('tab', { name: labels[tab] }).click();
  return panel;
};

export const closeDemoPanel = async (app: AppDriver, panel: Locator): Promise<void> => {
  await app.page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
};

/** The panel's admin approves the first waiting item whose button matches `item`. */
export const adminApproves = async (app: AppDriver, item: RegExp): Promise<void> => {
  const panel = await openDemoPanel(app, 'admin');
  await panel.getByRole('button', { name: item }).first().click();
  await expect(app.page.getByText(DEMO_PANEL[app.locale].done).first()).toBeVisible();
  await closeDemoPanel(app, panel);
};

/** Picks an option of a select or combobox field. */
export const pickOption = async (page: Page, field: Locator, option: string | RegExp): Promise<void> => {
  await field.click();
  await page.getByRole('option', { name: option }).first().click();
};
