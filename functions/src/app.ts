import express, { Router } from 'express';
import { AppError, errorHandler } from './http/errors.js';
import { mountRoutes } from './http/route.js';
import { ROUTES } from './routes.js';

const routes = Router();
mountRoutes(routes, ROUTES);

export const app = express();
app.disable('x-powered-by');
// Through the Hosting rewrite the function sees /api/...; called directly it sees the bare path.
app.use('/api', routes);
app.use(routes);
app.use(() => {
  throw new AppError('not-found', 'No such API route.');
});
app.use(errorHandler);
