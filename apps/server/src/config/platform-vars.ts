import { z } from 'zod';
import { platformCredentialsSchema } from './platform-credentials';
import { bool, developmentSecret, httpUrl, int, type ConfigOf, type Env } from './vars';

/** The publishing platforms (Douyin, Xiaohongshu, Kuaishou): their apps, origins and the demo fakes. */
export const PLATFORM_VARS = {
  PLATFORM_CREDENTIALS: {
    schema: platformCredentialsSchema,
    default: '{}',
    description:
      'Per-brand platform apps, JSON keyed by brand key: {"<brand>": {"douyin": {"client_key", "client_secret"}, "xhs": {"app_key", "app_secret"}, "kuaishou": {"app_id", "app_secret"}, "tiktok": {"client_key", "client_secret"}, "tiktok_shop": {"app_key", "app_secret", "service_id"}, "doudian": {"app_key", "app_secret", "service_id"}, "ocean_engine": {"app_id", "secret"}, "wechat": {"app_id", "app_secret", "open_apps": {"douyin"|"kuaishou"|"xhs": "<open-platform app id>"}}}}; a platform missing for a brand is the demo fake (or 20007 with PLATFORM_FAKES=false)',
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
} as const;

export type PlatformConfig = ConfigOf<typeof PLATFORM_VARS>;
