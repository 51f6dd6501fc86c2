import { z } from 'zod';
import { httpUrl, int, optionalVar, type ConfigOf, type Env } from './vars';

const SMS_PROVIDERS = ['outbox', 'aliyun', 'tencent', 'none'] as const;

/** Variables each SMS provider needs (config.ts refuses the provider without them). */
export const SMS_REQUIRED = {
  aliyun: [
    'ALIYUN_SMS_ACCESS_KEY_ID',
    'ALIYUN_SMS_ACCESS_KEY_SECRET',
    'ALIYUN_SMS_SIGN_NAME',
    'ALIYUN_SMS_TEMPLATE_CODE',
  ],
  tencent: [
    'TENCENT_SMS_SECRET_ID',
    'TENCENT_SMS_SECRET_KEY',
    'TENCENT_SMS_SDK_APP_ID',
    'TENCENT_SMS_SIGN_NAME',
    'TENCENT_SMS_TEMPLATE_ID',
  ],
} as const;

/** Member sessions and the verification codes sent by SMS. */
export const SIGN_IN_VARS = {
  SESSION_TTL_HOURS: {
    schema: int(1, 24 * 365),
    default: '720',
    description: 'How long a member session lasts after sign-in (hours); an expired session answers 4012',
  },
  SESSION_MAX_DEVICES: {
    schema: int(1, 100),
    default: '5',
    description:
      'Sessions one account may hold at once; signing in on one more ends the oldest (its holder gets 4017)',
  },
  SMS_PROVIDER: {
    schema: z.enum(SMS_PROVIDERS),
    default: 'outbox (none when NODE_ENV=production)',
    fallback: (env: Env) => (env.NODE_ENV === 'production' ? 'none' : 'outbox'),
    description:
      'Who sends verification codes: outbox (development: the log and /dev/sms-outbox), aliyun, tencent, or none (sending fails)',
  },
  SMS_CODES_PER_IP_PER_HOUR: {
    schema: int(1, 1_000_000),
    default: '30',
    description: 'Verification codes one IP address may request per hour (per phone: one per 60 s, 10 a day)',
  },
  SMS_TIMEOUT_MS: {
    schema: int(100, 120_000),
    default: '10000',
    description: 'Time-out of one call to the SMS provider',
  },
  ...optionalVar('ALIYUN_SMS_ACCESS_KEY_ID', 'Aliyun SMS (SMS_PROVIDER=aliyun): AccessKey ID'),
  ...optionalVar('ALIYUN_SMS_ACCESS_KEY_SECRET', 'Aliyun SMS: AccessKey secret'),
  ...optionalVar('ALIYUN_SMS_SIGN_NAME', 'Aliyun SMS: the approved signature (SignName)'),
  ...optionalVar('ALIYUN_SMS_TEMPLATE_CODE', 'Aliyun SMS: template with a ${code} parameter (TemplateCode)'),
  ALIYUN_SMS_ENDPOINT: {
    schema: httpUrl,
    default: 'https://dysmsapi.aliyuncs.com',
    description: 'Aliyun SMS API endpoint',
  },
  ...optionalVar('TENCENT_SMS_SECRET_ID', 'Tencent Cloud SMS (SMS_PROVIDER=tencent): SecretId'),
  ...optionalVar('TENCENT_SMS_SECRET_KEY', 'Tencent Cloud SMS: SecretKey'),
  ...optionalVar('TENCENT_SMS_SDK_APP_ID', 'Tencent Cloud SMS: SmsSdkAppId'),
  ...optionalVar('TENCENT_SMS_SIGN_NAME', 'Tencent Cloud SMS: the approved signature (SignName)'),
  ...optionalVar(
    'TENCENT_SMS_TEMPLATE_ID',
    'Tencent Cloud SMS: template whose parameters are {1} the code and {2} its minutes of validity',
  ),
  TENCENT_SMS_REGION: {
    schema: z.string().min(1),
    default: 'ap-guangzhou',
    description: 'Tencent Cloud SMS region',
  },
  TENCENT_SMS_ENDPOINT: {
    schema: httpUrl,
    default: 'https://sms.tencentcloudapi.com',
    description: 'Tencent Cloud SMS API endpoint',
  },
};

export type SignInConfig = ConfigOf<typeof SIGN_IN_VARS>;
