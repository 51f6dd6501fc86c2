export interface Fetched<T> {
  value: T;
  /** Lifetime in seconds from now, as the platform gave it. */
  expiresIn: number;
}

/**
 * A token kept until shortly before it expires. Concurrent callers share one refresh: N requests
 * arriving with an empty or stale cache make exactly one HTTP call. A failed refresh is not
 * cached; the next caller tries again.
 */
export class TokenCache<T> {
  private current: { value: T; refreshAt: number } | undefined;
  private inflight: Promise<T> | undefined;

  constructor(
    private readonly fetcher: () => Promise<Fetched<T>>,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<T> {
    const current = this.current;
    if (current && this.now() < current.refreshAt) return Promise.resolve(current.value);
    this.inflight ??= this.refresh();
    return this.inflight;
  }

  /** Drops the cached value (e.g. the platform said it was revoked); an in-flight refresh stays. */
  invalidate(): void {
    this.current = undefined;
  }

  private async refresh(): Promise<T> {
    try {
      const { value, expiresIn } = await this.fetcher();
      this.current = { value, refreshAt: this.now() + refreshAfterMs(expiresIn) };
      return value;
    } finally {
      this.inflight = undefined;
    }
  }
}

/**
 * Refresh before the platform's expiry: 5 minutes early for long-lived tokens, a tenth of the
 * lifetime for short ones, never cached longer than 24 h (a platform that reports nonsense cannot
 * pin a token forever).
 */
function refreshAfterMs(expiresInSeconds: number): number {
  const life = Number.isFinite(expiresInSeconds) && expiresInSeconds > 0 ? expiresInSeconds * 1000 : 0;
  const early = Math.min(5 * 60 * 1000, life / 10);
  return Math.min(Math.max(0, life - early), 24 * 60 * 60 * 1000);
}
