import { DataTable as MantineDataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import 'mantine-datatable/styles.layer.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_OPTIONS } from '@/lib/list-search';

export type { DataTableColumn, DataTableSortStatus };

/** Server paging as the contract returns it, and the page shown. */
export interface TablePaging {
  page: number;
  limit: number;
  total: number;
}

/**
 * A server-paged list on mantine-datatable: the rows of one page, the paging the API
 * returned, page and page-size changes reported up (the screen keeps them in the URL),
 * optional sorting, a loading veil while a new page is fetched and the screen's own empty
 * state. Row actions are a column whose `render` returns the buttons.
 */
export const DataTable = <Row,>({
  records,
  columns,
  paging,
  onPageChange,
  onPageSizeChange,
  fetching = false,
  emptyState,
  idAccessor,
  sortStatus,
  onSortStatusChange,
  onRowClick,
  ariaLabel,
  minHeight = 180,
}: {
  records: Row[];
  columns: DataTableColumn<Row>[];
  paging?: TablePaging;
  onPageChange?: (page: number) => void;
  onPageSizeChange?: (limit: number) => void;
  fetching?: boolean;
  emptyState: ReactNode;
  idAccessor: (keyof Row & string) | ((row: Row) => string | number);
  sortStatus?: DataTableSortStatus<Row>;
  onSortStatusChange?: (status: DataTableSortStatus<Row>) => void;
  onRowClick?: (row: Row) => void;
  /** The table's name for screen readers (usually the section title). */
  ariaLabel: string;
  minHeight?: number;
}) => {
  const { t } = useTranslation('common');
  const pagination =
    paging && onPageChange
      ? {
          page: paging.page,
          onPageChange,
          totalRecords: paging.total,
          recordsPerPage: paging.limit,
          paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
            t('table.pagination', { from, to, total: totalRecords }),
          getPaginationControlProps: (control: 'first' | 'last' | 'previous' | 'next') => ({
            'aria-label': t(`table.page.${control}`),
          }),
          ...(onPageSizeChange
            ? {
                recordsPerPageOptions: PAGE_SIZE_OPTIONS,
                onRecordsPerPageChange: onPageSizeChange,
                recordsPerPageLabel: t('table.pageSize'),
              }
            : {}),
        }
      : {};
  const sorting = sortStatus && onSortStatusChange ? { sortStatus, onSortStatusChange } : {};
  return (
    <MantineDataTable<Row>
      aria-label={ariaLabel}
      withTableBorder
      borderRadius="sm"
      highlightOnHover={onRowClick !== undefined}
      minHeight={records.length === 0 ? minHeight : undefined}
      records={records}
      columns={columns}
      idAccessor={idAccessor}
      fetching={fetching}
      loaderType="dots"
      emptyState={records.length === 0 ? emptyState : undefined}
      onRowClick={onRowClick ? ({ record }) => onRowClick(record) : undefined}
      {...pagination}
      {...sorting}
    />
  );
};
