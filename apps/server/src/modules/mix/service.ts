import type { z } from 'zod';
import { distinctMax, nextShotHint } from '@vidmatrix/contract/mix-plan';
import { MIX_DEFAULT_OUTPUT, type mixProjectInput, type MixRenderStatus } from '@vidmatrix/contract/mix';
import { DEFAULT_LANGUAGE, type Language } from '@vidmatrix/contract/languages';
import type { Db } from '../../db/client';
import type { MixRecipe } from './schema';
import { AppError } from '../../http/app-error';
import type { Principal } from '../../plugins/auth';
import { teamActivities } from '../distribution/service';
import { libraryVideosByIds, quotaRoom } from '../upload/service';
import { planScenes, planVariants, shortestSeconds } from './plan';
import type { MixJobs } from './queue';
import { copySubject } from './variant-copy';
import { playableSeconds, trimProblem } from './trim';
import {
  findProject,
  findRender,
  insertProject,
  insertRender,
  requeueFailed,
  stopRender,
  updateProject,
  type ClipRow,
  type RenderRow,
} from './repo';

export interface MixContext {
  db: Db;
  jobs: MixJobs;
}

type ProjectInput = z.output<typeof mixProjectInput>;

/** Bytes a second of a 720×1280 variant takes at the segments' quality (measured: decision 030). */
const BYTES_PER_SECOND_720P = 220_000;

export function teamOf(me: Principal): number {
  if (me.teamId === null) throw new AppError('forbidden', { messageKey: 'auth.forbidden' });
  return me.teamId;
}

const notFound = () => new AppError('notFound', { messageKey: 'mix.not_found' });

function recipeOf(input: ProjectInput): MixRecipe {
  return {
    scenes: input.scenes.map((s) => ({
      name: s.name,
      clip_ids: s.clip_ids,
      fixed: s.fixed ?? null,
      ...(s.trims?.length ? { trims: s.trims } : {}),
    })),
    output: input.output ?? { ...MIX_DEFAULT_OUTPUT },
    length: input.length ?? null,
    bgm_ids: input.bgm_ids ?? [],
    bgm_level: input.bgm_level ?? 30,
    caption_lines: input.caption_lines ?? [],
  };
}

/** Pure: why a library row cannot be a shot, or null. Uploads keep only videos, but old rows and files may be odd. */
function unusableShot(clip: Pick<ClipRow, 'width' | 'height' | 'durationSeconds'>): boolean {
  return !(clip.width > 0 && clip.height > 0 && clip.durationSeconds >= 0.5);
}

/**
 * The recipe's rules, each with the message a merchant can act on: every scene has a shot, no
 * shot twice, every shot a readable clip of the team's library, music with sound, trim windows
 * within their clips, a length the shots can fill. Returns the seconds each shot may play (its
 * trim window, trim.ts), which the plan fits.
 */
export async function checkRecipe(db: Db, teamId: number, recipe: MixRecipe): Promise<Map<number, number>> {
  recipe.scenes.forEach((s) => {
    if (!s.clip_ids.length)
      throw new AppError('mixSceneEmpty', { messageKey: 'mix.scene_empty', params: { scene: s.name } });
  });
  const shotIds = recipe.scenes.flatMap((s) => s.clip_ids);
  if (new Set(shotIds).size !== shotIds.length) {
    throw new AppError('invalidInput', { messageKey: 'mix.shot_twice' });
  }
  const clips = new Map(
    (await libraryVideosByIds(db, teamId, [...shotIds, ...recipe.bgm_ids])).map((c) => [c.id, c]),
  );
  for (const id of [...shotIds, ...recipe.bgm_ids]) {
    const clip = clips.get(id);
    if (!clip)
      throw new AppError('mixClipUnusable', {
        messageKey: 'mix.clip_not_found',
        params: { id },
        data: { clip_id: id },
      });
    if (unusableShot(clip)) {
      throw new AppError('mixClipUnusable', {
        messageKey: 'mix.clip_unusable',
        params: { clip: clip.title },
        data: { clip_id: id },
      });
    }
  }
  for (const id of recipe.bgm_ids) {
    if (!clips.get(id)!.audioCodec) {
      throw new AppError('mixClipUnusable', {
        messageKey: 'mix.music_silent',
        params: { clip: clips.get(id)!.title },
        data: { clip_id: id },
      });
    }
  }
  const badTrim = trimProblem(recipe, clips);
  if (badTrim) {
    throw new AppError('mixTrimInvalid', {
      messageKey: badTrim.key,
      params: badTrim.params,
      data: badTrim.data,
    });
  }
  const durations = playableSeconds(recipe, new Map([...clips].map(([id, c]) => [id, c.durationSeconds])));
  const shortest = shortestSeconds(recipe, durations);
  if (recipe.length && shortest < recipe.length.min_s) {
    throw new AppError('mixLengthUnfillable', {
      messageKey: 'mix.length_unfillable',
      params: { shortest_s: shortest, min_s: recipe.length.min_s },
      data: { shortest_s: shortest, min_s: recipe.length.min_s },
    });
  }
  return durations;
}

export async function createProject(ctx: MixContext, me: Principal, input: ProjectInput): Promise<number> {
  const teamId = teamOf(me);
  const recipe = recipeOf(input);
  await checkRecipe(ctx.db, teamId, recipe);
  return insertProject(ctx.db, { teamId, title: input.title, recipe, createdBy: me.userId });
}

