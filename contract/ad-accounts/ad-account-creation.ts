import type { AdAccountDisplayStatus, AdAccountRequestStatus, PlanId, TicketStatus } from '../common/enums.schema';

/*
 * The gate of a new ad account (spec sections 4 and 5), one rule for the screen that explains
 * it before the seller types and for the server that refuses a request past it.
 */

/** Ad accounts a plan allows (regular_n → n). The spec names the limit, not the numbers. */
export const PLAN_AD_ACCOUNT_LIMITS: Readonly<Record<PlanId, number>> = {
  regular_1: 1,
  regular_2: 2,
  regular_3: 3,
  regular_4: 4,
  regular_5: 5,
  enterprise: 10,
  black_agency: 20,
  white_agency: 20,
};

/** The overall limit per seller, whatever the plan. */
export const MAX_AD_ACCOUNTS_PER_SELLER = 20;

/** No plan, no ad account. */
export const planAdAccountLimit = (plan: PlanId | null): number => (plan === null ? 0 : PLAN_AD_ACCOUNT_LIMITS[plan]);

/**
 * What counts against the limits: ad accounts not closed, requests still open (pending or
 * opening) and create_ads_account tickets an admin has not settled.
 */
export const countAdAccountsInUse = ({
  adAccounts,
  requests,
  tickets,
}: {
  adAccounts: readonly AdAccountDisplayStatus[];
  requests: readonly AdAccountRequestStatus[];
  tickets: readonly TicketStatus[];
}): number =>
  adAccounts.filter((status) => status !== 'CLOSED').length +
  requests.filter((status) => status === 'pending' || status === 'opening').length +
  tickets.filter((status) => status === 'pending' || status === 'processing').length;

/** The gates in the order the server checks them; the first failing one is its refusal. */
export const AD_ACCOUNT_CREATION_GATES = [
  'setupCost',
  'approvedProductLink',
  'minimumBalance',
  'overallLimit',
  'planLimit',
] as const;
export type AdAccountCreationGate = (typeof AD_ACCOUNT_CREATION_GATES)[number];

export interface AdAccountCreationState {
  /** The account owes the one-time setup cost (an older account does not). */
  setupCostRequired: boolean;
  /** The one-time setup cost paid or waived by an admin. */
  setupCostPaid: boolean;
  approvedProductLinks: number;
  /** Wallet balance in USD cents. */
  balance: number;
  /** The configured minimum top-up in USD cents: the least the wallet must hold. */
  minTopUpCents: number;
  /** See `countAdAccountsInUse`. */
  adAccountsInUse: number;
  plan: PlanId | null;
}

/** Every gate the seller does not pass yet, in the server's order; empty when a request may go. */
export const failingCreationGates = (state: AdAccountCreationState): AdAccountCreationGate[] => {
  const overallReached = state.adAccountsInUse >= MAX_AD_ACCOUNTS_PER_SELLER;
  const failing: Record<AdAccountCreationGate, boolean> = {
    setupCost: state.setupCostRequired && !state.setupCostPaid,
    approvedProductLink: state.approvedProductLinks < 1,
    minimumBalance: state.balance < state.minTopUpCents,
    overallLimit: overallReached,
    // An agency plan's limit equals the overall one: the seller hears only the wider reason.
    planLimit: !overallReached && state.adAccountsInUse >= planAdAccountLimit(state.plan),
  };
  return AD_ACCOUNT_CREATION_GATES.filter((gate) => failing[gate]);
};
