import { createHmac, timingSafeEqual } from 'node:crypto';

/** What the OAuth `state` carries, signed: whose flow it is, its single-use nonce, and until when it is valid. */
export interface StatePayload {
  uid: string;
  nonce: string;
  exp: number;
}

const sign = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('base64url');

export function signState(payload: StatePayload, secret: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(body, secret)}`;
}

/** The payload of a state this server signed and that has not expired; undefined for anything else. */
export function verifyState(state: string, secret: string, now = Date.now()): StatePayload | undefined {
  const [body, signature, extra] = state.split('.');
  if (!body || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(body, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<StatePayload>;
    if (typeof payload.uid !== 'string' || typeof payload.nonce !== 'string' || typeof payload.exp !== 'number') return undefined;
    return payload.exp > now ? (payload as StatePayload) : undefined;
  } catch {
    return undefined;
  }
}

/** A cookie value as set; a garbled one (bad %-encoding) is no value rather than a failure. */
function decodeCookie(value: string): string[] {
  try {
    return [decodeURIComponent(value)];
  } catch {
    return [];
  }
}

/** Every value of the cookie (a browser may send several with one name, for different paths). */
export function cookieValues(header: string | undefined, name: string): string[] {
  return (header ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(`${name}=`))
    .flatMap((pair) => decodeCookie(pair.slice(name.length + 1)));
}
