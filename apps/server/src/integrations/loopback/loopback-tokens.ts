import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Self-verifying tokens for the fakes: `<kind>.<base64url json>.<hmac>`, keyed by the app secret.
 * Stateless on purpose: a code minted by one server process is accepted by the fake of another
 * (several processes on one database each run their own fake).
 */
export interface LoopbackTokenPayload {
  /** App id / key the token belongs to. */
  app: string;
  /** Open id of the (fake) user, when the token is a user's. */
  user?: string;
  /** Expiry, ms since the epoch. */
  exp: number;
  /** Uniqueness. */
  n: string;
  /** PKCE S256 challenge an authorization code was issued with (account authorization fakes). */
  cc?: string;
}

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url');
const mac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('base64url');

export function mintLoopbackToken(
  kind: string,
  secret: string,
  payload: Omit<LoopbackTokenPayload, 'n'>,
): string {
  const body = `${kind}.${b64(JSON.stringify({ ...payload, n: randomBytes(6).toString('hex') }))}`;
  return `${body}.${mac(secret, body)}`;
}

/** The payload when `token` is a live token of this kind signed with `secret`, else undefined. */
export function readLoopbackToken(
  kind: string,
  secret: string,
  token: string | undefined,
  now: number,
): LoopbackTokenPayload | undefined {
  if (!token) return undefined;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== kind) return undefined;
  const expected = Buffer.from(mac(secret, `${parts[0]}.${parts[1]}`));
  const given = Buffer.from(parts[2]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as LoopbackTokenPayload;
    return payload.exp > now ? payload : undefined;
  } catch {
    return undefined;
  }
}
