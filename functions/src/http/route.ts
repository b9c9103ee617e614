import type { RequestHandler } from 'express';
import type Router from 'router';
import type * as z from 'zod/mini';
import type { TRole } from '../shared/roles.js';
import { requireAuth, requireSelf } from './auth.js';
import { requireActiveSubscription } from './subscription.js';
import { validate } from './validate.js';

/** Who may call a route: anyone, any signed-in user (even before a role is set), or one role. */
export type Access = 'public' | 'signed-in' | TRole;

export interface RouteDef {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Express path below /api, e.g. `/tutors/:tutorId`. */
  path: string;
  access: Access;
  /** A path parameter that must equal the caller's uid (403 otherwise). */
  owner?: string;
  /** A tutor route that creates or changes what the subscription pays for: 403 unless it is active. */
  paid?: true;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  handler: RequestHandler;
}

/**
 * Mounts every route with its checks in a fixed order: identity and role (401/403), then a paid
 * route's subscription (403), then the shape of the input (400), then ownership of path ids (403),
 * then the handler.
 */
export function mountRoutes(router: Router.Router, routes: readonly RouteDef[]): void {
  for (const route of routes) {
    const chain: RequestHandler[] = [];
    if (route.access !== 'public') chain.push(requireAuth(route.access === 'signed-in' ? 'any' : route.access));
    if (route.paid) chain.push(requireActiveSubscription);
    if (route.params || route.query || route.body)
      chain.push(validate({ params: route.params, query: route.query, body: route.body }));
    if (route.owner) chain.push(requireSelf(route.owner));
    // Handlers take express's request and response, which is what the Functions runtime passes (app.ts).
    router[route.method](route.path, [...chain, route.handler] as unknown as Router.RequestHandler[]);
  }
}
