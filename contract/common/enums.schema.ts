import { z } from 'zod';

/* Spec section 4: states and transitions. */

export const RefundStatusSchema = z.enum(['pending', 'done', 'rejected']);

export const PaymentStatusSchema = z.enum(['PAID', 'UNPAID', 'PROCESSING', 'REJECTED', 'CANCELED']);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

export const PaymentResultSchema = z.enum(['paid', 'failed', 'unpaid', 'processing']);
export type PaymentResult = z.infer<typeof PaymentResultSchema>;

export const AdAccountDisplayStatusSchema = z.enum([
  'SHOW_ACCOUNT_STATUS_NOT_APPROVED',
  'SHOW_ACCOUNT_STATUS_APPROVED',
  'SHOW_ACCOUNT_STATUS_IN_REVIEW',
  'SHOW_ACCOUNT_STATUS_PUNISHED',
  'CONTRACT_NOT_YET_EFFECTIVE',
  'CLOSED',
]);
export type AdAccountDisplayStatus = z.infer<typeof AdAccountDisplayStatusSchema>;

export const AdAccountRequestStatusSchema = z.enum(['opening', 'approved', 'rejected', 'pending', 'closed']);
export type AdAccountRequestStatus = z.infer<typeof AdAccountRequestStatusSchema>;

export const UserStatusSchema = z.enum(['active', 'blocked']);

export const MemberStatusSchema = z.enum(['activated', 'blocked', 'punished']);
export type MemberStatus = z.infer<typeof MemberStatusSchema>;

export const SubscriptionStatusSchema = z.enum(['incomplete', 'trialing', 'active', 'past_due', 'canceled']);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

export const VerificationStatusSchema = z.enum(['approved', 'reviewing', 'rejected', 'not_found']);
export type VerificationStatus = z.infer<typeof VerificationStatusSchema>;

export const ProductLinkStatusSchema = z.enum(['approved', 'reviewing', 'rejected', 'not_found', 'system_paused']);
export type ProductLinkStatus = z.infer<typeof ProductLinkStatusSchema>;

export const MemberInformationDecisionSchema = z.enum(['approved', 'rejected']);

export const GiftCodeStatusSchema = z.enum(['saved', 'paid', 'expired', 'active', 'deactivate', 'fully_redeemed']);
export type GiftCodeStatus = z.infer<typeof GiftCodeStatusSchema>;

export const ProviderAvailabilitySchema = z.enum(['available', 'disabled', 'maintenance']);
export type ProviderAvailability = z.infer<typeof ProviderAvailabilitySchema>;

/** 2 updating contact info, 3 waiting for its check, 4 depositing money, 5 requesting an ad account, 6 using an official one. */
export const OnboardingStepSchema = z.union([z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]);
export type OnboardingStep = z.infer<typeof OnboardingStepSchema>;

export const PartnershipStatusSchema = z.enum(['none', 'pending', 'active', 'rejected', 'inactive']);
export type PartnershipStatus = z.infer<typeof PartnershipStatusSchema>;

export const BillingStatusSchema = z.enum(['pending', 'done', 'rejected']);

export const CardStatusSchema = z.enum(['Verified', 'Pending', 'Active']);

export const VideoStatusSchema = z.enum(['approved', 'reviewing', 'rejected', 'not_found']);

export const TicketStatusSchema = z.enum(['pending', 'processing', 'done', 'rejected', 'skipped']);
export type TicketStatus = z.infer<typeof TicketStatusSchema>;

/* Spec section 9: identifiers. */

export const PlanIdSchema = z.enum([
  'regular_1',
  'regular_2',
  'regular_3',
  'regular_4',
  'regular_5',
  'enterprise',
  'black_agency',
  'white_agency',
]);
export type PlanId = z.infer<typeof PlanIdSchema>;

export const PaymentMethodIdSchema = z.enum([
  'paypal',
  'payoneer',
  'payoneerTicket',
  'pingpong',
  'pingPongTicket',
  'USDT',
  'USDC',
  'TPBank',
  'creditCard',
  'airwallex',
  'transferWise',
  'transferWisePaymentLink',
  'transferWire',
  'tazapay',
  'lianlian',
  'lianLianTicket',
  'airWallexAuto',
  'payfast',
  'localBank',
  'localBankTicket',
  'ideal',
  'bancontact',
  'redotpay',
]);
export type PaymentMethodId = z.infer<typeof PaymentMethodIdSchema>;

export const BalanceTransactionTypeSchema = z.enum([
  'add_fund_user_balance',
  'recharge_ads_account_balance',
  'refund_ads_account_balance',
  'admin_fix_recharge_money',
  'admin_fix_withdraw_money',
  'referral_payout',
  'stripe_subscription',
  'system_withdraw_due_to_inactive',
  'user_tip_for_am',
  'cashback',
  'refund_user_balance',
  'setup_cost',
  'lark_approval_add_fund_user_balance',
  'recharge_gift_code',
]);
export type BalanceTransactionType = z.infer<typeof BalanceTransactionTypeSchema>;

export const TicketTypeSchema = z.enum(['recharge_user_balance', 'create_ads_account', 'request_refund', 'setup_cost']);

/** History results are stored by these groups (spec section 4, "Lists"). */
export const HistoryGroupSchema = z.enum(['business', 'subscription', 'refund_user_balance', 'account']);
export type HistoryGroup = z.infer<typeof HistoryGroupSchema>;

export const DatePresetSchema = z.enum([
  'today',
  'yesterday',
  'last_7_days',
  'last_30_days',
  'this_week',
  'last_week',
  'this_month',
  'last_month',
]);
export type DatePreset = z.infer<typeof DatePresetSchema>;

export const SystemVariantSchema = z.enum(['DEFAULT', 'ADREACH']);
export type SystemVariant = z.infer<typeof SystemVariantSchema>;

export const LocaleSchema = z.enum(['vi', 'en']);
export type Locale = z.infer<typeof LocaleSchema>;

export const RefundReasonSchema = z.enum(['permanent_stop', 'temporary_stop', 'other']);
export type RefundReason = z.infer<typeof RefundReasonSchema>;

export const UsdtNetworkSchema = z.enum(['TRC20', 'ERC20', 'BEP20']);
export type UsdtNetwork = z.infer<typeof UsdtNetworkSchema>;

export const PrimaryContactSchema = z.enum(['telegram', 'facebook', 'whatsApp']);
export type PrimaryContact = z.infer<typeof PrimaryContactSchema>;

export const TazapayMethodSchema = z.enum(['local_bank', 'local_method', 'card']);
export type TazapayMethod = z.infer<typeof TazapayMethodSchema>;

export const AdAccountTransferTypeSchema = z.enum(['transfer', 'withdraw']);
export type AdAccountTransferType = z.infer<typeof AdAccountTransferTypeSchema>;

export const BillingCycleSchema = z.enum(['monthly']);

/** The spec's five business models (section 3, verification form): the account, the form and the partner's view. */
export const BusinessModelSchema = z.enum(['Dropshipping', 'POD', 'Agency', 'Branding', 'Other']);
export type BusinessModel = z.infer<typeof BusinessModelSchema>;
