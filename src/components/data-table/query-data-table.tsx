import { ErrorState } from '@/components/error-state';
import { TableSkeleton } from '@/components/page-skeleton';
import { DataTable, type TablePaging } from './data-table';
import { useVeil } from './use-veil';

/** A list's query as the table needs it (a ts-rest `useQuery` or `useSuspenseQuery` result). */
export interface ListQuery<Body> {
  data: { body: Body } | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  /** Absent on a suspense query, which never shows another search's rows. */
  isPlaceholderData?: boolean;
  refetch: () => unknown;
}

/** The rows a list shows, and the server's paging when it pages. */
export interface ListPage<Row> {
  content: Row[];
  paging?: TablePaging;
}

type DataTableProps<Row> = Parameters<typeof DataTable<Row>>[0];

/** Where the rows are in the answer: the answer itself for a paged list, else `page`; null is not yet. */
type ListSource<Row, Body> =
  | { list: ListQuery<ListPage<Row>>; page?: undefined }
  | { list: ListQuery<Body>; page: (body: Body) => ListPage<Row> | null };

const shownPage = <Row, Body>(source: ListSource<Row, Body>): ListPage<Row> | null | undefined => {
  if (source.page === undefined) return source.list.data?.body;
  const body = source.list.data?.body;
  return body === undefined ? undefined : source.page(body);
};

/**
 * The list part of a list screen: a skeleton until the first page arrives, the server-paged
 * `DataTable` after, and the error with a retry when a load fails. The veil has one signal:
 * the rows on screen are another search's (`isPlaceholderData`, with `placeholderData:
 * (previous) => previous`), for longer than `useVeil`'s delay; a background re-read of the same
 * rows (a poll, a refresh after a change) is not veiled.
 */
export const QueryDataTable = <Row, Body = ListPage<Row>>(
  props: ListSource<Row, Body> & { skeletonRows?: number } & Omit<
      DataTableProps<Row>,
      'records' | 'paging' | 'fetching'
    >,
) => {
  const { list, page: _page, skeletonRows = 5, ...table } = props;
  const shown = shownPage(props);
  // While a retry runs, the skeleton shows again in place of the error.
  const failed = list.isError && !list.isFetching;
  const veiled = useVeil(list.isPlaceholderData ?? false);
  return (
    <>
      {failed && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
      {shown ? (
        <DataTable records={shown.content} paging={shown.paging} fetching={veiled} {...table} />
      ) : (
        !failed && <TableSkeleton rows={skeletonRows} />
      )}
    </>
  );
};
