import {
  HttpUrlSchema,
  productLinkUrlIssue,
  TARGET_MARKETS_MAX,
  type ProductLinkUrlIssue,
} from '@contract/product-links/product-links.schema';
import { z } from 'zod';
import { requiredText, validationMessage as message, type ValidationMessageKey } from '@/lib/validation';

/** The longest URL the contract's HttpUrlSchema takes. */
const URL_MAX = HttpUrlSchema.maxLength ?? 2048;

/** The words for each reason the contract's rule gives (spec section 5). */
const URL_ISSUE_MESSAGES: Record<ProductLinkUrlIssue, ValidationMessageKey> = {
  notHttp: 'urlMustStartWithHttp',
  invalid: 'urlInvalid',
  blocked: 'urlBlocked',
  notOwnWebsite: 'notOwnWebsite',
};

/**
 * A product page URL, for every form that adds a product link (the seller's, the partner's for a
 * member): required, then the contract's `productLinkUrlIssue`, one message at a time.
 */
export const productLinkUrlField = () =>
  requiredText()
    .max(URL_MAX, message('maxLength', { max: URL_MAX }))
    .superRefine((value, ctx) => {
      const issue = value === '' ? null : productLinkUrlIssue(value);
      if (issue !== null) ctx.addIssue({ code: 'custom', message: message(URL_ISSUE_MESSAGES[issue]) });
    });

/** A link's target markets: at least one. The select stops at the contract's maximum, so only "none" needs words. */
export const targetMarketsField = () => z.array(z.string()).min(1, message('required')).max(TARGET_MARKETS_MAX);
