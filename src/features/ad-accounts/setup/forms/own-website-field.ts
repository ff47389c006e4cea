import { HttpUrlSchema, OwnWebsiteUrlSchema, PublicLinkUrlSchema } from '@contract/product-links/product-links.schema';
import { requiredText, validationMessage as message } from '@/lib/validation';

const accepts = (schema: typeof HttpUrlSchema, value: string): boolean => schema.safeParse(value).success;
const startsWithHttp = (value: string): boolean => /^https?:\/\//i.test(value);

/**
 * The seller's own business website (the contract's OwnWebsiteUrlSchema): required, http(s),
 * a valid URL, not a shortener or messaging link, not a big site ("This is not your own
 * business website"). Each check runs only once the one before passes, so one message shows.
 */
export const ownWebsiteField = () =>
  requiredText()
    .refine((value) => value === '' || startsWithHttp(value), message('urlMustStartWithHttp'))
    .refine((value) => !startsWithHttp(value) || accepts(HttpUrlSchema, value), message('urlInvalid'))
    .refine((value) => !accepts(HttpUrlSchema, value) || accepts(PublicLinkUrlSchema, value), message('urlBlocked'))
    .refine(
      (value) => !accepts(PublicLinkUrlSchema, value) || accepts(OwnWebsiteUrlSchema, value),
      message('notOwnWebsite'),
    );
