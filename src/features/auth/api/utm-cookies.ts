import { RegisterBodySchema } from '@contract/users/users.schema';

const UTM_MAX = RegisterBodySchema.shape.utmSource.unwrap().maxLength ?? 200;

const readCookie = (cookies: string, name: string): string | undefined => {
  for (const part of cookies.split(';')) {
    const [rawName, ...rest] = part.trim().split('=');
    if (rawName !== name) continue;
    try {
      const value = decodeURIComponent(rest.join('=')).trim();
      return value === '' ? undefined : value.slice(0, UTM_MAX);
    } catch {
      return undefined;
    }
  }
  return undefined;
};

/** The campaign the visitor came from (kept in cookies by the session intake), sent with sign-up. */
export const readUtmCookies = (cookies: string = document.cookie): { utmSource?: string; utmMedium?: string } => {
  const utmSource = readCookie(cookies, 'utm_source');
  const utmMedium = readCookie(cookies, 'utm_medium');
  return { ...(utmSource && { utmSource }), ...(utmMedium && { utmMedium }) };
};
