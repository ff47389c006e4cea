import { describe, expect, it } from 'vitest';
import {
  memberAdAccountsQuery,
  MemberProductLinksSearchSchema,
  MemberSearchSchema,
  memberTabOf,
  searchForTab,
} from '@/features/partner-member/member-search';
import { memberAdAccountsOptions, memberProductLinksOptions } from '@/lib/queries/partnership';

describe('the member page URL', () => {
  it('keeps the tab and the ad-account list, and drops a bad value instead of failing', () => {
    expect(
      MemberSearchSchema.parse({
        tab: 'product-links',
        search: ' Main ',
        status: 'SHOW_ACCOUNT_STATUS_APPROVED',
        page: '2',
        limit: '20',
      }),
    ).toEqual({ tab: 'product-links', search: 'Main', status: 'SHOW_ACCOUNT_STATUS_APPROVED', page: 2, limit: 20 });
    expect(MemberSearchSchema.parse({ tab: 'wallet', status: 'open', page: 'abc' })).toEqual({});
  });

  it('opens the ad accounts by default, and a tab link starts unfiltered without the default tab', () => {
    expect(memberTabOf({})).toBe('ad-accounts');
    expect(searchForTab('ad-accounts')).toEqual({ tab: undefined });
    expect(searchForTab('product-links')).toEqual({ tab: 'product-links' });
  });

  it('asks the API for the list the URL shows, with the contract’s defaults', () => {
    const options = memberAdAccountsOptions(
      'usr_1',
      memberAdAccountsQuery({ tab: 'ad-accounts', search: 'Main', page: 3 }),
    );
    expect(options.queryData).toEqual({ params: { id: 'usr_1' }, query: { search: 'Main', page: 3, limit: 10 } });
  });
});

describe('the member product links URL', () => {
  it('keeps status, search and page; a bad status is dropped', () => {
    expect(MemberProductLinksSearchSchema.parse({ status: 'reviewing', search: 'linhmart', page: '4' })).toEqual({
      status: 'reviewing',
      search: 'linhmart',
      page: 4,
    });
    expect(MemberProductLinksSearchSchema.parse({ status: 'waiting', limit: '1000' })).toEqual({});
    expect(memberProductLinksOptions({ status: 'reviewing' }).queryData).toEqual({
      query: { status: 'reviewing', page: 1, limit: 10 },
    });
  });
});
