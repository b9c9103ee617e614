import { request } from 'node:http';
import { APP_URL, FUNCTIONS_URL } from '../../support/emulators.ts';

export interface RawAnswer {
  status: number;
  text: string;
  json: unknown;
}

/**
 * One HTTP request sent byte for byte as given (no URL normalisation, any header, any body), to the
 * API through the Hosting emulator as a browser would reach it, or (`direct`) to the function itself.
 */
export function rawRequest(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string | Buffer,
  { direct = false } = {},
): Promise<RawAnswer> {
  const url = new URL(direct ? FUNCTIONS_URL : APP_URL);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: direct ? `${url.pathname}${path}` : path,
        headers: { ...headers, ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, text, json });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Signs of internals leaking into an answer. */
export const STACK_TRACE = /\bat [^\n]*\.[cm]?[jt]s:\d+|node_modules|SyntaxError|TypeError|ReferenceError|FirebaseError/;

/** An answer whose body is the API's error model with a message a person can act on. */
export function isClearError(json: unknown): boolean {
  const body = json as { code?: unknown; message?: unknown } | undefined;
  return (
    typeof body?.code === 'string' && typeof body.message === 'string' && body.message.length > 3 && body.code !== 'internal'
  );
}
