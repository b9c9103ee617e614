import type { ApiRequest } from '../route-cases.ts';
import { multipartBody } from './multipart.ts';
import { rawRequest, type RawAnswer } from './raw-request.ts';

/** A well-formed request of ROUTE_CASES, sent through Hosting with `token` (none when undefined). */
export function sendRequest(method: string, request: ApiRequest, token: string | undefined): Promise<RawAnswer> {
  const headers: Record<string, string> = { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) };
  if (request.multipart) {
    const boundary = 'adversarialSuiteBoundary';
    return rawRequest(
      method,
      `/api${request.path}`,
      { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      multipartBody(request.multipart, boundary),
    );
  }
  if (request.json !== undefined)
    return rawRequest(
      method,
      `/api${request.path}`,
      { ...headers, 'content-type': 'application/json' },
      JSON.stringify(request.json),
    );
  return rawRequest(method, `/api${request.path}`, headers);
}
