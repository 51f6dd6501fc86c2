import { GROUP_BUY_HOSTS, type GroupBuyPlatform } from '@vidmatrix/contract/touch-card-rules';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { touchCardPackages } from '../../db/schema-touch-card';
import { resolveDeal } from '../../integrations/group-buy';
import { rowsOf } from './repo';

export interface GroupBuyWorkerOptions {
  timeoutMs: number;
  viaOrigin: string | undefined;
  log: FastifyBaseLogger;
  /** How often each process looks for packages left generating (by a crash, or by another process). */
  sweepMs?: number;
}

interface Claimed {
  id: number;
  link: string;
  platform: GroupBuyPlatform;
}

/**
 * Resolves group-buy packages in the background. The package row is the truth: a process takes
 * one `generating` row by setting a lease (SKIP LOCKED, so two processes never take the same),
 * resolves it and writes ready or failed. A process that dies mid-way leaves the lease to run
 * out, and the next sweep of any process takes the row again.
 */
export class GroupBuyWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly o: GroupBuyWorkerOptions,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.kick(), this.o.sweepMs ?? 15_000);
    this.timer.unref();
    this.kick();
  }

  /** Work through every package waiting now (called after a paste, and by the timer). */
  kick(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.o.log.error({ err: error }, 'touch card: group-buy sweep failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Resolves once nothing is running (tests wait on it). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.idle();
  }

  private async claim(): Promise<Claimed | undefined> {
    const leaseSeconds = Math.ceil(this.o.timeoutMs / 1000) + 30;
    const result = await this.db.execute(sql`
      update ${touchCardPackages}
      set lease_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
      where id = (
        select id from ${touchCardPackages}
        where state = 'generating' and (lease_until is null or lease_until < now())
        order by id limit 1 for update skip locked)
      returning id, link, platform`);
    return rowsOf<Claimed>(result)[0];
  }

  private async drain(): Promise<void> {
    for (let next = await this.claim(); next && !this.closed; next = await this.claim()) {
      await this.resolve(next);
    }
  }

  private async resolve(p: Claimed): Promise<void> {
    try {
      const deal = await resolveDeal(p.link, {
        hosts: GROUP_BUY_HOSTS[p.platform],
        timeoutMs: this.o.timeoutMs,
        viaOrigin: this.o.viaOrigin,
      });
      await this.db.execute(sql`
        update ${touchCardPackages}
        set state = 'ready', deal_url = ${deal.url}, deal_title = ${deal.title}, failure = null,
            lease_until = null, updated_at = now()
        where id = ${p.id} and state = 'generating'`);
    } catch (error) {
      const reason = String((error as Error).message ?? error).slice(0, 300);
      this.o.log.warn({ packageId: p.id, reason }, 'touch card: group-buy link not resolved');
      await this.db.execute(sql`
        update ${touchCardPackages}
        set state = 'failed', failure = ${reason}, lease_until = null, updated_at = now()
        where id = ${p.id} and state = 'generating'`);
    }
  }
}
