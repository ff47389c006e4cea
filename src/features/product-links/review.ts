import type { ProductLink } from '@contract/product-links/product-links.schema';

/**
 * While a link or its video waits for a decision, the list asks again this often: the review is
 * done elsewhere (4 to 8 hours), so the answer shows without a reload. Nothing in review, no polling.
 */
export const REVIEW_POLL_MS = 60_000;

export const anyInReview = (links: readonly ProductLink[]): boolean =>
  links.some((link) => link.status === 'reviewing' || link.productVideo?.videoStatus === 'reviewing');

/** What the seller can do with a link: a paused link is the system's and cannot be changed. */
export type LinkAction = 'fix' | 'addVideo' | 'replaceVideo' | 'edit' | null;

export const linkActionOf = (link: ProductLink): LinkAction => {
  if (link.status === 'system_paused') return null;
  if (link.status === 'rejected' || link.status === 'not_found') return 'fix';
  if (link.productVideo === null) return 'addVideo';
  if (link.productVideo.videoStatus === 'rejected') return 'replaceVideo';
  return 'edit';
};
