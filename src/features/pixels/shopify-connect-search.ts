import { IdSchema } from '@contract/common/primitives.schema';
import { ShopifyConnectQuerySchema } from '@contract/shopify/shopify.schema';
import { useLocation, useRouter } from '@tanstack/react-router';
import { z } from 'zod';
import { listSearchSchema } from '@/lib/list-search';

/**
 * The store connect's URL (the landing and the demo's install screen): the connect call's own
 * query (shop, pixelCode, pixelName, pixelAdsAccountId), and on the way back the outcome and
 * the pixel it concerns. A bad value is dropped, so a mangled link still opens the page.
 */
export const ShopifyConnectSearchSchema = listSearchSchema(ShopifyConnectQuerySchema).extend({
  connected: z.union([z.boolean(), z.stringbool()]).optional().catch(undefined),
  pixelId: IdSchema.optional().catch(undefined),
});
export type ShopifyConnectSearch = z.infer<typeof ShopifyConnectSearchSchema>;

/**
 * The same fields read from the raw query string. NOTE: the router's search parser reads
 * digit strings as JSON numbers, so a 19-digit ad account id (or an all-digit pixel code)
 * would arrive rounded (its `searchStr` is written back from them too); these pages read the
 * browser's address as text instead.
 */
export const connectSearchOf = (searchStr: string): ShopifyConnectSearch =>
  ShopifyConnectSearchSchema.parse(Object.fromEntries(new URLSearchParams(searchStr)));

/** The connect call's query, when the URL names a store. */
export const connectQueryOf = ({ shop, pixelCode, pixelName, pixelAdsAccountId }: ShopifyConnectSearch) =>
  shop === undefined ? null : { shop, pixelCode, pixelName, pixelAdsAccountId };

/** The connect fields of the address as the browser has it, read again on every navigation. */
export const useConnectSearch = (): ShopifyConnectSearch => {
  const router = useRouter();
  return connectSearchOf(useLocation({ select: () => router.history.location.search }));
};
