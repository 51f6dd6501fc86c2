import { GROUP_BUY_HOSTS, type GroupBuyPlatform } from '@vidmatrix/contract/touch-card-rules';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { touchCardPackages } from './schema';
import { resolveDeal } from '../../integrations/group-buy';
import type { JobRunner } from '../../plugins/job-runner';

export const GROUP_BUY_QUEUE = 'touch-card.group-buy';
const SWEEP_QUEUE = 'touch-card.group-buy-sweep';

interface GroupBuyJobOptions {
  db: Db;
  jobs: JobRunner;
  timeoutMs: number;
  viaOrigin: string | undefined;
  log: FastifyBaseLogger;
}

const generating = (id: number) =>
  and(eq(touchCardPackages.id, id), eq(touchCardPackages.state, 'generating'));

async function fail(db: Db, id: number, reason: string) {
  await db
    .update(touchCardPackages)
    .set({ state: 'failed', failure: reason, leaseUntil: null, updatedAt: sql`now()` })
    .where(generating(id));
}

/**
 * Resolves group-buy packages in the background, one job per package and generation on the
 * app's job runner (decision 018). The package row is the truth: the job id comes from the row's
 * id and last change, so every process may queue every generating row (after a paste, and each
 * minute to repair a crash between the insert and the send) and each generation runs once. A
 * process that dies mid-way leaves its job to expire; pg-boss runs it again elsewhere.
 */
export function registerGroupBuyJobs(o: GroupBuyJobOptions): { queueGenerating(): Promise<void> } {
  const run = async ({ packageId }: { packageId: number }) => {
    const [p] = await o.db
      .update(touchCardPackages)
      .set({ attempts: sql`${touchCardPackages.attempts} + 1` })
      .where(generating(packageId))
      .returning({ link: touchCardPackages.link, platform: touchCardPackages.platform });
    if (!p) return; // removed, or resolved by an earlier run
    let deal;
    try {
      deal = await resolveDeal(p.link, {
        hosts: GROUP_BUY_HOSTS[p.platform as GroupBuyPlatform],
        timeoutMs: o.timeoutMs,
        viaOrigin: o.viaOrigin,
      });
    } catch (error) {
      // The link's own answer (not found, not a deal, away): a result the merchant sees, not a retry.
      const reason = String((error as Error).message ?? error).slice(0, 300);
      o.log.warn({ packageId, reason }, 'touch card: group-buy link not resolved');
      return fail(o.db, packageId, reason);
    }
    await o.db
      .update(touchCardPackages)
      .set({ state: 'ready', dealUrl: deal.url, dealTitle: deal.title, failure: null, updatedAt: sql`now()` })
      .where(generating(packageId));
  };

  const queueGenerating = async () => {
    const rows = await o.db
      .select({ id: touchCardPackages.id, updatedAt: touchCardPackages.updatedAt })
      .from(touchCardPackages)
      .where(eq(touchCardPackages.state, 'generating'));
    for (const row of rows) {
      await o.jobs.send(
        GROUP_BUY_QUEUE,
        { packageId: row.id },
        `group-buy:${row.id}:${row.updatedAt.getTime()}`,
      );
    }
  };

  o.jobs.register<{ packageId: number }>({
    queue: GROUP_BUY_QUEUE,
    // All redirects of one link share the time-out; a process that died is noticed after it.
    expireInSeconds: Math.ceil(o.timeoutMs / 1000) + 30,
    retryLimit: 3,
    retryDelaySeconds: 5,
    run,
    dead: ({ packageId }) => fail(o.db, packageId, 'the link could not be resolved'),
  });
  o.jobs.register({
    queue: SWEEP_QUEUE,
    cron: '* * * * *',
    expireInSeconds: 120,
    retryLimit: 0,
    run: queueGenerating,
  });
  return { queueGenerating };
}
