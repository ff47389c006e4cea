import {
  productLinkUrlIssue,
  TARGET_MARKETS_MAX,
  type ProductLink,
  type ProductLinkInput,
  type ProductLinkUrlIssue,
} from '@contract/product-links/product-links.schema';
import { z } from 'zod';
import { requiredUploadField } from '@/components/upload/upload-fields';
import { requiredText, validationMessage as message, type ValidationMessageKey } from '@/lib/validation';

/** The longest URL the contract's HttpUrlSchema takes. */
const URL_MAX = 2048;

/** The words for each reason the contract's rule gives (spec section 5). */
const URL_ISSUE_MESSAGES: Record<ProductLinkUrlIssue, ValidationMessageKey> = {
  notHttp: 'urlMustStartWithHttp',
  invalid: 'urlInvalid',
  blocked: 'urlBlocked',
  notOwnWebsite: 'notOwnWebsite',
};

/** The product page: required, then the contract's `productLinkUrlIssue` (one message at a time). */
const productLinkUrlField = () =>
  requiredText()
    .max(URL_MAX, message('maxLength', { max: URL_MAX }))
    .superRefine((value, ctx) => {
      const issue = value === '' ? null : productLinkUrlIssue(value);
      if (issue !== null) ctx.addIssue({ code: 'custom', message: message(URL_ISSUE_MESSAGES[issue]) });
    });

/**
 * The add (or edit) product link form, from the contract's ProductLinkInputSchema and
 * AttachProductVideoBodySchema: the link to save and the uploaded video to attach to it.
 * A unit test checks that what the form gives the contract accepts.
 */
export const productLinkFormSchema = z
  .object({
    url: productLinkUrlField(),
    // The select stops at the maximum, so only "none chosen" needs words.
    targetMarkets: z.array(z.string()).min(1, message('required')).max(TARGET_MARKETS_MAX),
    // "Product video required"; the size ("less than 100MB") is refused by the upload field before sending.
    videoUrl: requiredUploadField('videoRequired').pipe(z.string()),
  })
  .transform(({ url, targetMarkets, videoUrl }): { link: ProductLinkInput; videoUrl: string } => ({
    link: { url, targetMarkets },
    videoUrl,
  }));

export type ProductLinkFormValues = z.input<typeof productLinkFormSchema>;
export type ProductLinkFormOutput = z.output<typeof productLinkFormSchema>;

/** An empty form, or the link being edited with its current video. */
export const productLinkFormValues = (link: ProductLink | null): ProductLinkFormValues => ({
  url: link?.url ?? '',
  targetMarkets: link ? [...link.targetMarkets] : [],
  videoUrl: link?.productVideo?.url ?? null,
});
