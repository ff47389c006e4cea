import { z } from 'zod';

/*
 * Names (people, businesses, business centres, ad accounts, pixels, companies) are plain text
 * (spec section 5: invalid script rejected). Markup is never a valid name, and invisible
 * direction or zero-width characters only disguise one: "invoice" + U+202E + "fdp.exe"
 * displays as "invoiceexe.pdf". Letters of any script, digits, spaces and punctuation ("Lan & Co",
 * "O'Brien", "Đức-Sport 2.0") stay valid.
 */

/** `<` opening a tag, an end tag, a comment or a processing instruction, as an HTML parser reads it. */
const MARKUP = '<[A-Za-z/!?]';

/**
 * Invisible format characters: the Arabic letter mark, zero-width space, non-joiner and joiner,
 * the left-to-right and right-to-left marks, bidi embeddings and overrides, the word joiner and
 * invisible operators, bidi isolates, and the zero-width no-break space (byte-order mark).
 */
const HIDDEN = '\\u061C\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u2069\\uFEFF';

// One pattern rather than a refinement, so the OpenAPI document states the rule too.
const PLAIN_NAME_PATTERN = new RegExp(`^(?![\\s\\S]*${MARKUP})[^${HIDDEN}]*$`);

/** The server's English text; the screens show their own translated message. */
export const PLAIN_NAME_ISSUE_TEXT =
  "Names can't contain HTML tags or hidden characters (such as text-direction marks)";

/** True when the name holds no markup and no invisible direction or zero-width character. */
export const isPlainName = (name: string): boolean => PLAIN_NAME_PATTERN.test(name);

/**
 * A name a person types in a request: trimmed, `min` to `max` characters, plain text.
 * Response schemas keep plain strings, so names stored before this rule still read.
 */
export const plainNameSchema = ({ min, max }: { min: number; max: number }) =>
  z.string().trim().min(min).max(max).regex(PLAIN_NAME_PATTERN, PLAIN_NAME_ISSUE_TEXT);
