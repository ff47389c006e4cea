import { describe, expect, it } from 'vitest';
import { adAccountListQuery, myAdAccountsTabOf, searchForTab } from '@/features/ad-accounts/my-ad-accounts-search';
import { MyAdAccountsSearchSchema } from '@/lib/ad-account-tabs';
import { listAdAccountsOptions } from '@/lib/queries/ad-accounts';

describe("My ad accounts' URL", () => {
  it('keeps the tab, search, status, page and page size of a shared link', () => {
    const search = MyAdAccountsSearchSchema.parse({
      tab: 'approved',
      search: 'Main',
      status: 'SHOW_ACCOUNT_STATUS_APPROVED',
      page: '2',
      limit: '20',
    });
    expect(search).toEqual({
      tab: 'approved',
      search: 'Main',
      status: 'SHOW_ACCOUNT_STATUS_APPROVED',
      page: 2,
      limit: 20,
    });
  });

  it('drops a bad value and still opens the page, on the approved tab', () => {
    const search = MyAdAccountsSearchSchema.parse({ tab: 'nope', status: 'ACTIVE', page: 'abc', limit: '500' });
    expect(search).toEqual({});
    expect(myAdAccountsTabOf(search)).toBe('approved');
  });

  it('asks the API for the tab, with the status filter only on the approved tab and the contract defaults', () => {
    const search = { search: 'Lan', status: 'CLOSED' as const, limit: 50 };
    expect(listAdAccountsOptions(adAccountListQuery('approved', search)).queryData.query).toEqual({
      tab: 'approved',
      search: 'Lan',
      status: 'CLOSED',
      page: 1,
      limit: 50,
    });
    expect(listAdAccountsOptions(adAccountListQuery('in_review', search)).queryData.query).toEqual({
      tab: 'in_review',
      search: 'Lan',
      page: 1,
      limit: 50,
    });
  });

  it('opens another tab on its first page, unfiltered, leaving the default tab out of the link', () => {
    expect(searchForTab('in_review')).toEqual({ tab: 'in_review' });
    expect(searchForTab('setup')).toEqual({ tab: 'setup' });
    expect(searchForTab('approved')).toEqual({ tab: undefined });
  });
});
