/**
 * The caller's address for rate limiting. Proxies append to X-Forwarded-For, so only entries they
 * added can be trusted: the address `trustedHops` places from the right of [X-Forwarded-For...,
 * connection address] (Express's `trust proxy` count). Anything further left is the client's word.
 */
export function clientIp(forwardedFor: string | undefined, remoteAddress: string | undefined, trustedHops: number): string {
  const forwarded = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, remoteAddress ?? 'unknown'];
  return chain[Math.max(0, chain.length - 1 - trustedHops)] ?? 'unknown';
}
