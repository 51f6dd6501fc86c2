import type { SmsPurpose } from '@vidmatrix/contract/auth';

/**
 * One verification-code message. `phone` is as stored: an 11-digit mainland number, or E.164 on
 * abroad brands (contract/phone.ts); each provider sends to its E.164 form (`toE164`).
 */
export interface SmsMessage {
  phone: string;
  code: string;
  purpose: SmsPurpose;
  brandKey: string;
  brandName: string;
  /** How long the code stays valid, for templates that say so. */
  ttlMinutes: number;
}

/** Sends verification codes. Implementations: outbox (development), Aliyun SMS, Tencent Cloud SMS. */
export interface SmsProvider {
  readonly name: 'outbox' | 'aliyun' | 'tencent' | 'none';
  send(message: SmsMessage): Promise<void>;
}

/** The provider could not be reached or refused the message; `detail` is for the log only. */
export class SmsSendError extends Error {
  constructor(
    readonly provider: SmsProvider['name'],
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(`${provider} SMS failed: ${detail}`, options);
    this.name = 'SmsSendError';
  }
}

/** SMS_PROVIDER=none (the production default until a real provider is configured). */
export const noSmsProvider: SmsProvider = {
  name: 'none',
  async send() {
    throw new SmsSendError('none', 'no SMS provider is configured (set SMS_PROVIDER)');
  },
};

/** fetch with a time-out; network failures, time-outs and non-JSON answers become SmsSendError. */
export async function postJson(
  provider: SmsProvider['name'],
  url: string,
  init: RequestInit,
  timeoutMs: number,
  fetchImpl: typeof fetch = fetch,
): Promise<{ status: number; json: unknown }> {
  let response: Response;
  try {
    response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (cause) {
    throw new SmsSendError(provider, `unreachable: ${(cause as Error).message}`, { cause });
  }
  const text = await response.text().catch(() => '');
  try {
    return { status: response.status, json: JSON.parse(text) as unknown };
  } catch (cause) {
    throw new SmsSendError(provider, `HTTP ${response.status}, not JSON: ${text.slice(0, 200)}`, { cause });
  }
}
