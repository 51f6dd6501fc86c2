import { afterEach, describe, expect, it } from 'vitest';
import { AliyunSmsProvider, aliyunRpcSignature } from './aliyun-sms';
import { startFakeAliyunSms, type FakeAliyunSms } from './fakes/fake-aliyun-sms';
import { SmsSendError, type SmsMessage } from './sms-provider';

const MESSAGE: SmsMessage = {
  phone: '13800000000',
  code: '123456',
  purpose: 'register',
  brandKey: 'vidmatrix',
  brandName: 'Vidmatrix',
  ttlMinutes: 5,
};

let fake: FakeAliyunSms | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

function client(url: string, secret = 'fake-secret') {
  return new AliyunSmsProvider({
    accessKeyId: 'fake-id',
    accessKeySecret: secret,
    signName: '阿里云短信测试',
    templateCode: 'SMS_154950909',
    endpoint: url,
    timeoutMs: 2000,
  });
}

describe('Aliyun RPC signature', () => {
  it('reproduces the example of the Aliyun SMS signature documentation', () => {
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(aliyunRpcSignature('GET', params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });
});

describe('AliyunSmsProvider against the loopback fake', () => {
  it('sends the code with a signature the fake accepts', async () => {
    fake = await startFakeAliyunSms({ accessKeyId: 'fake-id', accessKeySecret: 'fake-secret' });
    await client(fake.url).send(MESSAGE);
    await client(fake.url).send({ ...MESSAGE, code: '654321' });
    expect(fake.received).toEqual([
      { phone: '13800000000', signName: '阿里云短信测试', templateCode: 'SMS_154950909', code: '123456' },
      { phone: '13800000000', signName: '阿里云短信测试', templateCode: 'SMS_154950909', code: '654321' },
    ]);
  });

  it('is refused with a wrong secret: the fake really checks the signature', async () => {
    fake = await startFakeAliyunSms({ accessKeyId: 'fake-id', accessKeySecret: 'fake-secret' });
    const error = await client(fake.url, 'wrong-secret')
      .send(MESSAGE)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsSendError);
    expect((error as SmsSendError).detail).toContain('SignatureDoesNotMatch');
    expect(fake.refused).toEqual(['SignatureDoesNotMatch']);
    expect(fake.received).toEqual([]);
  });

  it('reports a business error of the platform', async () => {
    fake = await startFakeAliyunSms({
      accessKeyId: 'fake-id',
      accessKeySecret: 'fake-secret',
      businessError: true,
    });
    await expect(client(fake.url).send(MESSAGE)).rejects.toThrow(/SMS_TEMPLATE_ILLEGAL/);
  });

  it('turns an unreachable endpoint into SmsSendError', async () => {
    await expect(client('http://127.0.0.1:1').send(MESSAGE)).rejects.toBeInstanceOf(SmsSendError);
  });
});
