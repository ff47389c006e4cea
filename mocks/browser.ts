import { contract, listRoutes } from '@contract';
import { setupWorker } from 'msw/browser';
import { systemClock } from './clock';
import { chooseScenario, describeDemo, loadRuntime, type MockBackendInfo } from './demo-session';
import { createHandlers } from './handlers';
import { routeMetaOf } from '@contract';
import { createStoragePersistence } from './persistence';
import { socialSignIn } from './rules/auth';

export type { MockBackendInfo } from './demo-session';

const SCENARIO_PARAM = 'scenario';

/** OAuth starts are browser navigations, which the service worker never sees. */
const BROWSER_REDIRECT_PATHS: ReadonlySet<string> = new Set(
  listRoutes(contract)
    .filter(({ route }) => routeMetaOf(route)?.browserRedirect === true)
    .map(({ route }) => route.path),
);

const stripScenarioParam = (): void => {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(SCENARIO_PARAM)) return;
  url.searchParams.delete(SCENARIO_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
};

/**
 * Starts the in-browser mock backend: picks the scenario (?scenario=<id>, kept
 * for the tab), restores or seeds the db, then starts the service worker and
 * resolves with the demo's details. On a social-login start path it plays the
 * provider instead and leaves the page, so the promise never settles.
 */
export const startMockBackend = async (): Promise<MockBackendInfo> => {
  const persistence = createStoragePersistence(window.sessionStorage);
  const scenario = chooseScenario(persistence, new URL(window.location.href).searchParams.get(SCENARIO_PARAM));
  stripScenarioParam();
  const runtime = await loadRuntime(persistence, scenario, systemClock);

  if (BROWSER_REDIRECT_PATHS.has(window.location.pathname)) {
    const target = await socialSignIn(runtime, new URL(window.location.href).searchParams.get('redirect'));
    runtime.afterRequest();
    window.location.replace(target);
    return new Promise<never>(() => undefined);
  }

  const worker = setupWorker(...createHandlers(() => runtime, { anyOrigin: false }));
  await worker.start({
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // Non-API requests (assets, fonts) pass silently; a missing API handler is a bug worth shouting about.
    onUnhandledRequest: (request) => {
      const url = new URL(request.url);
      if (!url.pathname.startsWith('/api/')) return;
      console.warn(
        `[mock backend] UNHANDLED ${request.method} ${url.pathname}: no mock handler answers this call, ` +
          'so it went to the network. Add one in mocks/handlers/.',
      );
    },
  });
  return describeDemo(runtime);
};
