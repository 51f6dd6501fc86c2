import { and, eq, gte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Storage, StoredObject } from '../../integrations/storage/storage';
import type { JobRunner } from '../../plugins/job-runner';
import { libraryVideosByIds } from '../upload/service';
import { mixProjects, mixRenders, type MixRecipe } from './schema';

/** Where segments.ts keeps every shot's normalised segments and captioned openings. */
const CACHE_PREFIX = 'mix-cache/';
export const CACHE_SWEEP_QUEUE = 'mix.cache-sweep';
/**
 * A cached piece nothing used for this long goes: a month covers a campaign's renders, and a
 * render after that normalises its shots again (seconds per shot), the same as a first render.
 */
const CACHE_KEEP_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;

interface SweepContext {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
}

/** `mix-cache/<team>/<clip>-…`: whose piece it is; undefined for anything the cache does not name so. */
function cachedClip(key: string): { teamId: number; clipId: number } | undefined {
  const m = /^mix-cache\/(\d+)\/(\d+)-[^/]+$/.exec(key);
  return m ? { teamId: Number(m[1]), clipId: Number(m[2]) } : undefined;
}

const clipsOf = (recipe: MixRecipe) => recipe.scenes.flatMap((s) => s.clip_ids);

/**
 * The team's clips the cache must keep (`open`: a render still under way names them, whatever
 * their age or library state) and those used since `since` (a render started or a project
 * edited since then, so a project in use keeps its pieces between renders).
 */
async function clipsInUse(db: Db, teamId: number, since: Date) {
  // Plain SQL: Drizzle leaves columns of a one-table select unqualified inside subqueries.
  const openRender = sql`(mix_renders.stopped is null and exists (select 1 from mix_variants v
    where v.render_id = mix_renders.id and v.state in ('pending', 'queued', 'rendering')))`;
  const [renders, projects] = await Promise.all([
    db
      .select({
        recipe: mixRenders.recipe,
        open: sql<boolean>`${openRender}`,
      })
      .from(mixRenders)
      .where(and(eq(mixRenders.teamId, teamId), or(gte(mixRenders.createdAt, since), openRender))),
    db
      .select({ recipe: mixProjects.recipe })
      .from(mixProjects)
      .where(and(eq(mixProjects.teamId, teamId), gte(mixProjects.updatedAt, since))),
  ]);
  const open = new Set(renders.filter((r) => r.open).flatMap((r) => clipsOf(r.recipe)));
  const recent = new Set([...renders, ...projects].flatMap((r) => clipsOf(r.recipe)));
  return { open, recent };
}

/**
 * Deletes the cached segments and openings of clips that left the team's library, and of clips
 * nothing used for `days` (neither written since nor named by a recent render or project edit);
 * never a piece of a clip an open render names. Returns the deleted keys.
 *
 * A render that starts between the reading and a deletion finds the piece missing and makes it
 * again (segments.ts treats the cache as one that may be cleared), or its job is retried.
 */
export async function sweepMixCache(
  o: SweepContext,
  now = Date.now(),
  days = CACHE_KEEP_DAYS,
): Promise<string[]> {
  const since = new Date(now - days * DAY_MS);
  const byTeam = new Map<number, (StoredObject & { clipId: number })[]>();
  for await (const object of o.storage.list(CACHE_PREFIX)) {
    const owner = cachedClip(object.key);
    if (!owner) continue;
    byTeam.set(owner.teamId, [...(byTeam.get(owner.teamId) ?? []), { ...object, clipId: owner.clipId }]);
  }
  const deleted: string[] = [];
  for (const [teamId, objects] of byTeam) {
    const ids = [...new Set(objects.map((x) => x.clipId))];
    const library = new Set((await libraryVideosByIds(o.db, teamId, ids)).map((c) => c.id));
    const { open, recent } = await clipsInUse(o.db, teamId, since);
    for (const x of objects) {
      if (open.has(x.clipId)) continue;
      const unused = x.modifiedAt < since && !recent.has(x.clipId);
      if (library.has(x.clipId) && !unused) continue;
      await o.storage.delete(x.key);
      deleted.push(x.key);
    }
  }
  if (deleted.length) o.log.info({ deleted: deleted.length, days }, 'mix: cached segments swept');
  return deleted;
}

/** The sweep on the job runner (decision 018): once a day at 04:17, in one process of all. */
export function registerCacheSweep(o: SweepContext & { jobs: JobRunner }): void {
  o.jobs.register({
    queue: CACHE_SWEEP_QUEUE,
    cron: '17 4 * * *',
    expireInSeconds: 3600,
    retryLimit: 0,
    run: async () => void (await sweepMixCache(o)),
  });
}
