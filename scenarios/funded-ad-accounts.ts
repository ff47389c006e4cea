import { millisOf, type MockClock } from '@mocks/clock';
import type { MockDb } from '@mocks/db';
import { createAdAccount, createBusinessCentre } from '@mocks/factories/ad-account';

export interface FundedAdAccountsProfile {
  userId: string;
  /** Names the business centre and its ad accounts ("<name> - Main", "<name> - 2" …). */
  businessName: string;
  /** The share of what reached an ad account already spent on ads (0 to 1). */
  spentShare: number;
}

/** A business centre id next to its first ad account's (platform ids: 72… for centres, 73… for ad accounts). */
const businessCentreIdOf = (adAccountId: string): string => `72${adAccountId.slice(2)}`;

/**
 * The approved ad accounts the seller's seeded ledger moved money to, in one business centre
 * created an hour before the first move. Each holds exactly what the ledger moved onto it
 * minus what it spent, so wallets and ad accounts agree with the entries.
 */
export const seedFundedAdAccounts = async (
  db: MockDb,
  clock: MockClock,
  { userId, businessName, spentShare }: FundedAdAccountsProfile,
): Promise<void> => {
  const moves = new Map<string, { moved: number; firstAt: number }>();
  for (const entry of db.balanceTransactions.findMany((q) => q.where({ userId, status: 'PAID' }))) {
    const id = entry.adAccountId;
    if (id === null || db.adAccounts.findFirst((q) => q.where({ id }))) continue;
    const at = millisOf(entry.createdAt);
    const known = moves.get(id) ?? { moved: 0, firstAt: at };
    // A wallet entry's amount is the wallet's change: the ad account moved the other way.
    moves.set(id, { moved: known.moved - entry.amount, firstAt: Math.min(known.firstAt, at) });
  }
  const accounts = [...moves].sort(([, a], [, b]) => a.firstAt - b.firstAt);
  const [first] = accounts;
  if (!first) return;

  const opened = (at: number) => new Date(Math.min(at - 60 * 60 * 1000, clock.now())).toISOString();
  const businessCenterId = businessCentreIdOf(first[0]);
  await db.businessCentres.create(
    createBusinessCentre({
      id: businessCenterId,
      userId,
      name: `${businessName} BC`,
      businessName,
      createdAt: opened(first[1].firstAt),
    }),
  );
  for (const [index, [id, { moved, firstAt }]] of accounts.entries()) {
    if (moved < 0) throw new Error(`Seeded ledger withdrew more from ad account ${id} than it moved onto it`);
    const cost = Math.floor(moved * spentShare);
    await db.adAccounts.create(
      createAdAccount({
        id,
        userId,
        name: `${businessName} - ${index === 0 ? 'Main' : index + 1}`,
        businessCenterId,
        balance: moved - cost,
        cost,
        createdAt: opened(firstAt),
      }),
    );
  }
};
