import type { DouyinCredentials } from '../douyin';
import type { KuaishouCredentials } from '../kuaishou';
import type { XhsCredentials } from '../xhs';

/** The apps a fake accepts (client keys / app ids with their secrets). */
export interface LoopbackApps {
  douyin: DouyinCredentials[];
  xhs: XhsCredentials[];
  kuaishou: KuaishouCredentials[];
}

export interface LoopbackOptions {
  apps: LoopbackApps;
  /** Lifetime of Douyin client tokens and tickets and of Xiaohongshu access tokens (default 7200 s). */
  tokenTtlSeconds?: number;
  /** Lifetime of Kuaishou user access tokens (default 172800 s, as Kuaishou documents 48 h). */
  kuaishouAccessTtlSeconds?: number;
  now?: () => number;
}

/** State shared by the fake's routes: what was called, what to fail next. */
export class LoopbackContext {
  readonly apps: LoopbackApps;
  readonly tokenTtlSeconds: number;
  readonly kuaishouAccessTtlSeconds: number;
  readonly now: () => number;
  /** `host:port` of the listening fake (Kuaishou's upload `endpoint`). */
  address = '';
  /** Calls per step, e.g. `douyin.client_token`: tests assert caching with it. */
  readonly calls = new Map<string, number>();
  private readonly failures = new Map<string, { message: string; code?: number }>();

  constructor(options: LoopbackOptions) {
    this.apps = options.apps;
    this.tokenTtlSeconds = options.tokenTtlSeconds ?? 7200;
    this.kuaishouAccessTtlSeconds = options.kuaishouAccessTtlSeconds ?? 172_800;
    this.now = options.now ?? Date.now;
  }

  count(step: string): void {
    this.calls.set(step, (this.calls.get(step) ?? 0) + 1);
  }

  callsOf(step: string): number {
    return this.calls.get(step) ?? 0;
  }

  /** The next call of `step` answers the platform's error format with this message. */
  failNext(step: string, message: string, code?: number): void {
    this.failures.set(step, { message, code });
  }

  takeFailure(step: string): { message: string; code?: number } | undefined {
    const failure = this.failures.get(step);
    this.failures.delete(step);
    return failure;
  }
}
