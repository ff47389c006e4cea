import { newestFirst, oldestFirst, pageOf, paged, searchMatcher, whereEqual } from '@mocks/rules/list';
import { describe, expect, it } from 'vitest';

interface Row {
  id: string;
  createdAt: string;
  sequence: number;
  status: 'open' | 'closed';
}

const row = (id: string, createdAt: string, sequence = 0, status: Row['status'] = 'open'): Row => ({
  id,
  createdAt,
  sequence,
  status,
});

const ids = (rows: readonly Row[]): string[] => rows.map((item) => item.id);

const numbers = (count: number): number[] => Array.from({ length: count }, (_, index) => index + 1);

describe('paged', () => {
  it('answers an empty list as page 1 of nothing', () => {
    expect(paged([], { page: 1, limit: 10 })).toEqual({ content: [], paging: { total: 0, page: 1, limit: 10 } });
  });

  it('cuts full pages and a last partial page, the total always the whole list', () => {
    const items = numbers(23);
    expect(paged(items, { page: 1, limit: 10 })).toEqual({
      content: numbers(10),
      paging: { total: 23, page: 1, limit: 10 },
    });
    expect(paged(items, { page: 2, limit: 10 }).content).toEqual(numbers(20).slice(10));
    expect(paged(items, { page: 3, limit: 10 })).toEqual({
      content: [21, 22, 23],
      paging: { total: 23, page: 3, limit: 10 },
    });
  });

  it('answers a page past the end with no items and the real total', () => {
    expect(paged(numbers(20), { page: 3, limit: 10 })).toEqual({
      content: [],
      paging: { total: 20, page: 3, limit: 10 },
    });
    expect(paged(numbers(5), { page: 99, limit: 100 })).toEqual({
      content: [],
      paging: { total: 5, page: 99, limit: 100 },
    });
  });

  it('ends exactly on a full last page', () => {
    expect(pageOf(numbers(20), { page: 2, limit: 10 })).toEqual(numbers(20).slice(10));
    expect(pageOf(numbers(20), { page: 1, limit: 100 })).toEqual(numbers(20));
  });

  it('leaves the list it pages untouched', () => {
    const items = numbers(3);
    paged(items, { page: 1, limit: 2 }).content.push(99);
    expect(items).toEqual([1, 2, 3]);
  });
});

describe('newestFirst and oldestFirst', () => {
  const rows = [
    row('b', '2026-03-01T10:00:00.000Z', 2),
    row('a', '2026-03-02T10:00:00.000Z', 1),
    row('c', '2026-03-01T10:00:00.000Z', 3),
    row('d', '2026-03-01T10:00:00.000Z', 1),
  ];

  it('puts the latest date first and breaks ties by the larger id', () => {
    const order = newestFirst((item: Row) => [item.createdAt, item.id]);
    expect(ids([...rows].sort(order))).toEqual(['a', 'd', 'c', 'b']);
  });

  it('breaks ties by a number (a sequence) as a number, not as text', () => {
    const many = [row('x', '2026-03-01T10:00:00.000Z', 9), row('y', '2026-03-01T10:00:00.000Z', 10)];
    const order = newestFirst((item: Row) => [item.createdAt, item.sequence]);
    expect(ids([...many].sort(order))).toEqual(['y', 'x']);
  });

  it('keeps the given order among equal dates when there is no tie-break (a stable sort)', () => {
    expect(ids([...rows].sort(newestFirst((item) => item.createdAt)))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids([...rows].reverse().sort(newestFirst((item) => item.createdAt)))).toEqual(['a', 'd', 'c', 'b']);
  });

  it('sorts oldest first with the smaller tie-break first', () => {
    const order = oldestFirst((item: Row) => [item.createdAt, item.id]);
    expect(ids([...rows].sort(order))).toEqual(['b', 'c', 'd', 'a']);
  });

  it('answers the same order whatever order the rows come in', () => {
    const order = newestFirst((item: Row) => [item.createdAt, item.id]);
    const expected = ids([...rows].sort(order));
    for (const start of rows.keys()) {
      const rotated = [...rows.slice(start), ...rows.slice(0, start)];
      expect(ids(rotated.sort(order))).toEqual(expected);
    }
  });

  it('places an empty date (a nullable field read as "") last when newest first', () => {
    const users = [
      { id: 'never', at: null },
      { id: 'asked', at: '2026-03-01T10:00:00.000Z' },
    ];
    expect(users.sort(newestFirst((user) => user.at ?? '')).map((user) => user.id)).toEqual(['asked', 'never']);
  });
});

describe('searchMatcher', () => {
  const names = ['Nguyễn Thị Lan', 'Trần Văn Đức', 'Lê Đà Nẵng', 'lan.tran@example.com'];
  const search = (text: string | undefined) => {
    const found = searchMatcher(text);
    return names.filter((name) => found(name));
  };

  it('matches everything without a search, or with only spaces', () => {
    expect(search(undefined)).toEqual(names);
    expect(search('')).toEqual(names);
    expect(search('   ')).toEqual(names);
  });

  it('ignores Vietnamese accents and đ on either side', () => {
    expect(search('nguyen')).toEqual(['Nguyễn Thị Lan']);
    expect(search('NGUYỄN')).toEqual(['Nguyễn Thị Lan']);
    expect(search('duc')).toEqual(['Trần Văn Đức']);
    expect(search('Đức')).toEqual(['Trần Văn Đức']);
    expect(search('da nang')).toEqual(['Lê Đà Nẵng']);
    expect(search('Đà Nẵng'.normalize('NFD'))).toEqual(['Lê Đà Nẵng']);
  });

  it('ignores case and runs of spaces, and finds parts of words', () => {
    expect(search('THI   LAN')).toEqual(['Nguyễn Thị Lan']);
    expect(search('lan')).toEqual(['Nguyễn Thị Lan', 'lan.tran@example.com']);
    expect(search('@EXAMPLE')).toEqual(['lan.tran@example.com']);
  });

  it('matches when any of the texts does, and nothing when none does', () => {
    const found = searchMatcher('usr_42');
    expect(found('Lan', 'usr_42')).toBe(true);
    expect(found('Lan', 'usr_43')).toBe(false);
    expect(search('hà nội')).toEqual([]);
  });
});

describe('whereEqual', () => {
  const rows = [row('a', '2026-03-01T00:00:00.000Z', 0, 'open'), row('b', '2026-03-01T00:00:00.000Z', 0, 'closed')];

  it('keeps every row when the filter is not given', () => {
    expect(ids(rows.filter(whereEqual(undefined, (item) => item.status)))).toEqual(['a', 'b']);
  });

  it('keeps the rows whose value equals the filter', () => {
    expect(ids(rows.filter(whereEqual<Row, Row['status']>('closed', (item) => item.status)))).toEqual(['b']);
  });
});
