import { z } from 'zod';
import { BLOCKED_LINK_DOMAINS, NOT_OWN_WEBSITE_DOMAINS } from '../common/constants';
import { ProductLinkStatusSchema, VideoStatusSchema } from '../common/enums.schema';
import { IdSchema, IsoDateTimeSchema } from '../common/primitives.schema';

/* URL rules of spec section 5, owned here and reused by the other seller domains. */

/**
 * The host a URL reaches, in one spelling, so a blocklist catches every way of writing it.
 * WHATWG URL drops user info and port, decodes percent-escapes and applies IDNA (full-width
 * and other compatibility forms fold to ASCII, other unicode becomes xn--); lowercasing here
 * covers the hosts of other schemes, which the parser keeps as typed; the trailing dots of a
 * fully qualified name are dropped. Null when the value is not a URL.
 */
export const canonicalHostname = (value: string): string | null => {
  try {
    return new URL(value).hostname.toLowerCase().replace(/\.+$/, '');
  } catch {
    return null;
  }
};

/** A listed domain in the spelling `canonicalHostname` gives, so both sides compare alike. */
const canonicalDomains = (domains: readonly string[]): readonly string[] =>
  domains.map((domain) => canonicalHostname(`http://${domain}`) ?? domain);

const BLOCKED_LINK_HOSTS = canonicalDomains(BLOCKED_LINK_DOMAINS);
const NOT_OWN_WEBSITE_HOSTS = canonicalDomains(NOT_OWN_WEBSITE_DOMAINS);

/** The URL's host is one of the domains or any subdomain of one (www. included). */
const isOnDomain = (value: string, domains: readonly string[]): boolean => {
  const host = canonicalHostname(value);
  if (host === null) return false;
  return domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
};

/** A valid http:// or https:// URL. */
export const HttpUrlSchema = z
  .url({ protocol: /^https?$/ })
  .max(2048)
  .describe('Absolute http:// or https:// URL');

/** A URL that is not on a shortener or messaging-link domain. */
export const PublicLinkUrlSchema = HttpUrlSchema.refine((value) => !isOnDomain(value, BLOCKED_LINK_HOSTS), {
  message: 'Shortened or messaging links are not allowed',
}).describe('Absolute http(s) URL; shortened and messaging links are refused');

/** The seller's own business website: also not a big-site domain. */
export const OwnWebsiteUrlSchema = PublicLinkUrlSchema.refine((value) => !isOnDomain(value, NOT_OWN_WEBSITE_HOSTS), {
  message: 'This is not your own business website',
}).describe("The seller's own business website (http/https, not a shortener, not a big-site domain)");

/** Why a URL cannot be a product link, in the order a seller would fix it. */
export type ProductLinkUrlIssue = 'notHttp' | 'invalid' | 'blocked' | 'notOwnWebsite';

/**
 * The product-link URL rule of spec section 5, in one place for the add form and the API's
 * body schema: an http(s) URL, valid, not on a shortener or messaging domain, and not a big
 * site (it must be the seller's own). The URL itself is not normalised, so www and non-www
 * stay two different links. Null when the URL may be a product link.
 */
export const productLinkUrlIssue = (value: string): ProductLinkUrlIssue | null => {
  if (!/^https?:\/\//i.test(value)) return 'notHttp';
  if (!HttpUrlSchema.safeParse(value).success) return 'invalid';
  if (isOnDomain(value, BLOCKED_LINK_HOSTS)) return 'blocked';
  if (isOnDomain(value, NOT_OWN_WEBSITE_HOSTS)) return 'notOwnWebsite';
  return null;
};

/** The API's words for the two blocklist issues (the format ones are HttpUrlSchema's own). */
const PRODUCT_LINK_URL_REFUSALS: Partial<Record<ProductLinkUrlIssue, string>> = {
  blocked: 'Shortened or messaging links are not allowed',
  notOwnWebsite: 'This is not your own business website',
};

/** A product link's URL as the API takes it: `productLinkUrlIssue` decides. */
const ProductLinkUrlSchema = HttpUrlSchema.superRefine((value, ctx) => {
  const issue = productLinkUrlIssue(value);
  const message = issue === null ? undefined : PRODUCT_LINK_URL_REFUSALS[issue];
  if (message !== undefined) ctx.addIssue({ code: 'custom', message });
}).describe("The seller's own product page (http/https, not a shortener or messaging link, not a big-site domain)");

/** ISO 3166-1 alpha-2 country code, upper case. */
export const CountryCodeSchema = z
  .string()
  .regex(/^[A-Z]{2}$/)
  .describe('ISO 3166-1 alpha-2 country code, e.g. "VN"');

/** The most target markets one link may have. */
export const TARGET_MARKETS_MAX = 50;

export const TargetMarketsSchema = z
  .array(CountryCodeSchema)
  .min(1)
  .max(TARGET_MARKETS_MAX)
  .describe('Countries the product will be advertised in');

/** The product video attached to a product link. */
const ProductVideoSchema = z
  .object({
    url: z.url(),
    videoStatus: VideoStatusSchema,
    rejectionReason: z.string().nullable().describe('Why the video was rejected; null unless videoStatus is rejected'),
    uploadedAt: IsoDateTimeSchema,
  })
  .describe('Product video');
export type ProductVideo = z.infer<typeof ProductVideoSchema>;

/**
 * Product link / product profile (spec section 3). The same entity is shown to
 * the seller and, through the partnership domain, to the seller's partner.
 */
export const ProductLinkSchema = z
  .object({
    id: IdSchema,
    userId: IdSchema.describe('The seller who owns the link'),
    url: HttpUrlSchema,
    targetMarkets: TargetMarketsSchema,
    status: ProductLinkStatusSchema,
    rejectionReason: z.string().nullable().describe('Why the link was rejected; null unless status is rejected'),
    productVideo: ProductVideoSchema.nullable().describe('Null until a video is attached'),
    reviewedBy: z
      .enum(['admin', 'partner'])
      .nullable()
      .describe('Who approved or rejected the link; null while not reviewed'),
    createdAt: IsoDateTimeSchema,
    updatedAt: IsoDateTimeSchema,
  })
  .describe('Product link');
export type ProductLink = z.infer<typeof ProductLinkSchema>;

/** A short reference to a product link, embedded in other entities. */
export const ProductLinkRefSchema = ProductLinkSchema.pick({ id: true, url: true, status: true }).describe(
  'Product link reference',
);

/** All product links of one seller. */
export const ProductProfileSchema = z
  .object({
    productLinks: z.array(ProductLinkSchema),
  })
  .describe('Product profile');

/** One link in a create-or-update body: without id it is created, with id it is updated. */
export const ProductLinkInputSchema = z.object({
  id: IdSchema.optional().describe('Omit to create a new link; give an existing id to update it'),
  url: ProductLinkUrlSchema,
  targetMarkets: TargetMarketsSchema,
});
export type ProductLinkInput = z.infer<typeof ProductLinkInputSchema>;

export const SaveProductProfileBodySchema = z
  .object({
    productLinks: z.array(ProductLinkInputSchema).min(1).max(50),
  })
  .describe('Creates the links without id and updates the others; links not listed are kept');
export type SaveProductProfileBody = z.infer<typeof SaveProductProfileBodySchema>;

export const AttachProductVideoBodySchema = z.object({
  productLinkId: IdSchema,
  videoUrl: z.url().describe('videoUrl returned by POST /api/upload/video'),
});
export type AttachProductVideoBody = z.infer<typeof AttachProductVideoBodySchema>;
