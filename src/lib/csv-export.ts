import { MAX_PAGE_SIZE, type Paging } from '@contract/common/paging.schema';
import { toOffsetDateTime } from './dates';
import { centsToDecimal } from './money';

/**
 * What a CSV column reads from a row, one of
 * - `value`: text or a count, as it is (labels already translated); text a spreadsheet would run
 *   as a formula is neutralised (`neutraliseFormula`);
 * - `cents`: an amount in USD cents, written as a plain decimal (`-12.50`) under a header that
 *   names the currency ("Amount (USD)"), so a spreadsheet can add it up;
 * - `moment`: an instant, written in ISO 8601 with the configured timezone's offset.
 */
export type CsvCell<Row> =
  { value: (row: Row) => string | number } | { cents: (row: Row) => number } | { moment: (row: Row) => string | null };

/** One CSV column: its header in the reader's language and its cell. */
export type CsvColumn<Row> = { header: string } & CsvCell<Row>;

/** What the file needs from the reader's language and the app's configuration. */
export interface CsvTexts {
  /** An amount column's header with its currency: "Amount (USD)", "Số tiền (USD)". */
  amountHeader: (header: string, currency: string) => string;
  /** The IANA timezone dates are written in. */
  timezone: string;
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

// Every amount of the product is in US dollars (spec section 9).
const CURRENCY = 'USD';

const headerOf = <Row>(column: CsvColumn<Row>, texts: CsvTexts): string =>
  'cents' in column ? texts.amountHeader(column.header, CURRENCY) : column.header;

/**
 * A cell a spreadsheet reads as a formula: one starting with `=`, `+`, `-` or `@` (after any white
 * space), or with a tab, carriage return or line feed. A name like `=HYPERLINK("http://…","Open
 * report")` would otherwise be a live link, and `@SUM(1+1)` a formula, in the partner's file.
 */
const FORMULA_START = /^(?:\s*[=+\-@]|[\t\r\n])/;

/**
 * Text as a spreadsheet shows it without running it: a cell that would start a formula gets a
 * leading apostrophe, which Excel, LibreOffice and Google Sheets read as "this is text" (OWASP's
 * CSV injection advice). Text of people and servers only: amounts (`cents`) and dates (`moment`)
 * are written by this module from numbers and stay numbers, so `-12.50` still adds up.
 */
export const neutraliseFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

const cellOf = <Row>(column: CsvColumn<Row>, row: Row, texts: CsvTexts): string | number => {
  if ('cents' in column) return centsToDecimal(column.cents(row));
  if ('moment' in column) {
    const iso = column.moment(row);
    return iso === null ? '' : toOffsetDateTime(iso, texts.timezone);
  }
  const value = column.value(row);
  return typeof value === 'string' ? neutraliseFormula(value) : value;
};

/** The rows as CSV text (papaparse, loaded only when a list is exported). */
export const rowsToCsv = async <Row>(
  rows: readonly Row[],
  columns: readonly CsvColumn<Row>[],
  texts: CsvTexts,
): Promise<string> => {
  const { unparse } = await import('papaparse');
  return unparse({
    fields: columns.map((column) => headerOf(column, texts)),
    data: rows.map((row) => columns.map((column) => cellOf(column, row, texts))),
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
