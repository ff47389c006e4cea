import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import { Route as FaqRoute } from '@/routes/_auth/faq';
import { Route as PlatformRoute } from '@/routes/_auth/platform';
import { Route as UserGuideRoute } from '@/routes/_auth/user-guide';
import { setTestConfig } from '../shell/test-config';

vi.mock('@/lib/config', async (importOriginal) => {
  const { mockedConfigModule } = await import('../shell/test-config');
  return mockedConfigModule(await importOriginal<typeof ConfigModule>());
});

/** What a route's beforeLoad does: nothing, or the redirect it throws. */
const guard = (beforeLoad: unknown): unknown => {
  if (typeof beforeLoad !== 'function') throw new Error('the route has no beforeLoad');
  try {
    beforeLoad();
    return null;
  } catch (thrown) {
    return thrown;
  }
};

describe('the help routes', () => {
  it.each([
    ['/faq', FaqRoute, 'VITE_FLAG_HELP_CENTRE'],
    ['/platform', PlatformRoute, 'VITE_FLAG_USER_GUIDE'],
    ['/user-guide', UserGuideRoute, 'VITE_FLAG_USER_GUIDE'],
  ])('%s leads to the dashboard when its flag (%s) is off', (_path, route, flag) => {
    setTestConfig({ [flag]: 'true' });
    expect(guard(route.options.beforeLoad)).toBeNull();

    setTestConfig({ [flag]: 'false' });
    const thrown = guard(route.options.beforeLoad);
    expect(isRedirect(thrown)).toBe(true);
    expect(isRedirect(thrown) && thrown.options.to).toBe('/');
  });

  it('each names its page title for the document title', () => {
    expect(FaqRoute.options.staticData?.titleKey).toBe('faq');
    expect(PlatformRoute.options.staticData?.titleKey).toBe('platform');
    expect(UserGuideRoute.options.staticData?.titleKey).toBe('userGuide');
  });
});
