import { createHash, createHmac } from 'node:crypto';
import type { Role } from '@vidmatrix/contract/auth';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SignInConfig } from '../config/sign-in-vars';
import type { StorageConfig } from '../config/storage-vars';
import type { Db } from '../db/client';
import { AppError } from '../http/app-error';
import { assertDeclaresToken, type CredentialCheck } from '../http/endpoint-auth';
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
  teamName: string | null;
}

/** A session as the auth module reads it, with its account's phone and roles. */
interface SessionRecord {
  id: number;
  userId: number;
  brandKey: string;
  expiresAt: Date;
  endedAt: Date | null;
  endReason: string | null;
  lastSeenAt: Date;
  phone: string;
  roles: string[];
}

/**
 * Where the plugin reads who is calling. The tables are the modules' (sessions and accounts are
 * auth's, memberships team's): app.ts hands their services' functions in, so this plugin, below
 * the modules, names no table and imports no module.
 */
interface PrincipalSources {
  findSession(db: Db, tokenHash: string): Promise<SessionRecord | undefined>;
  /** Marks the session used (at most once a minute). */
  touchSession(db: Db, sessionId: number): Promise<void>;
  /** The account's team, if it belongs to one. */
  membershipOf(
    db: Db,
    userId: number,
  ): Promise<{ teamId: number; role: string; teamName: string } | undefined>;
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
    principalSources: PrincipalSources;
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
  const { db, authSettings, principalSources: sources } = request.server;
  const row = await sources.findSession(db, hashToken(token));
  // A token of another brand's host is no session here.
  if (!row || row.brandKey !== request.brand.key) return none;
  if (row.endedAt) return { ok: false, error: ended(row.endReason, authSettings.maxDevices) };
  const now = Date.now();
  if (row.expiresAt.getTime() <= now) {
    return { ok: false, error: new AppError('sessionExpired', { messageKey: 'auth.session_expired' }) };
  }
  const [team] = await Promise.all([
    sources.membershipOf(db, row.userId),
    now - row.lastSeenAt.getTime() > TOUCH_AFTER_MS ? sources.touchSession(db, row.id) : undefined,
  ]);
  const roles = new Set<Role>(['member', ...(row.roles as Role[])]);
  if (team?.role === 'admin') roles.add('team_admin');
  return {
    ok: true,
    principal: {
      sessionId: row.id,
      userId: row.userId,
      brandKey: row.brandKey,
      phone: row.phone,
      roles,
      teamId: team?.teamId ?? null,
      teamRole: (team?.role as Principal['teamRole']) ?? null,
      teamName: team?.teamName ?? null,
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
export default fp<{ config: SignInConfig & Pick<StorageConfig, 'SHARE_SECRET'>; sources: PrincipalSources }>(
  async (app, { config, sources }) => {
    app.decorate('principalSources', sources);
    app.decorate('sms', createSmsProvider(config, app.log));
    app.decorate('authSettings', {
      sessionTtlHours: config.SESSION_TTL_HOURS,
      maxDevices: config.SESSION_MAX_DEVICES,
      codePepper:
        config.SHARE_SECRET === undefined
          ? undefined
          : createHmac('sha256', config.SHARE_SECRET).update('sms-code-pepper').digest('hex'),
    });
    // A session of any role passes here; the handler's requireRole(…) checks the role it needs.
    const session: CredentialCheck = (request) => request.requireRole('member');
    app.decorate('credentialChecks', new Map([['token', session]]));
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
