import type { z } from 'zod';
import type { UsdtNetwork } from '../common/enums.schema';

/*
 * A USDT wallet address in its network's format (issue 41): a TRC20 (Tron) address is `T` and 33
 * base58 characters; an ERC20 (Ethereum) or BEP20 (BNB Smart Chain) address is `0x` and 40 hex
 * digits. An address of the other format is refused, so a refund is never sent to a Tron address
 * on Ethereum. Only the form is checked: Tron's base58 checksum and Ethereum's mixed-case checksum
 * need hashing, which the payout provider does before it pays.
 */

const TRON_ADDRESS = 'T[1-9A-HJ-NP-Za-km-z]{33}';
const EVM_ADDRESS = '0x[0-9a-fA-F]{40}';

const ADDRESS_OF_NETWORK: Readonly<Record<UsdtNetwork, RegExp>> = {
  TRC20: new RegExp(`^${TRON_ADDRESS}$`),
  ERC20: new RegExp(`^${EVM_ADDRESS}$`),
  BEP20: new RegExp(`^${EVM_ADDRESS}$`),
};

/** Any network's address: what a field takes before its network is known. */
export const ANY_USDT_ADDRESS = new RegExp(`^(?:${TRON_ADDRESS}|${EVM_ADDRESS})$`);

/** The server's English text; the screens show their own translated message. */
export const USDT_ADDRESS_ISSUE_TEXT =
  'The wallet address does not match the network: TRC20 takes T and 33 characters, ERC20 and BEP20 take 0x and 40 hex digits';

/** True when the address (trimmed) is in the network's format. */
export const isUsdtAddressOf = (network: UsdtNetwork, address: string): boolean =>
  ADDRESS_OF_NETWORK[network].test(address.trim());

/**
 * For `.superRefine` on a body holding an address and its network: the issue sits on the address,
 * where the seller reads it.
 */
export const refineUsdtAddressOfNetwork =
  <Address extends string, Network extends string>(address: Address, network: Network) =>
  (body: Record<Address, string> & Record<Network, UsdtNetwork>, ctx: z.RefinementCtx): void => {
    if (!isUsdtAddressOf(body[network], body[address])) {
      ctx.addIssue({ code: 'custom', path: [address], message: USDT_ADDRESS_ISSUE_TEXT });
    }
  };
