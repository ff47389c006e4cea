import type { MemberListQuery, PartnerMember } from '@contract/partnership/partnership.schema';
import { PARTNER_MEMBER_COUNT, PARTNER_REFERRAL_CODE } from '@scenarios/partner';
import { describe, expect, it } from 'vitest';
import { SEED_TIMEOUT_MS, useMockApi } from '../mocks/mock-api';

/* The mock's members list: the current-plan filter and the column sort the screen's URL asks for. */

const { mock, client, session } = await useMockApi({ scenario: 'partner' });

const members = () => mock.db.users.all().filter((user) => user.referredBy === PARTNER_REFERRAL_CODE);

const allPages = async (query: Partial<MemberListQuery>) => {
  const rows: PartnerMember[] = [];
  for (let page = 1; ; page += 1) {
    const response = await client.partnership.listMembers({ query: { ...query, page, limit: 100 } });
    if (response.status !== 200) throw new Error(`list answered ${response.status}`);
    rows.push(...response.body.content);
    if (rows.length >= response.body.paging.total) return { rows, total: response.body.paging.total };
  }
};

describe('members list: current plan and sort', () => {
  it(
    'filters by current plan, alone and with other filters',
    async () => {
      session.token = await mock.signIn();
      const growth = await allPages({ currentPlan: 'regular_3' });
      expect(growth.total).toBe(members().filter((user) => user.plans.type === 'regular_3').length);
      expect(growth.total).toBeGreaterThan(10);
      expect(growth.rows.every((member) => member.currentPlan === 'regular_3')).toBe(true);

      const narrowed = await allPages({ currentPlan: 'regular_3', planStatus: 'active', status: 'activated' });
      expect(narrowed.total).toBeGreaterThan(0);
      expect(narrowed.total).toBeLessThan(growth.total);
      expect(
        narrowed.rows.every(
          (member) =>
            member.currentPlan === 'regular_3' && member.planStatus === 'active' && member.userStatus === 'activated',
        ),
      ).toBe(true);

      const none = await client.partnership.listMembers({ query: { currentPlan: 'white_agency' } });
      expect(none.body).toMatchObject({ content: [], paging: { total: 0 } });
    },
    SEED_TIMEOUT_MS,
  );

  it(
    'sorts by each column both ways, ties and missing values in a fixed place',
    async () => {
      session.token = await mock.signIn();
      const { rows: bySpending } = await allPages({ sortBy: 'totalSpending', order: 'desc' });
      expect(bySpending).toHaveLength(PARTNER_MEMBER_COUNT);
      const spending = bySpending.map((member) => member.totalSpending);
      expect(spending).toEqual([...spending].sort((a, b) => b - a));
      expect(spending[0]).toBeGreaterThan(0);
      // Equal values keep the newest member first.
      const zero = bySpending.filter((member) => member.totalSpending === 0).map((member) => member.createdAt);
      expect(zero).toEqual([...zero].sort().reverse());

      const cheapest = await client.partnership.listMembers({
        query: { sortBy: 'totalSpending', order: 'asc', limit: 1 },
      });
      expect(cheapest.body).toMatchObject({ content: [{ totalSpending: 0 }] });

      const byEmail = await client.partnership.listMembers({ query: { sortBy: 'email', order: 'asc', limit: 100 } });
      if (byEmail.status !== 200) throw new Error('sort failed');
      const emails = byEmail.body.content.map((member) => member.email);
      expect(emails).toEqual([...emails].sort((a, b) => a.localeCompare(b)));

      const byAccounts = await client.partnership.listMembers({ query: { sortBy: 'adAccountsCount', limit: 5 } });
      if (byAccounts.status !== 200) throw new Error('sort failed');
      const most = Math.max(
        ...members().map((user) => mock.db.adAccounts.all().filter((a) => a.userId === user.id).length),
      );
      expect(byAccounts.body.content[0]?.adAccountsCount).toBe(most);

      // Members who never sent information sort last, whichever the direction.
      const { rows } = await allPages({ sortBy: 'requestAt', order: 'asc' });
      const firstNull = rows.findIndex((member) => member.requestAt === null);
      expect(firstNull).toBeGreaterThan(0);
      expect(rows.slice(firstNull).every((member) => member.requestAt === null)).toBe(true);
      const dates = rows.slice(0, firstNull).map((member) => member.requestAt ?? '');
      expect(dates).toEqual([...dates].sort());
      const latest = await client.partnership.listMembers({ query: { sortBy: 'requestAt', order: 'desc', limit: 1 } });
      expect(latest.body).toMatchObject({ content: [{ requestAt: dates.at(-1) }] });
    },
    SEED_TIMEOUT_MS,
  );
});
