// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { QueryDataTable, type ListPage, type ListQuery } from '@/components/data-table/query-data-table';
import { setViewportWidth } from '../shell/test-utils';
import { renderKit, setupKitTests } from './kit-test-utils';

vi.mock('@/lib/config', async (importOriginal) => {
  const { mockedConfigModule } = await import('../shell/test-config');
  return mockedConfigModule(await importOriginal<typeof ConfigModule>());
});

setupKitTests();
afterEach(() => vi.restoreAllMocks());

/** A window `width` px wide; mantine-datatable also asks an empty query, which matches. */
const setWidth = (width: number) => {
  setViewportWidth(width);
  const byWidth = vi.mocked(window.matchMedia).getMockImplementation();
  if (!byWidth) throw new Error('setViewportWidth mocks matchMedia');
  vi.mocked(window.matchMedia).mockImplementation((media) => byWidth(media.trim() ? media : '(min-width: 0px)'));
};

interface Account {
  id: string;
  name: string;
  note: string | null;
  balance: number;
  status: string;
}

const ROWS: Account[] = [
  { id: 'a', name: 'Lan Boutique', note: 'Spring', balance: 100, status: 'Approved' },
  { id: 'b', name: 'Mai Handmade', note: null, balance: 250, status: 'Closed' },
];

const COLUMNS: DataTableColumn<Account>[] = [
  { accessor: 'name', title: 'Name', priority: 'key' },
  { accessor: 'note', title: 'Note', visibleMediaQuery: '(min-width: 62em)', folded: (row) => row.note },
  { accessor: 'status', title: 'Status', priority: 'key' },
  { accessor: 'balance', title: 'Balance', priority: 'key' },
  { accessor: 'actions', title: 'Actions', render: (row) => <button type="button">Open {row.name}</button> },
];

const query = (overrides: Partial<ListQuery<ListPage<Account>>> = {}): ListQuery<ListPage<Account>> => ({
  data: { body: { content: ROWS, paging: { page: 1, limit: 10, total: 2 } } },
  error: null,
  isError: false,
  isFetching: false,
  isPlaceholderData: false,
  refetch: vi.fn(),
  ...overrides,
});

const renderList = (list: ListQuery<ListPage<Account>>) =>
  renderKit(
    <QueryDataTable
      list={list}
      ariaLabel="Accounts"
      columns={COLUMNS}
      idAccessor="id"
      emptyState={<p>Nothing yet</p>}
    />,
  );

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

describe('QueryDataTable', () => {
  it('shows a failed load with a retry, and the empty state of an empty list', async () => {
    const refetch = vi.fn();
    const { unmount } = renderList(query({ data: undefined, isError: true, error: new Error('down'), refetch }));
    expect(screen.queryByRole('table')).toBeNull();
    screen.getByRole('button', { name: 'Thử lại' }).click();
    expect(refetch).toHaveBeenCalled();
    unmount();

    renderList(query({ data: { body: { content: [], paging: { page: 1, limit: 10, total: 0 } } } }));
    expect(await screen.findByText('Nothing yet')).toBeDefined();
  });

  it('keeps every key column on a wide screen and folds a narrower column into the first key cell', () => {
    setWidth(900);
    renderList(query());
    expect(headers()).toEqual(['Name', 'Status', 'Balance', 'Actions']);
    const first = screen.getAllByRole('row')[1]!;
    expect(within(first).getAllByRole('cell')[0]!.textContent).toBe('Lan BoutiqueNote:Spring');
    // A folded value that is null leaves its line out.
    expect(within(screen.getAllByRole('row')[2]!).queryByText('Note:')).toBeNull();
  });

  it('on a phone stacks the figures in one column and puts the actions under the folded lines', () => {
    setWidth(390);
    renderList(query());
    expect(headers()).toEqual(['Name', 'Status · Balance']);
    const [name, figures] = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(within(name!).getByRole('button', { name: 'Open Lan Boutique' })).toBeDefined();
    expect(figures!.textContent).toBe('Approved100');
  });
});
