import { PlanIdSchema } from '@contract/common/enums.schema';
import { InvoiceListQuerySchema } from '@contract/plans/invoice-list-query.schema';
import { z } from 'zod';
import { listSearchSchema, pageOf } from '@/lib/list-search';

/** `/pricing?plan=…`: the plan being bought, so a link can open its checkout. */
export const PricingSearchSchema = z.object({ plan: PlanIdSchema.optional().catch(undefined) });

/** The lists of `/billing`, one tab each. */
export const BillingTabSchema = z.enum(['invoices', 'changes']);
export type BillingTab = z.infer<typeof BillingTabSchema>;

/**
 * `/billing`'s URL search: the tab, the invoices' status filter, and the open tab's page and
 * page size (the contract's invoice query fields); a bad value is dropped.
 */
export const BillingSearchSchema = listSearchSchema(InvoiceListQuerySchema).extend({
  tab: BillingTabSchema.optional().catch(undefined),
});
export type BillingSearch = z.infer<typeof BillingSearchSchema>;

export const billingTabOf = (search: Pick<BillingSearch, 'tab'>): BillingTab => search.tab ?? 'invoices';

/** Another tab opens on its first page, unfiltered; the default tab leaves `?tab=` out. */
export const searchForBillingTab = (tab: BillingTab): BillingSearch => ({
  tab: tab === 'invoices' ? undefined : tab,
});

export const invoiceQuery = (search: BillingSearch) => ({ status: search.status, ...pageOf(search) });

export const transitionQuery = (search: BillingSearch) => pageOf(search);
