import { z } from 'zod';

/** Longer than any question; a pasted essay is not a search. */
const FAQ_QUERY_MAX = 100;

// NOTE: the router parses search values as JSON, so `?q=2022` arrives as a number.
const searchText = z.union([z.string(), z.number()]).transform(String);

/**
 * `/faq?q=…`: the search, kept in the URL so a link reproduces the view. A value that
 * does not fit (an object, blank, too long) is dropped rather than failing the page.
 */
export const FaqSearchSchema = z.object({
  q: searchText.pipe(z.string().trim().min(1).max(FAQ_QUERY_MAX)).optional().catch(undefined),
});
