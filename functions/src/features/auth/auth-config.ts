import * as z from 'zod/mini';
import '../../lib/zod-english.js';
import { isDemoProject } from '../../lib/project-secrets.js';

/** Only the local `demo-` project may fall back to this; a real project must set the secret. */
const LOCAL_LOGIN_CODE_SECRET = 'local-demo-only-login-code-secret-not-for-production';

function schema(demo: boolean) {
  return z.object({
    /** HMAC key for the login codes at rest: a copy of the database does not reveal a code. */
    LOGIN_CODE_SECRET: demo
      ? z._default(z.string().check(z.minLength(32)), LOCAL_LOGIN_CODE_SECRET)
      : z
          .string({ error: 'LOGIN_CODE_SECRET is not set' })
          .check(z.minLength(32, 'LOGIN_CODE_SECRET must be at least 32 characters')),
    /** Code requests one client address may make per hour (a school behind one address shares it). */
    LOGIN_CODES_PER_IP_PER_HOUR: z._default(z.coerce.number().check(z.int(), z.positive()), 20),
    /**
     * How many proxies in front of the function append to X-Forwarded-For (the client address
     * is the entry that many places from the right, counting the connection itself). Locally the
     * Hosting emulator forwards the caller's header as is; see the README for production.
     */
    TRUSTED_PROXY_HOPS: z._default(z.coerce.number().check(z.int(), z.gte(0)), demo ? 1 : 2),
  });
}

export interface AuthConfig {
  loginCodeSecret: string;
  codesPerIpPerHour: number;
  trustedProxyHops: number;
}

export function parseAuthConfig(env: NodeJS.ProcessEnv, demo = isDemoProject()): AuthConfig {
  const result = schema(demo).safeParse(env);
  if (!result.success) {
    throw new Error(
      `Sign-in is not configured: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  const e = result.data;
  return {
    loginCodeSecret: e.LOGIN_CODE_SECRET,
    codesPerIpPerHour: e.LOGIN_CODES_PER_IP_PER_HOUR,
    trustedProxyHops: e.TRUSTED_PROXY_HOPS,
  };
}

let cached: AuthConfig | undefined;

/** Read on first use: secrets are in the environment only at request time. */
export function authConfig(): AuthConfig {
  cached ??= parseAuthConfig(process.env);
  return cached;
}
