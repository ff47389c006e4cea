import { Stack, Tabs } from '@mantine/core';
import type { BalanceTransaction } from '@contract/transactions/balance-transaction.schema';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { isFeatureOn } from '@/lib/feature-flags';
import { PageSkeleton } from '@/components/page-skeleton';
import { InvoiceDialog } from '../invoice/invoice-dialog';
import { searchForWalletTab, walletTabOf, WalletTabSchema, type WalletTab } from '../wallet-search';
import { AllocationTab } from './allocation-tab';
import { BalanceCard } from './balance-card';
import { UsedMethodsTab } from './used-methods-tab';

// The allocation tab opens first; the history (with its date picker) and the refunds load when asked for.
const TransactionHistory = lazy(() =>
  import('../history/transaction-history').then((module) => ({ default: module.TransactionHistory })),
);
const RefundHistory = lazy(() =>
  import('../refunds/refund-history').then((module) => ({ default: module.RefundHistory })),
);
const RefundRequestDialog = lazy(() =>
  import('../refunds/refund-request-dialog').then((module) => ({ default: module.RefundRequestDialog })),
);

const route = getRouteApi('/_auth/_verified/payment/');

/** The invoice dialog's top-ups; kept while it closes so it does not empty mid-animation. */
interface InvoiceRequest {
  transactions: BalanceTransaction[];
  opened: boolean;
}

/**
 * The wallet (spec section 2, "Balance and payment"): the balance and its actions on top, then
 * the allocation to ad accounts, the histories by type, the refunds and the methods used, one
 * tab each. The tab and each list's filters and paging are in the URL.
 */
export const WalletPage = () => {
  const { t } = useTranslation('wallet');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const refundsOn = isFeatureOn('refund');
  const invoiceOn = isFeatureOn('invoice');
  const [refundOpened, setRefundOpened] = useState(false);
  // Mounted from the first opening on, so it can animate closed.
  const [refundAsked, setRefundAsked] = useState(false);
  const openRefund = () => {
    setRefundAsked(true);
    setRefundOpened(true);
  };
  const [invoice, setInvoice] = useState<InvoiceRequest | null>(null);

  const tabs = WalletTabSchema.options.filter((tab) => tab !== 'refunds' || refundsOn);
  const requested = walletTabOf(search);
  const current: WalletTab = tabs.includes(requested) ? requested : 'allocation';
  const openTab = (value: string | null) => {
    const tab = WalletTabSchema.safeParse(value);
    if (tab.success) void navigate({ search: searchForWalletTab(tab.data), resetScroll: false });
  };
  const openInvoice = (transactions: BalanceTransaction[]) => setInvoice({ transactions, opened: true });

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} description={t('description')} />
      <BalanceCard onRequestRefund={refundsOn ? openRefund : undefined} />
      <Tabs value={current} onChange={openTab} keepMounted={false}>
        <Tabs.List aria-label={t('tabs.label')}>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="allocation" pt="lg">
          <AllocationTab />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="lg">
          <Suspense fallback={<PageSkeleton />}>
            <TransactionHistory onInvoice={invoiceOn ? openInvoice : undefined} />
          </Suspense>
        </Tabs.Panel>
        {refundsOn && (
          <Tabs.Panel value="refunds" pt="lg">
            <Suspense fallback={<PageSkeleton />}>
              <RefundHistory onRequestRefund={openRefund} />
            </Suspense>
          </Tabs.Panel>
        )}
        <Tabs.Panel value="methods" pt="lg">
          <UsedMethodsTab />
        </Tabs.Panel>
      </Tabs>
      {refundsOn && refundAsked && (
        <Suspense fallback={null}>
          <RefundRequestDialog opened={refundOpened} onClose={() => setRefundOpened(false)} />
        </Suspense>
      )}
      {invoiceOn && invoice && (
        <InvoiceDialog
          transactions={invoice.transactions}
          opened={invoice.opened}
          onClose={() => setInvoice((open) => open && { ...open, opened: false })}
        />
      )}
    </Stack>
  );
};
