import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { consentField } from './consent';
import { safeString } from './input-fields';
import { phoneField } from './phone';

/** Spec §5 and §9: account rules both sides enforce (phone numbers: phone.ts). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
export const CODE_DIGITS = 6;
/** Verification codes (docs/decisions/008-accounts-and-sessions.md). */
export const CODE_TTL_SECONDS = 300;
export const CODE_RESEND_SECONDS = 60;
export const CODES_PER_PHONE_PER_DAY = 10;
/** Spec §9: registration starts a 3-day trial of the brand's desktop client. */
export const TRIAL_DAYS = 3;

/**
 * Field messages are keys, not text: the server answers `validation.<key>` from its catalogue in
 * the caller's language, a web form shows `validation.<key>` from its own namespace.
 */
export const VALIDATION_KEYS = [
  'phone_required',
  'phone_invalid',
  'password_required',
  'password_length',
  'confirm_required',
  'password_mismatch',
  'code_required',
  'code_invalid',
  'activation_code_required',
  'tiktok_handle_invalid',
  'name_required',
  'company_required',
  'company_invalid',
  'text_too_long',
  'team_name_required',
  'phone_international_invalid',
  'consent_required',
] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

const message = (key: ValidationKey) => ({ error: key });
/**
 * Later checks of a field run only once it is filled, so an empty field reports "required" alone.
 * (`abort: true` would do the same but also stop the object's cross-field checks.)
 */
export const filled = (key: ValidationKey) => ({
  error: key,
  when: (payload: { value: unknown }) => typeof payload.value === 'string' && payload.value !== '',
});
const requiredString = (key: ValidationKey) => safeString(message(key)).min(1, message(key));

/** 6–20 characters, case sensitive: never trimmed or lower-cased. */
export const passwordField = requiredString('password_required')
  .min(PASSWORD_MIN, filled('password_length'))
  .max(PASSWORD_MAX, message('password_length'));

export const confirmPasswordField = requiredString('confirm_required').max(200, message('password_mismatch'));

export const codeField = safeString(message('code_required'))
  .trim()
  .min(1, message('code_required'))
  .regex(/^\d{6}$/, filled('code_invalid'));

export const activationCodeField = safeString(message('activation_code_required'))
  .trim()
  .min(1, message('activation_code_required'))
  .max(64, message('text_too_long'));

/** A TikTok username as shown on the profile: letters, digits, `_` and `.`, optional leading @. */
export const tiktokHandleField = safeString()
  .trim()
  .max(25, message('tiktok_handle_invalid'))
  .regex(/^@?[\w.]{0,24}$/, message('tiktok_handle_invalid'));

/**
 * Adds "confirmation equals password" to an object with `password` and `confirm_password`. It runs
 * even when other fields fail (`when`), so one reply lists every problem at once.
 */
export function withConfirmation<T extends z.ZodObject<{ password: z.ZodType; confirm_password: z.ZodType }>>(
  schema: T,
) {
  return schema.refine(
    (value) =>
      (value as { password: string }).password === (value as { confirm_password: string }).confirm_password,
    {
      path: ['confirm_password'],
      error: 'password_mismatch',
      when: (payload) => {
        const v = payload.value as { password?: unknown; confirm_password?: unknown } | undefined;
        return (
          typeof v?.password === 'string' &&
          typeof v.confirm_password === 'string' &&
          v.confirm_password !== ''
        );
      },
    },
  );
}

export const ROLES = ['member', 'team_admin', 'merchant', 'consultant'] as const;
export type Role = (typeof ROLES)[number];

