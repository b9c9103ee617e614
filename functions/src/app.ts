import express, { Router } from 'express';
import { startTutorSession } from './features/auth/start-tutor-session.js';
import { getTutor } from './features/tutors/get-tutor.js';
import { requireAuth, requireSelf } from './http/auth.js';
import { AppError, errorHandler } from './http/errors.js';
import { validate } from './http/validate.js';
import { ZTutorParams } from './shared/schemas/tutor.js';

const routes = Router();

routes.get('/health', (_req, res) => {
  res.json({ status: 'ok' });
});
routes.post('/auth/tutor/session', requireAuth('any'), startTutorSession);
routes.get('/tutors/:tutorId', requireAuth('tutor'), validate({ params: ZTutorParams }), requireSelf('tutorId'), getTutor);

export const app = express();
app.disable('x-powered-by');
// Through the Hosting rewrite the function sees /api/...; called directly it sees the bare path.
app.use('/api', routes);
app.use(routes);
app.use(() => {
  throw new AppError('not-found', 'No such API route.');
});
app.use(errorHandler);
