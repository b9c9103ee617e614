import { it } from 'vitest';
import { routesMatching } from './routes.ts';

/**
 * A check that needs a feature which is not in ROUTES yet. While the route is missing the test is
 * skipped (a skip is never counted as passed) and its name says what it waits for; once the route
 * exists, the slot fails until the check is written.
 */
export function pendingSlot(name: string, route: RegExp, where: string): void {
  const present = routesMatching(route);
  if (!present.length) {
    it.skip(`${name} — pending feature: no route matching ${String(route)} in ROUTES`, () => undefined);
    return;
  }
  it(name, () => {
    throw new Error(`${present.join(', ')} exists now: write this check in ${where}`);
  });
}