export async function editProject(
  ctx: MixContext,
  me: Principal,
  id: number,
  input: ProjectInput,
): Promise<number> {
  const teamId = teamOf(me);
  const recipe = recipeOf(input);
  await checkRecipe(ctx.db, teamId, recipe);
  if (!(await updateProject(ctx.db, teamId, id, input.title, recipe))) throw notFound();
  return id;
}

export async function projectOf(ctx: MixContext, me: Principal, id: number) {
  const teamId = teamOf(me);
  const project = await findProject(ctx.db, teamId, id);
  if (!project) throw notFound();
  const scenes = planScenes(project.recipe);
  const ids = [...new Set([...project.recipe.scenes.flatMap((s) => s.clip_ids), ...project.recipe.bgm_ids])];
  const clips = new Map((await libraryVideosByIds(ctx.db, teamId, ids)).map((c) => [c.id, c]));
  const durations = playableSeconds(
    project.recipe,
    new Map([...clips].map(([cid, c]) => [cid, c.durationSeconds])),
  );
  return {
    project,
    clips,
    distinctMax: distinctMax(scenes),
    hint: nextShotHint(scenes),
    storyboard: planVariants(project.recipe, durations, 6),
  };
}

/** Bytes `count` variants will take, from the plan's lengths (checked against the quota up front). */
function estimateBytes(recipe: MixRecipe, seconds: number, count: number): number {
  const pixels = (recipe.output.width * recipe.output.height) / (720 * 1280);
  return Math.ceil(count * seconds * BYTES_PER_SECOND_720P * pixels);
}

export async function startRender(
  ctx: MixContext,
  me: Principal,
  brandKey: string,
  input: { project_id: number; count: number; activity_id: number; language?: Language },
): Promise<number> {
  const teamId = teamOf(me);
  const project = await findProject(ctx.db, teamId, input.project_id);
  if (!project) throw notFound();
  const activity = await teamActivities.findActivity(ctx.db, { teamId, brandKey }, input.activity_id);
  if (!activity) {
    throw new AppError('activityNotFound', { messageKey: 'distribution.activity_not_found' });
  }
  const subject = await copySubject(ctx.db, teamId, activity, input.language ?? DEFAULT_LANGUAGE);
  const durations = await checkRecipe(ctx.db, teamId, project.recipe);
  const max = distinctMax(planScenes(project.recipe));
  if (input.count > max) {
    throw new AppError('mixCountTooHigh', {
      messageKey: 'mix.count_too_high',
      params: { count: input.count, distinct_max: max },
      data: { count: input.count, distinct_max: max },
    });
  }
  const plan = planVariants(project.recipe, durations, input.count);
  const seconds = plan.reduce((s, v) => s + v.shotSeconds.reduce((a, b) => a + b, 0), 0) / plan.length;
  const needed = estimateBytes(project.recipe, seconds, plan.length);
  const id = await ctx.db.transaction(async (tx) => {
    const room = await quotaRoom(tx, teamId, needed);
    if (!room.fits) {
      const data = { used_bytes: room.used, total_bytes: room.total, needed_bytes: needed };
      const mb = (b: number) => Math.ceil(b / 1024 ** 2);
      throw new AppError('libraryQuotaExceeded', {
        messageKey: 'mix.quota_exceeded',
        params: {
          needed_mb: mb(needed),
          free_mb: Math.max(0, Math.floor((room.total - room.used) / 1024 ** 2)),
          count: plan.length,
        },
        data,
      });
    }
    return insertRender(
      tx,
      {
        projectId: project.id,
        teamId,
        activityId: input.activity_id,
        title: project.title,
        ...subject,
        recipe: project.recipe,
        total: plan.length,
        createdBy: me.userId,
      },
      plan,
    );
  });
  await ctx.jobs.start(id, 0);
  return id;
}

/** Pure: a render's status from its stop mark and its variants' states. */
export function renderStatus(
  render: Pick<RenderRow, 'stopped'>,
  counts: Record<string, number>,
): MixRenderStatus {
  if (render.stopped === 'cancelled') return 'cancelled';
  const open = (counts.pending ?? 0) + (counts.queued ?? 0) + (counts.rendering ?? 0);
  if (open > 0)
    return (counts.rendering ?? 0) + (counts.done ?? 0) + (counts.failed ?? 0) > 0 ? 'rendering' : 'queued';
  if (render.stopped === 'failed' || ((counts.failed ?? 0) > 0 && !(counts.done ?? 0))) return 'failed';
  return 'done';
}

export async function ownRender(ctx: MixContext, me: Principal, id: number): Promise<RenderRow> {
  const render = await findRender(ctx.db, teamOf(me), id);
  if (!render) throw notFound();
  return render;
}

export async function cancelRender(ctx: MixContext, me: Principal, id: number): Promise<void> {
  const render = await ownRender(ctx, me, id);
  if (render.stopped === 'cancelled')
    throw new AppError('mixRenderFinished', { messageKey: 'mix.render_finished' });
  const stopped = await ctx.db.transaction(async (tx) => stopRender(tx, id, 'cancelled'));
  if (!stopped.length && render.stopped !== 'failed') {
    throw new AppError('mixRenderFinished', { messageKey: 'mix.render_finished' });
  }
  for (const v of stopped) ctx.jobs.abort({ renderId: id, idx: v.idx, attempt: v.attempt });
  await ctx.jobs.refillTeam(render.teamId);
}

export async function retryRender(ctx: MixContext, me: Principal, id: number): Promise<number> {
  await ownRender(ctx, me, id);
  const { retried, generation } = await ctx.db.transaction(async (tx) => requeueFailed(tx, id));
  if (retried) await ctx.jobs.start(id, generation);
  return retried;
}
