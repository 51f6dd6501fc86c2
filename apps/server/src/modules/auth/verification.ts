import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
  CODES_PER_PHONE_PER_DAY,
  type SmsPurpose,
} from '@vidmatrix/contract/auth';
import type { Brand } from '@vidmatrix/brands/brands';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { SmsSendError, type SmsProvider } from '../../integrations/sms/sms-provider';
import type { CounterStore } from '../../plugins/counters';
import {
  consumeCode,
  countCodesSince,
  currentCode,
  deleteCode,
  findUser,
  insertCode,
  lastCodeFor,
  lockPhone,
  takeCodeAttempt,
} from './repo';
import { LIMITS, reserve } from '../../shared/throttle';

/** Guesses one code takes before it dies (the per-phone and per-IP limits apply too). */
const CODE_MAX_ATTEMPTS = 5;

/**
 * What `sms_codes.code_hash` holds: `salt$hmac`, HMAC-SHA256 over phone, purpose and code, keyed
 * with a random per-row salt and the server's pepper (derived from SHARE_SECRET, the same on every
 * process). A 6-digit code under a plain hash falls to 10^6 tries per row of a database dump; the
 * salt makes each row its own search and the pepper, kept out of the database, makes it impossible
 * without the secret. Without a secret (never in production) the salt alone is used: a
 * per-process pepper would break codes sent by one process and checked by another.
 */
const codeHash = (pepper: string | undefined, salt: string, phone: string, purpose: string, code: string) =>
  createHmac('sha256', `${pepper ?? ''}$${salt}`)
    .update(`${phone}:${purpose}:${code}`)
    .digest('hex');

export const storedCodeHash = (pepper: string | undefined, phone: string, purpose: string, code: string) => {
  const salt = randomBytes(16).toString('hex');
  return `${salt}$${codeHash(pepper, salt, phone, purpose, code)}`;
};

/**
 * Whether `code` is the one stored. A row of the old unsalted format (a bare sha256, no `$`) never
 * matches, as if expired: such codes live 5 minutes, so at worst a visitor mid-sign-up at the
 * deployment asks for a new one, and keeping the unsalted comparison would keep the weak path.
 */
export function codeMatches(
  stored: string,
  pepper: string | undefined,
  input: Pick<CheckCodeInput, 'phone' | 'purpose' | 'code'>,
): boolean {
  const [salt, hash, ...rest] = stored.split('$');
  if (!salt || !hash || rest.length > 0) return false;
  const wanted = Buffer.from(codeHash(pepper, salt, input.phone, input.purpose, input.code), 'hex');
  const actual = Buffer.from(hash, 'hex');
  return actual.length === wanted.length && timingSafeEqual(actual, wanted);
}

export interface SendCodeInput {
  brand: Brand;
  phone: string;
  purpose: SmsPurpose;
  ip: string;
  smsPerIpPerHour: number;
  counters: CounterStore;
  /** Keys the stored code hashes (AuthSettings.codePepper); undefined: salt only. */
  codePepper: string | undefined;
}

export const codeInvalid = () => new AppError('codeInvalid', { messageKey: 'auth.code_invalid' });

/**
 * Issues a code: one per phone per 60 s and 10 a day, and SMS_CODES_PER_IP_PER_HOUR per IP.
 * Sign-up refuses a registered phone ("already registered", spec §8). A reset or sign-in code for
 * a phone with no account answers exactly like one with an account but sends nothing, so this
 * endpoint does not tell which phones are registered.
 */
