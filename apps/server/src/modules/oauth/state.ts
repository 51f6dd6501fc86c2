import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * OAuth `state`: what the callback needs to finish (brand, page to return to, the activity, and
 * for the NFC path the video to publish), signed with PLATFORM_SECRET so it cannot be forged and
 * any server process can read it back. Compact on purpose: it travels through Kuaishou's URL.
 */
export interface OAuthState {
  /** Brand key: the callback must arrive on the same brand's host. */
  b: string;
  /** Page to send the browser back to (a path or a URL of this site). */
  r: string;
  /** Language for messages put on the return URL. */
  l: string;
  /** Activity id, when known. */
  a?: number;
  /** NFC path: publish this video (mixed_video_id) right after the authorization… */
  v?: number;
  /** …claimed by this claimer (the visitor id the page claimed with)… */
  c?: string;
  /** …from this NFC card. */
  n?: string;
  /**
   * Browser binding: the same value is in a short-lived cookie set where the flow started, so a
   * callback carrying someone else's code and state in another browser is refused.
   */
  k: string;
  /** Expiry, seconds since the epoch. */
  e: number;
}

const STATE_TTL_SECONDS = 15 * 60;

const mac = (secret: string, data: string) =>
  createHmac('sha256', secret).update(`oauth-state:${data}`).digest('base64url').slice(0, 32);

export function signState(state: Omit<OAuthState, 'e'>, secret: string, nowMs = Date.now()): string {
  const body = Buffer.from(
    JSON.stringify({ ...state, e: Math.floor(nowMs / 1000) + STATE_TTL_SECONDS }),
    'utf8',
  ).toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

/** The state when it is ours, intact and not expired; otherwise undefined. */
export function readState(
  token: string | undefined,
  secret: string,
  nowMs = Date.now(),
): OAuthState | undefined {
  if (!token) return undefined;
  const dot = token.indexOf('.');
  if (dot <= 0) return undefined;
  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(secret, body));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const state = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as OAuthState;
    if (typeof state.e !== 'number' || state.e * 1000 <= nowMs) return undefined;
    if (typeof state.b !== 'string' || typeof state.r !== 'string' || typeof state.k !== 'string')
      return undefined;
    return state;
  } catch {
    return undefined;
  }
}
