import { AdAccountListQuerySchema } from '@contract/ad-accounts/ad-accounts.schema';
import { describe, expect, it } from 'vitest';
import { listSearchSchema, pageOf, toFilters, toPage, toPageSize, toSearchText } from '@/lib/list-search';

const schema = listSearchSchema(AdAccountListQuerySchema.pick({ search: true, status: true, page: true, limit: true }));

describe('a list URL search', () => {
  it('keeps good values, drops bad ones and writes no defaults', () => {
    expect(schema.parse({ search: 'Main', page: 3, limit: 20 })).toEqual({ search: 'Main', page: 3, limit: 20 });
    expect(schema.parse({ page: 'abc', status: 'NOT_A_STATUS' })).toEqual({});
    expect(pageOf({})).toEqual({ page: 1, limit: 10 });
  });
});

describe('the URL updaters', () => {
  const previous = { search: 'Main', status: 'CLOSED', page: 3, limit: 20 };

  it('leaves page 1 out of the link and keeps the other fields', () => {
    expect(toPage(1)(previous)).toEqual({ ...previous, page: undefined });
    expect(toPage(4)(previous)).toEqual({ ...previous, page: 4 });
  });

  it('starts again from the first page on a new page size or search text', () => {
    expect(toPageSize(50)(previous)).toEqual({ ...previous, limit: 50, page: undefined });
    expect(toSearchText('Retargeting')(previous)).toEqual({ ...previous, search: 'Retargeting', page: undefined });
    expect(toSearchText('')(previous)).toEqual({ ...previous, search: undefined, page: undefined });
  });
});

describe('toFilters', () => {
  it('sets the filters and starts the list again from its first page', () => {
    expect(toFilters({ status: 'done' as const })({ page: 3, limit: 50, search: 'inv' })).toEqual({
      page: undefined,
      limit: 50,
      search: 'inv',
      status: 'done',
    });
  });
});
