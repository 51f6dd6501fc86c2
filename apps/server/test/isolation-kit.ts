import { DEMO_ACCOUNTS } from '../src/demo/seed-auth';
import { DEMO } from '../src/demo/seed-distribution';
import { DEMO_SCRIPTS } from '../src/demo/seed-copywriting';
import { DEMO_LIBRARY_IDS } from '../src/demo/seed-upload';
import type { JsonSchema } from './fuzz-kit';
import { DEMO_LESSON_IDS } from './isolation-owner-inputs';

// The isolation matrix's tables and helpers (isolation-matrix.test.ts): who the owner is, what
// counts as the owner's data, and which answers are refusals.

export const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head'] as const;
export const TUS = '/api/member/upload/files';
export const PASSWORD = DEMO_ACCOUNTS.password;

export interface Operation {
  method: string;
  path: string;
  security: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** The request as the owner would send it: query and body (path ids are filled by the tus case). */
export interface CallInput {
  query?: Record<string, string>;
  body?: unknown;
  /** A body that is not JSON (an image upload): sent as it is, with its content type. */
  raw?: { contentType: string; payload: Buffer };
}

/** Someone who is not the owner: a token, the host it is sent to, and an optional bizid header. */
export interface Intruder {
  name: string;
  brand: string;
  bizid?: string;
  /** Its session; fresh() signs in again (for the operations that end the caller's session). */
  token: string;
  fresh: () => Promise<string>;
}

/** A minimal value the schema accepts: required fields only, first enum value, lowest number. */
export function minimal(schema: JsonSchema, resolve: (s: JsonSchema) => JsonSchema): unknown {
  const s = resolve(schema);
  if (s.default !== undefined) return s.default;
  const branch = (s.anyOf ?? s.oneOf ?? s.allOf)?.[0];
  if (branch) return minimal(branch, resolve);
  if (s.enum?.length) return s.enum[0];
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'string':
      return 'x'.repeat(Math.max(s.minLength ?? 1, 1));
    case 'array':
      return s.minItems && s.items ? [minimal(s.items, resolve)] : [];
    case 'object':
      return Object.fromEntries(
        (s.required ?? [])
          .filter((k) => s.properties?.[k])
          .map((k) => [k, minimal(s.properties![k]!, resolve)]),
      );
    default:
      return null;
  }
}

/** Large, seeded ids of the demo café: none may appear under an id key of an intruder's reply. */
const OWNER_IDS = new Set<number>([
  DEMO.teamId,
  DEMO.storeId,
  DEMO.douyinActivity,
  DEMO.matrixActivity,
  DEMO.claimedActivity,
  ...Object.values(DEMO_SCRIPTS),
  ...DEMO_LIBRARY_IDS,
  ...[1001, 1002, 1003].flatMap((a) => Array.from({ length: 40 }, (_, i) => a * 100 + i + 1)),
  ...DEMO_LESSON_IDS,
]);
/** Strings that only the owner's data holds (its codes, names, notes). */
const OWNER_STRINGS = [
  'Demo café',
  'DEMO-SHARE',
  'DEMO-NFC',
  'DEMO-CARD',
  'DEMO-SCRIPT',
  'DEMO-INVITE',
  '桂花拿铁',
];

/** Where the owner's data shows in a reply, if it does. */
export function ownerDataIn(
  data: unknown,
  extraStrings: string[],
  exceptIds: number[] = [],
  exceptStrings: string[] = [],
): string[] {
  const found: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (Array.isArray(value)) return value.forEach((v) => walk(v, key));
    if (value && typeof value === 'object') {
      return Object.entries(value).forEach(([k, v]) => walk(v, k));
    }
    if (typeof value === 'number' && /(^|_)ids?$/.test(key) && OWNER_IDS.has(value)) {
      if (!exceptIds.includes(value)) found.push(`${key}=${value}`);
    }
    if (typeof value === 'string') {
      for (const s of [...OWNER_STRINGS, ...extraStrings]) {
        if (value.includes(s) && !exceptStrings.includes(s)) found.push(`${key}~${s}`);
      }
    }
  };
  walk(data, '');
  return found;
}

/**
 * Allowed to answer code 0, each with why: the call acts on the caller's own account or team, and
 * the reply must then hold none of the owner's data (checked). Keyed by "METHOD path".
 */
