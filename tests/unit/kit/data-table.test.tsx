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
