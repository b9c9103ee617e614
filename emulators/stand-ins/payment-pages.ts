/**
 * Small HTTP helpers shared by the payment gateway stand-ins (iPay, Stripe): body reading, the
 * hosted pages they show a buyer, redirects, and the notification they send to our webhooks.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const BODY_LIMIT = 256 * 1024;

export class StandInError extends Error {
  readonly status: number;
  /** Set for API errors, answered as JSON `{ error }` (Stripe's shape) rather than as a page. */
  readonly apiError: { type: string; message: string; param?: string } | undefined;

  constructor(status: number, message: string, apiError?: { type: string; message: string; param?: string }) {
    super(message);
    this.status = status;
    this.apiError = apiError;
  }
}

/** A Stripe-style API error (`invalid_request_error`). */
export const apiError = (status: number, message: string, param?: string) =>
  new StandInError(status, message, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > BODY_LIMIT) throw new StandInError(413, 'The request body is too large.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A plain hosted page, readable at phone width (the buyer sees it between our pages). */
export function sendPage(res: ServerResponse, status: number, title: string, bodyHtml: string): void {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,sans-serif;background:#f4f6fb;margin:0;padding:24px;color:#1b1f29}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0001}
h1{font-size:20px;margin:0 0 16px}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}
dt{color:#5c6270}dd{margin:0;font-weight:600;word-break:break-all}form{display:inline}
button{font:inherit;font-weight:600;border:0;border-radius:8px;padding:12px 20px;margin:0 8px 8px 0;cursor:pointer}
.pay{background:#1c7ed6;color:#fff}.decline{background:#e9ecef;color:#1b1f29}.note{color:#5c6270;font-size:13px}
</style></head><body><main>${bodyHtml}</main></body></html>`;
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(html) });
  res.end(html);
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { Location: location });
  res.end();
}

/** Only http(s) URLs may be redirected to or called back (no javascript: or file: tricks). */
export function httpUrl(value: string | undefined, name: string): string {
  try {
    const url = new URL(value ?? '');
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.toString();
  } catch {
    // reported below
  }
  throw new StandInError(400, `${name} must be an http(s) URL.`);
}

export interface Delivery {
  url: string;
  kind: string;
  status: number;
}

/** Sends a notification server to server, as the gateway does; a failure is recorded, never thrown. */
export async function deliver(url: string, kind: string, body: string, headers: Record<string, string>): Promise<Delivery> {
  try {
    const res = await fetch(url, { method: 'POST', headers, body });
    await res.arrayBuffer();
    return { url, kind, status: res.status };
  } catch {
    return { url, kind, status: 0 };
  }
}

type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;

/** Starts a stand-in on host:port; errors become a page (or JSON for API paths) with their status. */
export async function listen(
  host: string,
  port: number,
  handle: Handler,
  onError: (res: ServerResponse, error: StandInError) => void,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${host}`);
    handle(req, res, url).catch((error: unknown) => {
      const known = error instanceof StandInError ? error : new StandInError(500, (error as Error).message);
      if (!res.headersSent) onError(res, known);
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  // Port 0 (tests) means any free port: report the one we got.
  return {
    url: `http://${host}:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
