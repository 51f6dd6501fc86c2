import { createHmac, randomUUID } from 'node:crypto';
import { toE164 } from '@vidmatrix/contract/phone';
import { postJson, SmsSendError, type SmsMessage, type SmsProvider } from './sms-provider';

export interface AliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** https://dysmsapi.aliyuncs.com, or a loopback fake in tests. */
  endpoint: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
  now?: () => Date;
  nonce?: () => string;
}

/** RFC 3986 encoding as Aliyun's RPC signature wants it: only A–Z a–z 0–9 - _ . ~ stay. */
function aliyunPercentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * Aliyun RPC signature (SMS "signature method" page): the parameters sorted by name and
 * percent-encoded, `METHOD&%2F&<encoded query>`, HMAC-SHA1 keyed with `secret&`, base64.
 */
export function aliyunRpcSignature(method: string, params: Record<string, string>, secret: string): string {
  const canonical = Object.keys(params)
    .sort()
    .map((key) => `${aliyunPercentEncode(key)}=${aliyunPercentEncode(params[key]!)}`)
    .join('&');
  const stringToSign = `${method}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign, 'utf8').digest('base64');
}

/**
 * Aliyun addresses a mainland number by its 11 digits and any other as E.164 without the `+`
 * ("国际区号+号码", e.g. 447911123456).
 */
const aliyunNumber = (phone: string) => toE164(phone).replace(/^\+86(?=\d{11}$)|^\+/, '');

/** `2017-07-12T02:42:19Z`: seconds, no milliseconds. */
const aliyunTimestamp = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Aliyun SMS `SendSms` (API version 2017-05-25), form-encoded POST so the code stays out of URLs. */
export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun' as const;

  constructor(private readonly options: AliyunSmsOptions) {}

  async send(message: SmsMessage): Promise<void> {
    const o = this.options;
    const params: Record<string, string> = {
      AccessKeyId: o.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: aliyunNumber(message.phone),
      RegionId: 'cn-hangzhou',
      SignName: o.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: (o.nonce ?? randomUUID)(),
      SignatureVersion: '1.0',
      TemplateCode: o.templateCode,
      TemplateParam: JSON.stringify({ code: message.code }),
      Timestamp: aliyunTimestamp((o.now ?? (() => new Date()))()),
      Version: '2017-05-25',
    };
    params.Signature = aliyunRpcSignature('POST', params, o.accessKeySecret);
    const body = Object.entries(params)
      .map(([k, v]) => `${aliyunPercentEncode(k)}=${aliyunPercentEncode(v)}`)
      .join('&');
    const { status, json } = await postJson(
      'aliyun',
      `${o.endpoint.replace(/\/+$/, '')}/`,
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body },
      o.timeoutMs,
      o.fetchImpl,
    );
    const reply = json as { Code?: string; Message?: string; RequestId?: string };
    if (reply.Code !== 'OK') {
      throw new SmsSendError(
        'aliyun',
        `HTTP ${status} ${reply.Code ?? 'no code'}: ${reply.Message ?? ''} (request ${reply.RequestId ?? '?'})`,
      );
    }
  }
}
