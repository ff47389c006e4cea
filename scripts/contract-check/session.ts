/** The accounts a check calls the API as: signed in through the contract's own login route. */
import { contract, type RouteAccess } from '@contract';
import type { LoginBodySchema } from '@contract/users/users.schema';
import type { z } from 'zod';
import { sendRequest, type Exchange, type Transport } from './http';

/** What the login route takes to sign in. */
export type Credentials = Pick<z.input<typeof LoginBodySchema>, 'email' | 'password'>;

export type AccountRole = 'seller' | 'partner' | 'token';

export interface Account {
  role: AccountRole;
  /** The e-mail signed in with, or "--token". */
  label: string;
  token: string;
  /** The account's own user id (from GET /api/users), for routes keyed by it; undefined when that read failed. */
  userId: string | undefined;
  /** The password signed in with (a password change sends it as both the old and the new one); none for --token. */
  password?: string;
}

export interface Accounts {
  seller?: Account | undefined;
  partner?: Account | undefined;
  token?: Account | undefined;
}

/** `EMAIL:PASSWORD` (split at the first colon: a password may hold colons), or null when malformed. */
export const parseCredentials = (text: string): Credentials | null => {
  const colon = text.indexOf(':');
  if (colon <= 0 || colon === text.length - 1) return null;
  return { email: text.slice(0, colon), password: text.slice(colon + 1) };
};

/** Who calls a route: public routes no one; user routes the seller (else the partner, else the token); partner routes the partner (else the token). */
export const accountFor = (access: RouteAccess, accounts: Accounts): Account | undefined => {
  if (access === 'partner') return accounts.partner ?? accounts.token;
  if (access === 'user') return accounts.seller ?? accounts.partner ?? accounts.token;
  return undefined;
};

const login = contract.users.login;
const getMe = contract.users.getMe;

export interface SignIn {
  /** The login call, which the check reports as the login route's own result. */
  exchange: Exchange;
  account: Account | null;
  /** One line of why there is no account. */
  problem?: string;
}

/** The user id the token belongs to, from the contract's own account read. */
const userIdOf = async (transport: Transport, token: string): Promise<string | undefined> => {
  const exchange = await sendRequest(transport, getMe, { params: {}, query: {}, token });
  if (!exchange.answer || exchange.answer.status !== 200) return undefined;
  const me = getMe.responses[200].safeParse(exchange.answer.body);
  return me.success ? me.data.id : undefined;
};

export const signIn = async (transport: Transport, role: AccountRole, credentials: Credentials): Promise<SignIn> => {
  const exchange = await sendRequest(transport, login, { params: {}, query: {}, body: credentials });
  const failed = (why: string): SignIn => ({
    exchange,
    account: null,
    problem: `could not sign in as the ${role} ${credentials.email}: ${why}`,
  });
  if (!exchange.answer) return failed(exchange.error);
  if (exchange.answer.status !== 200) return failed(`answered ${exchange.answer.status}`);
  const session = login.responses[200].safeParse(exchange.answer.body);
  if (!session.success) return failed('the answer is not a session');
  const token = session.data.idToken;
  return {
    exchange,
    account: {
      role,
      label: credentials.email,
      token,
      userId: await userIdOf(transport, token),
      password: credentials.password,
    },
  };
};

/** A ready token (`--token`): its owner's id is read once, like a signed-in account's. */
export const tokenAccount = async (transport: Transport, token: string): Promise<Account> => ({
  role: 'token',
  label: '--token',
  token,
  userId: await userIdOf(transport, token),
});
