import { TEXT_LIMITS } from '@contract/common/constants';
import type { RequestAdAccountBody } from '@contract/ad-accounts/ad-accounts.schema';
import { z } from 'zod';
import { plainName, publicUrlField, requiredText, validationMessage as message } from '@/lib/validation';
import { ownWebsiteField } from './own-website-field';

/** The most target markets the contract's TargetMarketsSchema takes (a unit test holds them equal). */
export const TARGET_MARKETS_MAX = 50;

const nameLength = message('nameLength', { min: TEXT_LIMITS.nameMin, max: TEXT_LIMITS.nameMax });

/**
 * The request-an-ad-account form, derived from the contract's RequestAdAccountBodySchema with
 * translated messages; the output is the request body (an empty product URL is left out).
 */
export const requestAdAccountFormSchema = z
  .object({
    name: plainName(requiredText().min(TEXT_LIMITS.nameMin, nameLength).max(TEXT_LIMITS.nameMax, nameLength)),
    storeUrl: ownWebsiteField(),
    businessId: z.string().min(1, message('required')),
    // The select stops at the maximum, so only "none chosen" needs words.
    targetMarkets: z.array(z.string()).min(1, message('required')).max(TARGET_MARKETS_MAX),
    productLinkId: z.string().min(1, message('required')),
    productUrl: publicUrlField(),
  })
  .transform(({ productUrl, ...values }): RequestAdAccountBody => ({
    ...values,
    ...(productUrl === '' ? {} : { productUrl }),
  }));

export type RequestAdAccountFormValues = z.input<typeof requestAdAccountFormSchema>;

export const emptyRequestAdAccountForm = (): RequestAdAccountFormValues => ({
  name: '',
  storeUrl: '',
  businessId: '',
  targetMarkets: [],
  productLinkId: '',
  productUrl: '',
});
