import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { hashToken, type AuthSettings } from '../../plugins/auth';
import { endSessions, insertSession, liveSessions, purgeOldSessions } from './repo';

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export interface SessionContext {
  brandKey: string;
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/**
 * Opens a session: a random 256-bit token, stored only as its SHA-256. When the account now holds
 * more live sessions than allowed, the least recently used end with `too-many-devices` (their
 * holders hear 4017 and why).
 */
export async function openSession(
  db: Db,
  userId: number,
  settings: AuthSettings,
  context: SessionContext,
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + settings.sessionTtlHours * 3600 * 1000);
  await insertSession(db, {
    userId,
    brandKey: context.brandKey,
    tokenHash: hashToken(token),
    expiresAt,
    userAgent: context.userAgent?.slice(0, 300) ?? null,
    ip: context.ip ?? null,
  });
  const live = await liveSessions(db, userId);
  await endSessions(
    db,
    live.slice(settings.maxDevices).map((s) => s.id),
    'too-many-devices',
  );
  await purgeOldSessions(db, userId);
  return { token, expiresAt };
}
