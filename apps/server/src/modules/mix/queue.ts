import { libraryVideosByIds } from '../upload/service';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { mixRenders, mixVariants } from './schema';
import type { JobRunner, RunningJob } from '../../plugins/job-runner';
import { findVariant, moveVariant, renderById, rendersWithWork, stopRender, takePending } from './repo';
import { renderVariant, VariantFailure, type VariantContext } from './render-variant';
import { ensureSegment, ShotError } from './segments';

export const PREPARE_QUEUE = 'mix.prepare';
export const VARIANT_QUEUE = 'mix.variant';
const SWEEP_QUEUE = 'mix.sweep';
/**
 * Variants of one team on the queue at once. A team's 1,000-variant render never has more
 * waiting than this, so another team's first variants queue behind a handful, not behind all.
 */
const TEAM_IN_FLIGHT = 4;
/** A running job's lease, extended while its process lives (decision 018). */
const LEASE_SECONDS = 120;

interface VariantJob {
  renderId: number;
  idx: number;
  attempt: number;
}

export const variantKey = (j: VariantJob) => `mix:${j.renderId}:${j.idx}:${j.attempt}`;
export const prepareKey = (renderId: number, generation: number) => `mix-prepare:${renderId}:${generation}`;

export interface MixJobs {
  /** After a render starts or is retried: prepares its shots, then feeds its variants. */
  start(renderId: number, generation: number): Promise<void>;
  /** Stops this process's run of a variant (the render was cancelled). */
  abort(job: VariantJob): void;
  /** Sends the team's next variants while it has fewer than TEAM_IN_FLIGHT on the queue. */
  refillTeam(teamId: number): Promise<void>;
}

/**
 * The studio's work on the app's job runner (decision 018, decision 030): one preparation job
 * per render (every shot normalised into the segment cache; an unreadable clip stops the render
 * with its reason), then one job per variant, keyed by render, index and attempt so each runs
 * once. Variants are sent a few per team at a time and refilled as they finish (and each minute,
 * which also repairs a crash between taking a variant and sending it).
 */
