// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LikelyNextPage } from '@/app/shell/nav-items';
import { useIdlePagePreload } from '@/app/shell/use-idle-page-preload';
import { initI18n } from '@/lib/i18n';

const LIKELY: readonly LikelyNextPage[] = ['/my-ads-account', '/payment', '/payment/add-fund'];

/** Idle callbacks wait here until the test says the browser is idle. */
const idle: Array<() => void> = [];
const idleMoment = () => act(() => idle.shift()?.());

/** After an idle moment's preload: what was loaded, and the next idle wait queued. */
const afterPreload = async (loaded: string[], expected: string[]) => {
  await vi.waitFor(() => {
    expect(loaded).toEqual(expected);
    expect(idle).toHaveLength(1);
  });
};

afterEach(() => {
  cleanup();
  idle.length = 0;
  vi.unstubAllGlobals();
});

const PAGES = [
  { path: '/', namespaces: ['dashboard'] },
  { path: '/my-ads-account', namespaces: ['ad-accounts'] },
  { path: '/payment', namespaces: ['wallet'] },
  { path: '/payment/add-fund', namespaces: ['add-fund'] },
] as const;

const renderShell = async () => {
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
  const i18n = await initI18n();
  /** Pages whose code was fetched, and pages whose data was read. */
  const loaded: string[] = [];
  const read: string[] = [];
  const Root = () => {
    useIdlePagePreload(LIKELY);
    return <Outlet />;
  };
  const rootRoute = createRootRoute({ component: Root });
  const routes = PAGES.map(({ path, namespaces }) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path,
      staticData: { namespaces },
      loader: () => {
        read.push(path);
      },
      component: lazyRouteComponent(async () => {
        loaded.push(path);
        return { default: () => <p>{path}</p> };
      }),
    }),
  );
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  loaded.length = 0;
  read.length = 0;
  const view = render(<RouterProvider router={router} />);
  const textsOf = (namespace: string) => i18n.hasResourceBundle('vi', namespace);
  return { loaded, read, textsOf, view };
};

describe('preloading the likely next pages', () => {
  it('waits for the browser to be idle, then fetches the code and texts of one page per idle moment, in order', async () => {
    const { loaded, read, textsOf } = await renderShell();
    expect(loaded).toEqual([]);
    expect(idle).toHaveLength(1);

    await idleMoment();
    await afterPreload(loaded, ['/my-ads-account']);
    expect(textsOf('ad-accounts')).toBe(true);
    await idleMoment();
    await afterPreload(loaded, ['/my-ads-account', '/payment']);
    await idleMoment();
    await vi.waitFor(() => expect(loaded).toEqual(['/my-ads-account', '/payment', '/payment/add-fund']));
    await vi.waitFor(() => expect(textsOf('add-fund')).toBe(true));
    expect(textsOf('wallet')).toBe(true);
    // A page's data is read when it opens, not before.
    expect(read).toEqual([]);
  });

  it('stops once the shell is gone', async () => {
    const { loaded, view } = await renderShell();
    await idleMoment();
    await afterPreload(loaded, ['/my-ads-account']);
    view.unmount();
    await idleMoment();
    expect(idle).toHaveLength(0);
    expect(loaded).toEqual(['/my-ads-account']);
  });
});
