import { PixelCodeSchema, type GeneratePixelBody } from '@contract/pixels/pixels.schema';
import { shopDomainOf } from '@contract/shopify/shopify.schema';
import { z } from 'zod';
import { personNameField, requiredText, validationMessage as message } from '@/lib/validation';

/*
 * The create-pixel and attach-store forms, derived from the contract's bodies with its limits
 * (a name of 3 to 100 characters, spec section 5) and translated messages; each output is the
 * request body (tests/unit/pixels checks the contract accepts it).
 */

/** A new pixel: one name, used in the dashboard and on the platform. */
export const newPixelFormSchema = z
  .object({
    name: personNameField(),
    adsAccountId: requiredText(),
  })
  .transform(({ name, adsAccountId }): GeneratePixelBody => ({ name, pixelName: name, adsAccountId }));

/** A pasted code: spaces dropped and capitals, as the platform writes codes. */
export const pixelCodeFormSchema = z.object({
  code: z
    .string()
    .overwrite((value) => value.replace(/\s+/g, '').toUpperCase())
    .min(1, message('required'))
    .refine((value) => PixelCodeSchema.safeParse(value).success, message('pixelCodeInvalid')),
});

/** An existing platform pixel, once the name call found it: the label it gets in the dashboard. */
export const existingPixelFormSchema = z.object({ name: personNameField() });

/** The body that adds an existing pixel the name call found. */
export const existingPixelBody = (
  found: { code: string; pixelName: string; adsAccountId: string },
  name: string,
): GeneratePixelBody => ({ name, pixelName: found.pixelName, adsAccountId: found.adsAccountId, code: found.code });

/** The store to attach, typed as a URL or a domain; its myshopify.com domain leaves (the contract's rule). */
export const attachStoreFormSchema = z.object({
  shop: requiredText().transform((value, ctx) => {
    const shop = shopDomainOf(value);
    if (shop === null) {
      ctx.addIssue({ code: 'custom', message: message('shopDomainInvalid') });
      return z.NEVER;
    }
    return shop;
  }),
});
