import type { FastifyBaseLogger } from 'fastify';
import type { SignInConfig } from '../../config/sign-in-vars';
import { AliyunSmsProvider } from './aliyun-sms';
import { OutboxSmsProvider } from './outbox-sms';
import { noSmsProvider, type SmsProvider } from './sms-provider';
import { TencentSmsProvider } from './tencent-sms';

/** The provider SMS_PROVIDER names; config.ts has already checked its variables are set. */
export function createSmsProvider(config: SignInConfig, log?: FastifyBaseLogger): SmsProvider {
  switch (config.SMS_PROVIDER) {
    case 'outbox':
      return new OutboxSmsProvider(log);
    case 'aliyun':
      return new AliyunSmsProvider({
        accessKeyId: config.ALIYUN_SMS_ACCESS_KEY_ID!,
        accessKeySecret: config.ALIYUN_SMS_ACCESS_KEY_SECRET!,
        signName: config.ALIYUN_SMS_SIGN_NAME!,
        templateCode: config.ALIYUN_SMS_TEMPLATE_CODE!,
        endpoint: config.ALIYUN_SMS_ENDPOINT,
        timeoutMs: config.SMS_TIMEOUT_MS,
      });
    case 'tencent':
      return new TencentSmsProvider({
        secretId: config.TENCENT_SMS_SECRET_ID!,
        secretKey: config.TENCENT_SMS_SECRET_KEY!,
        sdkAppId: config.TENCENT_SMS_SDK_APP_ID!,
        signName: config.TENCENT_SMS_SIGN_NAME!,
        templateId: config.TENCENT_SMS_TEMPLATE_ID!,
        region: config.TENCENT_SMS_REGION,
        endpoint: config.TENCENT_SMS_ENDPOINT,
        timeoutMs: config.SMS_TIMEOUT_MS,
      });
    case 'none':
      return noSmsProvider;
  }
}
