// A build ships the global part of this sheet here and each component's part with its code (vite.config.ts).
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppCore } from './app/app';
import { showDemoPreparing } from './app/demo-preparing';
import { drawAsPrerendered, loadedAsPrerendered, pageToHydrate } from './app/prerender/hydration';
import { renderStartupFailure } from './app/startup-failure';
import { loadAppConfig, type AppConfig } from './lib/config';
import type { DemoInfo } from './lib/demo';
import { initI18n } from './lib/i18n';
import { initMonitoring } from './lib/monitoring';
import { absorbUrlSession } from './lib/session';
import { readStoredLocale } from './lib/storage';

const start = async (root: HTMLElement) => {
  let config: AppConfig;
  try {
    config = loadAppConfig();
  } catch (error) {
    renderStartupFailure(root, error);
    return;
  }
  let demo: DemoInfo | null = null;
  // Statically false in live builds, so the mock backend is not even bundled there.
  if (import.meta.env.VITE_API_MODE === 'mock') {
    const cancelPreparing = showDemoPreparing(root, readStoredLocale());
    const { startMockBackend } = await import('../scenarios/browser-entry');
    demo = await startMockBackend();
    cancelPreparing();
    // What browser tests wait for before they call the demo's API from the page: before it, such a call
    // reaches the static server, not the mock.
    document.documentElement.dataset.mockBackend = 'ready';
  }
  // The token and campaign parameters leave the address bar before anything renders.
  const { cleanedPath, held } = absorbUrlSession(window.location.href);
  if (cleanedPath !== null) window.history.replaceState(window.history.state, '', cleanedPath);
  // From here errors are held for the reporter, which loads once the first page is shown and idle. It
  // comes after the line above so that Sentry never records the token in the address.
  initMonitoring(config);
  // A link's token for another account than the one signed in is checked before the first render
  // (whether to ask, alongside the translations), so no page runs as an account about to change.
  await Promise.all([
    initI18n(),
    held && import('./lib/session-switch').then(({ takeHeldLink }) => takeHeldLink(held, null)),
  ]);
  // A page of the live build's HTML (scripts/build/prerender.ts) is hydrated when the first render draws
  // what it holds; that render needs the page loaded first, as it was when prerendered.
  const core = createAppCore();
  const prerendered = pageToHydrate(root.dataset.prerendered, window.location, readStoredLocale());
  if (prerendered !== null) await core.router.load();
  const app = (
    <StrictMode>
      <App config={config} demo={demo} core={core} />
    </StrictMode>
  );
  if (prerendered !== null && loadedAsPrerendered(core, prerendered)) {
    drawAsPrerendered(core);
    hydrateRoot(root, app);
  } else {
    createRoot(root).render(app);
  }
};

const root = document.getElementById('root');
if (root) void start(root);
