import { BalanceTransactionTypeSchema, type BalanceTransactionType, type HistoryGroup } from '../common/enums.schema';

/**
 * The history group of each balance transaction type (spec section 4, "Lists": business,
 * subscription, refund_user_balance, otherwise account). One map for the server's `group`
 * filter and the screen's type choices, so they cannot disagree.
 */
export const HISTORY_GROUP_OF: Readonly<Record<BalanceTransactionType, HistoryGroup>> = {
  recharge_ads_account_balance: 'business',
  refund_ads_account_balance: 'business',
  stripe_subscription: 'subscription',
  setup_cost: 'subscription',
  refund_user_balance: 'refund_user_balance',
  add_fund_user_balance: 'account',
  lark_approval_add_fund_user_balance: 'account',
  admin_fix_recharge_money: 'account',
  admin_fix_withdraw_money: 'account',
  referral_payout: 'account',
  system_withdraw_due_to_inactive: 'account',
  user_tip_for_am: 'account',
  cashback: 'account',
  recharge_gift_code: 'account',
};

/** The types of one history group, or every type without one, in the contract's order. */
export const historyGroupTypes = (group: HistoryGroup | undefined): BalanceTransactionType[] =>
  BalanceTransactionTypeSchema.options.filter((type) => group === undefined || HISTORY_GROUP_OF[type] === group);
