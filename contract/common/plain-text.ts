import { z } from 'zod';

/*
 * Free text a person types about themselves or their business (names, addresses, notes) is plain
 * text (spec section 5: invalid script rejected). Characters that are invisible or that steer how
 * text is shown only disguise it: "invoice" + U+202E + "fdp.exe" displays as "invoiceexe.pdf", a
 * name of U+3164 fillers shows as an empty row in the partner's lists, a NUL or a tag character is
 * stored and shown as nothing. Letters of any script (Vietnamese with its diacritics, composed or
 * not), digits, spaces, punctuation and emoji stay valid: "Lan & Co", "O'Brien", "Đức-Sport 2.0".
 *
 * Two rules share the invisible set:
 * - a name (`plainNameSchema`): one line, no markup, nothing invisible;
 * - free text (`plainTextSchema`): nothing invisible; line breaks and tabs only where it is
 *   multi-line. Markup is text there, shown as text.
 *
 * The rules are patterns rather than refinements, so the OpenAPI document states them too. They
 * are written without the `u` flag (an OpenAPI pattern carries no flags), so a character above
 * U+FFFF is matched by its two UTF-16 halves.
 */

/** `<` opening a tag, an end tag, a comment or a processing instruction, as an HTML parser reads it. */
const MARKUP = '<[A-Za-z/!?]';

/**
 * Controls that are never text: C0 but tab, line feed and carriage return; DEL; C1 (with U+0085,
 * next line).
 */
const CONTROLS = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F';

/** Line breaks and tabs: text in a multi-line field, a hidden break in a one-line one. */
const LINE_BREAKS = '\\t\\n\\r\\u2028\\u2029';

/**
 * Invisible characters in the Basic Multilingual Plane: the soft hyphen, the combining grapheme
 * joiner, the Arabic letter mark, the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0), the Khmer
 * inherent vowels, the Mongolian vowel separator, zero-width space, non-joiner and joiner, the
 * direction marks, embeddings, overrides and isolates, the word joiner, invisible operators and
 * the other U+2060–U+206F format characters, the Braille blank (a visible-looking empty cell),
 * the zero-width no-break space (byte-order mark), U+FFF0–U+FFF8 and the interlinear annotation
 * characters. With the ones below U+FFFF and the variation selectors, this is every default-
 * ignorable code point of Unicode, plus the Braille blank and the annotation characters.
 */
const INVISIBLE_BMP =
  '\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180E\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u206F\\u2800\\u3164\\uFEFF\\uFFA0\\uFFF0-\\uFFFB';

/**
 * Invisible characters above U+FFFF: the shorthand format controls (U+1BCA0–U+1BCA3), the musical
 * beam and phrase controls (U+1D173–U+1D17A), and U+E0000–U+E0FFF (the tag characters U+E0000–
 * U+E007F, unassigned default-ignorables) but the variation selectors U+E0100–U+E01EF.
 */
const INVISIBLE_ASTRAL = [
  '\\uD82F[\\uDCA0-\\uDCA3]',
  '\\uD834[\\uDD73-\\uDD7A]',
  '\\uDB40[\\uDC00-\\uDCFF\\uDDF0-\\uDFFF]',
  '[\\uDB41-\\uDB43][\\uDC00-\\uDFFF]',
].join('|');

/**
 * Variation selectors (Mongolian free variation selectors, VS1–VS16, VS17–VS256): they choose how
 * the character before them is drawn (❤️ is U+2764 U+FE0F), so one is refused only alone: first,
 * after a space or after another selector.
 */
const SELECTOR_BMP = '\\u180B-\\u180D\\u180F\\uFE00-\\uFE0F';
const SELECTOR = `(?:[${SELECTOR_BMP}]|\\uDB40[\\uDD00-\\uDDEF])`;
const SELECTOR_ALONE = `(?:^|\\s)${SELECTOR}|${SELECTOR}${SELECTOR}`;

/** Half of a character above U+FFFF without its other half: not text at all. */
const LONE_SURROGATE = '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';

const refusing = (...forbidden: string[]): RegExp => new RegExp(`^(?![\\s\\S]*(?:${forbidden.join('|')}))[\\s\\S]*$`);

const INVISIBLE = [`[${CONTROLS}${INVISIBLE_BMP}]`, INVISIBLE_ASTRAL, SELECTOR_ALONE, LONE_SURROGATE];

const PLAIN_NAME_PATTERN = refusing(MARKUP, `[${LINE_BREAKS}]`, ...INVISIBLE);
const PLAIN_LINE_PATTERN = refusing(`[${LINE_BREAKS}]`, ...INVISIBLE);
const PLAIN_LINES_PATTERN = refusing(...INVISIBLE);

/** The server's English text; the screens show their own translated message. */
export const PLAIN_NAME_ISSUE_TEXT =
  "Names can't contain HTML tags or hidden characters (such as text-direction marks)";

/** The server's English text for free text; the screens show their own translated message. */
export const PLAIN_TEXT_ISSUE_TEXT =
  "Text can't contain control or hidden characters (such as text-direction marks or zero-width spaces)";

/** True when the name is one line and holds no markup and no control or invisible character. */
export const isPlainName = (name: string): boolean => PLAIN_NAME_PATTERN.test(name);

/** True when the text holds no control or invisible character (line breaks only when `multiline`). */
export const isPlainText = (text: string, { multiline = false }: { multiline?: boolean } = {}): boolean =>
  (multiline ? PLAIN_LINES_PATTERN : PLAIN_LINE_PATTERN).test(text);

/**
 * A name a person types in a request (a person, business, business centre, ad account, pixel,
 * bank or account holder): trimmed, `min` to `max` characters, plain text. Response schemas keep
 * plain strings, so names stored before this rule still read.
 */
export const plainNameSchema = ({ min, max }: { min: number; max: number }) =>
  z.string().trim().min(min).max(max).regex(PLAIN_NAME_PATTERN, PLAIN_NAME_ISSUE_TEXT);

/**
 * Free text a person types in a request (an address, a note, a reason): trimmed, `min` to `max`
 * characters, no control or invisible character; line breaks and tabs only when `multiline`.
 */
export const plainTextSchema = ({
  min = 0,
  max,
  multiline = false,
}: {
  min?: number;
  max: number;
  multiline?: boolean;
}) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .regex(multiline ? PLAIN_LINES_PATTERN : PLAIN_LINE_PATTERN, PLAIN_TEXT_ISSUE_TEXT);
