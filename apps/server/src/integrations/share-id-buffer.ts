/**
 * Douyin share ids fetched ahead of need (decision 005, issue 12). A share id is not tied to a
 * video — it is sent as the link's `state` and the create_video webhook names it — so a claim can
 * take one that was fetched earlier, and the platform's `/share-id/` round trip stays out of the
 * claim's path. Bounded (`size`), and an id older than `maxAgeMs` is dropped unused (the platform
 * does not say how long one stays valid). An id left in a process that dies is simply never used.
 */
export interface ShareIdLease {
  id: string;
  /** The id ended up in no link (no video to show, the request failed): the next claim takes it. */
  giveBack(): void;
}

export interface ShareIdBufferOptions {
  size: number;
  /** Refill when fewer than this many are left. */
  lowWater: number;
  /** Platform calls a refill makes at once. */
  parallel: number;
  maxAgeMs: number;
}

const DEFAULTS: ShareIdBufferOptions = { size: 64, lowWater: 32, parallel: 8, maxAgeMs: 10 * 60_000 };

export class ShareIdBuffer {
  private ids: { id: string; fetchedAt: number }[] = [];
  private refilling: Promise<void> | undefined;
  private readonly options: ShareIdBufferOptions;

  constructor(
    private readonly fetchOne: () => Promise<string>,
    options: Partial<ShareIdBufferOptions> = {},
    private readonly now: () => number = Date.now,
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  /** A share id nobody has used: a buffered one, or (buffer empty: a cold start) one fetched now. */
  async lease(): Promise<ShareIdLease> {
    const oldest = this.now() - this.options.maxAgeMs;
    while (this.ids.length > 0 && this.ids[0]!.fetchedAt < oldest) this.ids.shift();
    const buffered = this.ids.shift();
    if (this.ids.length < this.options.lowWater) this.refill();
    const entry = buffered ?? { id: await this.fetchOne(), fetchedAt: this.now() };
    return { id: entry.id, giveBack: () => this.ids.unshift(entry) };
  }

  /** How many ids are waiting (tests). */
  get buffered(): number {
    return this.ids.length;
  }

  /** One refill at a time, in the background; a failure leaves the buffer as it is. */
  private refill(): void {
    this.refilling ??= this.fill()
      .catch(() => undefined)
      .finally(() => (this.refilling = undefined));
  }

  private async fill(): Promise<void> {
    while (this.ids.length < this.options.size) {
      const n = Math.min(this.options.parallel, this.options.size - this.ids.length);
      const fetched = await Promise.all(Array.from({ length: n }, () => this.fetchOne()));
      const fetchedAt = this.now();
      this.ids.push(...fetched.map((id) => ({ id, fetchedAt })));
    }
  }
}
