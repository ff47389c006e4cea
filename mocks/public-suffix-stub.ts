/**
 * Stands in for `tldts` in mock builds (vite.config.ts aliases it). msw reaches it through
 * tough-cookie, which asks it only for a cookie domain's registrable domain; the embedded mock
 * sets no cookies, so the last two labels are answer enough, and the demo does not download
 * the public-suffix list (about 105 KB gzip) on every page.
 */
export const getDomain = (hostname: string): string | null => {
  const labels = hostname.split('.').filter(Boolean);
  return labels.length < 2 ? null : labels.slice(-2).join('.');
};
