import {
  AirwallexAutoTicketBodySchema,
  RechargeUserBalanceTicketBodySchema,
  type CreateAutoTicketBody,
  type CreateTicketBody,
} from '@contract/tickets/tickets.schema';
import { z } from 'zod';
import { optionalText, plainText, requiredText, validationMessage as message } from '@/lib/validation';
import type { TopUpOrder } from '../../flow/top-up-order';
import { attachmentRequired, isAutoTicketMethod, type TicketMethod } from './ticket-methods';
import { TRANSFER_CODE_PATTERN } from './transfer-code';

/* Limits of the contract's ticket bodies, read from its schemas so the form cannot drift from them. */
const limitOf = (limit: number | null, name: string): number => {
  if (limit === null) throw new Error(`The ticket contract lost its ${name} limit`);
  return limit;
};

export const TICKET_LIMITS = {
  noteMax: limitOf(RechargeUserBalanceTicketBodySchema.shape.note.unwrap().maxLength, 'note max'),
  paymentIdMax: limitOf(AirwallexAutoTicketBodySchema.shape.paymentId.maxLength, 'paymentId max'),
} as const;

type RechargeTicketBody = Extract<CreateTicketBody, { type: 'recharge_user_balance' }>;
type AirwallexAutoTicketBody = Extract<CreateAutoTicketBody, { paymentMethod: 'airWallexAuto' }>;

/** What the panel sends: a ticket an admin reviews, or the automatic Airwallex request. */
export type TicketRequest =
  { kind: 'ticket'; body: RechargeTicketBody } | { kind: 'auto'; body: AirwallexAutoTicketBody };

/** The order the ticket is for (integer USD cents), as the add-fund page quoted it. */
export type TicketOrder = Pick<TopUpOrder, 'amount' | 'tip'> & { method: TicketMethod };

const formShape = {
  /** Made by the panel (`makeTransferCode`), shown with a copy button, not typed. */
  transferCode: z.string(),
  /** `imageUrl` of the uploaded billing attachment, null while none. */
  attachmentUrl: z.string().nullable(),
  note: plainText(optionalText(TICKET_LIMITS.noteMax), { multiline: true }),
  /** airWallexAuto only: the provider's payment id the seller copies from Airwallex. */
  paymentId: z.string(),
};

export type TicketFormValues = z.input<z.ZodObject<typeof formShape>>;

export const emptyTicketForm = (transferCode: string): TicketFormValues => ({
  transferCode,
  attachmentUrl: null,
  note: '',
  paymentId: '',
});

/** The contract's alphabet of an Airwallex payment id: a copy with hidden or full-width characters is refused. */
const paymentIdField = requiredText()
  .max(TICKET_LIMITS.paymentIdMax, message('maxLength', { max: TICKET_LIMITS.paymentIdMax }))
  .refine(
    (value) => AirwallexAutoTicketBodySchema.shape.paymentId.safeParse(value).success,
    message('airwallexPaymentIdInvalid'),
  );

/**
 * The manual top-up form, derived from the contract's `RechargeUserBalanceTicketBodySchema` (or,
 * for airWallexAuto, `AirwallexAutoTicketBodySchema`) with translated messages: the billing
 * attachment is required for Wise ("The billing attachment field is required"), optional
 * otherwise; the transfer code must be one the panel made. Its output is the request body,
 * so the screen never sends what the contract would refuse (a unit test checks).
 */
export const ticketFormSchema = (order: TicketOrder) =>
  z
    .object(formShape)
    .superRefine((values, ctx) => {
      if (isAutoTicketMethod(order.method)) {
        const paymentId = paymentIdField.safeParse(values.paymentId);
        if (!paymentId.success) {
          ctx.addIssue({ code: 'custom', path: ['paymentId'], message: paymentId.error.issues[0]?.message ?? '' });
        }
        return;
      }
      if (!TRANSFER_CODE_PATTERN.test(values.transferCode)) {
        ctx.addIssue({ code: 'custom', path: ['transferCode'], message: message('required') });
      }
      if (attachmentRequired(order.method) && (values.attachmentUrl ?? '').trim() === '') {
        ctx.addIssue({ code: 'custom', path: ['attachmentUrl'], message: message('billingAttachmentRequired') });
      }
    })
    .transform((values): TicketRequest => {
      if (isAutoTicketMethod(order.method)) {
        return {
          kind: 'auto',
          body: {
            paymentMethod: 'airWallexAuto',
            amount: order.amount,
            tip: order.tip,
            paymentId: values.paymentId.trim(),
          },
        };
      }
      return {
        kind: 'ticket',
        body: {
          type: 'recharge_user_balance',
          amount: order.amount,
          tip: order.tip,
          paymentMethod: order.method,
          transferCode: values.transferCode,
          // Empty optional fields are left out, as the API expects.
          ...(values.attachmentUrl ? { attachmentUrl: values.attachmentUrl } : {}),
          ...(values.note === '' ? {} : { note: values.note }),
        },
      };
    });