/** `login`: signing in by code, the way in when wrong passwords have locked the account. */
export const SMS_PURPOSES = ['register', 'reset', 'contact', 'login'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** Where an account was created: the page decides which fields the form has. */
export const SIGNUP_VARIANTS = ['register', 'mobile', 'activation', 'tiktok'] as const;
export type SignupVariant = (typeof SIGNUP_VARIANTS)[number];

const isoDate = z.string().describe('ISO 8601 date-time');

export const userSummary = z.object({
  id: z.number().int(),
  phone: z.string(),
  roles: z.array(z.enum(ROLES)),
});
export type UserSummary = z.infer<typeof userSummary>;

export const trialInfo = z.object({
  /** The desktop client of the brand (packages/brands `client`). */
  client: z.enum(['super-director', 'wing-clip']),
  /** The brand's desktop-client channel (the second client-id mapping). */
  channel_id: z.number().int(),
  started_at: isoDate,
  ends_at: isoDate,
});
export type TrialInfo = z.infer<typeof trialInfo>;

export const sessionReply = z.object({
  /** Sent back as the `token` header; stored by the web app under `share_token`. */
  token: z.string(),
  expires_at: isoDate,
  user: userSummary,
});
export type SessionReply = z.infer<typeof sessionReply>;

export const sendSmsCode = defineEndpoint({
  method: 'POST',
  path: '/open/auth/sms_code',
  summary: 'Send a verification code by SMS (one per phone per 60 s, 10 a day)',
  tags: ['auth'],
  auth: 'public',
  body: z.object({ phone: phoneField, purpose: z.enum(SMS_PURPOSES) }),
  response: z.object({ resend_after_s: z.number().int(), expires_in_s: z.number().int() }),
});

const registerFields = z.object({
  phone: phoneField,
  code: codeField,
  password: passwordField,
  confirm_password: confirmPasswordField,
  variant: z.enum(SIGNUP_VARIANTS).default('register'),
  /** Required on the activation variants (/a_register, /a_register_tiktok). */
  activation_code: safeString().trim().max(64, message('text_too_long')).optional(),
  tiktok_handle: tiktokHandleField.optional(),
  /** The privacy policy and user agreement accepted (issue 28): recorded with their version. */
  consent: consentField,
});

export const registerBody = withConfirmation(registerFields).refine(
  (value) => !(value.variant === 'activation' || value.variant === 'tiktok') || !!value.activation_code,
  {
    path: ['activation_code'],
    error: 'activation_code_required',
    when: (payload) => {
      const v = payload.value as { variant?: unknown } | undefined;
      return v?.variant === 'activation' || v?.variant === 'tiktok';
    },
  },
);
export type RegisterInput = z.input<typeof registerBody>;

export const register = defineEndpoint({
  method: 'POST',
  path: '/open/auth/register',
  summary: 'Create a member, start the 3-day desktop-client trial and sign in',
  tags: ['auth'],
  auth: 'public',
  body: registerBody,
  response: sessionReply.extend({ trial: trialInfo }),
});

export const loginBody = z.object({ phone: phoneField, password: passwordField });

export const login = defineEndpoint({
  method: 'POST',
  path: '/open/auth/login',
  summary: 'Sign in with account (phone) and password',
  tags: ['auth'],
  auth: 'public',
  body: loginBody,
  response: sessionReply,
});

export const loginSmsBody = z.object({ phone: phoneField, code: codeField });

export const loginSms = defineEndpoint({
  method: 'POST',
  path: '/open/auth/login/sms',
  summary: 'Sign in with an SMS code (purpose `login`); works while wrong passwords lock the account',
  tags: ['auth'],
  auth: 'public',
  body: loginSmsBody,
  response: sessionReply,
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/member/auth/logout',
  summary: 'End this session',
  tags: ['auth'],
  auth: 'token',
  response: z.object({ logged_out: z.boolean() }),
});

export const teamSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The caller's place in the team. */
  role: z.enum(['admin', 'member']),
});
export type TeamSummary = z.infer<typeof teamSummary>;

export const me = defineEndpoint({
  method: 'GET',
  path: '/member/auth/me',
  summary: 'The signed-in account, its team and its desktop-client trial',
  tags: ['auth'],
  auth: 'token',
  response: z.object({ user: userSummary, team: teamSummary.nullable(), trial: trialInfo.nullable() }),
});

export const verifyResetCodeBody = z.object({ phone: phoneField, code: codeField });

export const verifyResetCode = defineEndpoint({
  method: 'POST',
  path: '/open/auth/password/verify_code',
  summary: 'Forgot password: check the SMS code and get a one-time reset token (10 min)',
  tags: ['auth'],
  auth: 'public',
  body: verifyResetCodeBody,
  response: z.object({ reset_token: z.string(), expires_at: isoDate }),
});

export const resetPasswordBody = withConfirmation(
  z.object({
    reset_token: safeString().min(1).max(200),
    password: passwordField,
    confirm_password: confirmPasswordField,
  }),
);

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/open/auth/password/reset',
  summary: 'Set a new password with a reset token; ends every session (4017) and signs in',
  tags: ['auth'],
  auth: 'public',
  body: resetPasswordBody,
  response: sessionReply,
});

export const changePasswordBody = withConfirmation(
  z.object({
    old_password: requiredString('password_required').max(200, message('password_length')),
    password: passwordField,
    confirm_password: confirmPasswordField,
  }),
);

export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/member/auth/password/change',
  summary: 'Change the password; every other session of the account ends (4017)',
  tags: ['auth'],
  auth: 'token',
  body: changePasswordBody,
  response: z.object({ ended_sessions: z.number().int() }),
});

/** Development only (never registered in production): what the outbox SMS provider "sent". */
export const devSmsOutbox = defineEndpoint({
  method: 'GET',
  path: '/dev/sms_outbox',
  summary: 'Development only: the last SMS messages of the outbox provider',
  tags: ['dev'],
  auth: 'public',
  query: z.object({ phone: safeString().max(20).optional() }),
  response: z.object({
    messages: z.array(
      z.object({
        phone: z.string(),
        code: z.string(),
        purpose: z.enum(SMS_PURPOSES),
        brand: z.string(),
        sent_at: isoDate,
      }),
    ),
  }),
});

/** Development only: lets a person (or a browser test) see what an expired session does (4012). */
export const devExpireSession = defineEndpoint({
  method: 'POST',
  path: '/dev/session/expire',
  summary: 'Development only: expire the session of the `token` header now',
  tags: ['dev'],
  auth: 'token',
  response: z.object({ expired: z.boolean() }),
});
