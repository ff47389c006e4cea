/**
 * The build's prerender entry (scripts/build/prerender.ts builds it for the server and runs it once
 * per page): the page as the app's first render in the browser draws it, in the default language,
 * for a reader with no session. `src/main.tsx` hydrates it when the reader matches.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { App, createAppCore } from './app/app';
import { pageDocumentTitle } from './app/shell/use-page-document-title';
import { loadAppConfig } from './lib/config';
import { initI18n } from './lib/i18n';

export interface PrerenderedPage {
  path: string;
  /** What `#root` holds. */
  markup: string;
  /** The document title the page sets once it runs. */
  title: string;
}

export const prerenderPage = async (path: string): Promise<PrerenderedPage> => {
  const config = loadAppConfig();
  // No stored language on the server: the default one.
  const i18n = await initI18n();
  const core = createAppCore({ history: createMemoryHistory({ initialEntries: [path] }) });
  await core.router.load();
  const { location, matches } = core.router.state;
  if (location.pathname !== path) throw new Error(`${path} led to ${location.href}: it cannot be prerendered`);
  const failed = matches.find((match) => match.status !== 'success');
  if (failed) throw new Error(`${path}: the route ${failed.routeId} did not load (${String(failed.error)})`);
  const titleKey = matches.findLast((match) => match.staticData.titleKey !== undefined)?.staticData.titleKey;
  const { prelude } = await prerender(
    // The tree src/main.tsx renders, so that hydrating it finds the same elements and ids.
    <StrictMode>
      <App config={config} demo={null} core={core} />
    </StrictMode>,
    // Every boundary inline: React would otherwise move a large one to the end of the page with an
    // inline script to put it back, which the CSP refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return {
    path,
    markup: await new Response(prelude).text(),
    title: pageDocumentTitle(titleKey ? i18n.t(`routes:pages.${titleKey}`) : null, config.brand.name),
  };
};
