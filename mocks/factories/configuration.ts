import type { Configuration } from '@contract/configuration/configuration.schema';
import { PaymentMethodIdSchema } from '@contract';
import type { MockDb } from '../db';

/** General configuration as the backend serves it outside any special variant. */
export const createConfiguration = (overrides: Partial<Configuration> = {}): Configuration => ({
  system: 'DEFAULT',
  exchangeRate: '25450',
  paymentMethods: PaymentMethodIdSchema.options.map((id) => ({ id, availability: 'available' })),
  holiday: null,
  setupCostCents: 3_000,
  announcement: { id: 'top-up-tax-2022', publishedAt: '2022-01-20T00:00:00.000Z' },
  ...overrides,
});

/** The server's settings: the stored record, else the defaults (a scenario seeds it after its own records). */
export const configurationOf = (db: MockDb): Configuration => db.configuration.findFirst() ?? createConfiguration();
