import { AppError } from '../http/app-error';
import type { MessageKey } from '../locales/catalog';

/** The platforms we call over HTTP. */
export type PlatformId = 'douyin' | 'kuaishou' | 'xhs' | 'wechat';

/** A base URL resolved at call time: the loopback fake starts on first use. */
export type BaseUrl = () => Promise<string>;
export const fixedBase =
  (url: string): BaseUrl =>
  async () =>
    url.replace(/\/+$/, '');

const FAILED: Record<PlatformId, MessageKey> = {
  douyin: 'error.douyin_failed',
  kuaishou: 'error.kuaishou_failed',
  xhs: 'error.xhs_failed',
  wechat: 'error.wechat_failed',
};
const UNREACHABLE: Record<PlatformId, MessageKey> = {
  douyin: 'error.douyin_unreachable',
  kuaishou: 'error.kuaishou_unreachable',
  xhs: 'error.xhs_unreachable',
  wechat: 'error.wechat_unreachable',
};
const NOT_CONFIGURED: Record<PlatformId, MessageKey> = {
  douyin: 'error.douyin_not_configured',
  kuaishou: 'error.kuaishou_not_configured',
  xhs: 'error.xhs_not_configured',
  wechat: 'error.wechat_not_configured',
};

/** The platform answered with an error: 20008 carrying the platform's own message and code. */
export function platformFailed(
  platform: PlatformId,
  detail: string,
  extra: { platformCode?: string | number; status?: number; cause?: unknown } = {},
): AppError {
  return new AppError('platformFailed', {
    messageKey: FAILED[platform],
    params: { detail: detail.slice(0, 300) },
    data: { platform, platform_code: extra.platformCode ?? null, http_status: extra.status ?? null },
    cause: extra.cause,
  });
}

/** The platform could not be reached (time-out, refused, not JSON): 20008 too, worded as such. */
function platformUnreachable(platform: PlatformId, detail: string, cause?: unknown): AppError {
  return new AppError('platformFailed', {
    messageKey: UNREACHABLE[platform],
    params: { detail: detail.slice(0, 200) },
    data: { platform, platform_code: null, http_status: null },
    cause,
  });
}

/** No credentials for this brand and fakes are off (production): 20007. */
export function platformNotConfigured(platform: PlatformId): AppError {
  return new AppError('platformNotConfigured', {
    messageKey: NOT_CONFIGURED[platform],
    data: { platform },
  });
}

export interface CallOptions {
  platform: PlatformId;
  /** What we were doing, for messages: "client_token", "start_upload"… */
  step: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: RequestInit['body'];
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

/**
 * One HTTP call to a platform: time-out, network failures and non-JSON answers become a
 * `platformFailed` AppError naming the step. Returns the parsed JSON and the HTTP status; the
 * caller checks the platform's own success field.
 */
export async function callJson(
  url: string,
  options: CallOptions,
): Promise<{ status: number; json: unknown }> {
  const { platform, step } = options;
  let response: Response;
  try {
    const init: RequestInit & { duplex?: 'half' } = {
      method: options.method ?? 'GET',
      headers: { accept: 'application/json', ...options.headers },
      body: options.body,
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: 'error',
    };
    // A streamed request body needs half-duplex in Node's fetch.
    if (options.body instanceof ReadableStream) init.duplex = 'half';
    response = await (options.fetchImpl ?? fetch)(url, init);
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    const reason = timedOut
      ? `${step}: no answer within ${Math.round(options.timeoutMs / 100) / 10} s`
      : `${step}: ${describeNetworkError(err)}`;
    throw platformUnreachable(platform, reason, err);
  }
  const text = await response.text().catch(() => '');
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (json === undefined || json === null || typeof json !== 'object') {
    throw platformUnreachable(
      platform,
      `${step}: HTTP ${response.status}, ${text === '' ? 'empty answer' : 'answer is not JSON'}`,
    );
  }
  return { status: response.status, json };
}

function describeNetworkError(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = (err as Error & { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? err.message;
}

/** Reads a nested field without trusting the shape. */
export function field(obj: unknown, ...path: string[]): unknown {
  let cur: unknown = obj;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

export const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined;
export const num = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v)
    ? v
    : typeof v === 'string' && /^\d+$/.test(v)
      ? Number(v)
      : undefined;
