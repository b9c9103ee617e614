import type { RouteDef } from '../../../functions/src/http/route.ts';
import { ROUTES } from '../../../functions/src/routes.ts';

/** `METHOD path`, the key of a route in every table of the adversarial suite (e.g. `GET /tutors/:tutorId`). */
export function routeKey(route: Pick<RouteDef, 'method' | 'path'>): string {
  return `${route.method.toUpperCase()} ${route.path}`;
}

export const ROUTE_KEYS: readonly string[] = ROUTES.map(routeKey);

export function routeByKey(key: string): RouteDef | undefined {
  return ROUTES.find((r) => routeKey(r) === key);
}

/** The route keys matching `pattern` (slots for features that are not merged yet look for their route this way). */
export function routesMatching(pattern: RegExp): string[] {
  return ROUTE_KEYS.filter((key) => pattern.test(key));
}

export { ROUTES };
