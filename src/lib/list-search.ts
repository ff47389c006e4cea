import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '@contract/common/paging.schema';
import { z } from 'zod';

/** Page sizes a list offers; each is within the contract's MAX_PAGE_SIZE. */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100];

type WithoutDefault<Field> = Field extends z.ZodDefault<infer Inner> ? Inner : Field;

/** A URL search schema's fields: every query field optional, a bad value dropped. */
type ListSearchShape<Shape extends z.core.$ZodShape> = {
  [Key in keyof Shape]: z.ZodCatch<z.ZodOptional<WithoutDefault<Shape[Key]> & z.core.SomeType>>;
};

const searchField = (field: z.core.$ZodType): z.ZodType => {
  // A default would write itself into every link (`?page=1`); the API applies it instead.
  const inner = field instanceof z.ZodDefault ? field.unwrap() : field;
  if (!(inner instanceof z.ZodType)) throw new TypeError('A list query field must be a zod schema');
  return inner.optional().catch(undefined);
};

/**
 * A route's `validateSearch` built from the contract's query schema: the same fields, each
 * optional and dropped when a hand-typed or stale link holds a bad value (`?page=abc`),
 * so QA and sales can share any view and a broken link still opens the page.
 */
export const listSearchSchema = <Shape extends z.core.$ZodShape>(query: z.ZodObject<Shape>) => {
  const shape = Object.fromEntries(Object.entries(query.shape).map(([key, field]) => [key, searchField(field)]));
  // NOTE: built key by key, so TypeScript cannot follow; ListSearchShape states what each key became.
  return z.object(shape) as unknown as z.ZodObject<ListSearchShape<Shape>>;
};

/** Page and page size as the API and the table read them, with the contract's defaults. */
export const pageOf = (search: { page?: number | undefined; limit?: number | undefined }) => ({
  page: search.page ?? DEFAULT_PAGE,
  limit: search.limit ?? DEFAULT_PAGE_SIZE,
});

type PagedSearch = { page?: number | undefined; limit?: number | undefined };

/**
 * URL updaters for a list's `navigate({ search })`: page 1 stays out of the link, and a new
 * page size or search text starts again from the first page.
 */
export const toPage =
  (page: number) =>
  <Search extends PagedSearch>(previous: Search): Search => ({ ...previous, page: page > 1 ? page : undefined });

export const toPageSize =
  (limit: number) =>
  <Search extends PagedSearch>(previous: Search): Search => ({ ...previous, limit, page: undefined });

export const toSearchText =
  (text: string) =>
  <Search extends PagedSearch & { search?: string | undefined }>(previous: Search): Search => ({
    ...previous,
    search: text || undefined,
    page: undefined,
  });

/** A filter change: the list starts again from its first page. */
export const toFilters =
  <Filters extends object>(filters: Filters) =>
  <Search extends PagedSearch & Partial<Filters>>(previous: Search): Search => ({
    ...previous,
    ...filters,
    page: undefined,
  });

/** A list screen's `navigate`, as far as paging needs it. */
type PagingNavigate = (options: {
  search: <Search extends PagedSearch>(previous: Search) => Search;
  resetScroll: false;
}) => Promise<void>;

/**
 * The DataTable's page and page-size handlers, kept in the URL: spread them on the table
 * (`<DataTable {...urlPaging(navigate)} …/>`); the scroll stays where the user is.
 */
export const urlPaging = (navigate: PagingNavigate) => ({
  onPageChange: (page: number) => void navigate({ search: toPage(page), resetScroll: false }),
  onPageSizeChange: (limit: number) => void navigate({ search: toPageSize(limit), resetScroll: false }),
});
