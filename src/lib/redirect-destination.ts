/** Whether a host name matches one of the allowed patterns (`pay.example.com`, or `*.example.com` for it and its subdomains). */
export const isAllowedHost = (hostname: string, patterns: readonly string[]): boolean =>
  patterns.some((pattern) =>
    pattern.startsWith('*.')
      ? hostname === pattern.slice(2) || hostname.endsWith(pattern.slice(1))
      : hostname === pattern,
  );

/**
 * Where a redirect URL from the API may send the browser: a path of this app (followed in the
 * router) or an https page of an allowed host: the providers of the flow at hand
 * (`redirectHostsByFlow[flow]`, from `VITE_REDIRECT_HOSTS`). Anything else (another scheme, a
 * plain-http page, another flow's or an unknown host, an unparsable URL) is refused with null, so a
 * bad answer never leads the seller to another site or into a `javascript:` URL.
 */
export const redirectDestination = (
  url: string,
  { origin, allowedHosts }: { origin: string; allowedHosts: readonly string[] },
): { kind: 'app'; path: string } | { kind: 'external'; href: string } | null => {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin === origin) return { kind: 'app', path: `${parsed.pathname}${parsed.search}${parsed.hash}` };
  return parsed.protocol === 'https:' && isAllowedHost(parsed.hostname, allowedHosts)
    ? { kind: 'external', href: parsed.href }
    : null;
};

/** A redirect URL from the API that `redirectDestination` refused: the browser stayed here. */
export class RedirectRefusedError extends Error {
  constructor(readonly url: string) {
    super('Refused a redirect to another scheme, an unencrypted page or an unknown host');
    this.name = 'RedirectRefusedError';
  }
}

/** The URL when it is an absolute http(s) one, the only kind a page may offer as a link; else null. */
export const webUrl = (url: string): string | null => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
};
