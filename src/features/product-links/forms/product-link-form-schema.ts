import type { ProductLink, ProductLinkInput } from '@contract/product-links/product-links.schema';
import { z } from 'zod';
import { productLinkUrlField, targetMarketsField } from '@/components/product-link/product-link-fields';
import { requiredUploadField } from '@/components/upload/upload-fields';

/**
 * The add (or edit) product link form, from the contract's ProductLinkInputSchema and
 * AttachProductVideoBodySchema: the link to save and the uploaded video to attach to it.
 * A unit test checks that what the form gives the contract accepts.
 */
export const productLinkFormSchema = z
  .object({
    url: productLinkUrlField(),
    targetMarkets: targetMarketsField(),
    // "Product video required"; the size ("less than 100MB") is refused by the upload field before sending.
    videoUrl: requiredUploadField('videoRequired').pipe(z.string()),
  })
  .transform(({ url, targetMarkets, videoUrl }): { link: ProductLinkInput; videoUrl: string } => ({
    link: { url, targetMarkets },
    videoUrl,
  }));

export type ProductLinkFormValues = z.input<typeof productLinkFormSchema>;

/** An empty form, or the link being edited with its current video. */
export const productLinkFormValues = (link: ProductLink | null): ProductLinkFormValues => ({
  url: link?.url ?? '',
  targetMarkets: link ? [...link.targetMarkets] : [],
  videoUrl: link?.productVideo?.url ?? null,
});
