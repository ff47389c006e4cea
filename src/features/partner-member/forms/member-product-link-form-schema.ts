import type { MemberProductLinkInput } from '@contract/partnership/partnership.schema';
import { z } from 'zod';
import { productLinkUrlField, targetMarketsField } from '@/components/product-link/product-link-fields';

/**
 * A product link the partner creates for a member, from the contract's MemberProductLinkInputSchema:
 * the seller form's URL rule and target markets; no video (the member adds it). The output is
 * the link of the save-product-profile body; a unit test checks the contract accepts it.
 */
export const memberProductLinkFormSchema = z
  .object({
    url: productLinkUrlField(),
    targetMarkets: targetMarketsField(),
  })
  .transform(({ url, targetMarkets }): MemberProductLinkInput => ({ url, targetMarkets }));

export type MemberProductLinkFormValues = z.input<typeof memberProductLinkFormSchema>;

export const EMPTY_MEMBER_PRODUCT_LINK: MemberProductLinkFormValues = { url: '', targetMarkets: [] };
