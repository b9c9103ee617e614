import { describe, expect, it } from 'vitest';
import { parseAuthConfig } from './auth-config.js';

describe('parseAuthConfig', () => {
  it('runs the local demo project without any setting', () => {
    expect(parseAuthConfig({}, true)).toMatchObject({ codesPerIpPerHour: 20, trustedProxyHops: 1 });
  });

  it('refuses to run a real project without a strong login-code secret, saying what to set', () => {
    expect(() => parseAuthConfig({}, false)).toThrow(
      'Sign-in is not configured: LOGIN_CODE_SECRET: LOGIN_CODE_SECRET is not set',
    );
    expect(() => parseAuthConfig({ LOGIN_CODE_SECRET: 'short' }, false)).toThrow('at least 32 characters');
  });

  it('reads the limits and proxy hops of a real project', () => {
    const config = parseAuthConfig(
      { LOGIN_CODE_SECRET: 'x'.repeat(40), LOGIN_CODES_PER_IP_PER_HOUR: '50', TRUSTED_PROXY_HOPS: '3' },
      false,
    );
    expect(config).toEqual({ loginCodeSecret: 'x'.repeat(40), codesPerIpPerHour: 50, trustedProxyHops: 3 });
    expect(parseAuthConfig({ LOGIN_CODE_SECRET: 'x'.repeat(40) }, false).trustedProxyHops).toBe(2);
  });
});
