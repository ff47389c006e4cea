import type { BarChartProps } from '@mantine/charts';
import { Skeleton } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';

const MantineBarChart = lazy(() => import('./charts-module').then((module) => ({ default: module.BarChart })));

/** How far below the viewport a chart starts drawing: far enough that a scroll seldom meets a skeleton. */
const DRAW_AHEAD_MARGIN = '400px 0px';

/**
 * Whether the element has come near the viewport. Drawing a chart is one of the longest tasks of a
 * screen; charts out of sight wait, so the first screen is usable sooner. Without an
 * IntersectionObserver everything counts as in sight.
 */
const useNearViewport = (): [(node: HTMLElement | null) => void, boolean] => {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: DRAW_AHEAD_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, node]);
  return [setNode, near];
};

/**
 * Mantine's BarChart, drawn once it comes near the viewport, from a chunk loaded the first time a
 * chart is drawn, so that a screen with a chart shows its figures before recharts has arrived. Same
 * props as Mantine's.
 */
export const BarChart = (props: BarChartProps) => {
  const [observe, near] = useNearViewport();
  const placeholder = <Skeleton height={typeof props.h === 'number' ? props.h : 240} aria-hidden />;
  return (
    <div ref={observe}>
      {near ? (
        <Suspense fallback={placeholder}>
          <MantineBarChart {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
};
