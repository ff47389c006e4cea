// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { getI18n } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import { DueWorkTable } from '@/features/scenario-panel/components/clock-tab';
import { registerDemoTranslations } from '@/features/scenario-panel/translations';
import { changeLocale } from '@/lib/i18n';
import { formatUsdCents } from '@/lib/money';
import { renderKit, setupKitTests } from '../kit/kit-test-utils';

vi.mock('@/lib/config', async (importOriginal) => {
  const { mockedConfigModule } = await import('../shell/test-config');
  return mockedConfigModule(await importOriginal<typeof ConfigModule>());
});

setupKitTests();
beforeAll(() => registerDemoTranslations(getI18n()));

const report = {
  subscriptionsChanged: 1,
  giftCodesSettled: 0,
  refundsCompleted: 2,
  paymentsSettled: 0,
  paymentsExpired: 3,
  adSpendCents: 123_456,
};

/** The table's rows as [header, value] pairs, as a screen reader reads them. */
const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);

describe('the time tab’s report', () => {
  it('ends with what the ad accounts spent, in Vietnamese', () => {
    renderKit(<DueWorkTable report={report} />);
    expect(screen.getByRole('table', { name: 'Những việc đến hạn' })).toBeTruthy();
    expect(rows().at(-1)).toEqual(['Chi tiêu quảng cáo', formatUsdCents(123_456, 'vi')]);
  });

  it('lists every count and the ad spend in English', async () => {
    await changeLocale('en');
    renderKit(<DueWorkTable report={report} />);
    expect(rows()).toEqual([
      ['Subscriptions changed', '1'],
      ['Gift codes settled', '0'],
      ['Refunds completed', '2'],
      ['Payments settled', '0'],
      ['Checkouts expired', '3'],
      ['Ad spend', '$1,234.56'],
    ]);
    await changeLocale('vi');
  });
});
