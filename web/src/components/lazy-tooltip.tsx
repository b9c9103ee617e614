import type { TooltipGroupProps, TooltipProps } from '@mantine/core';
import { Suspense } from 'react';
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint';
import { lazyNamed } from '@/lib/lazy-named';

const Tooltip = lazyNamed(() => import('./tooltip-export'), 'Tooltip');
const TooltipGroup = lazyNamed(() => import('./tooltip-export'), 'TooltipGroup');

/**
 * Mantine's Tooltip, loaded once the page has painted: with Floating UI it weighs ~20 kB gzip that
 * a hint shown on hover need not hold the first render for. Until then its target renders alone.
 */
export function LazyTooltip(props: TooltipProps) {
  const painted = useAfterFirstPaint();
  if (!painted) return props.children;
  return (
    <Suspense fallback={props.children}>
      <Tooltip {...props} />
    </Suspense>
  );
}

/** Mantine's Tooltip.Group (tooltips side by side share their delays: the theme's skip delay), loaded as LazyTooltip is. */
export function LazyTooltipGroup(props: TooltipGroupProps) {
  const painted = useAfterFirstPaint();
  if (!painted) return props.children;
  return (
    <Suspense fallback={props.children}>
      <TooltipGroup {...props} />
    </Suspense>
  );
}