export function registerMixJobs(o: VariantContext & { jobs: JobRunner; log: FastifyBaseLogger }): MixJobs {
  const refillTeam = async (teamId: number) => {
    const flying = await o.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mixVariants)
      .innerJoin(mixRenders, eq(mixRenders.id, mixVariants.renderId))
      .where(and(eq(mixRenders.teamId, teamId), inArray(mixVariants.state, ['queued', 'rendering'])));
    let room = TEAM_IN_FLIGHT - (flying[0]?.n ?? 0);
    const renders = await o.db
      .select({ id: mixRenders.id })
      .from(mixRenders)
      .where(
        and(
          eq(mixRenders.teamId, teamId),
          isNull(mixRenders.stopped),
          sql`${mixRenders.preparedAt} is not null`,
        ),
      )
      .orderBy(mixRenders.id);
    for (const { id } of renders) {
      if (room <= 0) return;
      const taken = await takePending(o.db, id, room);
      room -= taken.length;
      for (const v of taken) await send({ renderId: id, idx: v.idx, attempt: v.attempt });
    }
  };
  const send = (j: VariantJob) => o.jobs.send(VARIANT_QUEUE, j, variantKey(j));

  const fail = async (j: VariantJob, key: string) => {
    await moveVariant(o.db, j.renderId, j.idx, ['queued', 'rendering'], 'failed', {
      errorKey: key,
      workKey: null,
    });
  };

  const runVariant = async (j: VariantJob, job: RunningJob) => {
    const render = await renderById(o.db, j.renderId);
    const variant = await findVariant(o.db, j.renderId, j.idx);
    if (!render || !variant || variant.attempt !== j.attempt) return;
    if (render.stopped || !['queued', 'rendering'].includes(variant.state)) return;
    // A killed earlier run of this attempt may have stored its file under workKey: not named by any row.
    if (variant.workKey) {
      await Promise.all([
        o.storage.delete(variant.workKey),
        o.storage.delete(variant.workKey.replace(/\.mp4$/, '.jpg')),
      ]).catch(() => {});
    }
    const running = await moveVariant(o.db, j.renderId, j.idx, ['queued', 'rendering'], 'rendering', {
      workKey: null,
    });
    if (!running) return;
    try {
      await renderVariant(o, render, running, job.signal);
    } catch (error) {
      if (job.signal.aborted) throw error; // cancelled (the row says so) or shutdown (retried)
      if (!(error instanceof VariantFailure)) throw error; // the runner retries; `dead` records it
      await fail(j, error.key);
    }
    await refillTeam(render.teamId);
  };

  const prepare = async ({ renderId }: { renderId: number }, job: RunningJob) => {
    const render = await renderById(o.db, renderId);
    if (!render || render.stopped) return;
    if (!render.preparedAt) {
      const ids = [...new Set(render.recipe.scenes.flatMap((s) => s.clip_ids))];
      const clips = await libraryVideosByIds(o.db, render.teamId, ids);
      const work = await mkdtemp(join(tmpdir(), 'vidmatrix-mix-prep-'));
      try {
        const gone = ids.find((id) => !clips.some((c) => c.id === id));
        if (gone !== undefined) throw new ShotError('mix.clip_deleted', gone);
        for (const clip of clips)
          await (await ensureSegment(o, clip, render.recipe.output, work, job.signal)).cleanup();
      } catch (error) {
        if (!(error instanceof ShotError) || job.signal.aborted) throw error;
        const title = clips.find((c) => c.id === error.clipId)?.title ?? String(error.clipId);
        // A file that vanished with its row was deleted from the library meanwhile, not damaged.
        const gone = !(await libraryVideosByIds(o.db, render.teamId, [error.clipId])).length;
        await stopRender(o.db, renderId, 'failed', {
          key: gone ? 'mix.clip_deleted' : error.reason,
          params: { clip: title },
        });
        return;
      } finally {
        await rm(work, { recursive: true, force: true });
      }
      await o.db
        .update(mixRenders)
        .set({ preparedAt: sql`now()` })
        .where(eq(mixRenders.id, renderId));
    }
    await refillTeam(render.teamId);
  };

  const sweep = async () => {
    for (const id of await rendersWithWork(o.db)) {
      const render = await renderById(o.db, id);
      if (!render || render.stopped) continue;
      if (!render.preparedAt) {
        await o.jobs.send(PREPARE_QUEUE, { renderId: id }, prepareKey(id, render.generation));
        continue;
      }
      // Taken but never sent (a crash between the two): the same key, so a live job is not doubled.
      const queued = await o.db
        .select({ idx: mixVariants.idx, attempt: mixVariants.attempt })
        .from(mixVariants)
        .where(and(eq(mixVariants.renderId, id), eq(mixVariants.state, 'queued')));
      for (const v of queued) await send({ renderId: id, idx: v.idx, attempt: v.attempt });
      await refillTeam(render.teamId);
    }
  };

  o.jobs.register<VariantJob>({
    queue: VARIANT_QUEUE,
    expireInSeconds: LEASE_SECONDS,
    extendWhileRunning: true,
    retryLimit: 2,
    retryDelaySeconds: 5,
    run: runVariant,
    dead: async (j) => {
      await fail(j, 'mix.render_failed');
      const render = await renderById(o.db, j.renderId);
      if (render) await refillTeam(render.teamId);
    },
  });
  o.jobs.register<{ renderId: number }>({
    queue: PREPARE_QUEUE,
    expireInSeconds: LEASE_SECONDS,
    extendWhileRunning: true,
    retryLimit: 2,
    retryDelaySeconds: 5,
    run: prepare,
    dead: ({ renderId }) =>
      stopRender(o.db, renderId, 'failed', { key: 'mix.render_failed', params: {} }).then(() => undefined),
  });
  o.jobs.register({ queue: SWEEP_QUEUE, cron: '* * * * *', expireInSeconds: 120, retryLimit: 0, run: sweep });

  return {
    start: (renderId, generation) =>
      o.jobs.send(PREPARE_QUEUE, { renderId }, prepareKey(renderId, generation)),
    abort: (j) => o.jobs.abort(variantKey(j)),
    refillTeam,
  };
}
