/*
 * An external reference (a provider's payment id, a transaction hash, a bank transfer code) names
 * one payment however it is spelled. A seller copies it from an e-mail, a PDF or a chat, and what
 * arrives may carry zero-width characters, a soft hyphen, full-width letters or another case: each
 * spelling must still name that one payment, or it is credited once per spelling (issue 41).
 *
 * The canonical form is Unicode's NFKC_Casefold, written with the platform's own pieces:
 * - NFKC folds compatibility forms onto their plain letters: full-width `ｉｎｔ＿１` is `int_1`;
 * - format (Cf) and control (Cc) characters, the other default-ignorable code points (Hangul
 *   fillers, variation selectors, tag characters…) and white space are removed: no reference
 *   holds one, and each is invisible or a copying accident;
 * - case is folded with `toLowerCase`. After NFKC it differs from Unicode's full case folding only
 *   on a few non-ASCII letters (ß, final sigma, Cherokee), and the contract lets only ASCII into a
 *   provider id, where the two are the same. It folds ids a provider might tell apart by case:
 *   two such payments would then share one claim, and the second is refused, never credited twice.
 *
 * Compare references only in this form, and store a claim under it. Keep what the seller typed
 * for display. Secrets a machine issued (an OAuth state, a client secret) are compared exactly.
 */

const IGNORED = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{White_Space}]/gu;

/**
 * The one form an external reference is compared in; the same for every spelling of it. NFKC runs
 * again last: a removed joiner can leave a letter and its accent side by side, to be composed.
 */
export const canonicalExternalReference = (text: string): string =>
  text.normalize('NFKC').toLowerCase().replace(IGNORED, '').normalize('NFKC');
