import { foldForSearch } from '@contract/common/text-search';
import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';

const displayNamesByLanguage = new Map<string, Intl.DisplayNames | null>();

const displayNamesFor = (language: string): Intl.DisplayNames | null => {
  if (!displayNamesByLanguage.has(language)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    } catch {
      // An engine without region names: the server's name is used instead.
    }
    displayNamesByLanguage.set(language, names);
  }
  return displayNamesByLanguage.get(language) ?? null;
};

/** A region's name in the reader's language ("Việt Nam" / "Vietnam"), else the server's. */
export const countryName = (code: string, language: string, serverName: string): string => {
  try {
    return displayNamesFor(language)?.of(code.toUpperCase()) ?? serverName;
  } catch {
    // Not a code Intl knows (a made-up or retired one).
    return serverName;
  }
};

/** Sorts by the reader's alphabet (Vietnamese letters such as "Đ" sort where Vietnamese puts them). */
export const sortByLabel = <Item extends { label: string }>(items: Item[], language: string): Item[] => {
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  return [...items].sort((a, b) => collator.compare(a.label, b.label));
};

/**
 * A Select filter matching each option against its own words (name, code, calling code),
 * not only the label shown in the box, without case or accents: "viet" finds "Việt Nam",
 * "duc" finds "Đức".
 */
export const filterByWords =
  (wordsOf: (item: ComboboxItem) => string): OptionsFilter =>
  ({ options, search }) => {
    const query = foldForSearch(search);
    if (query === '') return options;
    return options.filter(
      (item: ComboboxParsedItem) => 'value' in item && foldForSearch(wordsOf(item)).includes(query),
    );
  };
