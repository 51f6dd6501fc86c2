import type { AccountAuthConfig } from './account-auth-vars';
import type { PlatformConfig } from './platform-vars';
import type { ServerConfig } from './server-vars';
import { SMS_REQUIRED, type SignInConfig } from './sign-in-vars';
import type { StorageConfig } from './storage-vars';

// The rules that span variables: each one reads what the single schemas accepted and names the
// variable to change. config.ts runs them all, so one start lists every problem at once.

export interface ConfigProblem {
  name: string;
  reason: string;
}

/** What the schemas accepted; a variable whose own schema failed is missing here. */
type Parsed = Partial<ServerConfig & PlatformConfig & AccountAuthConfig & SignInConfig & StorageConfig>;

const problem = (name: string, reason: string): ConfigProblem => ({ name, reason });

/** A platform app whose OAuth state or demo secrets PLATFORM_SECRET signs (decision 026). */
function needsPlatformSecret(c: Parsed): boolean {
  return (
    c.PLATFORM_FAKES === true ||
    Object.values(c.PLATFORM_CREDENTIALS ?? {}).some(
      (b) => b.kuaishou || b.douyin || b.tiktok || b.tiktokShop || b.doudian || b.oceanEngine,
    )
  );
}

/** Development conveniences refused, and secrets required, when NODE_ENV=production. */
function productionProblems(c: Parsed): ConfigProblem[] {
  if (c.NODE_ENV !== 'production') return [];
  const problems: ConfigProblem[] = [];
  if (c.DEMO_DATA === true) {
    problems.push(
      problem('DEMO_DATA', 'must not be true when NODE_ENV=production (demo data is never seeded there)'),
    );
  }
  if (c.BENCH_ENDPOINTS === true) {
    problems.push(problem('BENCH_ENDPOINTS', 'must not be true when NODE_ENV=production'));
  }
  if (c.PLATFORM_SECRET === undefined && needsPlatformSecret(c)) {
    problems.push(
      problem(
        'PLATFORM_SECRET',
        'must be set in production when a brand has Kuaishou, Douyin, TikTok, TikTok Shop, Doudian or Ocean Engine credentials, or PLATFORM_FAKES is true',
      ),
    );
  }
  if (c.SMS_PROVIDER === 'outbox') {
    problems.push(
      problem('SMS_PROVIDER', 'must not be outbox when NODE_ENV=production (codes would only reach the log)'),
    );
  }
  if (c.TOKEN_ENCRYPTION_KEYS === undefined) {
    problems.push(problem('TOKEN_ENCRYPTION_KEYS', 'must be set when NODE_ENV=production'));
  }
  if (c.SHARE_SECRET === undefined) {
    problems.push(problem('SHARE_SECRET', 'must be set when NODE_ENV=production'));
  }
  return problems;
}

/** The S3 driver's connection settings. */
function storageProblems(c: Parsed): ConfigProblem[] {
  if (c.STORAGE_DRIVER !== 's3') return [];
  return (['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
    .filter((name) => c[name] === undefined)
    .map((name) => problem(name, 'required when STORAGE_DRIVER=s3'));
}

/** The chosen SMS provider's account and template. */
function smsProblems(c: Parsed): ConfigProblem[] {
  const provider = c.SMS_PROVIDER;
  if (provider !== 'aliyun' && provider !== 'tencent') return [];
  return SMS_REQUIRED[provider]
    .filter((name) => c[name] === undefined)
    .map((name) => problem(name, `required when SMS_PROVIDER=${provider}`));
}

export function crossVariableProblems(parsed: Parsed): ConfigProblem[] {
  return [...productionProblems(parsed), ...storageProblems(parsed), ...smsProblems(parsed)];
}
