const PROBE_ORIGIN = 'https://same-origin.invalid';
const MAX_DECODE_ROUNDS = 5;

const looksLikeLocalPath = (value: string): boolean =>
  value.startsWith('/') &&
  !value.startsWith('//') &&
  // Browsers read a backslash as a slash: "/\evil.com" is protocol-relative.
  !value.includes('\\') &&
  // Control characters (tabs, newlines) are stripped by URL parsers and can hide "//".
  // eslint-disable-next-line no-control-regex
  !/[\u0000-\u001f\u007f]/.test(value);

/** Every form the value takes under repeated percent-decoding, so encoded tricks are checked too. */
const decodedForms = (value: string): string[] | null => {
  const forms = [value];
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return forms;
    forms.push(next);
    current = next;
  }
  return null;
};

/**
 * The path to go to after sign-in, or null when the value could lead off-site.
 * Only same-origin paths pass: no `//host`, `/\host`, schemes, or encoded forms of these.
 */
export const safeRedirectPath = (value: unknown): string | null => {
  if (typeof value !== 'string' || value === '') return null;
  const forms = decodedForms(value);
  if (!forms || !forms.every(looksLikeLocalPath)) return null;
  const url = new URL(value, PROBE_ORIGIN);
  if (url.origin !== PROBE_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
};
