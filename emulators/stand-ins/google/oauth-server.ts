/**
 * A local stand-in for Google's OAuth 2.0 endpoints (authorization with a consent page, token,
 * revoke, tokeninfo) that speaks the same wire protocol, so google-auth-library works unchanged.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { consentPage, errorPage } from './consent-page.ts';
import { HttpError, readForm, redirect, sendHtml, sendJson } from '../http.ts';
import { answerError } from './answer-error.ts';
import { accountFor, ACCESS_TOKEN_SECONDS, bearerOf, type TokenRegistry } from './tokens.ts';

const DEFAULT_ACCOUNT = 'tutor@example.com';
const CLIENT_NAME = 'Tutorly';

/** Checks the parameters an authorization request must carry; a bad client or redirect URI is shown, never redirected to. */
function checkAuthorization(tokens: TokenRegistry, params: URLSearchParams): string | undefined {
  if (params.get('client_id') !== tokens.client.clientId) return 'Error 401: invalid_client';
  if (!tokens.client.redirectUris.includes(params.get('redirect_uri') ?? '')) return 'Error 400: redirect_uri_mismatch';
  if (params.get('response_type') !== 'code') return 'Error 400: unsupported_response_type';
  if (!params.get('scope')) return 'Error 400: invalid_request (missing scope)';
  const method = params.get('code_challenge_method');
  if (method && method !== 'S256' && method !== 'plain') return 'Error 400: invalid_request (code_challenge_method)';
  return undefined;
}

function backTo(params: URLSearchParams, answer: Record<string, string>): string {
  const target = new URL(params.get('redirect_uri') ?? '');
  for (const [key, value] of Object.entries(answer)) target.searchParams.set(key, value);
  const state = params.get('state');
  if (state !== null) target.searchParams.set('state', state);
  return target.toString();
}

function clientOf(req: IncomingMessage, form: URLSearchParams): { clientId: string; clientSecret: string } {
  const basic = /^Basic (\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (basic) {
    const [clientId = '', clientSecret = ''] = Buffer.from(basic, 'base64').toString().split(':');
    return { clientId, clientSecret };
  }
  return { clientId: form.get('client_id') ?? '', clientSecret: form.get('client_secret') ?? '' };
}

/** Faults a test arms through `/__control/...`, as Google's token endpoint has them now and then. */
interface Faults {
  /** How many of the next token requests answer 503. */
  tokenFailures: number;
}

async function token(tokens: TokenRegistry, faults: Faults, req: IncomingMessage, res: ServerResponse) {
  const form = await readForm(req);
  if (faults.tokenFailures > 0) {
    faults.tokenFailures -= 1;
    sendJson(res, 503, { error: 'temporarily_unavailable', error_description: 'The service is currently unavailable.' });
    return;
  }
  const { clientId, clientSecret } = clientOf(req, form);
  if (clientId !== tokens.client.clientId || clientSecret !== tokens.client.clientSecret) {
    sendJson(res, 401, { error: 'invalid_client', error_description: 'The OAuth client was not found.' });
    return;
  }
  const grantType = form.get('grant_type');
  const result =
    grantType === 'authorization_code'
      ? tokens.exchangeCode({
          code: form.get('code') ?? '',
          clientId,
          redirectUri: form.get('redirect_uri') ?? '',
          codeVerifier: form.get('code_verifier') ?? undefined,
        })
      : grantType === 'refresh_token'
        ? tokens.refresh(form.get('refresh_token') ?? '', clientId)
        : { ok: false as const, error: 'unsupported_grant_type', error_description: `Invalid grant_type: ${grantType}` };
  if (!result.ok) {
    sendJson(res, 400, { error: result.error, error_description: result.error_description });
    return;
  }
  sendJson(res, 200, {
    access_token: result.accessToken,
    expires_in: ACCESS_TOKEN_SECONDS,
    scope: result.scopes.join(' '),
    token_type: 'Bearer',
    ...('refreshToken' in result && result.refreshToken ? { refresh_token: result.refreshToken } : {}),
  });
}

async function route(tokens: TokenRegistry, faults: Faults, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://stand-in');
  const path = url.pathname;
  if (req.method === 'POST' && path === '/__control/fail-token-requests') {
    const count = Number(url.searchParams.get('count'));
    if (!Number.isInteger(count) || count < 0) throw new HttpError(400, 'count must be a whole number.');
    faults.tokenFailures = count;
    return sendJson(res, 200, { armed: count });
  }
  if (req.method === 'GET' && path === '/o/oauth2/v2/auth') {
    const problem = checkAuthorization(tokens, url.searchParams);
    if (problem) return sendHtml(res, 400, errorPage(problem, 'The request to Google is not valid.'));
    return sendHtml(res, 200, consentPage(url.searchParams, url.searchParams.get('login_hint') || DEFAULT_ACCOUNT, CLIENT_NAME));
  }
  if (req.method === 'POST' && path === '/o/oauth2/v2/approve') {
    const form = await readForm(req);
    const problem = checkAuthorization(tokens, form);
    if (problem) return sendHtml(res, 400, errorPage(problem, 'The request to Google is not valid.'));
    if (form.get('decision') !== 'allow') return redirect(res, backTo(form, { error: 'access_denied' }));
    const scopes = form.getAll('granted_scope');
    const code = tokens.issueCode({
      clientId: form.get('client_id') ?? '',
      redirectUri: form.get('redirect_uri') ?? '',
      account: accountFor(form.get('login_hint') || DEFAULT_ACCOUNT),
      scopes,
      codeChallenge: form.get('code_challenge') ?? undefined,
      codeChallengeMethod: form.get('code_challenge_method') ?? undefined,
      offline: form.get('access_type') === 'offline',
      consent: (form.get('prompt') ?? '').split(' ').includes('consent'),
    });
    return redirect(res, backTo(form, { code, scope: scopes.join(' ') }));
  }
  if (req.method === 'POST' && path === '/token') return token(tokens, faults, req, res);
  if (req.method === 'POST' && path === '/revoke') {
    const form = await readForm(req);
    const revoked = tokens.revoke(url.searchParams.get('token') ?? form.get('token') ?? '');
    if (!revoked) return sendJson(res, 400, { error: 'invalid_token', error_description: 'Token expired or revoked' });
    return sendJson(res, 200, {});
  }
  if (path === '/tokeninfo') {
    const form = req.method === 'POST' ? await readForm(req) : url.searchParams;
    const access = tokens.accessToken(form.get('access_token') ?? bearerOf(req.headers.authorization));
    if (!access) return sendJson(res, 400, { error: 'invalid_token', error_description: 'Invalid Value' });
    const expiresIn = Math.floor((access.expiresAt - Date.now()) / 1000);
    return sendJson(res, 200, {
      azp: access.clientId,
      aud: access.clientId,
      scope: access.scopes.join(' '),
      exp: String(Math.floor(access.expiresAt / 1000)),
      expires_in: String(expiresIn),
      email: access.account.email,
      access_type: access.refreshToken ? 'offline' : 'online',
    });
  }
  throw new HttpError(404, `No such endpoint: ${req.method} ${path}`);
}

export function createOAuthServer(tokens: TokenRegistry) {
  const faults: Faults = { tokenFailures: 0 };
  return createServer((req, res) => {
    route(tokens, faults, req, res).catch((error: unknown) =>
      answerError(res, error, (e) => ({ error: 'invalid_request', error_description: e.message })),
    );
  });
}
