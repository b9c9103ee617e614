import type { ServerResponse } from 'node:http';
import { HttpError, sendJson } from '../http.ts';

/** Answers an error thrown by a handler, or drops the connection when an answer is already under way. */
export function answerError(res: ServerResponse, error: unknown, toBody: (error: HttpError) => unknown): void {
  if (res.headersSent || res.destroyed) {
    res.destroy();
    return;
  }
  const httpError = error instanceof HttpError ? error : new HttpError(500, 'Internal error in the Google stand-in.');
  if (!(error instanceof HttpError)) console.error('[google stand-in]', error);
  sendJson(res, httpError.status, httpError.body ?? toBody(httpError));
}
