import { randomBytes } from 'node:crypto';
import {
  TRIAL_DAYS,
  type Role,
  type SessionReply,
  type SignupVariant,
  type TrialInfo,
  type UserSummary,
} from '@vidmatrix/contract/auth';
import type { Brand } from '@vidmatrix/brands/brands';
import type { Language } from '@vidmatrix/contract/languages';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { hashToken, type AuthSettings, type Principal } from '../../plugins/auth';
import type { CounterStore } from '../../plugins/counters';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../shared/passwords';
import {
  endOtherSessions,
  endSessions,
  findTrial,
  findUser,
  findUserById,
  insertTicket,
  insertTrial,
  insertUser,
  setPassword,
  useTicket,
  type TrialRow,
  type UserRow,
} from './repo';
import { openSession, type SessionContext } from './sessions';
import { clearLimits, LIMITS, reserve } from '../../shared/throttle';
import { checkCode, codeInvalid } from './verification';
import { recordConsent } from '../consent/service';

// The module's public surface for other modules (the contact form checks a code too).
export { checkCode } from './verification';
// Who is calling (plugins/auth.ts, handed these by app.ts) and whose phone a member list shows.
export { findSession, phonesOf, touchSession } from './repo';

export interface CallContext extends SessionContext {
  brand: Brand;
  /** The caller's language, recorded with a sign-up's consent. */
  language: Language;
  ip: string;
  /** The brute-force counters (plugins/counters.ts). */
  counters: CounterStore;
  /** Keys the stored SMS code hashes (AuthSettings.codePepper). */
  codePepper: string | undefined;
}

const RESET_TICKET_MINUTES = 10;

const loginFailed = () => new AppError('loginFailed', { messageKey: 'auth.login_failed' });

function userSummary(user: Pick<UserRow, 'id' | 'phone' | 'roles'>): UserSummary {
  const roles = new Set<Role>(['member', ...(user.roles as Role[])]);
  return { id: user.id, phone: user.phone, roles: [...roles] };
}

function trialInfo(row: TrialRow): TrialInfo {
  return {
    client: row.client as TrialInfo['client'],
    channel_id: row.channelId,
    started_at: row.startedAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
  };
}

async function sessionReply(
  db: Db,
  user: UserRow,
  settings: AuthSettings,
  context: CallContext,
): Promise<SessionReply> {
  const session = await openSession(db, user.id, settings, { ...context, brandKey: context.brand.key });
  return { token: session.token, expires_at: session.expiresAt.toISOString(), user: userSummary(user) };
}

export interface RegisterInput {
  phone: string;
  code: string;
  password: string;
  variant: SignupVariant;
  activation_code?: string | undefined;
  tiktok_handle?: string | undefined;
}

/**
 * Sign-up (spec §1): the member, a 3-day trial of the brand's desktop client on its channel, and
 * a session, all or nothing. The code is checked after "already registered", as the spec's
 * message requires; it is consumed only by a sign-up that can succeed.
 */
export async function register(
  db: Db,
  input: RegisterInput,
  settings: AuthSettings,
  context: CallContext,
): Promise<SessionReply & { trial: TrialInfo }> {
  const { brand } = context;
  const alreadyRegistered = () =>
    new AppError('alreadyRegistered', { messageKey: 'auth.already_registered' });
  if (await findUser(db, brand.key, input.phone)) throw alreadyRegistered();
  await checkCode(db, {
    brandKey: brand.key,
    phone: input.phone,
    purpose: 'register',
    code: input.code,
    ip: context.ip,
    counters: context.counters,
    codePepper: context.codePepper,
  });
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      brandKey: brand.key,
      phone: input.phone,
      passwordHash,
      roles: ['member'],
      signupVariant: input.variant,
      activationCode: input.activation_code || null,
      tiktokHandle: input.tiktok_handle ? input.tiktok_handle.replace(/^@/, '') : null,
    });
    if (!user) throw alreadyRegistered();
    await recordConsent(tx, { phone: input.phone, purpose: 'register', subjectId: user.id }, context);
    const startedAt = new Date();
    const trial = await insertTrial(tx, {
      userId: user.id,
      brandKey: brand.key,
      channelId: brand.channelId,
      client: brand.client,
      startedAt,
      endsAt: new Date(startedAt.getTime() + TRIAL_DAYS * 24 * 3600 * 1000),
    });
    const reply = await sessionReply(tx, user, settings, context);
    return { ...reply, trial: trialInfo(trial) };
  });
}

/**
 * Account and password. Unknown phone and wrong password answer the same 'login failed' after
 * the same work; failures count per account and per IP.
 */
