import { DEMO_TOKEN_ADDRESSES } from '@contract/operator/demo-operator-settings';
import type { BalanceTransaction } from '@contract/transactions/balance-transaction.schema';
import type { PaymentMethodId, PaymentStatus } from '@contract/common/enums.schema';
import type { TopUpCharge } from '@contract/payments/payment-common.schema';
import type { UsdtPayment } from '@contract/payments/token.schema';
import type { VietqrPayment } from '@contract/payments/vietqr.schema';
import type { TopUpOrder } from '@/features/add-fund/flow/top-up-order';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

const chargeOf = (amount: number): TopUpCharge => {
  const tax = Math.round(amount * 0.06);
  return {
    amount,
    tax,
    taxRateBasisPoints: 600,
    methodFee: 0,
    methodFeeBasisPoints: 0,
    tip: 0,
    total: amount + tax,
    currency: 'USD',
  };
};

export const orderOf = (method: PaymentMethodId, amount: number): TopUpOrder => ({
  method,
  amount,
  tip: 0,
  charge: chargeOf(amount),
});

const entryOf = (
  id: string,
  charge: TopUpCharge,
  status: PaymentStatus,
  paymentMethod: PaymentMethodId,
  transferCode: string | null = null,
): BalanceTransaction => ({
  id,
  type: 'add_fund_user_balance',
  amount: charge.amount,
  currency: 'USD',
  fee: 0,
  methodFee: charge.methodFee,
  serviceCharge: 0,
  tax: charge.tax,
  tip: charge.tip,
  status,
  paymentMethod,
  transferCode,
  adAccountId: null,
  balanceAfter: status === 'PAID' ? 135_040 : null,
  note: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

/** The demo's address on Tron, which unit tests' operator settings (the demo's) know as the agency's. */
export const TRON_RECEIVING = DEMO_TOKEN_ADDRESSES.TRC20;
export const TRON_SENDER = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
export const HASH = `${'ab'.repeat(30)}1f2e`;

export const usdtPaymentOf = (
  amount: number,
  status: PaymentStatus,
  overrides: Partial<UsdtPayment> = {},
): UsdtPayment => {
  const charge = chargeOf(amount);
  const submitted = status !== 'UNPAID';
  return {
    transactionId: 'txn_usdt',
    network: 'TRC20',
    walletAddress: TRON_RECEIVING,
    qrCode: PNG,
    amountToSend: charge.total,
    detection: 'manual',
    transactionHash: submitted ? HASH : null,
    fromAddress: submitted ? TRON_SENDER : null,
    confirmations: submitted ? 3 : 0,
    requiredConfirmations: 19,
    charge,
    expiresAt: '2030-01-01T01:00:00.000Z',
    submittedAt: submitted ? '2030-01-01T00:10:00.000Z' : null,
    transaction: entryOf('txn_usdt', charge, status, 'USDT'),
    ...overrides,
  };
};

export const vietqrPaymentOf = (
  amount: number,
  status: PaymentStatus,
  transferContent = 'NAP123456789',
): VietqrPayment => {
  const charge = chargeOf(amount);
  return {
    transactionId: 'txn_vqr',
    qrDataUrl: PNG,
    qrContent: `00020101021238570010A00000072701270006970436011310415888290208QRIBFTTA5303704540727000005802VN62160812${transferContent}6304ABCD`,
    account: {
      bankBin: '970436',
      bankName: 'Ngân hàng TMCP Ngoại Thương Việt Nam',
      bankShortName: 'Vietcombank',
      accountNumber: '1041588829',
      accountName: 'CONG TY TNHH CONG NGHE QUANG CAO SO',
    },
    transferContent,
    codeRefreshedAt: null,
    transferAmount: { amount: 2_697_700, currency: 'VND', exchangeRate: '25450' },
    charge,
    expiresAt: '2030-01-01T00:15:00.000Z',
    transaction: entryOf('txn_vqr', charge, status, 'localBank', transferContent),
  };
};
