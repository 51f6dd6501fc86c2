/**
 * Why a platform call of the authorization failed (decision 026). Only `revoked` marks an
 * account "needs re-authorization"; `unreachable` (network, time-out, 5xx, not JSON) is retried.
 */
export type AuthErrorKind = 'unreachable' | 'timeout' | 'revoked' | 'refused';

export class AccountAuthError extends Error {
  constructor(
    readonly kind: AuthErrorKind,
    /** The platform's own words (or ours): step and message, for the log and the failure detail. */
    readonly detail: string,
    readonly platformCode: string | number | null = null,
  ) {
    super(detail.slice(0, 300));
    this.name = 'AccountAuthError';
  }
}

/** A platform error: `revoked` when its code is one of the platform's revocation codes. */
export function platformError(
  step: string,
  code: string | number | undefined,
  message: string | undefined,
  revokedCodes: readonly (string | number)[],
): AccountAuthError {
  const kind = code !== undefined && revokedCodes.map(String).includes(String(code)) ? 'revoked' : 'refused';
  return new AccountAuthError(
    kind,
    `${step}: ${message ?? 'error'}${code !== undefined ? ` (${code})` : ''}`,
    code ?? null,
  );
}

export interface AuthResponse {
  status: number;
  json: Record<string, unknown>;
}

/**
 * One HTTP call: time-out → `timeout`, network failure, HTTP 5xx or a body that is not a JSON
 * object → `unreachable`. The caller reads the platform's own success field.
 */
export async function authCall(
  url: string,
  init: {
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    timeoutMs: number;
    step: string;
  },
): Promise<AuthResponse> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: { accept: 'application/json', ...init.headers },
      body: init.body,
      signal: AbortSignal.timeout(init.timeoutMs),
      redirect: 'error',
    });
  } catch (err) {
    const name = err instanceof Error ? err.name : '';
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new AccountAuthError('timeout', `${init.step}: no answer within ${init.timeoutMs} ms`);
    throw new AccountAuthError(
      'unreachable',
      `${init.step}: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  const text = await response.text().catch(() => '');
  if (response.status >= 500)
    throw new AccountAuthError('unreachable', `${init.step}: HTTP ${response.status}`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (!json || typeof json !== 'object' || Array.isArray(json))
    throw new AccountAuthError('unreachable', `${init.step}: HTTP ${response.status}, answer is not JSON`);
  return { status: response.status, json: json as Record<string, unknown> };
}

export const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
export const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined;
export const seconds = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v)
    ? v
    : typeof v === 'string' && /^\d+$/.test(v)
      ? Number(v)
      : undefined;

/** Token answers without both tokens are a platform fault, not a success. */
export function requireTokens(
  step: string,
  access: unknown,
  refresh: unknown,
): { accessToken: string; refreshToken: string } {
  const accessToken = text(access);
  const refreshToken = text(refresh);
  if (!accessToken || !refreshToken)
    throw new AccountAuthError('refused', `${step}: no tokens in the answer`);
  return { accessToken, refreshToken };
}
