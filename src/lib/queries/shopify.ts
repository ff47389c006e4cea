import { withApiOptions } from '@contract/common/api-router';
import { shopifyContract } from '@contract/shopify/shopify.contract';
import { createDomainApi } from '@/lib/api';

export const shopifyApi = createDomainApi(withApiOptions(shopifyContract));

export const shopifyKeys = {
  all: ['shopify'] as const,
  themeEmbed: (shopUrl: string) => [...shopifyKeys.all, 'theme-embed', shopUrl] as const,
};

/** Whether the pixel's app embed is on in the store's live theme. */
export const themeEmbedStatusOptions = (shopUrl: string) => ({
  queryKey: shopifyKeys.themeEmbed(shopUrl),
  queryData: { query: { shopUrl } },
});
