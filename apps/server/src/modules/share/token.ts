import { createHmac, timingSafeEqual } from 'node:crypto';
import { SHARE_TOKEN_MAX_S } from '@vidmatrix/contract/share';

/**
 * The share-video token (spec §7 `share_video_token`): `<payload>.<signature>`, both base64url.
 * The payload names the link, the brand and the expiry; the signature is HMAC-SHA256 with
 * SHARE_SECRET, so any server process sharing the secret can check it without a table.
 * Whether the link still exists and is not ended is checked against the database on each call.
 */
interface SharePayload {
  /** Link id. */
  l: number;
  /** Brand key: a token is good only on its own brand's hosts. */
  b: string;
  /** Expiry, Unix seconds. */
  e: number;
}

export type TokenCheck =
  { ok: true; payload: SharePayload } | { ok: false; reason: 'missing' | 'invalid' | 'expired' };

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest();

/** A token's expiry: the link's, capped at SHARE_TOKEN_MAX_S from now (a permanent link too). */
export function tokenExpiry(linkExpiresAt: Date | null, now = Date.now()): Date {
  const cap = now + SHARE_TOKEN_MAX_S * 1000;
  return new Date(Math.min(linkExpiresAt?.getTime() ?? cap, cap));
}

export function issueToken(secret: string, linkId: number, brandKey: string, expiresAt: Date): string {
  const payload: SharePayload = { l: linkId, b: brandKey, e: Math.floor(expiresAt.getTime() / 1000) };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(secret, body).toString('base64url')}`;
}

function parsePayload(body: string): SharePayload | undefined {
  try {
    const value = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<SharePayload>;
    if (Number.isSafeInteger(value.l) && typeof value.b === 'string' && Number.isSafeInteger(value.e)) {
      return value as SharePayload;
    }
  } catch {
    // Not JSON: a forged or mangled token.
  }
  return undefined;
}

/** Signature first (constant time), then brand, then expiry: a forged token learns nothing. */
export function checkToken(
  secret: string,
  token: string | undefined,
  brandKey: string,
  now = Date.now(),
): TokenCheck {
  if (!token) return { ok: false, reason: 'missing' };
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = sign(secret, body);
  const actual = Buffer.from(signature, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  const payload = parsePayload(body);
  if (!payload || payload.b !== brandKey) return { ok: false, reason: 'invalid' };
  if (payload.e * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, payload };
}
