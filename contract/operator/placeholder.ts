/*
 * Values an operator was meant to replace: documentation domains, filler words, made-up numbers,
 * SWIFT test codes. A live build refuses every operator setting this flags (`readOperatorSettings`).
 * It errs towards letting real values through: a real bank, company or person's name, a real account
 * number or address must pass.
 */

/** Top-level domains reserved for documentation and tests (RFC 2606 section 2, RFC 6761 section 6). */
const RESERVED_TOP_LEVEL_DOMAINS: ReadonlySet<string> = new Set(['example', 'test', 'invalid', 'localhost']);
/** Second-level domains reserved for documentation (RFC 2606 section 3). */
const RESERVED_DOMAINS = ['example.com', 'example.net', 'example.org'];

/** Words that only ever stand in for a value, compared whole ("Demo Agency", "replaceWithYourKey"). */
const FILLER_WORDS: ReadonlySet<string> = new Set([
  'example',
  'examples',
  'placeholder',
  'sample',
  'dummy',
  'changeme',
  'replace',
  'replaceme',
  'lorem',
  'ipsum',
  'todo',
  'tbd',
  'tbc',
  'fixme',
  'fake',
  'demo',
  'your',
  'localhost',
]);

/** Fillers caught inside a longer word too ("EXAMPLEBANK", "ChangeMeNow"): no real name contains them. */
const FILLER_FRAGMENTS = ['example', 'placeholder', 'changeme', 'replaceme', 'lorem'];

/** Whole values that say nothing: "N/A", "-", "none"… (a setting that does not apply is null). */
const EMPTY_VALUES: ReadonlySet<string> = new Set(['n/a', 'na', 'none', 'null', 'nil', 'unknown', '-', '--', '?', '.']);

/** The stand-in names of forms and tutorials, in English and in Vietnamese ("Nguyễn Văn A"). */
const STAND_IN_NAMES = ['john doe', 'jane doe', 'nguyen van a'];

/** E-mail boxes of form examples (`you@…`, `name@…`). */
const STAND_IN_MAILBOXES: ReadonlySet<string> = new Set([
  'you',
  'yourname',
  'name',
  'user',
  'username',
  'someone',
  'email',
]);

const withoutDiacritics = (value: string): string => value.normalize('NFD').replace(/\p{M}/gu, '');

/** Words as a reader sees them: split at anything not a letter and at a change of case ("JPMorgan", "yourKey"). */
const wordsOf = (value: string): string[] =>
  withoutDiacritics(value)
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .toLowerCase()
    .match(/\p{L}+/gu) ?? [];

const HOST = /[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+/g;

const reservedHost = (host: string): boolean =>
  RESERVED_TOP_LEVEL_DOMAINS.has(host.slice(host.lastIndexOf('.') + 1)) ||
  RESERVED_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));

/** The e-mail or link points to a domain reserved for documentation and tests. */
const hasReservedDomain = (value: string): boolean => (value.toLowerCase().match(HOST) ?? []).some(reservedHost);

const hasStandInMailbox = (value: string): boolean => {
  const at = value.indexOf('@');
  return at > 0 && STAND_IN_MAILBOXES.has(value.slice(0, at).toLowerCase());
};

const hasFillerFragment = (value: string): boolean => {
  const squashed = wordsOf(value).join('');
  return FILLER_FRAGMENTS.some((fragment) => squashed.includes(fragment));
};

const hasFillerWords = (value: string): boolean => {
  const words = wordsOf(value);
  const joined = ` ${words.join(' ')} `;
  return words.some((word) => FILLER_WORDS.has(word)) || STAND_IN_NAMES.some((name) => joined.includes(` ${name} `));
};

/** "XXX", "xxxx-xxxx": a run of x's standing for characters to fill in ("CHASUS33XXX" keeps its branch code). */
const hasXRun = (value: string): boolean => value.split(/[^A-Za-z0-9]+/).some((token) => /^x{3,}$/i.test(token));

/** The value's letters and digits in lower case, without the `0x` of a hex address or any separator. */
const compactOf = (value: string): string =>
  value
    .replace(/^0x/i, '')
    .replace(/[\s./-]/g, '')
    .toLowerCase();

/** Made-up numbers and codes: all zeros, nearly one repeated character, a short pattern repeated, 123456789. */
const looksMadeUp = (value: string): boolean => {
  const compact = compactOf(value);
  if (!/^[a-z0-9]+$/.test(compact)) return false;
  if (compact.length >= 3 && /^0+$/.test(compact)) return true;
  if (compact.length < 6) return false;
  const counts = new Map<string, number>();
  for (const character of compact) counts.set(character, (counts.get(character) ?? 0) + 1);
  const dominant = Math.max(...counts.values());
  if (dominant >= compact.length * 0.8) return true;
  // A unit repeated at least three times makes the whole value: "123123123", "deadbeef" × 5.
  for (let unit = 1; unit <= compact.length / 3; unit += 1) {
    if (compact.length % unit === 0 && compact.slice(0, unit).repeat(compact.length / unit) === compact) return true;
  }
  return '01234567890123456789'.includes(compact) || '98765432109876543210'.includes(compact);
};

const SWIFT_CODE = /^([A-Z]{4})([A-Z]{2})([A-Z0-9]{2})([A-Z0-9]{3})?$/;

/**
 * A SWIFT / BIC code of no real bank: a bank code starting EXAM or TEST, or one letter repeated; or a
 * test-and-training BIC, whose location code has 0 as its second character (SWIFT's own convention).
 */
const isTestSwiftCode = (value: string): boolean => {
  const parts = SWIFT_CODE.exec(value);
  if (!parts) return false;
  const [, bank = '', , location = ''] = parts;
  return /^(EXAM|TEST)/.test(bank) || /^(.)\1{3}$/.test(bank) || location[1] === '0';
};

/** A Tron (T…) or EVM (0x…) wallet address. */
const WALLET_ADDRESS = /^(T[1-9A-HJ-NP-Za-km-z]{33}|0x[0-9a-fA-F]{40})$/;

/** True when an operator setting holds a stand-in rather than the agency's real value. */
export const looksLikePlaceholder = (value: string): boolean => {
  const trimmed = value.trim();
  if (trimmed === '' || EMPTY_VALUES.has(trimmed.toLowerCase())) return true;
  if (hasFillerFragment(trimmed) || looksMadeUp(trimmed)) return true;
  // Codes and addresses are random letters: a short word inside one is chance, not a filler.
  if (SWIFT_CODE.test(trimmed)) return isTestSwiftCode(trimmed);
  if (WALLET_ADDRESS.test(trimmed)) return false;
  return hasReservedDomain(trimmed) || hasStandInMailbox(trimmed) || hasFillerWords(trimmed) || hasXRun(trimmed);
};
