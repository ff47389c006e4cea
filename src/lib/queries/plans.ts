import { withApiOptions } from '@contract/common/api-router';
import { plansContract } from '@contract/plans/plans.contract';
import {
  InvoiceListQuerySchema,
  SubscriptionTransitionQuerySchema,
  type InvoiceListQuery,
  type SubscriptionTransitionQuery,
} from '@contract/plans/plans.schema';
import type { z } from 'zod';
import { createDomainApi } from '@/lib/api';

/** Plans and the seller's subscription: prices, valid prices, subscription, invoices, transitions. */
export const plansApi = createDomainApi(withApiOptions(plansContract));

export const plansKeys = {
  all: ['plans'] as const,
  prices: () => [...plansKeys.all, 'prices'] as const,
  validPrices: () => [...plansKeys.all, 'valid-prices'] as const,
  subscription: () => [...plansKeys.all, 'subscription'] as const,
  invoiceLists: () => [...plansKeys.all, 'invoices'] as const,
  invoices: (query: InvoiceListQuery) => [...plansKeys.invoiceLists(), query] as const,
  transitionLists: () => [...plansKeys.all, 'transitions'] as const,
  transitions: (query: SubscriptionTransitionQuery) => [...plansKeys.transitionLists(), query] as const,
};

/** Every plan with its price (the catalogue). */
export const plansOptions = () => ({ queryKey: plansKeys.prices() });

/** The plans this seller may choose now, with the trial offer and the current plan marked. */
export const validPricesOptions = () => ({ queryKey: plansKeys.validPrices() });

/** The seller's subscription, null when they never subscribed. */
export const mySubscriptionOptions = () => ({ queryKey: plansKeys.subscription() });

/** One page of the billing history. */
export const invoicesOptions = (search: z.input<typeof InvoiceListQuerySchema>) => {
  const query = InvoiceListQuerySchema.parse(search);
  return { queryKey: plansKeys.invoices(query), queryData: { query } };
};

/** One page of the subscription's status changes. */
export const transitionsOptions = (search: z.input<typeof SubscriptionTransitionQuerySchema>) => {
  const query = SubscriptionTransitionQuerySchema.parse(search);
  return { queryKey: plansKeys.transitions(query), queryData: { query } };
};
