import { createHmac, timingSafeEqual } from 'node:crypto';
import { sendJson, startLoopback, type FakeServer } from './fake-sms-server';

export interface FakeAliyunOptions {
  accessKeyId: string;
  accessKeySecret: string;
  /** Answer a business error (as for an unapproved template) instead of OK. */
  businessError?: boolean;
}

export interface FakeAliyunSms extends FakeServer {
  /** Messages accepted with a valid signature. */
  received: { phone: string; signName: string; templateCode: string; code: string }[];
  /** Requests refused, with the Aliyun error code given. */
  refused: string[];
}

// Written apart from the client on purpose: a shared bug in one encoder would sign and verify alike.
function encode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function expectedSignature(method: string, params: URLSearchParams, secret: string): string {
  const pairs = [...params.entries()].filter(([k]) => k !== 'Signature');
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
  return createHmac('sha1', `${secret}&`)
    .update(`${method}&%2F&${encode(query)}`)
    .digest('base64');
}

const MAX_SKEW_MS = 15 * 60 * 1000;

/** Loopback stand-in for dysmsapi.aliyuncs.com `SendSms`: it checks the RPC signature like Aliyun does. */
export async function startFakeAliyunSms(options: FakeAliyunOptions): Promise<FakeAliyunSms> {
  const received: FakeAliyunSms['received'] = [];
  const refused: string[] = [];
  const nonces = new Set<string>();
  const refuse = (res: Parameters<typeof sendJson>[0], status: number, code: string, message: string) => {
    refused.push(code);
    sendJson(res, status, { RequestId: 'fake', Code: code, Message: message });
  };
  const server = await startLoopback((req, body, res) => {
    const params = new URLSearchParams(req.method === 'POST' ? body : (req.url ?? '').split('?')[1]);
    const given = params.get('Signature') ?? '';
    const wanted = expectedSignature(req.method ?? 'GET', params, options.accessKeySecret);
    if (params.get('AccessKeyId') !== options.accessKeyId) {
      return refuse(res, 404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    }
    if (given.length !== wanted.length || !timingSafeEqual(Buffer.from(given), Buffer.from(wanted))) {
      return refuse(
        res,
        400,
        'SignatureDoesNotMatch',
        'Specified signature is not matched with our calculation.',
      );
    }
    const nonce = params.get('SignatureNonce') ?? '';
    if (!nonce || nonces.has(nonce))
      return refuse(res, 400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
    nonces.add(nonce);
    const timestamp = Date.parse(params.get('Timestamp') ?? '');
    if (!/Z$/.test(params.get('Timestamp') ?? '') || Math.abs(Date.now() - timestamp) > MAX_SKEW_MS) {
      return refuse(res, 400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
    }
    if (params.get('Action') !== 'SendSms' || params.get('Version') !== '2017-05-25') {
      return refuse(res, 400, 'InvalidAction', 'Unknown action or version.');
    }
    if (options.businessError)
      return refuse(res, 200, 'isv.SMS_TEMPLATE_ILLEGAL', 'The template is not approved.');
    let code = '';
    try {
      code = String((JSON.parse(params.get('TemplateParam') ?? '{}') as { code?: unknown }).code ?? '');
    } catch {
      return refuse(res, 200, 'isv.INVALID_JSON_PARAM', 'TemplateParam is not JSON.');
    }
    received.push({
      phone: params.get('PhoneNumbers') ?? '',
      signName: params.get('SignName') ?? '',
      templateCode: params.get('TemplateCode') ?? '',
      code,
    });
    sendJson(res, 200, { RequestId: 'fake', Code: 'OK', Message: 'OK', BizId: `biz-${received.length}` });
  });
  return { ...server, received, refused };
}
