import type { ProductLink, ProductLinkInput } from '@contract/product-links/product-links.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bodyOf } from '@/lib/api';
import { productLinksApi, productLinksKeys } from '@/lib/queries/product-links';

const sameMarkets = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Whether saving the form changes the link itself (the server sends a changed link back to review). */
export const linkChanged = (current: ProductLink | null, link: ProductLinkInput): boolean =>
  current === null || current.url !== link.url || !sameMarkets(current.targetMarkets, link.targetMarkets);

export interface SubmitProductLinkInput {
  /** The link being edited, or null to add one. */
  current: ProductLink | null;
  link: ProductLinkInput;
  videoUrl: string;
  /** Told the saved link before its video is attached, so a retry after a failed attach attaches only. */
  onLinkSaved: (link: ProductLink) => void;
}

/**
 * Saves a product link (PUT product-profile) when it is new or changed, then attaches its video
 * when that is new. Only the seller's product links change (the ad-account screens read the
 * same key).
 */
export const useSubmitProductLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ current, link, videoUrl, onLinkSaved }: SubmitProductLinkInput): Promise<ProductLink> => {
      let saved = current;
      if (linkChanged(current, link)) {
        const body = { productLinks: [{ ...link, id: current?.id }] };
        const profile = bodyOf(await productLinksApi.saveProductProfile.mutate({ body }), 200);
        // URLs are compared exactly by the server too: www and non-www are two links.
        saved = profile.productLinks.find((item) => (current ? item.id === current.id : item.url === link.url)) ?? null;
      }
      if (saved === null) throw new Error('The saved product link is missing from the answer');
      onLinkSaved(saved);
      if (saved.productVideo?.url === videoUrl) return saved;
      return bodyOf(
        await productLinksApi.attachProductVideo.mutate({ body: { productLinkId: saved.id, videoUrl } }),
        201,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: productLinksKeys.profile() }),
  });
};
