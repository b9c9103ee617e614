import type { TPlan } from '@shared/schemas/tutor';

/**
 * The `plan` query parameter, monthly unless it says annual. Plain code rather than the shared zod
 * schema: zod would add 25 kB gzip to the payment page for one comparison.
 */
export function planParam(value: string | null): TPlan {
  return value === 'annual' ? 'annual' : 'monthly';
}
