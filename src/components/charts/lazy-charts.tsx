import type { BarChartProps } from '@mantine/charts';
import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';

const MantineBarChart = lazy(() => import('./charts-module').then((module) => ({ default: module.BarChart })));

/**
 * Mantine's BarChart, loaded in a chunk of its own the first time a chart is drawn, so that a
 * screen with a chart shows its figures before recharts has arrived. Same props as Mantine's.
 */
export const BarChart = (props: BarChartProps) => (
  <Suspense fallback={<Skeleton height={typeof props.h === 'number' ? props.h : 240} aria-hidden />}>
    <MantineBarChart {...props} />
  </Suspense>
);
