import type { GiftCodeList } from './gift-codes.schema';

/**
 * The gift-code list rule of spec section 4 ("Lists"): a page that follows the one shown
 * (page n + 1) is appended to it, any other page (a first page, a new filter) replaces it.
 * A code already on screen is not shown twice when the list moved between two reads.
 */
export const mergeGiftCodePage = (current: GiftCodeList | null, next: GiftCodeList): GiftCodeList => {
  if (current === null || next.paging.page !== current.paging.page + 1) return next;
  const shown = new Set(current.content.map((code) => code.id));
  return {
    content: [...current.content, ...next.content.filter((code) => !shown.has(code.id))],
    paging: next.paging,
  };
};

/** Whether the server holds codes after the pages shown (`paging` is the last page read). */
export const hasMoreGiftCodes = ({ paging }: GiftCodeList): boolean => paging.page * paging.limit < paging.total;
