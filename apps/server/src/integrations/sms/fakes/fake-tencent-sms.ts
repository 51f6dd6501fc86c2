import { createHash, createHmac } from 'node:crypto';
import { sendJson, startLoopback, type FakeServer } from './fake-sms-server';

export interface FakeTencentOptions {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  /** Answer a per-number failure (as for a blocked number) instead of Ok. */
  sendFailure?: boolean;
}

export interface FakeTencentSms extends FakeServer {
  received: { phone: string; signName: string; templateId: string; params: string[] }[];
  refused: string[];
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

// Recomputed from the request as received, apart from the client's signer.
function expectedSignature(
  secretKey: string,
  date: string,
  service: string,
  timestamp: string,
  signedHeaders: string[],
  headers: Record<string, string | string[] | undefined>,
  body: string,
  method: string,
): string {
  const canonicalHeaders = signedHeaders
    .map(
      (name) =>
        `${name}:${String(headers[name] ?? '')
          .trim()
          .toLowerCase()}\n`,
    )
    .join('');
  const request = `${method}\n/\n\n${canonicalHeaders}\n${signedHeaders.join(';')}\n${sha256(body)}`;
  const toSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/${service}/tc3_request\n${sha256(request)}`;
  let key: Buffer = createHmac('sha256', `TC3${secretKey}`).update(date).digest();
  key = createHmac('sha256', key).update(service).digest();
  key = createHmac('sha256', key).update('tc3_request').digest();
  return createHmac('sha256', key).update(toSign).digest('hex');
}

const AUTH =
  /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([a-z]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

/** Loopback stand-in for sms.tencentcloudapi.com `SendSms`: it checks TC3-HMAC-SHA256 like Tencent does. */
export async function startFakeTencentSms(options: FakeTencentOptions): Promise<FakeTencentSms> {
  const received: FakeTencentSms['received'] = [];
  const refused: string[] = [];
  const server = await startLoopback((req, body, res) => {
    const fail = (code: string, message: string) => {
      refused.push(code);
      sendJson(res, 200, { Response: { Error: { Code: code, Message: message }, RequestId: 'fake' } });
    };
    const match = AUTH.exec(String(req.headers.authorization ?? ''));
    if (!match) return fail('AuthFailure.InvalidAuthorization', 'Authorization header is malformed.');
    const [, secretId, date, service, signed, signature] = match as unknown as string[];
    if (secretId !== options.secretId)
      return fail('AuthFailure.SecretIdNotFound', 'The SecretId is not found.');
    const timestamp = String(req.headers['x-tc-timestamp'] ?? '');
    const seconds = Number(timestamp);
    if (!Number.isInteger(seconds) || Math.abs(Date.now() / 1000 - seconds) > 300) {
      return fail('AuthFailure.SignatureExpire', 'Signature expired.');
    }
    if (new Date(seconds * 1000).toISOString().slice(0, 10) !== date || service !== 'sms') {
      return fail('AuthFailure.SignatureFailure', 'The credential scope does not match.');
    }
    const names = signed!.split(';');
    if (!names.includes('content-type') || !names.includes('host')) {
      return fail('AuthFailure.SignatureFailure', 'content-type and host must be signed.');
    }
    const wanted = expectedSignature(
      options.secretKey,
      date!,
      service!,
      timestamp,
      names,
      req.headers,
      body,
      req.method ?? 'POST',
    );
    if (wanted !== signature)
      return fail('AuthFailure.SignatureFailure', 'The provided credentials could not be validated.');
    if (req.headers['x-tc-action'] !== 'SendSms' || req.headers['x-tc-version'] !== '2021-01-11') {
      return fail('InvalidAction', 'Unknown action or version.');
    }
    const payload = JSON.parse(body) as {
      PhoneNumberSet: string[];
      SmsSdkAppId: string;
      SignName: string;
      TemplateId: string;
      TemplateParamSet: string[];
    };
    if (payload.SmsSdkAppId !== options.sdkAppId)
      return fail('FailedOperation.SmsSdkAppIdVerifyFail', 'Unknown SmsSdkAppId.');
    const phone = payload.PhoneNumberSet[0] ?? '';
    if (options.sendFailure) {
      return sendJson(res, 200, {
        Response: {
          SendStatusSet: [
            {
              SerialNo: '',
              PhoneNumber: phone,
              Fee: 0,
              Code: 'LimitExceeded.PhoneNumberDailyLimit',
              Message: 'daily limit',
            },
          ],
          RequestId: 'fake',
        },
      });
    }
    received.push({
      phone,
      signName: payload.SignName,
      templateId: payload.TemplateId,
      params: payload.TemplateParamSet,
    });
    sendJson(res, 200, {
      Response: {
        SendStatusSet: [
          {
            SerialNo: `serial-${received.length}`,
            PhoneNumber: phone,
            Fee: 1,
            Code: 'Ok',
            Message: 'send success',
            IsoCode: 'CN',
          },
        ],
        RequestId: 'fake',
      },
    });
  });
  return { ...server, received, refused };
}
