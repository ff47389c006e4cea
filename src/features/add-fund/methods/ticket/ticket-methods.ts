import type { PaymentMethodId } from '@contract/common/enums.schema';
import {
  RECEIVING_ACCOUNTS,
  RECEIVING_WALLETS,
  VIETNAMESE_RECEIVING_ACCOUNTS,
  type ReceivingBankAccount,
  type ReceivingWallet,
  type VietnameseReceivingAccount,
} from '@contract/payments/receiving-accounts';
import { BANK_TRANSFER_METHODS } from '@contract/payments/top-up-quote';

/** The manual methods: the seller sends the money, then a ticket waits for an admin (airWallexAuto: the provider). */
export type TicketMethod = Extract<
  PaymentMethodId,
  | 'paypal'
  | 'payoneerTicket'
  | 'pingpong'
  | 'pingPongTicket'
  | 'transferWise'
  | 'transferWisePaymentLink'
  | 'transferWire'
  | 'lianLianTicket'
  | 'localBankTicket'
  | 'TPBank'
  | 'redotpay'
  | 'airWallexAuto'
>;

const TICKET_METHOD_LIST = [
  'paypal',
  'payoneerTicket',
  'pingpong',
  'pingPongTicket',
  'transferWise',
  'transferWisePaymentLink',
  'transferWire',
  'lianLianTicket',
  'localBankTicket',
  'TPBank',
  'redotpay',
  'airWallexAuto',
] as const satisfies readonly TicketMethod[];

/** The methods `TicketPanel` serves. */
export const TICKET_METHODS: ReadonlySet<PaymentMethodId> = new Set<PaymentMethodId>(TICKET_METHOD_LIST);

export const isTicketMethod = (method: PaymentMethodId): method is TicketMethod => TICKET_METHODS.has(method);

/** Where the money goes, by method. */
export type Receiving =
  | { kind: 'bankAccounts'; accounts: readonly ReceivingBankAccount[] }
  | { kind: 'vietnameseBank'; account: VietnameseReceivingAccount }
  | { kind: 'wallet'; wallet: ReceivingWallet };

export const receivingOf = (method: TicketMethod): Receiving => {
  switch (method) {
    case 'transferWise':
    case 'transferWire':
      return { kind: 'bankAccounts', accounts: RECEIVING_ACCOUNTS };
    case 'localBankTicket':
    case 'TPBank':
      return { kind: 'vietnameseBank', account: VIETNAMESE_RECEIVING_ACCOUNTS[method] };
    default:
      return { kind: 'wallet', wallet: RECEIVING_WALLETS[method] };
  }
};

/** Spec section 5: "A payment attachment is required for a Wise transfer". */
export const attachmentRequired = (method: PaymentMethodId): boolean => method === 'transferWise';

/** Spec section 5: "Wire transfer in USD only". */
export const usdOnly = (method: PaymentMethodId): boolean => method === 'transferWire';

/** Paid by a VND transfer at the configured rate, in whole dollars (the page enforces it, the server too). */
export const paidInVnd = (method: PaymentMethodId): boolean => BANK_TRANSFER_METHODS.has(method);

/** Confirmed by the provider from its payment id (`POST /api/tickets/auto`), not reviewed by an admin. */
export const isAutoTicketMethod = (method: PaymentMethodId): method is 'airWallexAuto' => method === 'airWallexAuto';
