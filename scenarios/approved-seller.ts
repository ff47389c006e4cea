import type { OnboardingStep } from '@contract/common/enums.schema';
import type { VerificationForm } from '@contract/tickets/tickets.schema';
import { DAY_MS, isoAt } from '@mocks/clock';
import type { MockDb, UserRecord } from '@mocks/db';
import { seededId } from '@mocks/factories/seed-helpers';
import { createUser } from '@mocks/factories/user';
import { markSeenBeforeLastWeek } from '@mocks/rules/notifications';
import { seedLedger, type SeedMove } from '@mocks/rules/ledger/seed';
import { withFundedAdAccounts, type FundedAdAccount } from './funded-ad-accounts';
import type { SeedTools } from '@mocks/scenario';
import { DEMO_PASSWORD } from './credentials';

export interface ApprovedSellerProfile {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  telegram: string;
  businessName: string;
  businessModel: VerificationForm['businessModel'];
  referralPrefix: string;
  /** Days before the scenario's "now" that the account was created. */
  createdDaysAgo: number;
  /** The rest of the verification form the seller sent; the rest comes from the profile. */
  form: Omit<VerificationForm, 'fullName' | 'businessModel' | 'phone' | 'telegram' | 'primaryContact'>;
  /** The wallet's history, the setup cost's payment and the admin's decision on it included. */
  ledger: readonly SeedMove[];
  /** 6 (using an official ad account) unless the seller is still before the first ad account. */
  onboardingStep?: OnboardingStep;
  /** What the ledger must add up to; the seed fails loudly otherwise. */
  balanceCents: number;
  /** The ad accounts the ledger funds, by id: what each spends a day. */
  adAccounts: Readonly<Record<string, FundedAdAccount>>;
}

/**
 * A seller whose information an admin approved: the account, its contact info,
 * the approved verification form behind it, and a wallet built only from ledger entries.
 */
export const seedApprovedSeller = async (
  db: MockDb,
  { faker, clock }: SeedTools,
  profile: ApprovedSellerProfile,
): Promise<UserRecord> => {
  const { phone, telegram } = profile;
  const user = await db.users.create(
    createUser({
      id: seededId(faker, 'usr'),
      email: profile.email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone,
      businessName: profile.businessName,
      referralCode: `${profile.referralPrefix}${faker.string.numeric(4)}`,
      verifyStatus: 'approved',
      onboardingStep: profile.onboardingStep ?? 6,
      contactInfo: { phone, zalo: phone, telegram, facebook: null, whatsApp: null, primaryContact: 'telegram' },
      businessModel: profile.businessModel,
      // Every cent comes from the ledger seeded below, and the setup cost is paid there.
      balance: 0,
      createdAt: isoAt(clock, -profile.createdDaysAgo * DAY_MS),
      password: DEMO_PASSWORD,
      telegram,
    }),
  );

  await db.verifications.create({
    id: seededId(faker, 'vrf'),
    userId: user.id,
    status: 'approved',
    rejectionReason: null,
    onboardingStep: 3,
    form: {
      ...profile.form,
      fullName: `${profile.lastName} ${profile.firstName}`,
      businessModel: profile.businessModel,
      phone,
      telegram,
      primaryContact: 'telegram',
    },
    createdAt: isoAt(clock, -(profile.createdDaysAgo - 0.5) * DAY_MS),
    updatedAt: isoAt(clock, -(profile.createdDaysAgo - 2) * DAY_MS),
  });

  const ledger = await withFundedAdAccounts(db, clock, profile.ledger, {
    userId: user.id,
    businessName: profile.businessName,
    adAccounts: profile.adAccounts,
  });
  const balance = await seedLedger(db, user.id, ledger, { clock, nextId: (prefix) => seededId(faker, prefix) });
  await markSeenBeforeLastWeek(db, user.id, clock);
  if (balance !== profile.balanceCents) {
    throw new Error(`${profile.email}'s ledger adds up to ${balance}, not ${profile.balanceCents}`);
  }
  return user;
};
