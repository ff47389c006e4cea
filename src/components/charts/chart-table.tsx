import { Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

const ROW_HEADER_WIDTH = 120;
const COLUMN_WIDTH = 96;

export interface ChartTableRow {
  key: string;
  /** The row's header: the day or month the figures belong to. */
  label: ReactNode;
  /** One cell per column, in the columns' order. */
  cells: readonly ReactNode[];
}

/**
 * A chart's figures as a table: the chart is hidden from screen readers (`aria-hidden`), so this
 * is their reading of it. Visually hidden by default; `visible` shows it to everyone (a "show as
 * table" toggle, for exact figures without hovering).
 */
export const ChartTable = ({
  caption,
  rowHeader,
  columns,
  rows,
  visible = false,
  id,
}: {
  caption: string;
  /** The first column's heading (e.g. "Day", "Month"). */
  rowHeader: string;
  columns: readonly string[];
  rows: readonly ChartTableRow[];
  visible?: boolean;
  id?: string;
}) => {
  const table = (
    <Table id={id} striped={visible} withTableBorder={visible} captionSide="top" fz="sm">
      <caption>{caption}</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{rowHeader}</Table.Th>
          {columns.map((column) => (
            <Table.Th scope="col" key={column} ta={visible ? 'right' : undefined} style={{ whiteSpace: 'nowrap' }}>
              {column}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Th scope="row" fw={visible ? 500 : undefined} style={{ whiteSpace: 'nowrap' }}>
              {row.label}
            </Table.Th>
            {row.cells.map((cell, index) => (
              <Table.Td
                key={columns[index] ?? index}
                ta={visible ? 'right' : undefined}
                style={{ whiteSpace: 'nowrap' }}
              >
                {cell}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  if (!visible) return <VisuallyHidden>{table}</VisuallyHidden>;
  return (
    // Wide enough for every column: a table with many scrolls sideways rather than wrapping its
    // figures, and takes focus so the keyboard can scroll it.
    <Table.ScrollContainer
      type="native"
      minWidth={ROW_HEADER_WIDTH + columns.length * COLUMN_WIDTH}
      mt="md"
      tabIndex={0}
      role="group"
      aria-label={caption}
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {table}
    </Table.ScrollContainer>
  );
};
