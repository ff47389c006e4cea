import { CurrencySchema, IdSchema } from '@contract';
import { TimezoneSchema } from '@contract/ad-accounts/ad-accounts.schema';
import { TicketSchema, VerificationWithFormSchema } from '@contract/tickets/tickets.schema';
import { RefundRequestSchema } from '@contract/transactions/transactions.schema';
import { z } from 'zod';
import { FACTORY_DEFAULT_DATE } from './user';

/* Stored records of the tickets domain: the contract's schema plus what only the server keeps. */

/** What a create_ads_account ticket asks for; the admin opens the ad account from it. */
const AdAccountTicketDetailsSchema = z.object({
  name: z.string(),
  businessCenterId: IdSchema,
  timezone: TimezoneSchema,
  currency: CurrencySchema,
  productLinkId: IdSchema,
});

export const TicketRecordSchema = TicketSchema.extend({
  userId: IdSchema,
  note: z.string().nullable(),
  attachmentUrl: z.string().nullable(),
  transferCode: z.string().nullable(),
  adAccountDetails: AdAccountTicketDetailsSchema.nullable(),
  /** POST /api/tickets/auto: the provider confirms it when the ticket is polled, no admin. */
  auto: z.boolean(),
});
export type TicketRecord = z.infer<typeof TicketRecordSchema>;

export const RefundRequestRecordSchema = RefundRequestSchema.extend({ userId: IdSchema });
export type RefundRequestRecord = z.infer<typeof RefundRequestRecordSchema>;

/** A submitted verification form and its review. */
export const VerificationRecordSchema = VerificationWithFormSchema.extend({ userId: IdSchema });
export type VerificationRecord = z.infer<typeof VerificationRecordSchema>;

/** A pending ticket with no amount; overrides give each type its fields (a setup cost its amount). */
export const createTicket = (overrides: Partial<TicketRecord> = {}): TicketRecord => ({
  id: 'tkt_default',
  userId: 'usr_default',
  type: 'setup_cost',
  status: 'pending',
  amount: null,
  tip: null,
  paymentMethod: null,
  adAccountId: null,
  transactionId: null,
  rejectionReason: null,
  adminSkipped: false,
  note: null,
  attachmentUrl: null,
  transferCode: null,
  adAccountDetails: null,
  auto: false,
  createdAt: FACTORY_DEFAULT_DATE,
  updatedAt: FACTORY_DEFAULT_DATE,
  ...overrides,
});
