import { withApiOptions } from '@contract/common/api-router';
import { paymentsContract } from '@contract/payments/payments.contract';
import type { QueryClient } from '@tanstack/react-query';
import { createDomainApi } from '@/lib/api';
import { ticketsKeys } from './tickets';
import { transactionsKeys } from './transactions';
import { usersKeys } from './users';

/** Every payment provider's calls: `paymentsApi.stripe.listCards`, `paymentsApi.vietqr.getVietqrPayment` … */
export const paymentsApi = createDomainApi(withApiOptions(paymentsContract));

export const paymentsKeys = {
  all: ['payments'] as const,
  cards: () => [...paymentsKeys.all, 'cards'] as const,
  cardMethodTypes: () => [...paymentsKeys.all, 'card-method-types'] as const,
  payoneer: () => [...paymentsKeys.all, 'payoneer'] as const,
  pendingTazapay: () => [...paymentsKeys.all, 'tazapay', 'pending'] as const,
  pendingLianlian: () => [...paymentsKeys.all, 'lianlian', 'pending'] as const,
  miningTokenPayments: () => [...paymentsKeys.all, 'token', 'mining'] as const,
  tokenVerification: (id: string) => [...paymentsKeys.all, 'token', 'verify', id] as const,
  localBanks: () => [...paymentsKeys.all, 'local-banks'] as const,
  vietqrPayment: (id: string) => [...paymentsKeys.all, 'vietqr', id] as const,
  recentBankNotification: (since: string | undefined) =>
    [...paymentsKeys.all, 'local-bank-notification', since ?? null] as const,
};

export const savedCardsOptions = () => ({ queryKey: paymentsKeys.cards() });
export const payoneerAccountOptions = () => ({ queryKey: paymentsKeys.payoneer() });
export const pendingTazapayOptions = () => ({ queryKey: paymentsKeys.pendingTazapay() });
export const pendingLianlianOptions = () => ({ queryKey: paymentsKeys.pendingLianlian() });
export const miningTokenPaymentsOptions = () => ({ queryKey: paymentsKeys.miningTokenPayments() });
export const localBanksOptions = () => ({ queryKey: paymentsKeys.localBanks(), staleTime: Infinity });
export const vietqrPaymentOptions = (id: string) => ({
  queryKey: paymentsKeys.vietqrPayment(id),
  queryData: { params: { id } },
});
export const recentBankNotificationOptions = (since?: string) => ({
  queryKey: paymentsKeys.recentBankNotification(since),
  queryData: { query: since === undefined ? {} : { since } },
});

/**
 * What a top-up (or its ticket) changes: the wallet, its history and methods used, the
 * tickets, and the provider's own pending payments. Every payment method calls it once the
 * server has answered.
 */
export const invalidateAfterTopUp = (queryClient: QueryClient): Promise<unknown> =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: usersKeys.me() }),
    queryClient.invalidateQueries({ queryKey: transactionsKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: transactionsKeys.summaries() }),
    queryClient.invalidateQueries({ queryKey: transactionsKeys.usedPaymentMethods() }),
    queryClient.invalidateQueries({ queryKey: ticketsKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: paymentsKeys.all }),
  ]);
