import { ErrorState } from '@/components/error-state';
import { TableSkeleton } from '@/components/page-skeleton';
import { DataTable, type TablePaging } from './data-table';
import { useVeil } from './use-veil';

/** A list screen's query of one page, as the table needs it (a ts-rest `useQuery` result). */
export interface PagedListQuery<Row> {
  data: { body: { content: Row[]; paging: TablePaging } } | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

type DataTableProps<Row> = Parameters<typeof DataTable<Row>>[0];

/**
 * The list part of a list screen: a skeleton until the first page arrives, the server-paged
 * `DataTable` after (the last rows stay, veiled once the next page is slow to come), and the
 * error with a retry when a load fails. Rows and the veil come from the query unless given.
 */
export const QueryDataTable = <Row,>({
  list,
  skeletonRows = 5,
  records,
  fetching,
  ...table
}: { list: PagedListQuery<Row>; skeletonRows?: number } & Omit<DataTableProps<Row>, 'records' | 'paging' | 'fetching'> &
  Partial<Pick<DataTableProps<Row>, 'records' | 'fetching'>>) => {
  const body = list.data?.body;
  const failed = list.isError && !list.isFetching;
  const veiled = useVeil(list.isFetching);
  return (
    <>
      {failed && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
      {body ? (
        <DataTable records={records ?? body.content} paging={body.paging} fetching={fetching ?? veiled} {...table} />
      ) : (
        !failed && <TableSkeleton rows={skeletonRows} />
      )}
    </>
  );
};
