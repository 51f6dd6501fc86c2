import { createHash, createHmac } from 'node:crypto';
import type { Role } from '@vidmatrix/contract/auth';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { sessions, teamMembers, users } from '../db/schema-auth';
import { AppError } from '../http/app-error';
import { assertDeclaresToken } from '../http/endpoint-auth';
import { createSmsProvider } from '../integrations/sms/create-sms-provider';
import type { SmsProvider } from '../integrations/sms/sms-provider';

/** Who is calling, from a valid session. */
export interface Principal {
  sessionId: number;
  userId: number;
  brandKey: string;
  phone: string;
  /** Account roles plus `team_admin` when the account administers its team; always `member`. */
  roles: ReadonlySet<Role>;
  teamId: number | null;
  teamRole: 'admin' | 'member' | null;
}

export interface AuthSettings {
  sessionTtlHours: number;
  maxDevices: number;
  /**
   * Keys the stored SMS code hashes (modules/auth/verification.ts): derived from SHARE_SECRET, so
   * the same on every process; undefined without it (salt only).
   */
  codePepper: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends verification codes (SMS_PROVIDER). */
    sms: SmsProvider;
    authSettings: AuthSettings;
  }
  interface FastifyRequest {
    /**
     * The caller's session from the `token` header, checked: none → 4011, expired → 4012, ended
     * by the server → 4017 with the reason; then 40300 unless the caller has one of `roles`.
     */
    requireRole(...roles: [Role, ...Role[]]): Promise<Principal>;
    /** The caller's principal when the `token` header holds a valid session, else null. */
    optionalPrincipal(): Promise<Principal | null>;
  }
}

/** Session and one-time tokens are stored only as this hash. */
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

const TOKEN = /^[\w-]{20,200}$/;
// Writing last_seen_at on every request would turn each read into a write; once a minute is enough.
const TOUCH_AFTER_MS = 60_000;

type Lookup = { ok: true; principal: Principal } | { ok: false; error: AppError };

function ended(reason: string | null, maxDevices: number): AppError {
  if (reason === 'too-many-devices') {
    return new AppError('sessionEnded', {
      messageKey: 'auth.ended_too_many_devices',
      params: { max: maxDevices },
      data: { reason },
    });
  }
  if (reason === 'password-changed') {
    return new AppError('sessionEnded', { messageKey: 'auth.ended_password_changed', data: { reason } });
  }
  // Signed out by its own holder: as good as no session.
  return new AppError('loginRequired', { messageKey: 'auth.login_required' });
}

async function lookup(request: FastifyRequest): Promise<Lookup> {
  const header = request.headers.token;
  const token = Array.isArray(header) ? header[0] : header;
  const none = {
    ok: false as const,
    error: new AppError('loginRequired', { messageKey: 'auth.login_required' }),
  };
  if (!token || !TOKEN.test(token)) return none;
  const { db, authSettings } = request.server;
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      brandKey: sessions.brandKey,
      expiresAt: sessions.expiresAt,
      endedAt: sessions.endedAt,
      endReason: sessions.endReason,
      lastSeenAt: sessions.lastSeenAt,
      phone: users.phone,
      roles: users.roles,
      teamId: teamMembers.teamId,
      teamRole: teamMembers.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(teamMembers, eq(teamMembers.userId, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)));
  // A token of another brand's host is no session here.
  if (!row || row.brandKey !== request.brand.key) return none;
  if (row.endedAt) return { ok: false, error: ended(row.endReason, authSettings.maxDevices) };
  const now = Date.now();
  if (row.expiresAt.getTime() <= now) {
    return { ok: false, error: new AppError('sessionExpired', { messageKey: 'auth.session_expired' }) };
  }
  if (now - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(and(eq(sessions.id, row.id), lt(sessions.lastSeenAt, sql`now() - interval '1 minute'`)));
  }
  const roles = new Set<Role>(['member', ...(row.roles as Role[])]);
  if (row.teamRole === 'admin') roles.add('team_admin');
  return {
    ok: true,
    principal: {
      sessionId: row.id,
      userId: row.userId,
      brandKey: row.brandKey,
      phone: row.phone,
      roles,
      teamId: row.teamId ?? null,
      teamRole: (row.teamRole as Principal['teamRole']) ?? null,
    },
  };
}

const LOOKUPS = new WeakMap<FastifyRequest, Promise<Lookup>>();

function lookupOnce(request: FastifyRequest): Promise<Lookup> {
  let pending = LOOKUPS.get(request);
  if (!pending) LOOKUPS.set(request, (pending = lookup(request)));
  return pending;
}

/** Sessions, role checks and the SMS provider the account modules share. */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('sms', createSmsProvider(config, app.log));
    app.decorate('authSettings', {
      sessionTtlHours: config.SESSION_TTL_HOURS,
      maxDevices: config.SESSION_MAX_DEVICES,
      codePepper:
        config.SHARE_SECRET === undefined
          ? undefined
          : createHmac('sha256', config.SHARE_SECRET).update('sms-code-pepper').digest('hex'),
    });
    app.decorateRequest('requireRole', async function (this: FastifyRequest, ...roles: Role[]) {
      assertDeclaresToken(this.routeOptions.schema, false);
      const result = await lookupOnce(this);
      if (!result.ok) throw result.error;
      if (!roles.some((role) => result.principal.roles.has(role))) {
        throw new AppError('forbidden', { messageKey: 'auth.forbidden', data: { required: roles } });
      }
      return result.principal;
    });
    app.decorateRequest('optionalPrincipal', async function (this: FastifyRequest) {
      assertDeclaresToken(this.routeOptions.schema, true);
      const result = await lookupOnce(this);
      return result.ok ? result.principal : null;
    });
  },
  { name: 'auth', dependencies: ['db', 'brand', 'i18n'] },
);
