import type { ShopifyConnectQuery } from '@contract/shopify/shopify.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bodyOf } from '@/lib/api';
import { pixelsApi, pixelsKeys } from '@/lib/queries/pixels';
import { shopifyApi, shopifyKeys } from '@/lib/queries/shopify';

/** The pixel name call: looks a platform pixel up by code; nothing changes. */
export const useQueryPixelName = () => pixelsApi.queryPixelName.useMutation();

/** A new (or re-added) pixel shows in the list; nothing else changes. */
export const useGeneratePixel = () => {
  const queryClient = useQueryClient();
  return pixelsApi.generatePixel.useMutation({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pixelsKeys.lists() }),
  });
};

/** On or off: the list row and the pixel's settings view. */
export const useUpdatePixelStatus = () => {
  const queryClient = useQueryClient();
  return pixelsApi.updatePixelStatus.useMutation({
    onSuccess: (_data, { params }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pixelsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: pixelsKeys.settings(params.id) }),
      ]),
  });
};

/** A removed pixel leaves the list; its settings are gone with it. */
export const useDeletePixel = () => {
  const queryClient = useQueryClient();
  return pixelsApi.deletePixel.useMutation({
    onSuccess: (_data, { params }) => {
      queryClient.removeQueries({ queryKey: pixelsKeys.settings(params.id) });
      return queryClient.invalidateQueries({ queryKey: pixelsKeys.lists() });
    },
  });
};

/** Starts attaching a store: the answer is where the browser goes; nothing changes yet. */
export const useAttachPixelStore = () => pixelsApi.attachPixelStore.useMutation();

/** Starts connecting a store from the connect landing: the answer is the store platform's page. */
export const useRequestShopifyConnect = () =>
  useMutation({
    mutationFn: async (query: ShopifyConnectQuery) =>
      bodyOf(await shopifyApi.requestShopifyConnect.query({ query }), 200),
  });

/**
 * Enable extension: the store's embed status and the pixels that show it (list and settings)
 * are read again, since the server may record the embed as on when it hands out the link.
 */
export const useEnableShopifyExtension = (pixelId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (shopUrl: string) =>
      bodyOf(await shopifyApi.enableShopifyExtension.query({ query: { shopUrl } }), 200),
    onSuccess: (_data, shopUrl) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shopifyKeys.themeEmbed(shopUrl) }),
        queryClient.invalidateQueries({ queryKey: pixelsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: pixelsKeys.settings(pixelId) }),
      ]),
  });
};
