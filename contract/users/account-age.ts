import { businessDayStart } from '../common/business-calendar';

/*
 * Account age (spec section 4: "Accounts created before 27 April 2025 are flagged as older").
 * The one-time setup cost (spec section 6: "A new user pays a one-time setup cost") applies to
 * accounts created on or after that day; older accounts are not asked for it. The day is the
 * configuration's `olderAccountsBefore` and starts at midnight in Vietnam (UTC+7), where the
 * business is, like the top-up tax's date.
 */

/** Whether an account created at `createdAt` is older: created before the configured day began. */
export const isOlderAccount = (createdAt: string, olderAccountsBefore: string): boolean =>
  Date.parse(createdAt) < businessDayStart(olderAccountsBefore);

/** Whether the account owes the one-time setup cost: every account but an older one. */
export const setupCostRequired = (createdAt: string, olderAccountsBefore: string): boolean =>
  !isOlderAccount(createdAt, olderAccountsBefore);
