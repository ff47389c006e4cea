import type { PaymentMethodId, TazapayMethod } from '@contract/common/enums.schema';
import type { TopUpCharge } from '@contract/payments/payment-common.schema';

/** What the seller chose on the add-fund page, with the charge quoted for it (integer USD cents). */
export interface TopUpOrder {
  method: PaymentMethodId;
  /** Credited to the wallet. */
  amount: number;
  tip: number;
  /** Tazapay's own method (its fee); undefined for every other method. */
  tazapayMethod?: TazapayMethod | undefined;
  /** quoteTopUpCharge's answer for this order: the same function the server charges with. */
  charge: TopUpCharge;
}

/** Every payment method's panel takes the order and runs its own pay step to the result. */
export interface MethodPanelProps {
  order: TopUpOrder;
}