export const OWN_DATA: Record<string, string> = {
  'GET /api/member/auth/me': "the caller's own account",
  'GET /api/member/consent/mine': "the consents of the caller's own number on the caller's brand",
  'POST /api/member/auth/logout': "ends the caller's own session",
  'POST /api/dev/session/expire': "expires the caller's own session (dev tool)",
  'POST /api/member/auth/password/change': "the caller's own password",
  'GET /api/member/team': "the caller's own team, or null",
  'POST /api/member/team/create': 'a new team of its own',
  'POST /api/member/team/invitations/create': "an invitation to the caller's own team",
  'GET /api/member/console/activities': "the caller's team's activities",
  'GET /api/member/console/stores': "the caller's team's stores",
  'GET /api/member/console/nfc_cards': "the caller's team's cards",
  'POST /api/member/console/nfc_cards/create': "new cards of the caller's team",
  'GET /api/member/upload/task/list': "the caller's team's tasks (asked for the owner's: none come back)",
  'GET /api/member/library/videos': "the caller's team's library",
  'GET /api/member/library/activities': "the caller's team's activities",
  'GET /api/member/share/links': "the caller's team's links",
  'GET /api/member/share/policy': "the caller's team's policy",
  'POST /api/member/share/policy/update': "the caller's team's policy",
  'GET /api/member/share/sources': "the caller's team's activities and scripts",
  'GET /api/member/copywriting/scripts': "the caller's team's scripts",
  'POST /api/member/copywriting/scripts/create': "a new script of the caller's team",
  'POST /api/member/copywriting/ai-write': "a draft for the caller (nothing of the owner's is read)",
  'GET /api/member/platform_accounts/list': "the caller's team's authorised accounts",
  'GET /api/member/platform_accounts/notices': "the caller's team's account notices",
  // A new authorization for the caller's own team (the douyin one asks to re-authorize the owner's account: refused).
  // Not in the before/after snapshot: each call is a new link code (FRESH_EACH_CALL).
  'GET /api/member/tiktok/authorize/link_code': "a new link code of the caller's team",
  'GET /api/member/tiktok_shop/authorize/link_code': "a new link code of the caller's team",
  'GET /api/member/doudian/authorize/link_code': "a new link code of the caller's team",
  'GET /api/member/ocean_engine/authorize/link_code': "a new link code of the caller's team",
  'POST /api/member/copywriter/college/course/token': "a course token of the caller's own",
  'POST /api/member/copywriter/college/course/token/revoke': "the caller's own course tokens",
  'GET /api/member/touch_card/cards': "the caller's team's cards",
  'POST /api/member/touch_card/images/upload': "an image of the caller's own team",
  'GET /api/member/console/academy/courses': "the caller's team's courses",
  'POST /api/member/console/academy/course/create': "a new course of the caller's team",
  'GET /api/member/mix/projects/list': "the caller's team's mix projects",
};

/** GETs that start something new on every call (spec §7 names them GET): kept out of the snapshot. */
export const FRESH_EACH_CALL = new Set(
  ['douyin', 'tiktok', 'tiktok_shop', 'doudian', 'ocean_engine'].map(
    (p) => `GET /api/member/${p}/authorize/link_code`,
  ),
);

/**
 * A member of the demo café sees its own team here (id, name, members); the admin-only parts (the
 * invitations, whose notes are checked for 'DEMO-INVITE') stay empty.
 */
export const TEAM_VIEWS = ['GET /api/member/auth/me', 'GET /api/member/team'];

/**
 * Answers an empty list rather than 40400 for another team's id: allowed only when the reply is
 * exactly the caller's reply for an id that does not exist (sent as a control).
 */
export const UNKNOWN_LIKE: Record<string, CallInput> = {
  'GET /api/member/share/sources/videos': { query: { activity_id: '2147483000' } },
};

/**
 * The refusals an intruder may get (anything else, a 40000 above all, would mean the request was
 * wrong and proves nothing): no session for this brand (4011), bizid mismatch (40003), role
 * (40300), not found (40400 and the module's own: activity 20001, card 20005, invite expired or
 * unknown 30005, upload task 31006, a mix clip not in the caller's library 35003), already in a
 * team (30007, the team calls), wrong old
 * password (30009); tus answers statuses: 400 (bizid), 401, 403, 404.
 */
export const REFUSALS = new Set([
  4011, 40003, 40300, 40400, 20001, 20005, 30005, 30007, 30009, 31006, 35003, 400, 401, 403, 404,
]);

/** These end or change the caller's session or team: run last, each attempt with a fresh sign-in. */
export const LAST = [
  'POST /api/member/team/create',
  'POST /api/member/team/invitations/accept',
  'POST /api/member/auth/logout',
  'POST /api/dev/session/expire',
  'POST /api/member/auth/password/change',
];

/**
 * The owner's own call is asserted to succeed (code 0; tus: 2xx) for every operation except
 * these, each with why. Everything else, reads and writes, is checked after the intruders ran,
 * so a write the intruders were refused is then shown to work for the owner.
 */
export const OWNER_NOT_CHECKED: Record<string, string> = {
  'POST /api/member/team/create': 'the owner already has a team (refused with "already in a team")',
  'POST /api/member/team/invitations/accept': 'the owner is already in the team the invite is for',
  'POST /api/member/auth/password/change': "changing the demo password would end the owner's sessions",
  'DELETE /api/member/upload/files/{id}': 'removes the upload the PATCH check needs; HEAD shows it exists',
  'POST /api/member/upload/files': 'a task has one tus upload, already made by the owner',
};
