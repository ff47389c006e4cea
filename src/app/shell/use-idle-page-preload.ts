import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { loadPageNamespaces } from '@/lib/i18n';
import { whenIdle } from '@/lib/when-idle';
import type { LikelyNextPage } from './nav-items';

/**
 * The router preloads a page when the pointer rests on its link, but a tap on a phone comes with no
 * hover first. Once the page shown is idle, the code and texts of the pages the navigation leads to
 * are fetched, one page per idle moment, so a tap waits for the page's data only. Not its data: that
 * would be a dozen API calls per visit for pages most visits never open, and what a page shows is
 * read when it opens (a QA engineer's injected fault included).
 * `paths` keeps its identity across renders: a new array starts the preloads over.
 */
export const useIdlePagePreload = (paths: readonly LikelyNextPage[]): void => {
  const router = useRouter();
  useEffect(() => {
    let cancelled = false;
    const queue = [...paths];
    const next = () => {
      const to = queue.shift();
      if (cancelled || to === undefined) return;
      // The page's route and the layouts above it.
      const [branch, , page] = router.getMatchedRoutes(to);
      void Promise.all([...branch.map((route) => router.loadRouteChunk(route)), page && loadPageNamespaces(page)])
        // A page that fails to preload is fetched again when opened, and says so then.
        .catch(() => undefined)
        .then(() => whenIdle(next));
    };
    whenIdle(next);
    return () => {
      cancelled = true;
    };
  }, [router, paths]);
};
