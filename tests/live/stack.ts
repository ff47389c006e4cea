/**
 * Where the live suite's servers run (scripts/live-stack.ts): one per scenario, the production
 * build behind nginx with the API paths forwarded to the mock backend over HTTP.
 * E2E_LIVE_PORT moves them, so two checkouts can run side by side.
 */
const BASE_PORT = Number(process.env.E2E_LIVE_PORT ?? 4273);

export const LIVE_STACK = {
  /** A verified seller with a wallet, ad accounts and a card: the seller's pages. */
  seller: { scenario: 'verified-seller', port: BASE_PORT },
  /** An active partner with referred members: the partner view. */
  partner: { scenario: 'partner', port: BASE_PORT + 1 },
} as const;

export type LiveAccount = keyof typeof LIVE_STACK;

export const liveOrigin = (account: LiveAccount): string => `http://127.0.0.1:${LIVE_STACK[account].port}`;
