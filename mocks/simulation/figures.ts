import { MAX_PAGE_SIZE } from '@contract/common/paging.schema';
import type { MockDb } from '../db';
import { calendarDay } from '../rules/ledger/history';
import type { Actor } from './action-kit';
import { TIMEZONE } from './client';

/*
 * Every figure a screen shows, read through the API as the screens read it, against the records
 * it is made of, summed here independently: the dashboard's spend and ad accounts against the
 * spend records, its referral earnings against the referral page's total, the wallet's held and
 * available money against the open refunds, each ad account's cost against its spend, and the
 * partner's members' spending and the spending statistics against their members' spend.
 */

const spendOf = (db: MockDb, keep: (piece: ReturnType<MockDb['adSpend']['all']>[number]) => boolean): number =>
  db.adSpend.all().reduce((sum, piece) => (keep(piece) ? sum + piece.amount : sum), 0);

const differs = (what: string, shown: number, source: number): string[] =>
  shown === source ? [] : [`figures: ${what} shows ${shown}, its records say ${source}`];

const sellerFigures = async (db: MockDb, actor: Actor, now: number): Promise<string[]> => {
  const [report, me, rewards, accounts] = await Promise.all([
    actor.client.users.getReport(),
    actor.client.users.getMe(),
    actor.client.referrals.getReferralRewards({ query: {} }),
    actor.client.adAccounts.listAdAccounts({ query: { tab: 'approved', limit: MAX_PAGE_SIZE } }),
  ]);
  if (report.status !== 200 || me.status !== 200 || rewards.status !== 200 || accounts.status !== 200) {
    return [`figures: ${actor.email} could not read the report, the account, the rewards or the ad accounts`];
  }
  const today = calendarDay(now, TIMEZONE);
  const mine = (piece: { userId: string }) => piece.userId === actor.userId;
  const held = db.tickets
    .findMany((q) => q.where({ userId: actor.userId, type: 'request_refund' }))
    .reduce(
      (sum, ticket) =>
        ticket.status === 'pending' || ticket.status === 'processing' ? sum + (ticket.amount ?? 0) : sum,
      0,
    );
  const paid = db.balanceTransactions
    .findMany((q) => q.where({ userId: actor.userId, status: 'PAID' }))
    .reduce((sum, entry) => sum + entry.amount, 0);
  const who = actor.email;
  return [
    ...differs(`${who}'s total spend`, report.body.totalSpend, spendOf(db, mine)),
    ...differs(
      `${who}'s spend today`,
      report.body.todaySpend,
      spendOf(db, (piece) => mine(piece) && calendarDay(piece.from, TIMEZONE) === today),
    ),
    ...differs(
      `${who}'s ad accounts`,
      report.body.totalAdAccounts,
      db.adAccounts.findMany((q) => q.where({ userId: actor.userId })).length,
    ),
    ...differs(`${who}'s referral earnings`, report.body.referralEarnings, rewards.body.statistics.totalEarnings),
    ...differs(`${who}'s wallet`, me.body.balance, paid),
    ...differs(`${who}'s held money`, me.body.heldBalance, held),
    ...differs(`${who}'s available money`, me.body.availableBalance, paid - held),
    ...(accounts.body.tab === 'approved'
      ? accounts.body.content.flatMap((account) =>
          differs(
            `ad account ${account.id}'s cost`,
            account.cost,
            spendOf(db, (piece) => piece.adAccountId === account.id),
          ),
        )
      : []),
  ];
};

const partnerFigures = async (db: MockDb, actor: Actor, now: number): Promise<string[]> => {
  const year = Number(calendarDay(now, TIMEZONE).slice(0, 4));
  const [members, statistics] = await Promise.all([
    actor.client.partnership.listMembers({ query: { limit: MAX_PAGE_SIZE } }),
    actor.client.partnership.getSpendingDepositStatistics({ query: { period: 'month', year } }),
  ]);
  if (members.status !== 200 || statistics.status !== 200) {
    return [`figures: ${actor.email} could not read the members or the spending statistics`];
  }
  const partner = db.users.findFirst((q) => q.where({ id: actor.userId }));
  const memberIds = new Set(
    db.users
      .all()
      .filter((user) => partner !== undefined && user.referredBy === partner.referralCode && user.id !== partner.id)
      .map((user) => user.id),
  );
  return [
    ...members.body.content.flatMap((member) =>
      differs(
        `member ${member.id}'s total spending`,
        member.totalSpending,
        spendOf(db, (piece) => piece.userId === member.id),
      ),
    ),
    ...differs(
      `the members' spending in ${year}`,
      statistics.body.deposits.totalSpending,
      spendOf(db, (piece) => memberIds.has(piece.userId) && calendarDay(piece.from, TIMEZONE).startsWith(`${year}-`)),
    ),
  ];
};

/** Every actor's figures, and the partner's, against their records; empty when all agree. */
export const checkFigures = async (db: MockDb, actors: readonly Actor[], now: number): Promise<string[]> => {
  const found: string[] = [];
  for (const actor of actors) {
    found.push(...(await sellerFigures(db, actor, now)));
    if (actor.partner) found.push(...(await partnerFigures(db, actor, now)));
  }
  return found;
};
