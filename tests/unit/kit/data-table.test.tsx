// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import { DataTable } from '@/components/data-table/data-table';
import { renderKit, setupKitTests } from './kit-test-utils';

vi.mock('@/lib/config', async (importOriginal) => {
  const { mockedConfigModule } = await import('../shell/test-config');
  return mockedConfigModule(await importOriginal<typeof ConfigModule>());
});

setupKitTests();

const ROWS = [
  { id: 'a', email: 'an@shop.vn', spending: 100 },
  { id: 'b', email: 'binh@shop.vn', spending: 250 },
];

describe('DataTable', () => {
  it('names the sort state of each sortable column in the reader language', () => {
    renderKit(
      <DataTable
        ariaLabel="Thành viên"
        records={ROWS}
        idAccessor="id"
        columns={[
          { accessor: 'email', title: 'E-mail', sortable: true },
          { accessor: 'spending', title: 'Chi tiêu', sortable: true },
        ]}
        sortStatus={{ columnAccessor: 'spending', direction: 'desc' }}
        onSortStatusChange={vi.fn()}
        emptyState={null}
      />,
    );
    expect(screen.getByRole('img', { name: 'Sắp xếp giảm dần' })).toBeDefined();
    expect(screen.getByRole('img', { name: 'Chưa sắp xếp' })).toBeDefined();
    expect(screen.queryByRole('img', { name: /sorted/i })).toBeNull();
  });
});

describe('DataTable paging and empty text', () => {
  const many = Array.from({ length: 10 }, (_, index) => ({
    id: `m${index}`,
    email: `m${index}@shop.vn`,
    spending: index,
  }));
  const columns = [{ accessor: 'email' as const, title: 'E-mail' }];

  it('writes the pager total in the reader’s number format', () => {
    renderKit(
      <DataTable
        ariaLabel="Thành viên"
        records={many}
        idAccessor="id"
        columns={columns}
        paging={{ page: 1, limit: 10, total: 2_000 }}
        onPageChange={vi.fn()}
        emptyState={null}
      />,
    );
    expect(screen.getByText('1–10 trên 2.000')).toBeDefined();
  });

  it('keeps no hidden "No records" text beside the rows', () => {
    const { container } = renderKit(
      <DataTable
        ariaLabel="Thành viên"
        records={ROWS}
        idAccessor="id"
        columns={columns}
        paging={{ page: 1, limit: 10, total: 2 }}
        onPageChange={vi.fn()}
        emptyState={<p>Chưa có thành viên</p>}
      />,
    );
    expect(container.textContent).not.toMatch(/No records|Chưa có thành viên/);
  });

  it('shows the screen’s empty state and no pager for an empty list', () => {
    const { container } = renderKit(
      <DataTable
        ariaLabel="Thành viên"
        records={[]}
        idAccessor="id"
        columns={columns}
        paging={{ page: 1, limit: 10, total: 0 }}
        onPageChange={vi.fn()}
        emptyState={<p>Chưa có thành viên</p>}
      />,
    );
    expect(screen.getByText('Chưa có thành viên')).toBeDefined();
    expect(container.textContent).not.toMatch(/No records/);
    expect(screen.queryByRole('button', { name: 'Trang sau' })).toBeNull();
  });
});

describe('DataTable pager in English', () => {
  it('groups thousands the English way', async () => {
    const { changeLocale } = await import('@/lib/i18n');
    await changeLocale('en');
    const rows = Array.from({ length: 10 }, (_, index) => ({ id: `e${index}`, email: `e${index}@shop.com` }));
    renderKit(
      <DataTable
        ariaLabel="Members"
        records={rows}
        idAccessor="id"
        columns={[{ accessor: 'email', title: 'E-mail' }]}
        paging={{ page: 3, limit: 10, total: 12_345 }}
        onPageChange={vi.fn()}
        emptyState={null}
      />,
    );
    expect(screen.getByText('21–30 of 12,345')).toBeDefined();
    await changeLocale('vi');
  });
});
