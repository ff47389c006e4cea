import { MOCK_SERVER_START } from '@mocks/node';
import { createManualClock } from '@mocks/clock';
import { checkLedgerInvariant } from '@mocks/rules/ledger/invariants';
import { createSeededDb } from '@mocks/runtime';
import { PARTNER_MEMBER_COUNT, PARTNER_REFERRAL_CODE, partnerScenario } from '@scenarios/partner';
import { describe, expect, it } from 'vitest';
import { SEED_TIMEOUT_MS } from './mock-api';

describe('the partner scenario seed', () => {
  it(
    'seeds the members, their money and records quickly enough, with the ledger invariant holding',
    async () => {
      const started = performance.now();
      const db = await createSeededDb(partnerScenario, createManualClock(MOCK_SERVER_START));
      const elapsed = performance.now() - started;
      // Logged, not asserted: timings vary by machine (warn: the lint allows only warn and error).
      console.warn(`[partner seed] ${Math.round(elapsed)} ms for ${db.users.count()} users`);

      const members = db.users.all().filter((user) => user.referredBy === PARTNER_REFERRAL_CODE);
      expect(members).toHaveLength(PARTNER_MEMBER_COUNT);
      expect(new Set(db.users.all().map((user) => user.email)).size).toBe(db.users.count());
      const blocked = members.filter((user) => user.status === 'blocked').length;
      expect(blocked).toBeGreaterThan(PARTNER_MEMBER_COUNT * 0.03);
      expect(blocked).toBeLessThan(PARTNER_MEMBER_COUNT * 0.2);
      expect(db.adAccounts.count()).toBeGreaterThan(200);
      expect(db.adAccounts.all().some((account) => account.status === 'SHOW_ACCOUNT_STATUS_PUNISHED')).toBe(true);
      expect(db.productLinks.count()).toBeGreaterThan(200);
      // Videos for the partner to watch and decide on, only on approved links.
      const videos = db.productLinks
        .all()
        .flatMap((link) => (link.productVideo ? [{ link, video: link.productVideo }] : []));
      expect(videos.every(({ link }) => link.status === 'approved')).toBe(true);
      for (const status of ['reviewing', 'approved', 'rejected'] as const) {
        expect(videos.filter(({ video }) => video.videoStatus === status).length).toBeGreaterThan(0);
      }
      expect(db.balanceTransactions.count()).toBeGreaterThan(300);
      expect(db.giftCodes.all().filter((code) => code.ownerId !== null)).toHaveLength(4);
      expect(checkLedgerInvariant(db)).toEqual([]);
    },
    SEED_TIMEOUT_MS,
  );
});
