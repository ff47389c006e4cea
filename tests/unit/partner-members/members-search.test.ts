import { describe, expect, it } from 'vitest';
import { memberListQuery } from '@/features/partner-members/member-list-query';
import {
  DEFAULT_SORT,
  isFiltered,
  MembersSearchSchema,
  withoutFilters,
} from '@/features/partner-members/members-search';

const TIMEZONE = 'Asia/Ho_Chi_Minh';
/** 2026-03-10 08:00 in Vietnam (a Tuesday). */
const NOW = new Date('2026-03-10T01:00:00.000Z');

describe('MembersSearchSchema', () => {
  it('keeps every list field of the contract and drops bad values', () => {
    const search = MembersSearchSchema.parse({
      status: 'blocked',
      search: 'lan',
      verifyStatus: 'approved',
      planStatus: 'nope',
      currentPlan: 'enterprise',
      sortBy: 'totalSpending',
      order: 'sideways',
      page: 'abc',
      limit: 50,
      from: '2026-01-01',
      datePreset: 'last_7_days',
    });
    expect(search).toEqual({
      status: 'blocked',
      search: 'lan',
      verifyStatus: 'approved',
      planStatus: undefined,
      currentPlan: 'enterprise',
      sortBy: 'totalSpending',
      order: undefined,
      page: undefined,
      limit: 50,
      from: '2026-01-01',
      to: undefined,
      datePreset: 'last_7_days',
    });
  });

  it('writes no default into a link', () => {
    expect(Object.values(MembersSearchSchema.parse({})).every((value) => value === undefined)).toBe(true);
    expect(DEFAULT_SORT).toEqual({ sortBy: 'createdAt', order: 'desc' });
  });
});

describe('memberListQuery', () => {
  it('resolves a preset to the days it covers in the configured timezone', () => {
    const search = MembersSearchSchema.parse({ datePreset: 'last_7_days', sortBy: 'email', order: 'asc' });
    expect(memberListQuery(search, NOW, TIMEZONE)).toMatchObject({
      from: '2026-03-04',
      to: '2026-03-10',
      sortBy: 'email',
      order: 'asc',
    });
    expect(memberListQuery(search, NOW, TIMEZONE)).not.toHaveProperty('datePreset');
  });

  it('lets a custom range win over a preset, and sends no dates without either', () => {
    const custom = MembersSearchSchema.parse({ datePreset: 'today', from: '2025-12-01' });
    expect(memberListQuery(custom, NOW, TIMEZONE)).toMatchObject({ from: '2025-12-01' });
    expect(memberListQuery(custom, NOW, TIMEZONE)).not.toHaveProperty('to');
    const none = memberListQuery(MembersSearchSchema.parse({ status: 'activated' }), NOW, TIMEZONE);
    expect(none).not.toHaveProperty('from');
    expect(none).toMatchObject({ status: 'activated' });
  });
});

describe('filters', () => {
  it('counts search, filters and dates as filtering, not the tab, sort or page', () => {
    expect(isFiltered(MembersSearchSchema.parse({ status: 'blocked', sortBy: 'email', page: 3 }))).toBe(false);
    expect(isFiltered(MembersSearchSchema.parse({ currentPlan: 'regular_1' }))).toBe(true);
    expect(isFiltered(MembersSearchSchema.parse({ datePreset: 'today' }))).toBe(true);
  });

  it('clears the filters but keeps the tab, sort and page size', () => {
    const search = MembersSearchSchema.parse({
      status: 'blocked',
      search: 'lan',
      planStatus: 'active',
      sortBy: 'email',
      limit: 20,
      page: 4,
    });
    expect(withoutFilters(search)).toEqual({ status: 'blocked', sortBy: 'email', order: undefined, limit: 20 });
  });
});
