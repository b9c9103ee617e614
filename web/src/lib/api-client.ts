import { ERROR_REASONS, type TErrorReason } from '@shared/error-reasons';
import type { TApiError } from '@shared/errors';
import { i18n } from '@/lib/i18n';
import { SESSION_EXPIRED_EVENT } from '@/lib/session-expired-event';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: TApiError['code'],
    message: string,
    readonly fields?: Record<string, string>,
    /** The refusal's reason, when the server gave one this build knows (the message is then its wording). */
    readonly reason?: TErrorReason,
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Send the Firebase ID token (default true). */
  auth?: boolean;
  signal?: AbortSignal;
}

const MAX_RETRIES = 3;
const MAX_BACKOFF_MS = 30_000;

async function idToken(): Promise<string | undefined> {
  const { auth } = await import('@/lib/firebase');
  // A dashboard screen renders before Firebase has restored the session: wait for it, not send no token.
  await auth.authStateReady();
  return auth.currentUser?.getIdToken();
}

function isApiErrorBody(value: unknown): value is TApiError {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value;
}

/** The reason of a refusal the app words itself; not one from a newer server that this build does not know. */
const knownReason = (body: TApiError) => (body.reason && ERROR_REASONS.includes(body.reason) ? body.reason : undefined);

/**
 * A refusal with a reason in the user's language; the server's own failure (5xx) in the generic
 * words, also in their language; any other message as the server wrote it.
 */
function wordingOf(body: TApiError, status: number): string {
  const reason = knownReason(body);
  // Every value a reason's wording names has a default, as i18next's typed options want them all.
  if (reason)
    return i18n.t(`errors.reasons.${reason}`, {
      email: '',
      max: '',
      years: '',
      hours: '',
      triesLeft: '',
      received: '',
      total: '',
      ...body.params,
    });
  return status >= 500 ? i18n.t('errors.generic') : body.message;
}

async function send<T>(path: string, options: RequestOptions): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = options.auth === false ? undefined : await idToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
      credentials: 'include',
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'unavailable', i18n.t('errors.generic'));
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (response.ok) return data as T;
  if (response.status === 401) window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
  if (isApiErrorBody(data))
    throw new ApiError(response.status, data.code, wordingOf(data, response.status), data.fields, knownReason(data));
  throw new ApiError(response.status, response.status >= 500 ? 'internal' : 'invalid-argument', i18n.t('errors.generic'));
}

/** Worth another attempt: the network, the server's own failures and rate limiting; a refusal (4xx) is not. */
export function isRetryable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500);
}

/** Resolves after `ms`: the pause between two attempts (here and the video chunks' retries). */
export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The one way the web app calls `/api`. Resolves with the parsed JSON body or throws an ApiError
 * with a message fit to show. Reads are retried when `isRetryable`, with exponential backoff capped
 * at 30 s (spec §9); writes are not: their callers decide (a video chunk is retried, a payment not).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const retries = (options.method ?? 'GET') === 'GET' ? MAX_RETRIES : 0;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send<T>(path, options);
    } catch (error) {
      if (attempt >= retries || !isRetryable(error)) throw error;
      await wait(Math.min(1000 * 2 ** attempt, MAX_BACKOFF_MS));
    }
  }
}
