import { foldForSearch } from '@contract/common/text-search';

/**
 * FAQ search: what the user types is matched against each question and its answer, as
 * shown on screen (figures and the brand name included), ignoring case and Vietnamese
 * accents, so "thue" finds "thuế" and "DANG KY" finds "đăng ký".
 */

/** One question as displayed. */
export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

/** A group of questions as displayed. */
export interface FaqSection<Entry extends FaqEntry = FaqEntry> {
  id: string;
  title: string;
  entries: Entry[];
}

/** The words of a query; an entry must contain every one of them (in any order). */
export const searchTerms = (query: string): string[] => foldForSearch(query).split(' ').filter(Boolean);

const matches = (entry: FaqEntry, terms: readonly string[]): boolean => {
  const haystack = foldForSearch(`${entry.question} ${entry.answer}`);
  return terms.every((term) => haystack.includes(term));
};

/**
 * The sections with only their matching entries, and without sections left empty.
 * A blank query keeps everything.
 */
export const filterFaqSections = <Section extends FaqSection>(
  sections: readonly Section[],
  query: string,
): Section[] => {
  const terms = searchTerms(query);
  if (terms.length === 0) return [...sections];
  return sections
    .map((section) => ({ ...section, entries: section.entries.filter((entry) => matches(entry, terms)) }))
    .filter((section) => section.entries.length > 0);
};

export const countEntries = (sections: readonly FaqSection[]): number =>
  sections.reduce((total, section) => total + section.entries.length, 0);
