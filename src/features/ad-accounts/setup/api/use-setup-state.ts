import {
  countAdAccountsInUse,
  failingCreationGates,
  type AdAccountCreationGate,
} from '@contract/ad-accounts/ad-account-creation';
import type { BusinessCentre } from '@contract/business-centres/business-centres.schema';
import type { ProductLink } from '@contract/product-links/product-links.schema';
import type { User } from '@contract/users/users.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getAppConfig } from '@/lib/config';
import { adAccountsApi } from '@/lib/queries/ad-accounts';
import { businessCentresApi, listBusinessCentresOptions } from '@/lib/queries/business-centres';
import { productLinksApi, productProfileOptions } from '@/lib/queries/product-links';
import { ticketsApi } from '@/lib/queries/tickets';
import { meOptions, usersApi, usersKeys } from '@/lib/queries/users';
import { isPermissionLost } from '../setup-state';
import { adAccountTicketsOptions, allAdAccountRequestsOptions, allAdAccountsOptions } from './setup-queries';

/**
 * The seller, the platform connection and the business centres. When GET /api/bc answers that
 * the platform permission is gone (spec section 8) the account info is read again and the
 * platform account counts as not connected, whatever the account info still says.
 */
export const usePlatformSetup = () => {
  const queryClient = useQueryClient();
  const me = usersApi.getMe.useSuspenseQuery(meOptions()).data.body;
  const centres = businessCentresApi.listBusinessCentres.useQuery({
    ...listBusinessCentresOptions(),
    // Without a platform account the server has no centres to list.
    enabled: me.tiktok !== null,
  });
  const permissionLost = centres.isError && isPermissionLost(centres.error);
  useEffect(() => {
    if (permissionLost) void queryClient.invalidateQueries({ queryKey: usersKeys.me() });
  }, [permissionLost, centres.errorUpdatedAt, queryClient]);

  const connected = me.tiktok !== null && !permissionLost;
  const list: BusinessCentre[] = connected && centres.isSuccess ? centres.data.body.list : [];
  return { me, connected, permissionLost, centres, list };
};

export type CreationGatesState =
  | { status: 'pending' }
  | { status: 'error'; error: unknown; retry: () => void }
  | {
      status: 'success';
      gates: AdAccountCreationGate[];
      approvedLinks: ProductLink[];
      adAccountsInUse: number;
    };

/** The contract's creation gates for the seller, from the same lists the server counts. */
export const useCreationGates = (me: User): CreationGatesState => {
  const links = productLinksApi.getProductProfile.useQuery(productProfileOptions());
  const accounts = adAccountsApi.listAdAccounts.useQuery(allAdAccountsOptions());
  const requests = adAccountsApi.listAdAccounts.useQuery(allAdAccountRequestsOptions());
  const tickets = ticketsApi.listTickets.useQuery(adAccountTicketsOptions());
  const queries = [links, accounts, requests, tickets];

  const failed = queries.find((query) => query.isError);
  if (failed) {
    return {
      status: 'error',
      error: failed.error,
      retry: () => queries.filter((query) => query.isError).forEach((query) => void query.refetch()),
    };
  }
  if (!links.isSuccess || !accounts.isSuccess || !requests.isSuccess || !tickets.isSuccess)
    return { status: 'pending' };

  const approvedLinks = links.data.body.productLinks.filter((link) => link.status === 'approved');
  const adAccountsInUse = countAdAccountsInUse({
    adAccounts:
      accounts.data.body.tab === 'approved' ? accounts.data.body.content.map((account) => account.status) : [],
    requests: requests.data.body.tab === 'in_review' ? requests.data.body.content.map((request) => request.status) : [],
    tickets: tickets.data.body.content.map((ticket) => ticket.status),
  });
  const gates = failingCreationGates({
    setupCostRequired: me.setupCostRequired,
    setupCostPaid: me.setupCostPaid,
    approvedProductLinks: approvedLinks.length,
    balance: me.availableBalance,
    minTopUpCents: getAppConfig().business.minTopUpCents,
    adAccountsInUse,
    plan: me.plans.type,
  });
  return { status: 'success', gates, approvedLinks, adAccountsInUse };
};
