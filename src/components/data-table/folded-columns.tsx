import { Box, Stack } from '@mantine/core';
import type { DataTableColumn as MantineDataTableColumn } from 'mantine-datatable';
import { Fragment, useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { DataTableColumn } from './data-table';

/** Below this width (Mantine's xs) a list shows its key columns only: the phone layout. */
const COLUMNS_FROM = '(min-width: 36em)';

const QUERY_SEPARATOR = '\n';

/** The queries of `queries` that match now, followed as the window changes. */
const useMatchingQueries = (queries: readonly string[]): ReadonlySet<string> => {
  const key = [...new Set(queries)].join(QUERY_SEPARATOR);
  const subscribe = useCallback(
    (notify: () => void) => {
      const lists = key.split(QUERY_SEPARATOR).map((query) => window.matchMedia(query));
      for (const list of lists) list.addEventListener('change', notify);
      return () => {
        for (const list of lists) list.removeEventListener('change', notify);
      };
    },
    [key],
  );
  // A string, so an unchanged answer is the same snapshot.
  const matching = useSyncExternalStore(subscribe, () =>
    key
      .split(QUERY_SEPARATOR)
      .filter((query) => window.matchMedia(query).matches)
      .join(QUERY_SEPARATOR),
  );
  return useMemo(() => new Set(matching.split(QUERY_SEPARATOR)), [matching]);
};

const cellOf = <Row,>(column: DataTableColumn<Row>, row: Row, index: number): ReactNode =>
  column.render ? column.render(row, index) : String((row as Record<string, unknown>)[String(column.accessor)] ?? '');

/** The column as mantine-datatable takes it: the kit's own fields left out. */
const forMantine = <Row,>(column: DataTableColumn<Row>): MantineDataTableColumn<Row> => {
  const { priority: _priority, folded: _folded, visibleMediaQuery: _query, ...shown } = column;
  // NOTE: an object rest loses the union of mantine's column type (ellipsis or noWrap); the fields are the column's own.
  return shown as MantineDataTableColumn<Row>;
};

/**
 * One folded column: its title, then its value, wrapping together in a narrow cell; a long
 * value (an id, a code) breaks rather than widen the cell past the phone's width.
 */
const FoldedLine = ({ label, children }: { label: ReactNode; children: ReactNode }) => (
  <Box
    fz="xs"
    style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 4, overflowWrap: 'anywhere' }}
  >
    <Box component="span" c="dimmed">
      {label}:
    </Box>
    {children}
  </Box>
);

/**
 * The columns mantine-datatable draws at the current width: key columns always, others from
 * their media query; what the rest hold shows in the first key cell (the first cell when no
 * column is key), as label/value lines, with the row's actions under them on a phone.
 */
export const useFoldedColumns = <Row,>(
  columns: DataTableColumn<Row>[],
): { shownColumns: MantineDataTableColumn<Row>[]; phone: boolean } => {
  const matching = useMatchingQueries([
    COLUMNS_FROM,
    ...columns.flatMap((column) => (column.visibleMediaQuery ? [column.visibleMediaQuery] : [])),
  ]);
  const phone = !matching.has(COLUMNS_FROM);
  const isShown = (column: DataTableColumn<Row>) =>
    column.priority === 'key' || matching.has(column.visibleMediaQuery ?? COLUMNS_FROM);
  const hostIndex = Math.max(
    0,
    columns.findIndex((column) => column.priority === 'key'),
  );
  // A column the screen hides (`hidden`) has nothing to say on this screen: it does not fold.
  const folded = columns.filter((column, index) => index !== hostIndex && !column.hidden && !isShown(column));
  const lines = folded.filter((column) => column.accessor !== 'actions');
  const actions = folded.find((column) => column.accessor === 'actions');

  // On a phone the key figures after the first share one column, stacked: the row's name keeps its room.
  const stacked = phone
    ? columns.filter((column, index) => index !== hostIndex && column.priority === 'key' && !column.hidden)
    : [];
  const stackedColumn = (first: DataTableColumn<Row>): MantineDataTableColumn<Row> => ({
    ...forMantine(first),
    title: stacked.map((column) => column.title ?? String(column.accessor)).join(' · '),
    textAlign: 'right',
    render: (row, rowIndex) => (
      <Stack gap={4} align="flex-end">
        {stacked.map((column) => (
          <Fragment key={String(column.accessor)}>{cellOf(column, row, rowIndex)}</Fragment>
        ))}
      </Stack>
    ),
  });

  const shownColumns = columns.flatMap((column, index): MantineDataTableColumn<Row>[] => {
    const shown = forMantine(column);
    if (stacked.length > 1 && stacked.includes(column)) return column === stacked[0] ? [stackedColumn(column)] : [];
    if (index !== hostIndex) return folded.includes(column) ? [] : [shown];
    if (folded.length === 0) return [shown];
    return [
      {
        ...shown,
        render: (row, rowIndex) => (
          // On a phone a long id or word breaks: the key columns beside it keep their room.
          <Stack gap={4} style={phone ? { overflowWrap: 'anywhere' } : undefined}>
            {cellOf(column, row, rowIndex)}
            {lines.length > 0 && (
              // The lines share a line where the cell is wide enough.
              <Box style={{ display: 'flex', flexWrap: 'wrap', columnGap: 'var(--mantine-spacing-md)', rowGap: 2 }}>
                {lines.map((line) => {
                  const value = line.folded ? line.folded(row) : cellOf(line, row, rowIndex);
                  // Nothing to say (null, an empty text, a false `&&`): no line.
                  return value === null || value === undefined || value === '' || value === false ? null : (
                    <FoldedLine key={String(line.accessor)} label={line.title ?? String(line.accessor)}>
                      {value}
                    </FoldedLine>
                  );
                })}
              </Box>
            )}
            {actions?.render?.(row, rowIndex)}
          </Stack>
        ),
      },
    ];
  });
  return { shownColumns, phone };
};
