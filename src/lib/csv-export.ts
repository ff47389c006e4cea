import { MAX_PAGE_SIZE, type Paging } from '@contract/common/paging.schema';

/** One CSV column: its header in the reader's language and the cell text of a row. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number;
}

export interface PagedRows<Row> {
  content: Row[];
  paging: Paging;
}

export interface ExportProgress {
  done: number;
  total: number;
}

/**
 * Every row of a filtered list, not just the page on screen: pages through the API at the
 * largest page size, reporting progress after each page. Stops at the total the first page
 * announced, so rows added meanwhile do not make it run forever.
 */
export const collectAllRows = async <Row>(
  fetchPage: (page: number, limit: number) => Promise<PagedRows<Row>>,
  onProgress: (progress: ExportProgress) => void = () => {},
  pageSize: number = MAX_PAGE_SIZE,
): Promise<Row[]> => {
  const first = await fetchPage(1, pageSize);
  const total = first.paging.total;
  const rows = [...first.content];
  onProgress({ done: Math.min(rows.length, total), total });
  for (let page = 2; rows.length < total; page += 1) {
    const next = await fetchPage(page, pageSize);
    if (next.content.length === 0) break;
    rows.push(...next.content);
    onProgress({ done: Math.min(rows.length, total), total });
  }
  return rows.slice(0, total);
};

/** The rows as CSV text (papaparse, loaded only when a list is exported). */
export const rowsToCsv = async <Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): Promise<string> => {
  const { unparse } = await import('papaparse');
  return unparse({
    fields: columns.map((column) => column.header),
    data: rows.map((row) => columns.map((column) => column.value(row))),
  });
};

// A byte-order mark so spreadsheet programs read the Vietnamese text as UTF-8.
const UTF8_BOM = '\uFEFF';

/** Hands the CSV to the browser as a file download. */
export const downloadCsv = (fileName: string, csv: string): void => {
  const url = URL.createObjectURL(new Blob([UTF8_BOM, csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.endsWith('.csv') ? fileName : `${fileName}.csv`;
  link.click();
  URL.revokeObjectURL(url);
};
