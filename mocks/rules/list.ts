import type { PageQuery, Paging } from '@contract';
import { foldForSearch } from '@contract/common/text-search';

/*
 * What the list rules share: filters, search, order and one page in the contract's paged shape
 * (`pagedListSchema`). Plain arrays, not @msw/data's query options: its `skip`/`take` page the
 * table before its `orderBy` sorts, and `orderBy` compares with `<` where the lists have always
 * used `localeCompare`.
 */

/** A filter of an optional query field: every item when it is not given, else those whose value equals it. */
export const whereEqual =
  <T, V>(wanted: V | undefined, valueOf: (item: T) => V): ((item: T) => boolean) =>
  (item) =>
    wanted === undefined || valueOf(item) === wanted;

/**
 * The test of a search box: true when one of the texts contains the search, ignoring case, accents
 * and runs of spaces ("nguyen" finds "Nguyễn", "da nang" finds "Đà Nẵng"). No search matches
 * everything. The search is folded once, each text on every call.
 */
export const searchMatcher = (search: string | undefined): ((...texts: string[]) => boolean) => {
  const needle = foldForSearch(search ?? '');
  if (needle === '') return () => true;
  return (...texts) => texts.some((text) => foldForSearch(text).includes(needle));
};

/** An order for `Array.prototype.sort`. */
export type Order<T> = (a: T, b: T) => number;

type SortValue = string | number;

/** What an order compares: an ISO date, or the date and what breaks its ties (`[createdAt, id]`). */
export type SortKey = SortValue | readonly SortValue[];

const valuesOf = (key: SortKey): readonly SortValue[] => (typeof key === 'object' ? key : [key]);

// Strings by `localeCompare`, as the lists always have; numbers (a sequence) by value.
const compareValues = (left: SortValue, right: SortValue): number =>
  typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right));

// Each value decides only where the ones before it tie; one order's keys all have the same length.
const compareKeys = (a: SortKey, b: SortKey): number => {
  const right = valuesOf(b);
  for (const [index, left] of valuesOf(a).entries()) {
    const compared = compareValues(left, right[index] ?? left);
    if (compared !== 0) return compared;
  }
  return 0;
};

/**
 * Newest first, then the larger tie-break: `newestFirst((ticket) => [ticket.createdAt, ticket.id])`.
 * Items with equal keys keep their order, since `sort` is stable: with the date alone, the
 * table's insertion order.
 */
export const newestFirst =
  <T>(keyOf: (item: T) => SortKey): Order<T> =>
  (a, b) =>
    compareKeys(keyOf(b), keyOf(a));

/** Oldest first, then the smaller tie-break. */
export const oldestFirst =
  <T>(keyOf: (item: T) => SortKey): Order<T> =>
  (a, b) =>
    compareKeys(keyOf(a), keyOf(b));

/** The items of one page: pages count from 1, a page past the end is empty. */
export const pageOf = <T>(items: readonly T[], { page, limit }: PageQuery): T[] =>
  items.slice((page - 1) * limit, page * limit);

/** One page in the contract's paged shape: the page's items and the paging of the whole list. */
export const paged = <T>(items: readonly T[], query: PageQuery): { content: T[]; paging: Paging } => ({
  content: pageOf(items, query),
  paging: { total: items.length, page: query.page, limit: query.limit },
});
