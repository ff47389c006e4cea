import { contract, listRoutes, routeMetaOf } from '@contract';
import { FaultSchema, type DemoBackendInfo, type DemoControl } from '@contract/demo/demo-control.schema';
import { setupWorker } from 'msw/browser';
import { z } from 'zod';
import { systemClock } from './clock';
import { createDemoControl } from './control/demo-control';
import { createFaultRegistry } from './control/faults';
import { createRequestHarness } from './control/harness';
import { createRequestLog } from './control/request-log';
import { describeDemo, openDemoSession } from './demo-session';
import { createGateway } from './gateway';
import { createHandlers } from './handlers';
import { createBroadcastDemoChannel, createIndexedDbStore, createMemoryStore } from './persistence';
import { socialSignIn } from './rules/auth';
import { runRule } from './rules/effect-runtime';
import type { ScenarioCatalogue } from './scenario';

const SCENARIO_PARAM = 'scenario';
const RESET_PARAM = 'reset';
/** Injected faults belong to the tester's tab: they survive its reloads, not other tabs. */
const FAULTS_KEY = 'mock-backend:faults';

/** OAuth starts are browser navigations, which the service worker never sees. */
const BROWSER_REDIRECT_PATHS: ReadonlySet<string> = new Set(
  listRoutes(contract)
    .filter(({ route }) => routeMetaOf(route)?.browserRedirect === true)
    .map(({ route }) => route.path),
);

const stripDemoParams = (): void => {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(SCENARIO_PARAM) && !url.searchParams.has(RESET_PARAM)) return;
  url.searchParams.delete(SCENARIO_PARAM);
  url.searchParams.delete(RESET_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
};

const storedFaults = () => {
  try {
    const parsed = z.array(FaultSchema).safeParse(JSON.parse(window.sessionStorage.getItem(FAULTS_KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
};

export type BrowserMockBackend = DemoBackendInfo & { control: DemoControl };

/**
 * Starts the in-browser mock backend: opens the demo every tab shares (`?scenario=<id>`
 * switches it, `?reset` reseeds it), then starts the service worker and resolves with the
 * demo's details and the scenario panel's control. On a social-login start path it plays
 * the provider instead and leaves the page, so the promise never settles.
 */
export const startMockBackend = async (catalogue: ScenarioCatalogue): Promise<BrowserMockBackend> => {
  const params = new URL(window.location.href).searchParams;
  const session = await openDemoSession({
    catalogue,
    store: typeof indexedDB === 'undefined' ? createMemoryStore() : createIndexedDbStore(indexedDB),
    channel: createBroadcastDemoChannel(),
    baseClock: systemClock,
    requestedScenario: params.get(SCENARIO_PARAM),
    reset: params.has(RESET_PARAM),
    onReseededElsewhere: () => window.location.reload(),
  });
  stripDemoParams();

  if (BROWSER_REDIRECT_PATHS.has(window.location.pathname)) {
    const target = await runRule(socialSignIn(session.runtime, params.get('redirect')), { clock: session.clock });
    await session.save();
    window.location.replace(target);
    return new Promise<never>(() => undefined);
  }

  const faults = createFaultRegistry(storedFaults(), (list) =>
    window.sessionStorage.setItem(FAULTS_KEY, JSON.stringify(list)),
  );
  const log = createRequestLog();
  const harness = createRequestHarness({
    faults,
    log,
    clock: session.clock,
    beforeRequest: session.beforeRequest,
    afterRequest: session.flush,
  });
  const worker = setupWorker(createGateway(createHandlers(() => session.runtime, { anyOrigin: false, harness })));
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
  return {
    ...describeDemo(session),
    control: createDemoControl(session, { faults, log, reload: () => window.location.reload() }),
  };
};
