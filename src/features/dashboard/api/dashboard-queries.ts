import { MAX_PAGE_SIZE } from '@contract/common/paging.schema';
import { queryOptions } from '@tanstack/react-query';
import { bodyOf } from '@/lib/api';
import { getAppConfig } from '@/lib/config';
import { collectAllRows } from '@/lib/csv-export';
import { transactionsApi, transactionsKeys } from '@/lib/queries/transactions';
import { dailyWalletMovements } from '../wallet-movements';

/**
 * The wallet's moves of the last 30 days summed per day, read from every page of the
 * history. Under the transactions key, so a wallet mutation that invalidates the history
 * refreshes the chart too.
 */
export const walletMovementsOptions = () =>
  queryOptions({
    queryKey: transactionsKeys.summary('daily-last-30-days'),
    queryFn: async () => {
      const rows = await collectAllRows(
        async (page, limit) =>
          bodyOf(
            await transactionsApi.listTransactions.query({ query: { page, limit, datePreset: 'last_30_days' } }),
            200,
          ),
        undefined,
        MAX_PAGE_SIZE,
      );
      return dailyWalletMovements(rows, { now: new Date(), timezone: getAppConfig().timezone });
    },
  });
