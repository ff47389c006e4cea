import type { PaymentMethodId } from '@contract/common/enums.schema';

/** Which panel runs a method's pay step. */
export type PanelKind =
  | 'card'
  | 'payoneer'
  | 'token'
  | 'vietqr'
  | 'tazapay'
  | 'lianlian'
  | 'airwallex'
  | 'payfast'
  | 'bankRedirect'
  | 'ticket';

export const PANEL_KIND: Readonly<Record<PaymentMethodId, PanelKind>> = {
  creditCard: 'card',
  payoneer: 'payoneer',
  USDT: 'token',
  USDC: 'token',
  localBank: 'vietqr',
  tazapay: 'tazapay',
  lianlian: 'lianlian',
  airwallex: 'airwallex',
  payfast: 'payfast',
  ideal: 'bankRedirect',
  bancontact: 'bankRedirect',
  paypal: 'ticket',
  payoneerTicket: 'ticket',
  pingpong: 'ticket',
  pingPongTicket: 'ticket',
  transferWise: 'ticket',
  transferWisePaymentLink: 'ticket',
  transferWire: 'ticket',
  lianLianTicket: 'ticket',
  localBankTicket: 'ticket',
  TPBank: 'ticket',
  redotpay: 'ticket',
  airWallexAuto: 'ticket',
};

/** The picker's sections: paid online now, paid in crypto, or sent by the seller and reviewed. */
export type MethodGroup = 'online' | 'crypto' | 'manual';

export const METHOD_GROUPS: ReadonlyArray<{ group: MethodGroup; methods: readonly PaymentMethodId[] }> = [
  {
    group: 'online',
    methods: [
      'creditCard',
      'localBank',
      'payoneer',
      'airwallex',
      'tazapay',
      'lianlian',
      'ideal',
      'bancontact',
      'payfast',
    ],
  },
  { group: 'crypto', methods: ['USDT', 'USDC'] },
  {
    group: 'manual',
    methods: [
      'transferWise',
      'transferWisePaymentLink',
      'transferWire',
      'paypal',
      'localBankTicket',
      'TPBank',
      'payoneerTicket',
      'pingpong',
      'pingPongTicket',
      'lianLianTicket',
      'airWallexAuto',
      'redotpay',
    ],
  },
];
