import type { PaymentMethodId } from '@contract/common/enums.schema';
import type { TokenSymbol } from '@contract/payments/token.schema';

/** The stablecoin a token method pays with; both run through the same API. */
export const tokenOf = (method: PaymentMethodId): TokenSymbol => (method === 'USDC' ? 'USDC' : 'USDT');

/** Hundredths of a token (1 token = 1 USD = 100) as the reader writes it: "106.00 USDT", "106,00 USDT". */
export const formatTokenAmount = (hundredths: number, language: string, token: TokenSymbol): string =>
  `${new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(hundredths / 100)} ${token}`;

/** The amount as a wallet app's amount field takes it (a dot, no grouping): "1060.05". */
export const tokenAmountInput = (hundredths: number): string =>
  `${Math.trunc(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;

/** A long hash or address shortened for a list: "0x8f3c…a063". */
export const shortenHex = (value: string, keep = 6): string =>
  value.length <= keep * 2 + 1 ? value : `${value.slice(0, keep)}…${value.slice(-4)}`;
