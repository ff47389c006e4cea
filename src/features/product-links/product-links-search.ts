import { ProductLinkStatusSchema } from '@contract/common/enums.schema';
import { IdSchema } from '@contract/common/primitives.schema';
import type { ProductLink } from '@contract/product-links/product-links.schema';
import { z } from 'zod';
import { listSearchSchema } from '@/lib/list-search';

/** The longest search text kept in the URL; a link's URL is at most 2048 characters. */
const SEARCH_MAX = 200;

/**
 * `/product-link`'s URL search: the status shown and the text searched in the URLs, so a shared
 * link opens the same view; a bad value is dropped. The seller's links come in one answer, so the
 * filter runs on the screen.
 */
export const ProductLinksSearchSchema = listSearchSchema(
  z.object({ status: ProductLinkStatusSchema, search: z.string().trim().min(1).max(SEARCH_MAX) }),
);
export type ProductLinksSearch = z.infer<typeof ProductLinksSearchSchema>;

/** The links a URL's filter keeps, in the API's order (newest first). */
export const filterProductLinks = (links: readonly ProductLink[], search: ProductLinksSearch): ProductLink[] => {
  const text = search.search?.toLowerCase();
  return links.filter(
    (link) =>
      (search.status === undefined || link.status === search.status) &&
      (text === undefined || link.url.toLowerCase().includes(text)),
  );
};

/** `/add-product-link`'s URL search: with `link`, the form edits that link instead of adding one. */
export const AddProductLinkSearchSchema = listSearchSchema(z.object({ link: IdSchema }));
