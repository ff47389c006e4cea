/** "Product link review 4 to 8 hours" (spec section 9). */
export const PRODUCT_LINK_REVIEW_HOURS = { min: 4, max: 8 } as const;

const HOUR_MS = 60 * 60 * 1000;

/**
 * When the decision on a link in review is due, from its last change: the earliest and the
 * latest instant. The list screen tells the seller when to expect it.
 */
export const reviewWindowOf = (link: { updatedAt: string }): { from: string; to: string } => {
  const since = new Date(link.updatedAt).getTime();
  return {
    from: new Date(since + PRODUCT_LINK_REVIEW_HOURS.min * HOUR_MS).toISOString(),
    to: new Date(since + PRODUCT_LINK_REVIEW_HOURS.max * HOUR_MS).toISOString(),
  };
};
