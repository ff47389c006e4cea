import { DAY_MS, isoAt, type MockClock } from '@mocks/clock';
import type { MockDb } from '@mocks/db';
import { createBusinessCentre } from '@mocks/factories/ad-account';
import type { SeedMove } from '@mocks/rules/ledger/seed';

export interface FundedAdAccount {
  /** What the account spends on an average day while it holds money. */
  dailyBudget: number;
  /** "<business> - Main", "<business> - 2" … in the order money first reaches them, unless named. */
  name?: string;
}

export interface FundedAdAccountsProfile {
  userId: string;
  businessName: string;
  /** Every ad account the ledger moves money to, by id. */
  adAccounts: Readonly<Record<string, FundedAdAccount>>;
}

/** A business centre id next to its first ad account's (platform ids: 72… for centres, 73… for ad accounts). */
const businessCentreIdOf = (adAccountId: string): string => `72${adAccountId.slice(2)}`;

const OPENED_BEFORE_FIRST_MOVE_DAYS = 1 / 24;

/**
 * The ledger with each ad account it funds opened an hour before money first reaches it, in one
 * business centre (created then). What the accounts spend follows from their budgets as the
 * seed's time passes, as it does later when the clock moves.
 */
export const withFundedAdAccounts = async (
  db: MockDb,
  clock: MockClock,
  ledger: readonly SeedMove[],
  { userId, businessName, adAccounts }: FundedAdAccountsProfile,
): Promise<SeedMove[]> => {
  const firstMoves = new Map<string, number>();
  for (const move of ledger) {
    if (move.kind !== 'transfer' && move.kind !== 'withdraw') continue;
    if (!firstMoves.has(move.adAccountId)) firstMoves.set(move.adAccountId, move.daysAgo);
  }
  const [firstId, firstDaysAgo] = [...firstMoves][0] ?? [];
  if (firstId === undefined || firstDaysAgo === undefined) return [...ledger];

  const businessCenterId = businessCentreIdOf(firstId);
  await db.businessCentres.create(
    createBusinessCentre({
      id: businessCenterId,
      userId,
      name: `${businessName} BC`,
      businessName,
      createdAt: isoAt(clock, -(firstDaysAgo + OPENED_BEFORE_FIRST_MOVE_DAYS) * DAY_MS),
    }),
  );
  const opens: SeedMove[] = [...firstMoves].map(([id, daysAgo], index) => {
    const profile = adAccounts[id];
    if (!profile) throw new Error(`The seed funds ad account ${id} but gives it no budget`);
    return {
      kind: 'openAdAccount',
      daysAgo: daysAgo + OPENED_BEFORE_FIRST_MOVE_DAYS,
      adAccount: {
        id,
        name: profile.name ?? `${businessName} - ${index === 0 ? 'Main' : index + 1}`,
        businessCenterId,
        dailyBudget: profile.dailyBudget,
      },
    };
  });
  // Oldest first; an account opens before the move that funds it.
  return [...opens, ...ledger].sort((a, b) => b.daysAgo - a.daysAgo);
};
