import { createHash, createHmac } from 'node:crypto';
import { postJson, SmsSendError, type SmsMessage, type SmsProvider } from './sms-provider';
import { toE164 } from '@vidmatrix/contract/phone';

export interface TencentSmsOptions {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
  region: string;
  /** https://sms.tencentcloudapi.com, or a loopback fake in tests. */
  endpoint: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
  now?: () => Date;
}

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

export interface Tc3Input {
  secretId: string;
  secretKey: string;
  /** Product name of the host: `sms`, `cvm`… */
  service: string;
  /** Unix seconds; the credential date is its UTC day. */
  timestamp: number;
  method: string;
  /** Headers to sign, by name: each name and value is lower-cased and trimmed (content-type and host at least). */
  headers: Record<string, string>;
  payload: string;
}

/**
 * TC3-HMAC-SHA256 (Tencent Cloud API 3.0 "Signature v3"): canonical request → string to sign
 * → key derived from `TC3<key>` over date, service and `tc3_request` → hex signature.
 */
export function tc3Authorization(input: Tc3Input): string {
  const names = Object.keys(input.headers)
    .map((n) => n.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(input.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const canonicalHeaders = names.map((n) => `${n}:${lower[n]!.trim().toLowerCase()}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    input.method,
    '/',
    '',
    canonicalHeaders,
    signedHeaders,
    sha256Hex(input.payload),
  ].join('\n');
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10);
  const scope = `${date}/${input.service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(input.timestamp), scope, sha256Hex(canonicalRequest)].join(
    '\n',
  );
  const signingKey = hmac(hmac(hmac(`TC3${input.secretKey}`, date), input.service), 'tc3_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return `TC3-HMAC-SHA256 Credential=${input.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

const CONTENT_TYPE = 'application/json; charset=utf-8';

/** Tencent Cloud SMS `SendSms` (API version 2021-01-11). */
export class TencentSmsProvider implements SmsProvider {
  readonly name = 'tencent' as const;

  constructor(private readonly options: TencentSmsOptions) {}

  async send(message: SmsMessage): Promise<void> {
    const o = this.options;
    const url = new URL(o.endpoint);
    const payload = JSON.stringify({
      PhoneNumberSet: [toE164(message.phone)],
      SmsSdkAppId: o.sdkAppId,
      SignName: o.signName,
      TemplateId: o.templateId,
      TemplateParamSet: [message.code, String(message.ttlMinutes)],
    });
    const timestamp = Math.floor((o.now ?? (() => new Date()))().getTime() / 1000);
    const authorization = tc3Authorization({
      secretId: o.secretId,
      secretKey: o.secretKey,
      service: 'sms',
      timestamp,
      method: 'POST',
      // fetch sends the URL's own host; the signature must name the same one.
      headers: { 'content-type': CONTENT_TYPE, host: url.host, 'x-tc-action': 'SendSms' },
      payload,
    });
    const { status, json } = await postJson(
      'tencent',
      url.toString(),
      {
        method: 'POST',
        headers: {
          authorization,
          'content-type': CONTENT_TYPE,
          'x-tc-action': 'SendSms',
          'x-tc-timestamp': String(timestamp),
          'x-tc-version': '2021-01-11',
          'x-tc-region': o.region,
        },
        body: payload,
      },
      o.timeoutMs,
      o.fetchImpl,
    );
    const reply = (json as { Response?: TencentReply }).Response;
    if (!reply) throw new SmsSendError('tencent', `HTTP ${status}: no Response`);
    if (reply.Error) {
      throw new SmsSendError(
        'tencent',
        `${reply.Error.Code}: ${reply.Error.Message} (request ${reply.RequestId})`,
      );
    }
    const result = reply.SendStatusSet?.[0];
    if (result?.Code !== 'Ok') {
      throw new SmsSendError(
        'tencent',
        `${result?.Code ?? 'no status'}: ${result?.Message ?? ''} (request ${reply.RequestId})`,
      );
    }
  }
}

interface TencentReply {
  Error?: { Code: string; Message: string };
  SendStatusSet?: { Code: string; Message: string; PhoneNumber: string }[];
  RequestId?: string;
}
