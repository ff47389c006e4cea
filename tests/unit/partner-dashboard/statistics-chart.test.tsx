// @vitest-environment happy-dom
import type { AdAccountStatistics } from '@contract/partnership/partnership.schema';
import { createConfiguration } from '@mocks/factories/configuration';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import { AdAccountsChart } from '@/features/partner-dashboard/components/statistics-charts';
import { loadScreenNamespaces } from '@/lib/i18n';
import { api, renderKit, setupKitTests } from '../kit/kit-test-utils';

vi.mock('@/lib/config', async (importOriginal) => {
  const { mockedConfigModule } = await import('../shell/test-config');
  return mockedConfigModule(await importOriginal<typeof ConfigModule>());
});

const server = setupKitTests({ locale: 'en' });

beforeAll(async () => {
  await loadScreenNamespaces('partner-dashboard');
});

const QUERY = { period: 'day', year: 2025, month: 2, limitDay: 5 } as const;

/** A server that reports only the days something happened on. */
const sparse: AdAccountStatistics = {
  adsAccounts: {
    totalAdsAccounts: 40,
    monthlyTotalAdsAccount: 5,
    monthlyStatisticsAdsAccount: [
      { day: 2, month: 2, total: 3 },
      { day: 4, month: 2, total: 2 },
    ],
  },
};

describe('a partner dashboard chart', () => {
  it('lists every day of the period in its table, 0 where the server reported nothing', async () => {
    server.use(http.get(api('/api/partnership/statistics/ads-accounts'), () => HttpResponse.json(sparse)));
    renderKit(<AdAccountsChart query={QUERY} />);

    const toggle = await screen.findByRole('button', { name: 'Show as table' });
    const table = screen.getByRole('table', { name: 'Ad accounts opened' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'February 1',
      'February 2',
      'February 3',
      'February 4',
      'February 5',
    ]);
    expect(rows.map((row) => within(row).getByRole('cell').textContent)).toEqual(['0', '3', '0', '2', '0']);

    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide table' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows its own error with a retry that loads it again', async () => {
    let calls = 0;
    server.use(
      // The error's support link follows the configuration.
      http.get(api('/api/configuration/value'), () => HttpResponse.json(createConfiguration())),
      http.get(api('/api/partnership/statistics/ads-accounts'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { code: 'error.service', messageCode: 'error.service', message: 'Statistics are unavailable' },
              { status: 500 },
            )
          : HttpResponse.json(sparse);
      }),
    );
    renderKit(<AdAccountsChart query={QUERY} />);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Statistics are unavailable');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Ad accounts opened' })).toBeTruthy();
  });
});
