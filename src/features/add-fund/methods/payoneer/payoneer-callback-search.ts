import type { PayoneerChallengeCallbackQuery, PayoneerConnectCallbackQuery } from '@contract/payments/payoneer.schema';
import { z } from 'zod';

// NOTE: the router parses search values as JSON, so an all-digit code or state arrives as a number.
const searchText = z.union([z.string(), z.number()]).transform(String);
const optionalText = searchText.pipe(z.string().min(1)).optional().catch(undefined);

/**
 * /payment/payoneer-callback: where Payoneer sends the browser back. After the consent page it
 * carries code, state and scope (or error when the seller declined); after a payment's challenge
 * it carries `challenge` (the transaction id) with type, session_id and response_path. A value
 * that does not fit is dropped, so the page can say the link is incomplete.
 */
export const PayoneerCallbackSearchSchema = z.object({
  code: optionalText,
  state: optionalText,
  scope: optionalText,
  error: optionalText,
  error_description: optionalText,
  challenge: optionalText,
  type: optionalText,
  session_id: optionalText,
  response_path: optionalText,
});
export type PayoneerCallbackSearch = z.infer<typeof PayoneerCallbackSearchSchema>;

/** What the callback page relays to the API, or `invalid` when the link lacks what it needs. */
export type PayoneerCallback =
  | { kind: 'connect'; query: PayoneerConnectCallbackQuery }
  | { kind: 'challenge'; id: string; query: PayoneerChallengeCallbackQuery }
  | { kind: 'invalid' };

export const payoneerCallbackOf = (search: PayoneerCallbackSearch): PayoneerCallback => {
  if (search.challenge !== undefined) {
    const { type, session_id, response_path } = search;
    if (type === undefined || session_id === undefined || response_path === undefined) return { kind: 'invalid' };
    return { kind: 'challenge', id: search.challenge, query: { type, session_id, response_path } };
  }
  if (search.state === undefined) return { kind: 'invalid' };
  // Neither a code nor an error: not an answer from the consent page.
  if (search.code === undefined && search.error === undefined) return { kind: 'invalid' };
  const query: PayoneerConnectCallbackQuery = { state: search.state };
  if (search.code !== undefined) query.code = search.code;
  if (search.scope !== undefined) query.scope = search.scope;
  if (search.error !== undefined) query.error = search.error;
  if (search.error_description !== undefined) query.error_description = search.error_description;
  return { kind: 'connect', query };
};
