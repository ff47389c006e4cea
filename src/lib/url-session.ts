import { z } from 'zod';

/** The query parameters the session intake consumes and removes from the address bar. */
const SESSION_QUERY_PARAMS = ['id_token', 'session', 'utm_source', 'utm_medium'] as const;
const UTM_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const SessionParamSchema = z.object({ id_token: z.string().min(1) });

const decodeSessionParam = (value: string): string | null => {
  try {
    const json: unknown = JSON.parse(atob(value.replace(/-/g, '+').replace(/_/g, '/')));
    const parsed = SessionParamSchema.safeParse(json);
    return parsed.success ? parsed.data.id_token : null;
  } catch {
    return null;
  }
};

export interface UrlSession {
  /** A sign-in token handed over in the URL (`id_token`, or inside a base64 JSON `session`). */
  token: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  /** The same address without the consumed parameters; null when there was nothing to consume. */
  cleanedPath: string | null;
}

/** Reads what a sign-in or campaign link put in the URL (spec section 4, "Login state"). */
export const readUrlSession = (href: string): UrlSession => {
  const url = new URL(href);
  const params = url.searchParams;
  const idToken = params.get('id_token');
  const sessionParam = params.get('session');
  const session: UrlSession = {
    token: idToken || (sessionParam ? decodeSessionParam(sessionParam) : null),
    utmSource: params.get('utm_source'),
    utmMedium: params.get('utm_medium'),
    cleanedPath: null,
  };
  if (!SESSION_QUERY_PARAMS.some((name) => params.has(name))) return session;
  for (const name of SESSION_QUERY_PARAMS) params.delete(name);
  return { ...session, cleanedPath: `${url.pathname}${url.search}${url.hash}` };
};

export const utmCookie = (name: 'utm_source' | 'utm_medium', value: string): string =>
  `${name}=${encodeURIComponent(value)}; path=/; max-age=${UTM_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;

/**
 * What the intake does with a token a link brings: a signed-out visitor's is stored; one that is
 * already stored changes nothing; a different one while signed in is held, not stored, until the
 * person chooses (a link must not swap the signed-in account unasked: login CSRF, issue 41).
 */
export type LinkTokenIntake =
  { action: 'none' } | { action: 'store'; token: string } | { action: 'hold'; token: string };

export const linkTokenIntake = (linkToken: string | null, storedToken: string | null): LinkTokenIntake => {
  if (linkToken === null || linkToken === storedToken) return { action: 'none' };
  return storedToken === null ? { action: 'store', token: linkToken } : { action: 'hold', token: linkToken };
};
