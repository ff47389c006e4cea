// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/lib/config';
import { BarChart } from '@/components/charts/lazy-charts';
import { renderKit, setupKitTests } from './kit-test-utils';

vi.mock('@/lib/config', async (importOriginal) => {
  const { mockedConfigModule } = await import('../shell/test-config');
  return mockedConfigModule(await importOriginal<typeof ConfigModule>());
});
// recharts draws nothing in a DOM without layout; what matters here is when the chart is drawn.
vi.mock('@/components/charts/charts-module', () => ({ BarChart: () => <p>the drawn chart</p> }));

setupKitTests();
afterEach(() => {
  vi.unstubAllGlobals();
});

/** An IntersectionObserver the test moves: `scrollIntoView` reports every observed element in sight. */
const stubIntersectionObserver = () => {
  const observers: Array<{ callback: IntersectionObserverCallback; elements: Element[] }> = [];
  class StubObserver {
    private readonly entry: { callback: IntersectionObserverCallback; elements: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: [] };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    disconnect() {
      this.entry.elements = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', StubObserver);
  return {
    scrollIntoView: () => {
      for (const { callback, elements } of observers) {
        const entries = elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
        if (entries.length > 0) callback(entries, {} as IntersectionObserver);
      }
    },
  };
};

const CHART_PROPS = { h: 200, data: [{ day: '1', total: 3 }], dataKey: 'day', series: [{ name: 'total' }] };

describe('a bar chart of the kit', () => {
  it('waits with a placeholder of its height until it comes near the viewport, then draws', async () => {
    const viewport = stubIntersectionObserver();
    renderKit(<BarChart {...CHART_PROPS} />);
    expect(screen.queryByText('the drawn chart')).toBeNull();
    act(() => viewport.scrollIntoView());
    expect(await screen.findByText('the drawn chart')).toBeTruthy();
  });

  it('draws at once where the browser cannot tell what is in sight', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderKit(<BarChart {...CHART_PROPS} />);
    expect(await screen.findByText('the drawn chart')).toBeTruthy();
  });
});
