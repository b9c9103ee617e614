// What the landing page promises, as spec §1 and §9 state it. Plain data: the shared zod
// schemas would bring zod (~22 kB gzip) into the landing page's first load.
import type { TPlan } from '@shared/schemas/tutor';

/** The plans in the order shown, with their price in USD; the monthly one is marked Most Popular. */
export const PLAN_OFFERS: readonly { plan: TPlan; priceUsd: number; isFeatured: boolean }[] = [
  { plan: 'monthly', priceUsd: 16.99, isFeatured: true },
  { plan: 'annual', priceUsd: 179.99, isFeatured: false },
];

/**
 * A plan's price as spec §9 writes it in every language ('$16.99'). Not Intl.NumberFormat: the
 * first one a page creates starts ICU, ~45 ms of the landing's first render (~180 ms on a
 * throttled phone), most of its one long task.
 */
export const formatUsd = (amount: number) => `$${amount.toFixed(2)}`;

/** What both plans include. */
export const PLAN_INCLUDES = ['students', 'analytics', 'videos', 'support'] as const;

/** Spec §1's marketing figures, shown as written in every language. */
export const MARKETING_FIGURES = [
  { key: 'students', value: '10K+' },
  { key: 'rating', value: '4.9' },
  { key: 'online', value: '500+' },
] as const;
