import type { Configuration } from '@contract/configuration/configuration.schema';
import { OLDER_ACCOUNT_CUTOFF, PaymentMethodIdSchema } from '@contract';
import { setupCostRequired } from '@contract/users/account-age';
import type { MockDb, UserRecord } from '../db';

/** General configuration as the backend serves it outside any special variant. */
export const createConfiguration = (overrides: Partial<Configuration> = {}): Configuration => ({
  system: 'DEFAULT',
  exchangeRate: '25450',
  paymentMethods: PaymentMethodIdSchema.options.map((id) => ({ id, availability: 'available' })),
  holiday: null,
  setupCostCents: 3_000,
  olderAccountsBefore: OLDER_ACCOUNT_CUTOFF,
  announcement: { id: 'top-up-tax-2022', publishedAt: '2022-01-20T00:00:00.000Z' },
  ...overrides,
});

/** The server's settings: the stored record, else the defaults (a scenario seeds it after its own records). */
export const configurationOf = (db: MockDb): Configuration => db.configuration.findFirst() ?? createConfiguration();

/** Whether the user owes the one-time setup cost under the server's configured date (an older account does not). */
export const setupCostRequiredOf = (db: MockDb, user: Pick<UserRecord, 'createdAt'>): boolean =>
  setupCostRequired(user.createdAt, configurationOf(db).olderAccountsBefore);
