import { createHmac, timingSafeEqual } from 'node:crypto';
import { isDemoKey } from './keys';

/**
 * Short-lived signed media URLs (issue 11: ids and keys alone must not open a team's videos).
 * A URL carries `e` (expiry, Unix seconds) and `s` (HMAC-SHA256 of what it opens and `e`, 128
 * bits, base64url). The key is derived from a secret every server process shares, so any
 * process checks any other's URL without a table. docs/decisions/017-security-headers-and-sessions.md.
 */
export interface UrlSigner {
  /** The query string (`e=…&s=…`) that opens `subject` until a little over MEDIA_URL_TTL_S. */
  sign(subject: string, now?: number): string;
  /** True when `query` holds an unexpired signature of `subject`. */
  check(subject: string, query: unknown, now?: number): boolean;
}

/** Long enough for the claim's lock, a slow phone download and Douyin fetching the file. */
const MEDIA_URL_TTL_S = 60 * 60;
/** Expiries are rounded up to this step, so one video's URL stays the same (and cacheable) for a while. */
const EXPIRY_STEP_S = 5 * 60;

/** Covers (images) and the shipped demo clips stay public; every other stored file is signed. */
export const needsSignature = (key: string) => !isDemoKey(key) && !/\.(jpe?g|png|webp)$/i.test(key);

/** What a `/media/<key>` URL opens: the key names one team's object already. */
export const fileSubject = (key: string) => `file\n${key}`;

/** What a `/media/download/<id>` URL opens: one video, on one brand's hosts only. */
export const downloadSubject = (brandKey: string, videoId: number) => `download\n${brandKey}\n${videoId}`;

export function urlSigner(secret: string): UrlSigner {
  // Derived, so the share-token secret never signs the same bytes for two purposes.
  const key = createHmac('sha256', secret).update('vidmatrix media urls').digest();
  const mac = (subject: string, expiry: number) =>
    createHmac('sha256', key).update(`${subject}\n${expiry}`).digest().subarray(0, 16);
  return {
    sign(subject, now = Date.now()) {
      const expiry = Math.ceil((now / 1000 + MEDIA_URL_TTL_S) / EXPIRY_STEP_S) * EXPIRY_STEP_S;
      return `e=${expiry}&s=${mac(subject, expiry).toString('base64url')}`;
    },
    check(subject, query, now = Date.now()) {
      const { e, s } = (query ?? {}) as Record<string, unknown>;
      if (typeof e !== 'string' || !/^\d{1,12}$/.test(e) || typeof s !== 'string') return false;
      const given = Buffer.from(s, 'base64url');
      const expected = mac(subject, Number(e));
      // Signature first, in constant time; then the expiry.
      return given.length === expected.length && timingSafeEqual(given, expected) && Number(e) * 1000 > now;
    },
  };
}