export async function sendCode(
  db: Db,
  sms: SmsProvider,
  log: FastifyBaseLogger,
  input: SendCodeInput,
): Promise<{ resend_after_s: number; expires_in_s: number }> {
  const { brand, phone, purpose, ip } = input;
  const account = purpose === 'contact' ? undefined : await findUser(db, brand.key, phone);
  if (purpose === 'register' && account) {
    throw new AppError('alreadyRegistered', { messageKey: 'auth.already_registered' });
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // Every request counts against the IP first (atomically: a burst from one IP on many phones
  // cannot all pass); a refusal below gives its slot back, as nothing was sent.
  const slot = await reserve(input.counters, [LIMITS.smsPerIp(ip, input.smsPerIpPerHour)]);
  const id = await issue(db, input, code).catch(async (error: unknown) => {
    await slot.release();
    throw error;
  });

  if ((purpose === 'reset' || purpose === 'login') && !account) {
    log.info({ purpose, brand: brand.key }, 'code for a phone without an account: not sent');
  } else {
    try {
      await sms.send({
        phone,
        code,
        purpose,
        brandKey: brand.key,
        brandName: brand.name,
        ttlMinutes: CODE_TTL_SECONDS / 60,
      });
    } catch (err) {
      // Nothing reached the phone: do not make its owner wait 60 s for a retry.
      await deleteCode(db, id);
      log.error({ err, provider: sms.name }, 'SMS sending failed');
      throw new AppError('smsFailed', {
        messageKey: 'auth.sms_failed',
        cause: err,
        data: { provider: err instanceof SmsSendError ? err.provider : sms.name },
      });
    }
  }
  return { resend_after_s: CODE_RESEND_SECONDS, expires_in_s: CODE_TTL_SECONDS };
}

/** The code row, once the per-phone rules allow it (one per 60 s, 10 a day). */
async function issue(db: Db, input: SendCodeInput, code: string): Promise<number> {
  const { brand, phone, purpose, ip } = input;
  return db.transaction(async (tx) => {
    // Two requests for one phone at once must not both pass the 60 s check.
    await lockPhone(tx, phone);
    const now = Date.now();
    const last = await lastCodeFor(tx, phone);
    if (last && now - last.getTime() < CODE_RESEND_SECONDS * 1000) {
      const seconds = Math.ceil((last.getTime() + CODE_RESEND_SECONDS * 1000 - now) / 1000);
      throw new AppError('rateLimited', {
        messageKey: 'auth.code_cooldown',
        params: { seconds },
        data: { retry_after_s: seconds },
      });
    }
    if ((await countCodesSince(tx, { phone }, new Date(now - 24 * 3600 * 1000))) >= CODES_PER_PHONE_PER_DAY) {
      throw new AppError('rateLimited', { messageKey: 'auth.code_daily_limit' });
    }
    return insertCode(tx, {
      brandKey: brand.key,
      phone,
      purpose,
      codeHash: storedCodeHash(input.codePepper, phone, purpose, code),
      ip,
      createdAt: new Date(now),
      expiresAt: new Date(now + CODE_TTL_SECONDS * 1000),
    });
  });
}

export interface CheckCodeInput {
  brandKey: string;
  phone: string;
  purpose: SmsPurpose;
  code: string;
  ip: string;
  counters: CounterStore;
  /** As in SendCodeInput: the same on every process, or codes would not verify across them. */
  codePepper: string | undefined;
}

/**
 * Checks and consumes the newest live code. Each guess takes its slot first, atomically: one of
 * the code's 5, and one per phone and per IP (given back when it was right), so a burst gets no
 * more guesses than a sequence; every failure looks the same.
 */
export async function checkCode(db: Db, input: CheckCodeInput): Promise<void> {
  const slots = await reserve(input.counters, [LIMITS.codePerPhone(input.phone), LIMITS.codePerIp(input.ip)]);
  const row = await currentCode(db, input.brandKey, input.phone, input.purpose);
  const matches =
    !!row &&
    (await takeCodeAttempt(db, row.id, CODE_MAX_ATTEMPTS)) &&
    codeMatches(row.codeHash, input.codePepper, input);
  // Two requests with the same code: only one consumes it.
  if (!matches || !(await consumeCode(db, row.id))) throw codeInvalid();
  await slots.release();
}
