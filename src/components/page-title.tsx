import { useMatches } from '@tanstack/react-router';
import type { AppResources } from '@/lib/i18n';

export type PageTitleKey = keyof AppResources['routes']['pages'];

/** The title key of the deepest matched route that names one. */
export const usePageTitleKey = (): PageTitleKey | undefined =>
  useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.titleKey !== undefined)?.staticData.titleKey,
  });
