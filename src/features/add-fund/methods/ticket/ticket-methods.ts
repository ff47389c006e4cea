import type { PaymentMethodId } from '@contract/common/enums.schema';
import {
  RECEIVING_METHODS,
  receivingOf as receivingFor,
  type Receiving,
  type ReceivingMethod,
} from '@contract/operator/operator-settings.schema';
import { BANK_TRANSFER_METHODS } from '@contract/payments/top-up-quote';
import { getOperatorSettings } from '@/lib/config/operator-settings';

/** The manual methods: the seller sends the money, then a ticket waits for an admin (airWallexAuto: the provider). */
export type TicketMethod = ReceivingMethod;

/** The methods `TicketPanel` serves. */
export const TICKET_METHODS: ReadonlySet<PaymentMethodId> = new Set<PaymentMethodId>(RECEIVING_METHODS);

export const isTicketMethod = (method: PaymentMethodId): method is TicketMethod => TICKET_METHODS.has(method);

/** Where the money goes: the operator's settings for this brand; null when it does not take the method. */
export const receivingOf = (method: TicketMethod): Receiving | null => receivingFor(getOperatorSettings(), method);

/** Spec section 5: "A payment attachment is required for a Wise transfer". */
export const attachmentRequired = (method: PaymentMethodId): boolean => method === 'transferWise';

/** Spec section 5: "Wire transfer in USD only". */
export const usdOnly = (method: PaymentMethodId): boolean => method === 'transferWire';

/** Paid by a VND transfer at the configured rate, in whole dollars (the page enforces it, the server too). */
export const paidInVnd = (method: PaymentMethodId): boolean => BANK_TRANSFER_METHODS.has(method);

/** Confirmed by the provider from its payment id (`POST /api/tickets/auto`), not reviewed by an admin. */
export const isAutoTicketMethod = (method: PaymentMethodId): method is 'airWallexAuto' => method === 'airWallexAuto';
