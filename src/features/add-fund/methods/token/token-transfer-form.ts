import type { UsdtNetwork } from '@contract/common/enums.schema';
import {
  FulfillTokenPaymentBodySchema,
  UsdtAddressSchema,
  UsdtTransactionHashSchema,
  type FulfillTokenPaymentBody,
} from '@contract/payments/token.schema';
import { isUsdtAddressOf } from '@contract/payments/usdt-address';

/*
 * The transfer the seller reports after sending the tokens: the transaction hash and the address
 * it was sent from. The formats are the contract's (so the screen never sends what the API
 * refuses); the address is also checked against the chosen network, and must not be the
 * receiving address itself (a common paste slip). The server checks the hash on chain.
 */

export type TransactionHashIssue = 'hashRequired' | 'hashFormat';
export type FromAddressIssue = 'addressRequired' | 'addressFormat' | 'addressNetwork' | 'addressIsReceiving';
export type TokenTransferIssue = TransactionHashIssue | FromAddressIssue;

export const transactionHashIssue = (value: string): TransactionHashIssue | null => {
  const hash = value.trim();
  if (hash === '') return 'hashRequired';
  return UsdtTransactionHashSchema.safeParse(hash).success ? null : 'hashFormat';
};

export const fromAddressIssue = (
  value: string,
  network: UsdtNetwork,
  receivingAddress?: string,
): FromAddressIssue | null => {
  const address = value.trim();
  if (address === '') return 'addressRequired';
  if (!UsdtAddressSchema.safeParse(address).success) return 'addressFormat';
  if (!isUsdtAddressOf(network, address)) return 'addressNetwork';
  if (receivingAddress !== undefined && address.toLowerCase() === receivingAddress.trim().toLowerCase()) {
    return 'addressIsReceiving';
  }
  return null;
};

export interface TokenTransferValues {
  transactionHash: string;
  fromAddress: string;
}

export type TokenTransferCheck =
  | { ok: true; body: FulfillTokenPaymentBody }
  | { ok: false; issues: Partial<Record<keyof TokenTransferValues, TokenTransferIssue>> };

/** The fulfil-payment body from what was typed, or each field's first issue. */
export const checkTokenTransfer = (
  values: TokenTransferValues,
  network: UsdtNetwork,
  receivingAddress?: string,
): TokenTransferCheck => {
  const hash = transactionHashIssue(values.transactionHash);
  const address = fromAddressIssue(values.fromAddress, network, receivingAddress);
  if (hash || address) {
    return {
      ok: false,
      issues: { ...(hash ? { transactionHash: hash } : {}), ...(address ? { fromAddress: address } : {}) },
    };
  }
  return { ok: true, body: FulfillTokenPaymentBodySchema.parse(values) };
};
