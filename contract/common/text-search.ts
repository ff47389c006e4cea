/*
 * Matching what a person types against names and texts written with accents. One rule for the
 * screens' searches (countries, banks, FAQ) and the mock backend's seeds, so "da nang" finds
 * "Đà Nẵng" in each of them.
 */

/**
 * The text without accents, case kept: "Đà Nẵng" → "Da Nang", "Crème brûlée" → "Creme brulee".
 * Accents are the combining marks NFD splits off; "đ"/"Đ" is a letter of its own that NFD leaves
 * whole, so it is mapped by hand.
 */
export const stripDiacritics = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D');

/**
 * The form two texts are compared in: no accents, lower case, one space between words, none
 * around them ("  Đà   Nẵng " → "da nang"). Folding twice gives the same text.
 */
export const foldForSearch = (text: string): string => stripDiacritics(text).toLowerCase().replace(/\s+/g, ' ').trim();
