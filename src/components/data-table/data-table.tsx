import { Box } from '@mantine/core';
import {
  DataTable as MantineDataTable,
  type DataTableColumn as MantineDataTableColumn,
  type DataTableSortStatus,
} from 'mantine-datatable';
// Unlayered like @mantine/core/styles.css (src/main.tsx): a layered sheet loses every clash with core's Table rules.
import 'mantine-datatable/styles.css';
import { memo, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_OPTIONS } from '@/lib/list-search';
import classes from './data-table.module.css';
import { useFoldedColumns } from './folded-columns';

export type { DataTableSortStatus };

/**
 * A list column. `priority: 'key'` keeps it a column at every width: what names the row, its
 * amounts and its status. Any other column is a column from its `visibleMediaQuery` (from 36em
 * when it has none); narrower, it folds into the row's first key cell as a label/value line.
 * The `actions` column is pinned from 36em and folds under the lines on a phone, so a pinned
 * column never covers a figure.
 */
export type DataTableColumn<Row> = KitColumn<MantineDataTableColumn<Row>> & {
  priority?: 'key';
  /** The folded line's value when it is not the cell's; null leaves the line out. */
  folded?: (row: Row) => ReactNode;
};

// Per member of mantine-datatable's column union (ellipsis or noWrap): a media query is a string here.
type KitColumn<Column> = Column extends unknown
  ? Omit<Column, 'visibleMediaQuery'> & { visibleMediaQuery?: string }
  : never;

/** Server paging as the contract returns it, and the page shown. */
export interface TablePaging {
  page: number;
  limit: number;
  total: number;
}

/** Row checkboxes: the rows chosen (the screen keeps them), which rows may be chosen, and the boxes' names. */
export interface TableSelection<Row> {
  selectedRecords: Row[];
  onSelectedRecordsChange: (rows: Row[]) => void;
  isRecordSelectable?: (row: Row) => boolean;
  /** The header box's name for screen readers ("Select every … on this page"). */
  allLabel: string;
  /** Each row box's name for screen readers. */
  rowLabel: (row: Row) => string;
}

/** The pager's "1–10 of 2,000" with the figures in the reader's number format ("1–10 trên 2.000"). */
const paginationText = (
  t: (key: 'table.pagination', values: Record<'from' | 'to' | 'total', string>) => string,
  language: string,
  { from, to, total }: Record<'from' | 'to' | 'total', number>,
): string => {
  const number = new Intl.NumberFormat(language);
  return t('table.pagination', { from: number.format(from), to: number.format(to), total: number.format(total) });
};

/**
 * A server-paged list on mantine-datatable: the rows of one page, the paging the API
 * returned, page and page-size changes reported up (the screen keeps them in the URL),
 * optional sorting and row checkboxes, a loading veil and the screen's own empty state. Row
 * actions are a last column `actions` whose `render` returns the buttons. Screens use it
 * through `QueryDataTable`; memoized, so a big list with stable props renders only for new rows.
 */
const ListTable = <Row,>({
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
  selection,
  ariaLabel,
  minHeight = 280,
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
  selection?: TableSelection<Row>;
  /** The table's name for screen readers (usually the section title). */
  ariaLabel: string;
  /** The empty table's height: the empty state is laid over it, so it must hold a wrapped hint and an action on a phone. */
  minHeight?: number;
}) => {
  const { t, i18n } = useTranslation('common');
  const { shownColumns, phone } = useFoldedColumns(columns);
  const tableRef = useRef<HTMLTableElement | null>(null);
  // mantine-datatable names its sort icons in English only ("Not sorted"); they are renamed in the reader's language.
  useLayoutEffect(() => {
    const head = tableRef.current?.tHead;
    if (!head) return;
    for (const icon of head.querySelectorAll('.mantine-datatable-header-cell-sortable-unsorted-icon')) {
      icon.setAttribute('aria-label', t('table.sort.none'));
    }
    for (const icon of head.querySelectorAll('.mantine-datatable-header-cell-sortable-icon')) {
      const descending = icon.classList.contains('mantine-datatable-header-cell-sortable-icon-reversed');
      icon.setAttribute('aria-label', t(descending ? 'table.sort.desc' : 'table.sort.asc'));
    }
  });
  // An empty list has its empty state and no pager (whose text would read "No records").
  const pagination =
    paging && onPageChange && paging.total > 0
      ? {
          page: paging.page,
          onPageChange,
          totalRecords: paging.total,
          recordsPerPage: paging.limit,
          paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
            paginationText(t, i18n.language, { from, to, total: totalRecords }),
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
  const selecting = selection
    ? {
        selectedRecords: selection.selectedRecords,
        onSelectedRecordsChange: selection.onSelectedRecordsChange,
        isRecordSelectable: selection.isRecordSelectable,
        allRecordsSelectionCheckboxProps: { 'aria-label': selection.allLabel },
        getRecordSelectionCheckboxProps: (row: Row) => ({ 'aria-label': selection.rowLabel(row) }),
      }
    : {};
  return (
    <MantineDataTable<Row>
      tableRef={(table) => {
        tableRef.current = table;
      }}
      aria-label={ariaLabel}
      style={{
        // Left unset, rows are transparent and the pinned actions cell shows the cells scrolling under it.
        '--mantine-datatable-background-color': 'var(--mantine-color-body)',
        // The default selection tint (the primary colour's "light") leaves dimmed text under 4.5:1; the palette's lightest keeps it.
        ...(selection ? { '--mantine-datatable-selection-color': 'var(--mantine-primary-color-0)' } : {}),
      }}
      className={phone ? classes.phone : undefined}
      withTableBorder
      borderRadius="sm"
      // Narrower cell padding on a phone leaves the key columns their room.
      horizontalSpacing={phone ? 6 : 'xs'}
      highlightOnHover={onRowClick !== undefined}
      minHeight={records.length === 0 ? minHeight : undefined}
      records={records}
      columns={shownColumns}
      idAccessor={idAccessor}
      fetching={fetching}
      loaderType="dots"
      emptyState={
        // mantine-datatable lays its empty state over the table with pointer-events: none; its actions take clicks back.
        // With rows, an empty fragment: left undefined, the library keeps a hidden "No records" of its own in the table.
        records.length === 0 ? <Box style={{ pointerEvents: 'auto' }}>{emptyState}</Box> : <></>
      }
      onRowClick={onRowClick ? ({ record }) => onRowClick(record) : undefined}
      // A row's actions stay in sight when a wide table scrolls sideways.
      pinLastColumn={shownColumns.at(-1)?.accessor === 'actions'}
      {...pagination}
      {...sorting}
      {...selecting}
    />
  );
};

export const DataTable = memo(ListTable) as typeof ListTable;
