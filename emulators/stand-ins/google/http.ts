import type { IncomingMessage, ServerResponse } from 'node:http';

/** An error answered with `status` and a Google-style JSON body. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=UTF-8',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=UTF-8', 'Content-Length': Buffer.byteLength(html) });
  res.end(html);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { Location: location, 'Content-Length': 0 });
  res.end();
}

/** A small request body (forms, JSON metadata); larger bodies are refused. */
export async function readSmallBody(req: IncomingMessage, limit = 64 * 1024): Promise<string> {
  const parts: Buffer[] = [];
  let length = 0;
  for await (const part of req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    length += part.length;
    if (length > limit) throw new HttpError(413, 'The request body is too large.');
    parts.push(part);
  }
  return Buffer.concat(parts).toString('utf8');
}

export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await readSmallBody(req));
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

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
