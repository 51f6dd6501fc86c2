import { ACCOUNT_AUTH_VARS } from './account-auth-vars';
import { AI_VARS } from './ai-vars';
import { crossVariableProblems, type ConfigProblem } from './checks';
import { LIMIT_VARS } from './limit-vars';
import { PLATFORM_VARS } from './platform-vars';
import { SERVER_VARS } from './server-vars';
import { SERVICE_VARS } from './service-vars';
import { SIGN_IN_VARS } from './sign-in-vars';
import { STORAGE_VARS } from './storage-vars';
import { TOUCH_CARD_VARS } from './touch-card-vars';
import { VIDEO_VARS } from './video-vars';
import { WECHAT_VARS } from './wechat-vars';
import { blankToUndefined, type ConfigOf, type Env, type VarSpec } from './vars';

/**
 * Every environment variable the server reads, one table per concern (the *-vars.ts modules of
 * this folder). main.ts parses them once; app.ts hands each plugin and module the whole result,
 * typed as the concern(s) it reads (`StorageConfig`, `SignInConfig`…), so a module sees only its
 * own variables. The order here is the order of CONFIG_DOCS and `.env.example`.
 */
/** The concern tables in order; the test checks no name is declared in two of them. */
export const CONCERN_TABLES = [
  SERVER_VARS,
  LIMIT_VARS,
  STORAGE_VARS,
  VIDEO_VARS,
  PLATFORM_VARS,
  WECHAT_VARS,
  ACCOUNT_AUTH_VARS,
  SIGN_IN_VARS,
  AI_VARS,
  SERVICE_VARS,
  TOUCH_CARD_VARS,
] as const;

/** The tables merged into one type, in order. */
type Merged<T extends readonly object[]> = T extends readonly [
  infer Head,
  ...infer Rest extends readonly object[],
]
  ? Head & Merged<Rest>
  : unknown;

const VARS = Object.assign({}, ...CONCERN_TABLES) as Merged<typeof CONCERN_TABLES>;

type Vars = typeof VARS;
export type Config = ConfigOf<Vars>;

export const CONFIG_DOCS: { name: keyof Vars; default: string; description: string }[] = Object.entries(
  VARS,
).map(([name, v]) => ({ name: name as keyof Vars, default: v.default, description: v.description }));

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
  for (const [name, v] of Object.entries(VARS) as [string, VarSpec][]) {
    const raw = blankToUndefined(env[name]) ?? (v.fallback ? v.fallback(env) : v.default);
    const result = v.schema.safeParse(raw);
    if (result.success) out[name] = result.data;
    else problems.push({ name, reason: result.error.issues.map((i) => i.message).join('; ') });
  }
  problems.push(...crossVariableProblems(out as Partial<Config>));
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
