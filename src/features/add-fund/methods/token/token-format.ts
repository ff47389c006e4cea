import type { PaymentMethodId, UsdtNetwork } from '@contract/common/enums.schema';

/** The stablecoin a token method pays with; both run on the same networks and the same API. */
export type TokenSymbol = 'USDT' | 'USDC';

export const tokenOf = (method: PaymentMethodId): TokenSymbol => (method === 'USDC' ? 'USDC' : 'USDT');

export const TOKEN_NETWORKS: readonly UsdtNetwork[] = ['TRC20', 'ERC20', 'BEP20'];

/** The networks a token is offered on: USDC is no longer issued on Tron, so it runs on ERC20 and BEP20. */
export const networksOf = (token: TokenSymbol): readonly UsdtNetwork[] =>
  token === 'USDC' ? ['ERC20', 'BEP20'] : TOKEN_NETWORKS;

/** Hundredths of a token (1 token = 1 USD = 100) as the reader writes it: "106.00 USDT", "106,00 USDT". */
export const formatTokenAmount = (hundredths: number, language: string, token: TokenSymbol): string =>
  `${new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(hundredths / 100)} ${token}`;

/** The amount as a wallet app's amount field takes it (a dot, no grouping): "1060.05". */
export const tokenAmountInput = (hundredths: number): string =>
  `${Math.trunc(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;

/** A long hash or address shortened for a list: "0x8f3c…a063". */
export const shortenHex = (value: string, keep = 6): string =>
  value.length <= keep * 2 + 1 ? value : `${value.slice(0, keep)}…${value.slice(-4)}`;
