import { createHash, randomBytes } from 'node:crypto';

/** The OAuth client the stand-in knows (a real project registers it in the Google Cloud console). */
export interface OAuthClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface Account {
  email: string;
  channelId: string;
  channelTitle: string;
}

interface AuthorizationCode {
  clientId: string;
  redirectUri: string;
  account: Account;
  scopes: string[];
  codeChallenge: string | undefined;
  codeChallengeMethod: string | undefined;
  issueRefreshToken: boolean;
  expiresAt: number;
  used: boolean;
}

interface RefreshToken {
  clientId: string;
  account: Account;
  scopes: string[];
  revoked: boolean;
}

export interface AccessToken {
  clientId: string;
  account: Account;
  scopes: string[];
  refreshToken: string | undefined;
  expiresAt: number;
}

const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const ACCESS_TOKEN_SECONDS = 3599;

const random = (bytes: number) => randomBytes(bytes).toString('base64url');
const titleCase = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A Google account and its YouTube channel, made up from the e-mail address (nimal.perera@... → "Nimal Perera"). */
export function accountFor(email: string): Account {
  const local = email.split('@')[0] ?? email;
  return {
    email,
    channelId: `UC${createHash('sha256').update(email).digest('base64url').slice(0, 22)}`,
    channelTitle:
      local
        .split(/[._-]+/)
        .filter(Boolean)
        .map(titleCase)
        .join(' ') || email,
  };
}

/** RFC 7636: S256 is base64url(sha256(verifier)); "plain" compares as is. */
function pkceMatches(challenge: string, method: string | undefined, verifier: string | undefined): boolean {
  if (!verifier) return false;
  if (method === 'S256') return createHash('sha256').update(verifier).digest('base64url') === challenge;
  return verifier === challenge;
}

export type TokenError = { error: string; error_description: string };

/** Codes and tokens the OAuth stand-in issues and the YouTube stand-in checks, shared in memory. */
export class TokenRegistry {
  readonly #codes = new Map<string, AuthorizationCode>();
  readonly #refreshTokens = new Map<string, RefreshToken>();
  readonly #accessTokens = new Map<string, AccessToken>();
  /** Accounts that already granted offline access to a client: Google sends a refresh token again only with prompt=consent. */
  readonly #offlineGrants = new Set<string>();

  readonly client: OAuthClient;

  constructor(client: OAuthClient) {
    this.client = client;
  }

  issueCode(grant: Omit<AuthorizationCode, 'expiresAt' | 'used' | 'issueRefreshToken'> & { offline: boolean; consent: boolean }) {
    const key = `${grant.clientId} ${grant.account.email}`;
    const issueRefreshToken = grant.offline && (grant.consent || !this.#offlineGrants.has(key));
    if (grant.offline) this.#offlineGrants.add(key);
    const code = `4/${random(32)}`;
    const { offline: _offline, consent: _consent, ...rest } = grant;
    this.#codes.set(code, { ...rest, issueRefreshToken, expiresAt: Date.now() + CODE_LIFETIME_MS, used: false });
    return code;
  }

  /** The authorization_code grant: single use, same client and redirect URI, and the PKCE verifier must match. */
  exchangeCode(params: { code: string; clientId: string; redirectUri: string; codeVerifier: string | undefined }) {
    const code = this.#codes.get(params.code);
    if (!code || code.expiresAt < Date.now()) return this.#fail('invalid_grant', 'Malformed auth code.');
    if (code.used) return this.#fail('invalid_grant', 'Bad Request');
    code.used = true;
    if (code.clientId !== params.clientId) return this.#fail('invalid_grant', 'Unauthorized');
    if (code.redirectUri !== params.redirectUri) return this.#fail('redirect_uri_mismatch', 'Bad Request');
    if (code.codeChallenge && !pkceMatches(code.codeChallenge, code.codeChallengeMethod, params.codeVerifier)) {
      return this.#fail('invalid_grant', 'Invalid code verifier.');
    }
    let refreshToken: string | undefined;
    if (code.issueRefreshToken) {
      refreshToken = `1//${random(48)}`;
      this.#refreshTokens.set(refreshToken, {
        clientId: code.clientId,
        account: code.account,
        scopes: code.scopes,
        revoked: false,
      });
    }
    return { ok: true as const, ...this.#issueAccess(code.clientId, code.account, code.scopes, refreshToken), refreshToken };
  }

  refresh(refreshToken: string, clientId: string) {
    const stored = this.#refreshTokens.get(refreshToken);
    if (!stored || stored.revoked || stored.clientId !== clientId) {
      return this.#fail('invalid_grant', 'Token has been expired or revoked.');
    }
    return { ok: true as const, ...this.#issueAccess(stored.clientId, stored.account, stored.scopes, refreshToken) };
  }

  /** Revoking either token revokes the grant: the refresh token and every access token issued from it. */
  revoke(token: string): boolean {
    const access = this.#accessTokens.get(token);
    const refreshToken = access?.refreshToken ?? token;
    const stored = this.#refreshTokens.get(refreshToken);
    if (!access && (!stored || stored.revoked)) return false;
    if (stored) stored.revoked = true;
    this.#accessTokens.delete(token);
    for (const [key, value] of this.#accessTokens) if (value.refreshToken === refreshToken) this.#accessTokens.delete(key);
    return true;
  }

  /** The live access token, or undefined when it is unknown, expired or revoked. */
  accessToken(token: string | undefined): AccessToken | undefined {
    const access = token ? this.#accessTokens.get(token) : undefined;
    return access && access.expiresAt > Date.now() ? access : undefined;
  }

  #issueAccess(clientId: string, account: Account, scopes: string[], refreshToken: string | undefined) {
    const accessToken = `ya29.${random(48)}`;
    this.#accessTokens.set(accessToken, {
      clientId,
      account,
      scopes,
      refreshToken,
      expiresAt: Date.now() + ACCESS_TOKEN_SECONDS * 1000,
    });
    return { accessToken, scopes };
  }

  #fail(error: string, description: string): { ok: false } & TokenError {
    return { ok: false, error, error_description: description };
  }
}

export const bearerOf = (header: string | undefined) => /^Bearer (\S+)$/i.exec(header ?? '')?.[1];
