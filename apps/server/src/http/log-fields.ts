import { INVITE_PATH } from '@vidmatrix/contract/team';
import { pathOf } from './paths';

/**
 * What the log may say about a request and an error (issue 11): never a value the caller sent.
 * An SQL error's message carries the statement's parameters (user text, tokens, phones), a PG
 * message quotes the offending value, and a URL carries invite tokens and OAuth codes.
 */

/** Query parameters whose value is a credential or a secret link: never logged, even numeric. */
const SECRET_PARAMS = new Set([
  'token',
  'code',
  'state',
  'link_code',
  'reset_token',
  'password',
  'passwd',
  'authorize_id',
  'signature',
]);
/** A number (ids, pages) says nothing about the caller and keeps a request traceable. */
const HARMLESS_VALUE = /^\d{1,10}$/;
const REDACTED = '…';

/**
 * The URL as logged: the invite token of `/inviteMember/<token>` and every query value that is
 * a secret or not a plain number are replaced by `…` (the parameter names stay).
 */
export function redactUrl(url: string): string {
  let path = pathOf(url);
  if (path.startsWith(`${INVITE_PATH}/`)) path = `${INVITE_PATH}/${REDACTED}`;
  const q = url.indexOf('?');
  if (q === -1) return path;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = (eq === -1 ? pair : pair.slice(0, eq)).slice(0, 40);
      if (eq === -1) return name;
      const value = pair.slice(eq + 1);
      const keep = HARMLESS_VALUE.test(value) && !SECRET_PARAMS.has(name.toLowerCase());
      return `${name}=${keep ? value : REDACTED}`;
    });
  return `${path}?${params.slice(0, 20).join('&')}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number | undefined } | null;
}

/** Fastify's default request serializer, with the URL redacted. */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * A message without the values it quotes: drizzle's "Failed query: <sql>\nparams: <values>"
 * keeps its first words only, and anything quoted ("…", '…') or after a colon of a PG message
 * such as `invalid input syntax for type integer: "x"` is replaced.
 */
export function sanitizeMessage(message: string): string {
  if (message.startsWith('Failed query')) return 'Failed query';
  return message
    .split('\n')[0]!
    .replace(/"[^"]*"?|'[^']*'?|`[^`]*`?/g, `"${REDACTED}"`)
    .slice(0, 200);
}

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  stack?: unknown;
  cause?: unknown;
  statusCode?: unknown;
}

function describe(err: ErrorLike) {
  return {
    type: typeof err.constructor === 'function' ? err.constructor.name : String(err.name),
    ...(typeof err.code === 'string' || typeof err.code === 'number' ? { code: err.code } : {}),
    message: sanitizeMessage(typeof err.message === 'string' ? err.message : ''),
  };
}

/**
 * The logger's `err` serializer: class, code, sanitized message, the cause's (the driver's
 * error inside drizzle's) and the stack's frames without its message lines. Never the error's
 * other properties: drizzle's `params`/`query`, pg's `detail`, `where`, `internalQuery`.
 */
export function serializeError(err: unknown): { type: string; message: string; stack: string } {
  if (typeof err !== 'object' || err === null) return { type: typeof err, message: '', stack: '' };
  const e = err as ErrorLike;
  const cause = typeof e.cause === 'object' && e.cause !== null ? describe(e.cause as ErrorLike) : undefined;
  const frames =
    typeof e.stack === 'string'
      ? e.stack
          .split('\n')
          .filter((line) => /^\s+at /.test(line))
          .slice(0, 12)
          .join('\n')
      : '';
  return {
    ...describe(e),
    ...(typeof e.statusCode === 'number' ? { statusCode: e.statusCode } : {}),
    ...(cause ? { cause } : {}),
    stack: frames,
  };
}
