import { afterEach, describe, expect, it } from 'vitest';
import { startFakeTencentSms, type FakeTencentSms } from './fakes/fake-tencent-sms';
import { SmsSendError, type SmsMessage } from './sms-provider';
import { TencentSmsProvider, tc3Authorization } from './tencent-sms';

const MESSAGE: SmsMessage = {
  phone: '13900000000',
  code: '246810',
  purpose: 'reset',
  brandKey: 'jia',
  brandName: 'Jia',
  ttlMinutes: 5,
};

let fake: FakeTencentSms | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

function client(url: string, secretKey = 'fake-key') {
  return new TencentSmsProvider({
    secretId: 'AKIDfake',
    secretKey,
    sdkAppId: '1400000000',
    signName: '腾讯云',
    templateId: '449739',
    region: 'ap-guangzhou',
    endpoint: url,
    timeoutMs: 2000,
  });
}

describe('TC3-HMAC-SHA256', () => {
  it('reproduces the example of the Tencent Cloud "Signature v3" documentation', () => {
    const authorization = tc3Authorization({
      secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******',
      secretKey: 'Gu5t9xGARNpq86cd98joQYCN3*******',
      service: 'cvm',
      timestamp: 1551113065,
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', host: 'cvm.tencentcloudapi.com' },
      payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
    });
    expect(authorization).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******/2019-02-25/cvm/tc3_request, ' +
        'SignedHeaders=content-type;host, Signature=2230eefd229f582d8b1b891af7107b91597240707d778ab3738f756258d7652c',
    );
  });
});

describe('TencentSmsProvider against the loopback fake', () => {
  it('sends the code and its validity with a signature the fake accepts', async () => {
    fake = await startFakeTencentSms({ secretId: 'AKIDfake', secretKey: 'fake-key', sdkAppId: '1400000000' });
    await client(fake.url).send(MESSAGE);
    expect(fake.received).toEqual([
      { phone: '+8613900000000', signName: '腾讯云', templateId: '449739', params: ['246810', '5'] },
    ]);
  });

  it('is refused with a wrong key: the fake really checks the signature', async () => {
    fake = await startFakeTencentSms({ secretId: 'AKIDfake', secretKey: 'fake-key', sdkAppId: '1400000000' });
    await expect(client(fake.url, 'other-key').send(MESSAGE)).rejects.toThrow(/AuthFailure.SignatureFailure/);
    expect(fake.refused).toEqual(['AuthFailure.SignatureFailure']);
    expect(fake.received).toEqual([]);
  });

  it('reports a per-number failure', async () => {
    fake = await startFakeTencentSms({
      secretId: 'AKIDfake',
      secretKey: 'fake-key',
      sdkAppId: '1400000000',
      sendFailure: true,
    });
    await expect(client(fake.url).send(MESSAGE)).rejects.toThrow(/PhoneNumberDailyLimit/);
  });

  it('turns an unreachable endpoint into SmsSendError', async () => {
    await expect(client('http://127.0.0.1:1').send(MESSAGE)).rejects.toBeInstanceOf(SmsSendError);
  });
});
