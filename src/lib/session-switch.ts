import type { QueryClient } from '@tanstack/react-query';
import { usersApiAs } from './queries/users';
import { signIn, type HeldLink } from './session';
import { setSessionQuestion, type NamedAccount } from './session-question';
import { readAccessToken } from './storage';

/*
 * A sign-in link for another account than the one signed in (issue 41). Loaded only when the URL
 * intake holds such a link, so no other page load pays for it.
 */

/** `GET /api/users` sent with one token: its account, or the status that refused it (null: no answer). */
export type AccountRead = { account: NamedAccount } | { refusedWith: number | null };

/**
 * - `adopt`: store the link's token without asking: it is the same account (a fresher session),
 *   or the stored session had already ended (401), so the visitor was in fact signed out;
 * - `ask`: two live accounts: the person chooses;
 * - `keep`: the server refused the link's token (`link-invalid`), or an account could not be read
 *   for another reason (`link-unchecked`): the session stays as it is, and the person is told.
 */
export type HeldLinkDecision =
  | { action: 'adopt'; storedSessionEnded: boolean }
  | { action: 'ask'; current: NamedAccount; link: NamedAccount }
  | { action: 'keep'; why: 'link-invalid' | 'link-unchecked' };

const isRefusal = (status: number | null): boolean => status !== null && status >= 400 && status < 500;

export const decideHeldLink = (current: AccountRead, link: AccountRead): HeldLinkDecision => {
  if (!('account' in link))
    return { action: 'keep', why: isRefusal(link.refusedWith) ? 'link-invalid' : 'link-unchecked' };
  if (!('account' in current)) {
    return current.refusedWith === 401
      ? { action: 'adopt', storedSessionEnded: true }
      : { action: 'keep', why: 'link-unchecked' };
  }
  if (current.account.id === link.account.id) return { action: 'adopt', storedSessionEnded: false };
  return { action: 'ask', current: current.account, link: link.account };
};

const readAccount = async (token: string): Promise<AccountRead> => {
  try {
    const answer = await usersApiAs(token).getMe.query();
    return answer.status === 200
      ? { account: { id: answer.body.id, email: answer.body.email } }
      : { refusedWith: answer.status };
  } catch {
    return { refusedWith: null };
  }
};

/**
 * Reads both accounts (the link's token is sent, never stored), then stores the token or raises
 * the question for the dialog. `queryClient` is the running app's, null before the first render:
 * when the stored session had ended, its cached data goes with it.
 */
export const takeHeldLink = async (held: HeldLink, queryClient: QueryClient | null): Promise<void> => {
  const stored = readAccessToken();
  if (stored === null) {
    signIn(held.token);
    return;
  }
  const [current, link] = await Promise.all([readAccount(stored), readAccount(held.token)]);
  const decision = decideHeldLink(current, link);
  switch (decision.action) {
    case 'adopt':
      if (decision.storedSessionEnded) queryClient?.clear();
      signIn(held.token);
      return;
    case 'ask':
      setSessionQuestion({ kind: 'switch', current: decision.current, link: decision.link, ...held });
      return;
    case 'keep':
      setSessionQuestion({ kind: decision.why });
  }
};
