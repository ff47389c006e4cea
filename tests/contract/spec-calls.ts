/**
 * Every call of spec section 7 with its method and path, placeholders named:
 * card provider `stripe`, store platform `shopify`, Airwallex-type provider
 * `airwallex`, Vietnamese bank-QR provider `vietqr`. Path parameters use
 * OpenAPI's `{id}` form. That makes 99 method-and-path pairs; the two browser
 * redirects and the calls the spec names without a path are listed apart.
 */
export const SPEC_CALLS = [
  // Users
  'POST /api/users/login',
  'POST /api/users/register',
  'POST /api/users/forgot-password',
  'POST /api/users/reset-password',
  'GET /api/users',
  'PATCH /api/users',
  'GET /api/users/report',
  'GET /api/configuration/value',
  'PATCH /api/users/change-password',
  'POST /api/users/send-phone-otp',
  'GET /api/shopify/connect/request',
  'POST /api/users/request-verify-email',
  'GET /api/notifications',
  'POST /api/notifications/read-all',
  // Upload
  'POST /api/upload/image',
  'POST /api/upload/video',
  // Tickets, transactions, ad accounts
  'POST /api/tickets',
  'GET /api/tickets',
  'POST /api/tickets/verifications',
  'POST /api/tickets/auto',
  'GET /api/tickets/{id}/verify',
  'PATCH /api/ads-accounts/{id}',
  'GET /api/transactions',
  'POST /api/transactions/request-refund',
  'GET /api/transactions/used-payment-methods',
  'GET /api/ads-accounts',
  'POST /api/ads-accounts/request',
  'PATCH /api/ads-accounts/settings/auto-topup',
  'GET /api/users/request-connect-tiktok',
  'POST /api/bc/create',
  'GET /api/bc',
  'GET /api/configuration/self-serve-ad-countries',
  'GET /api/configuration/phone-region-codes',
  'GET /api/configuration/secondary-industries',
  // Card payments
  'GET /api/billings/stripe/payment-methods',
  'POST /api/billings/stripe/payment-methods',
  'DELETE /api/billings/stripe/payment-methods/{id}',
  'PATCH /api/billings/stripe/payment-methods/{id}',
  'POST /api/billings/stripe/setup-intent',
  'POST /api/stripe-payment/card-payment/init',
  'POST /api/stripe-payment/card-payment/active',
  'POST /api/stripe-payment/fulfill-payment',
  'POST /api/stripe-payment/request-payment',
  // Other payment methods
  'GET /api/token-payment/transaction/mining',
  'POST /api/token-payment/request-payment',
  'POST /api/token-payment/transaction/{id}/fulfill-payment',
  'POST /api/airwallex-payment/request-payment',
  'POST /api/tazapay-payments/request-payments/v3',
  'GET /api/tazapay-payments/transactions/pending',
  'POST /api/lianlian-payment/request-payment',
  'GET /api/lianlian-payment/transactions/pending',
  'GET /api/local-banks',
  'GET /recent-local-bank-notification',
  'POST /api/vietqr-payment/request-payment',
  'GET /api/vietqr-payment/transactions/{id}',
  'POST /api/vietqr-payment/transactions/{id}/cancel',
  'POST /api/payfast-payment/request-payment',
  'POST /api/bank-redirect/request-payment',
  'GET /stripe-payments/payment-methods',
  // Payoneer-type provider
  'POST /api/billings/payoneer/connect',
  'POST /api/billings/payoneer/disconnect',
  'GET /api/billings/payoneer/balances',
  'POST /api/payoneer-payment/request-payment',
  'POST /api/payoneer-payment/transactions/{id}/confirm',
  'GET /api/payoneer-payment/transactions/{id}/challenge/callback',
  // Plans
  'GET /api/stripe-payment/products/prices',
  'GET /api/stripe-payment/valid-prices',
  'GET /api/stripe-payment/subscriptions/my',
  // Product links
  'PUT /api/users/product-profile',
  'POST /api/users/product-profile/videos',
  // Referral and partner
  'POST /api/referrals/click',
  'GET /api/referrals/rewards',
  'GET /api/partnership/members',
  'GET /api/partnership/members/{id}/ads-accounts',
  'GET /api/partnership/members/{id}',
  'DELETE /api/partnership/members/{id}',
  'PUT /api/partnership/members/{id}/product-profile',
  'GET /api/partnership/statistics/plan-charged',
  'GET /api/partnership/statistics/members',
  'GET /api/partnership/statistics/ads-accounts',
  'GET /api/partnership/statistics/spending-deposit',
  'GET /api/partnership/members/contact-info',
  'POST /api/partnership/members/{id}/contact-info/{status}',
  'POST /api/exclusive-partners/surveys',
  'POST /api/partnership/join-letter',
  'POST /api/partnero-programs/join',
  // Gift codes
  'POST /api/users/gift-codes/redeem',
  'GET /api/users/gift-codes/redeem-history',
  'GET /api/partnership/{id}/gift-codes',
  // Pixels (GET /api/shopify/connect/request is listed again there; counted once)
  'GET /api/pixels',
  'GET /api/pixels/{id}',
  'POST /api/pixels/name',
  'POST /api/pixels/attach-store',
  'POST /api/pixels/generate',
  'PUT /api/pixels/{id}',
  'DELETE /api/pixels/{id}',
  'GET /api/pixels/{id}/settings',
  'GET /api/shopify/theme-embed-status',
  'GET /api/shopify/enable-extension',
] as const;

/** Section 7's browser redirects: navigations rather than XHR calls, still routes of the contract. */
export const SPEC_BROWSER_REDIRECTS = ['GET /api/users/facebook/auth', 'GET /api/users/google/auth'] as const;

/**
 * Calls the spec names without a path; the contract gives them one
 * (docs/decisions/architecture-and-conventions.md, Contract).
 */
export const UNSHOWN_CALLS = [
  'POST /api/token-payment/transaction/{id}/verify',
  'POST /api/token-payment/auto/request-payment',
  'POST /api/stripe-payment/subscriptions/my/cancel',
  'GET /api/stripe-payment/subscriptions/my/transitions',
  'GET /api/billings/payoneer/connect-callback',
] as const;
