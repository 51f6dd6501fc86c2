import { resolve } from 'node:path';
import { z } from 'zod';
import { AUTH_VARS } from './config-auth-vars';
import { LIMIT_VARS } from './config-limit-vars';
import { MEDIA_VARS } from './config-media-vars';
import { TOUCH_CARD_VARS } from './config-touch-card-vars';
import {
  blankToUndefined,
  bool,
  developmentSecret,
  httpUrl,
  inDataDir,
  int,
  optionalVar,
  path,
  REPO_ROOT,
  type Env,
} from './config-vars';
import { platformCredentialsSchema } from './config-credentials';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const SMS_PROVIDERS = ['outbox', 'aliyun', 'tencent', 'none'] as const;

/** Variables each SMS provider needs. */
const SMS_REQUIRED = {
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

/** One entry per variable: its schema, its default as documented, and what it means. */
const VARS = {
  PORT: { schema: int(0, 65535), default: '3000', description: 'TCP port the server listens on' },
  HOST: { schema: z.string().min(1), default: '0.0.0.0', description: 'Interface to bind' },
  NODE_ENV: {
    schema: z.enum(['development', 'test', 'production']),
    default: 'development',
    description: 'development, test or production (production never seeds demo data)',
  },
  DATA_DIR: {
    schema: path,
    default: './data',
    fallback: () => resolve(REPO_ROOT, 'data'),
    description:
      'Folder of the embedded database (PGlite, in DATA_DIR/pglite); relative to the repo root by default',
  },
  DATABASE_URL: {
    schema: z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    default: '(unset)',
    fallback: () => undefined,
    description: 'PostgreSQL URL; when set, the server uses this database instead of the embedded one',
  },
  LOG_LEVEL: {
    schema: z.enum(LOG_LEVELS),
    default: 'info',
    description: `Log level: ${LOG_LEVELS.join(', ')}`,
  },
  WEB_DIST_DIR: {
    schema: path,
    default: 'apps/web/dist',
    fallback: () => resolve(REPO_ROOT, 'apps/web/dist'),
    description:
      'The built web app, served per brand; the default is <repo>/apps/web/dist, a relative value is taken from the working directory',
  },
  BODY_LIMIT_BYTES: {
    schema: int(1, 1024 ** 3),
    default: String(1024 * 1024),
    description: 'Largest accepted request body in bytes (larger → 413)',
  },
  SHUTDOWN_TIMEOUT_MS: {
    schema: int(0, 10 * 60 * 1000),
    default: '10000',
    description:
      'On SIGTERM/SIGINT, how long in-flight requests may take before the process is forced to exit',
  },
  ...LIMIT_VARS,
  DEMO_DATA: {
    schema: bool,
    default: 'true (false when NODE_ENV=production)',
    fallback: (env: Env) => (env.NODE_ENV === 'production' ? 'false' : 'true'),
    description: 'Seed the demo data at start (idempotent); refused in production',
  },
  MEDIA_DIR: {
    schema: path,
    default: '<DATA_DIR>/media',
    fallback: inDataDir('media'),
    description:
      'Folder of uploaded videos and covers, served at /media/<key> (the shipped demo clips are served from apps/server/demo)',
  },
  CDN_ORIGIN: {
    schema: z
      .url({ protocol: /^https?$/ })
      .transform((u) => u.replace(/\/+$/, ''))
      .optional(),
    default: '(unset: our own origin)',
    fallback: () => undefined,
    description:
      'Origin of a CDN mirroring /media/*: the Douyin CDN link (cdn_schema_v2) and the page speed test (test_url) use it',
  },
  BENCH_ENDPOINTS: {
    schema: bool,
    default: 'false',
    description: 'Adds the benchmark-only endpoints under /api/bench (npm run bench); refused in production',
  },
  PLATFORM_CREDENTIALS: {
    schema: platformCredentialsSchema,
    default: '{}',
    description:
      'Per-brand platform apps, JSON keyed by brand key: {"<brand>": {"douyin": {"client_key", "client_secret"}, "xhs": {"app_key", "app_secret"}, "kuaishou": {"app_id", "app_secret"}, "tiktok": {"client_key", "client_secret"}, "tiktok_shop": {"app_key", "app_secret", "service_id"}, "doudian": {"app_key", "app_secret", "service_id"}, "ocean_engine": {"app_id", "secret"}}}; a platform missing for a brand is the demo fake (or 20007 with PLATFORM_FAKES=false)',
  },
  PLATFORM_FAKES: {
    schema: bool,
    default: 'true (false when NODE_ENV=production)',
    fallback: (env: Env) => (env.NODE_ENV === 'production' ? 'false' : 'true'),
    description:
      'Platforms without credentials answer from an in-process loopback fake and pages show a demo badge; false: they answer 20007 (not configured)',
  },
  PLATFORM_SECRET: {
    schema: z.string().min(16, 'must be at least 16 characters').optional(),
    default: '(a development value outside production)',
    fallback: developmentSecret('platform'),
    description:
      "Signs OAuth state (Kuaishou, merchant authorizations), derives PKCE verifiers and the demo apps' secrets; the same value on every server process of one site",
  },
  DOUYIN_API_BASE: {
    schema: httpUrl,
    default: 'https://open.douyin.com',
    description: 'Douyin open-platform API origin (tests point it at the loopback fake)',
  },
  KUAISHOU_API_BASE: {
    schema: httpUrl,
    default: 'https://open.kuaishou.com',
    description: 'Kuaishou open-platform origin, for OAuth (browser) and API calls',
  },
  XHS_API_BASE: {
    schema: httpUrl,
    default: 'https://edith.xiaohongshu.com',
    description: 'Xiaohongshu API origin (share-SDK access token)',
  },
  PLATFORM_TIMEOUT_MS: {
    schema: int(100, 120_000),
    default: '10000',
    description: 'Time-out of one platform API call',
  },
  PLATFORM_UPLOAD_TIMEOUT_MS: {
    schema: int(1000, 60 * 60 * 1000),
    default: '300000',
    description: 'Time-out of uploading a video to a platform (Kuaishou publish)',
  },
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
  ...MEDIA_VARS,
  ...AUTH_VARS,
  ...TOUCH_CARD_VARS,
} as const;

type Vars = typeof VARS;
export type Config = { [K in keyof Vars]: z.output<Vars[K]['schema']> };

export const CONFIG_DOCS: { name: keyof Vars; default: string; description: string }[] = Object.entries(
  VARS,
).map(([name, v]) => ({ name: name as keyof Vars, default: v.default, description: v.description }));

export interface ConfigProblem {
  name: string;
  reason: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: ConfigProblem[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p.name}: ${p.reason}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Pure: validates every variable and throws one ConfigError listing all that are wrong. */
export function parseConfig(env: Env): Config {
  const problems: ConfigProblem[] = [];
  const out: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(VARS) as [keyof Vars, Vars[keyof Vars]][]) {
    const fallback = 'fallback' in v ? v.fallback(env) : v.default;
    const raw = blankToUndefined(env[name]) ?? fallback;
    const result = (v.schema as z.ZodType).safeParse(raw);
    if (result.success) out[name] = result.data;
    else problems.push({ name, reason: result.error.issues.map((i) => i.message).join('; ') });
  }
  if (out.NODE_ENV === 'production' && out.DEMO_DATA === true) {
    problems.push({
      name: 'DEMO_DATA',
      reason: 'must not be true when NODE_ENV=production (demo data is never seeded there)',
    });
  }
  if (out.NODE_ENV === 'production' && out.BENCH_ENDPOINTS === true) {
    problems.push({ name: 'BENCH_ENDPOINTS', reason: 'must not be true when NODE_ENV=production' });
  }
  const needsPlatformSecret =
    out.PLATFORM_FAKES === true ||
    // The Kuaishou OAuth and the merchant authorizations (decision 026) sign their state with it.
    Object.values((out.PLATFORM_CREDENTIALS ?? {}) as Record<string, Record<string, unknown>>).some(
      (c) => c.kuaishou || c.douyin || c.tiktok || c.tiktokShop || c.doudian || c.oceanEngine,
    );
  if (out.NODE_ENV === 'production' && out.PLATFORM_SECRET === undefined && needsPlatformSecret) {
    problems.push({
      name: 'PLATFORM_SECRET',
      reason:
        'must be set in production when a brand has Kuaishou, Douyin, TikTok, TikTok Shop, Doudian or Ocean Engine credentials, or PLATFORM_FAKES is true',
    });
  }
  if (out.NODE_ENV === 'production' && out.SMS_PROVIDER === 'outbox') {
    problems.push({
      name: 'SMS_PROVIDER',
      reason: 'must not be outbox when NODE_ENV=production (codes would only reach the log)',
    });
  }
  if (out.NODE_ENV === 'production' && out.TOKEN_ENCRYPTION_KEYS === undefined) {
    problems.push({ name: 'TOKEN_ENCRYPTION_KEYS', reason: 'must be set when NODE_ENV=production' });
  }
  if (out.NODE_ENV === 'production' && out.SHARE_SECRET === undefined) {
    problems.push({ name: 'SHARE_SECRET', reason: 'must be set when NODE_ENV=production' });
  }
  if (out.STORAGE_DRIVER === 's3') {
    for (const name of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (out[name] === undefined) problems.push({ name, reason: 'required when STORAGE_DRIVER=s3' });
    }
  }
  const smsProvider = out.SMS_PROVIDER as string;
  if (smsProvider === 'aliyun' || smsProvider === 'tencent') {
    for (const name of SMS_REQUIRED[smsProvider]) {
      if (out[name] === undefined)
        problems.push({ name, reason: `required when SMS_PROVIDER=${smsProvider}` });
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return out as Config;
}

/** For main.ts: parse process.env, or print every problem and exit 1. */
export function loadConfig(env: Env = process.env): Config {
  try {
    return parseConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