export async function login(
  db: Db,
  input: { phone: string; password: string },
  settings: AuthSettings,
  context: CallContext,
): Promise<SessionReply> {
  // Used up, the account's refusal points its owner at the SMS code, which this lock never blocks.
  const account = {
    ...LIMITS.loginPerAccount(context.brand.key, input.phone),
    messageKey: 'auth.account_locked' as const,
  };
  // The slots are taken before the slow check: a burst gets no more checks than the limit.
  const slots = await reserve(context.counters, [account, LIMITS.loginPerIp(context.ip)]);
  const user = await findUser(db, context.brand.key, input.phone);
  const ok = user
    ? await verifyPassword(input.password, user.passwordHash)
    : await burnPasswordCheck(input.password);
  if (!user || !ok) throw loginFailed();
  await slots.release();
  await clearLimits(context.counters, [account]);
  return sessionReply(db, user, settings, context);
}

/**
 * Phone and SMS code (purpose `login`): the owner's way in while strangers' wrong passwords lock
 * the account (issue 26). Only the code limits apply (per code, phone and IP); proving the phone
 * also forgives the account's password failures, as a password sign-in does.
 */
export async function loginWithCode(
  db: Db,
  input: { phone: string; code: string },
  settings: AuthSettings,
  context: CallContext,
): Promise<SessionReply> {
  await checkCode(db, {
    brandKey: context.brand.key,
    phone: input.phone,
    purpose: 'login',
    code: input.code,
    ip: context.ip,
    counters: context.counters,
    codePepper: context.codePepper,
  });
  const user = await findUser(db, context.brand.key, input.phone);
  // No code is ever sent to a phone without an account, so this is as unreachable as a wrong code.
  if (!user) throw codeInvalid();
  await clearLimits(context.counters, [LIMITS.loginPerAccount(context.brand.key, input.phone)]);
  return sessionReply(db, user, settings, context);
}

export async function logout(db: Db, principal: Principal): Promise<void> {
  await endSessions(db, [principal.sessionId], 'logout');
}

export async function me(db: Db, principal: Principal, brand: Brand) {
  const user = await findUserById(db, principal.userId);
  if (!user) throw new AppError('loginRequired', { messageKey: 'auth.login_required' });
  const trial = await findTrial(db, user.id, brand.channelId);
  // The team comes with the principal (team's service, through plugins/auth.ts).
  const { teamId, teamName, teamRole } = principal;
  return {
    user: userSummary(user),
    team: teamId !== null && teamRole ? { id: teamId, name: teamName ?? '', role: teamRole } : null,
    trial: trial ? trialInfo(trial) : null,
  };
}

/** Forgot password, step 1: the code proves the phone; a one-time reset token (10 min) follows. */
export async function verifyResetCode(
  db: Db,
  input: { phone: string; code: string },
  context: CallContext,
): Promise<{ reset_token: string; expires_at: string }> {
  await checkCode(db, {
    brandKey: context.brand.key,
    phone: input.phone,
    purpose: 'reset',
    code: input.code,
    ip: context.ip,
    counters: context.counters,
    codePepper: context.codePepper,
  });
  const user = await findUser(db, context.brand.key, input.phone);
  // No code is ever sent to a phone without an account, so this is as unreachable as a wrong code.
  if (!user) throw codeInvalid();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + RESET_TICKET_MINUTES * 60 * 1000);
  await insertTicket(db, {
    userId: user.id,
    purpose: 'password_reset',
    tokenHash: hashToken(token),
    expiresAt,
  });
  return { reset_token: token, expires_at: expiresAt.toISOString() };
}

/**
 * Forgot password, step 2: new password, every session ends (4017 for their holders), sign in.
 * The one-time token is taken before the (slow) password hash runs, so a flood of made-up tokens
 * costs one indexed lookup each, within the per-IP limit.
 */
export async function resetPassword(
  db: Db,
  input: { reset_token: string; password: string },
  settings: AuthSettings,
  context: CallContext,
): Promise<SessionReply> {
  await reserve(context.counters, [LIMITS.resetPerIp(context.ip)]);
  const userId = await useTicket(db, hashToken(input.reset_token), 'password_reset');
  const user = userId === undefined ? undefined : await findUserById(db, userId);
  if (!user || user.brandKey !== context.brand.key) {
    throw new AppError('resetTokenInvalid', { messageKey: 'auth.reset_token_invalid' });
  }
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await setPassword(tx, user.id, passwordHash);
    await endOtherSessions(tx, user.id, 'password-changed');
    return sessionReply(tx, user, settings, context);
  });
}

/** Signed in: change the password; this session stays, every other one ends (4017). */
export async function changePassword(
  db: Db,
  principal: Principal,
  input: { old_password: string; password: string },
  context: CallContext,
): Promise<{ ended_sessions: number }> {
  const account = LIMITS.loginPerAccount(context.brand.key, principal.phone);
  const slots = await reserve(context.counters, [account, LIMITS.loginPerIp(context.ip)]);
  const user = await findUserById(db, principal.userId);
  if (!user || !(await verifyPassword(input.old_password, user.passwordHash))) {
    throw new AppError('wrongPassword', { messageKey: 'auth.wrong_password' });
  }
  await slots.release();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await setPassword(tx, user.id, passwordHash);
    return { ended_sessions: await endOtherSessions(tx, user.id, 'password-changed', principal.sessionId) };
  });
}
