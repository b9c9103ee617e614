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

export { ROUTES };
