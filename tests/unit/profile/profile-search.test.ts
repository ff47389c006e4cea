import { describe, expect, it } from 'vitest';
import { profileTabOf, ProfileSearchSchema, redeemHistoryQuery, searchForTab } from '@/features/profile/profile-search';

describe("the profile's URL", () => {
  it('keeps a known tab and the history page', () => {
    expect(ProfileSearchSchema.parse({ tab: 'redeem', page: '2' })).toEqual({ tab: 'redeem', page: 2 });
  });

  it('drops a bad tab, page or page size, so the link still opens the page', () => {
    const search = ProfileSearchSchema.parse({ tab: 'billing', page: 'abc', limit: '1000' });
    expect(search).toEqual({});
    expect(profileTabOf(search)).toBe('business');
  });

  it('opens the business tab by default', () => {
    expect(profileTabOf(ProfileSearchSchema.parse({}))).toBe('business');
  });

  it('asks the API for the contract defaults when the URL has no paging', () => {
    expect(redeemHistoryQuery({})).toEqual({ page: 1, limit: 10 });
    expect(redeemHistoryQuery({ page: 3, limit: 20 })).toEqual({ page: 3, limit: 20 });
  });

  it('leaves the default tab out of the address and the paging to the redeem tab', () => {
    expect(searchForTab({ tab: 'redeem', page: 2 }, 'business')).toEqual({
      tab: undefined,
      page: undefined,
      limit: undefined,
    });
    expect(searchForTab({ tab: 'redeem', page: 2 }, 'security')).toMatchObject({ tab: 'security', page: undefined });
    expect(searchForTab({ page: 2 }, 'redeem')).toEqual({ tab: 'redeem', page: 2 });
  });
});
