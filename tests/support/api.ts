import { APP_URL } from './emulators.ts';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

/** Calls `/api` through the Hosting emulator's rewrite, as the browser does. */
export async function callApi<T = Record<string, unknown>>(
  path: string,
  init: { method?: string; token?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  let body = init.body;
  if (init.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  const res = await fetch(`${APP_URL}/api${path}`, { method: init.method ?? 'GET', headers, body });
  const text = await res.text();
  let parsed: unknown = undefined;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: callers assert on text
  }
  return { status: res.status, body: parsed as T, text, headers: res.headers };
}
