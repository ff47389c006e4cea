import type { User } from '@contract/users/users.schema';
import { useSyncExternalStore } from 'react';

/** An account as the switch question names it: by e-mail, which no other account can share. */
export type NamedAccount = Pick<User, 'id' | 'email'>;

/**
 * What a sign-in link for another account than the one signed in leaves to say: the question
 * whether to switch, or why the link was not used. Raised by the URL intake (before the first
 * render or during a navigation), answered by the app's dialog.
 */
export type SessionQuestion =
  | { kind: 'switch'; current: NamedAccount; link: NamedAccount; token: string; path: string }
  /** The server refused the link's token: nothing changed. */
  | { kind: 'link-invalid' }
  /** The link's account, or the signed-in one, could not be read (offline, 5xx): nothing changed. */
  | { kind: 'link-unchecked' };

let question: SessionQuestion | null = null;
const listeners = new Set<() => void>();

/** Raises a question (or, with null, closes the one open). */
export const setSessionQuestion = (next: SessionQuestion | null): void => {
  question = next;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

const current = () => question;
// What a prerendered page was drawn with (scripts/build/prerender.ts), and what hydrating it starts from.
const none = () => null;

export const useSessionQuestion = (): SessionQuestion | null => useSyncExternalStore(subscribe, current, none);
