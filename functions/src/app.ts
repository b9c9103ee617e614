import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import Router from 'router';
import { AppError, answerError } from './http/errors.js';
import { mountRoutes } from './http/route.js';
import { ROUTES } from './routes.js';

const routes = Router();
mountRoutes(routes, ROUTES);

const api = Router();
// Through the Hosting rewrite the function sees /api/...; called directly it sees the bare path.
api.use('/api', routes);
api.use(routes);

/**
 * Every /api route. The Functions runtime runs express itself and hands each request over as
 * express's request and response, body already parsed, so a router is all the API needs (express
 * on top cost each instance ~60 ms more on its first request: `npm run bench`, import times).
 * No route matched, or a handler failed: the router gives up and the error answer follows.
 */
export function app(req: IncomingMessage, res: ServerResponse): void {
  // As the runtime passes them (index.ts sees them through firebase-functions' own copy of express's types).
  const request = req as Request;
  const response = res as Response;
  api(request, response, (error?: unknown) =>
    answerError(error ?? new AppError('not-found', 'No such API route.'), request, response),
  );
}
