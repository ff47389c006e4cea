import { z } from 'zod';

/**
 * Error codes the product reacts to or translates. The server may send others;
 * `ErrorBodySchema.code` stays an open string so an unknown code never breaks a page.
 */
export const KNOWN_ERROR_CODES = [
  'error.user_was_blocked',
  'error.we_are_maintaining',
  'error.user_not_grant_tiktok_permission_to_system',
  'error.unauthorized',
  'error.forbidden',
  'error.not_found',
  'error.validation',
  'error.internal',
  'error.too_many_login_failures',
  'error.too_many_activation_failures',
  'error.invalid_credentials',
  'error.email_already_registered',
  'error.register_failed',
  'error.invalid_captcha',
  'error.invalid_verification_code',
  'error.verification_link_expired',
  'error.current_password_wrong',
  'error.change_password_failed',
  'error.card_init_failed',
  'error.save_card_failed',
  'error.remove_card_failed',
  'error.set_card_default_failed',
  'error.card_unavailable',
  'error.card_insufficient_funds',
  'error.payoneer_insufficient_funds',
  'error.confirm_payment_failed',
  'error.top_up_failed',
  'error.deposit_failed',
  'error.transaction_failed',
  'error.payment_in_progress',
  'error.reference_already_used',
  'error.payment_attachment_required',
  'error.amount_invalid',
  'error.amount_not_whole_number',
  'error.insufficient_balance',
  'error.ad_account_not_approved',
  'error.ad_account_limit_reached',
  'error.plan_ad_account_limit_reached',
  'error.no_approved_product_link',
  'error.minimum_balance_required',
  'error.business_centre_limit_reached',
  'error.product_video_required',
  'error.video_too_large',
  'error.image_too_large',
  'error.file_type_not_allowed',
  'error.file_content_mismatch',
  'error.payload_too_large',
  'error.gift_code_unavailable',
  'error.gift_code_already_saved',
  'error.gift_code_min_spend_not_reached',
  'error.ticket_in_process',
  'error.setup_cost_rejected',
  'error.setup_cost_required',
  'error.verification_rejected',
  'error.cancel_subscription_failed',
  'error.trial_already_used',
  'error.no_plan_available',
  'error.account_not_found',
  'error.invalid_url',
  'error.url_blocked',
  'error.service_error',
  'error.idempotency_key_reused',
] as const;

export const KnownErrorCodeSchema = z.enum(KNOWN_ERROR_CODES);
export type KnownErrorCode = z.infer<typeof KnownErrorCodeSchema>;

const FieldIssueSchema = z
  .object({
    path: z.string().describe('Dotted path of the offending field, e.g. "body.amount"'),
    message: z.string(),
  })
  .describe('One validation problem with the request');

/** The error body every non-2xx answer carries (spec section 8). */
export const ErrorBodySchema = z
  .object({
    code: z.string().describe('Machine code, e.g. "error.user_was_blocked"'),
    messageCode: z.string().describe('Same family as code; some endpoints put the actionable code here'),
    message: z.string().describe('Human-readable message in the requested lang; shown to the user as text'),
    issues: z.array(FieldIssueSchema).optional().describe('Present on 400 validation errors'),
    retryAfterSeconds: z
      .number()
      .int()
      .positive()
      .optional()
      .describe(
        'Present on a lockout (429, e.g. error.too_many_activation_failures): whole seconds until the action may be tried again. Relative, so a browser whose clock differs from the server can still count it down',
      ),
  })
  .describe('Error body');
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Shared error responses merged into every route of the contract. */
export const commonErrorResponses = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  422: ErrorBodySchema,
  /** A body over the web server's limit for its route (`npm run deploy:nginx`). */
  413: ErrorBodySchema,
  429: ErrorBodySchema,
  500: ErrorBodySchema,
  503: ErrorBodySchema,
} as const;
