import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MixPreview } from '@vidmatrix/contract/mix-preview';
import type { MessageKey, MessageParams } from '../../locales/catalog';
import type { JobRunner, RunningJob } from '../../plugins/job-runner';
import type { MediaLinks } from '../../shared/media-links';
import { AppError } from '../../http/app-error';
import { libraryVideosByIds } from '../upload/service';
import { planVariants } from './plan';
import type { RenderContext } from './render-variant';
import { findProject } from './repo';
import type { MixRecipe } from './schema';
import { ShotError } from './segments';
import { checkRecipe } from './service';
import { trimsByClip } from './trim';
import { buildVariantFile, type VariantEdit } from './variant-file';

/**
 * One preview variant before committing (issue 25, decision 030): the plan's first variant,
 * rendered by a job of the one runner (decision 018) into `mix-preview/<team>/<project>-<hash>.mp4`
 * — outside the library, every pool and the quota. The hash covers exactly what the file shows,
 * so an unchanged recipe finds its file and renders nothing. All state is shared: the file (done),
 * a `.failed.json` beside it (failed, with the reason), the job's state (rendering) — never this
 * process's memory.
 */

export const PREVIEW_QUEUE = 'mix.preview';
const LEASE_SECONDS = 120;
/** Job states in which the preview is still on its way. */
const BUSY = new Set(['created', 'retry', 'active']);

export interface PreviewJob {
  teamId: number;
  projectId: number;
  hash: string;
  recipe: MixRecipe;
  edit: VariantEdit;
}

const stem = (p: Pick<PreviewJob, 'teamId' | 'projectId' | 'hash'>) =>
  `mix-preview/${p.teamId}/${p.projectId}-${p.hash}`;
const fileKey = (p: PreviewJob) => `${stem(p)}.mp4`;
const failureKey = (p: Pick<PreviewJob, 'teamId' | 'projectId' | 'hash'>) => `${stem(p)}.failed.json`;
/** The project's last finished preview: the one kept, the older one deleted (one file per project). */
const latestKey = (p: PreviewJob) => `mix-preview/${p.teamId}/${p.projectId}-latest.json`;
const previewJobKey = (p: PreviewJob) => `mix-preview:${p.projectId}:${p.hash}`;

interface Failure {
  key: string;
  params: MessageParams;
}

/**
 * The preview of a project's saved recipe: its first planned variant and the hash of all that
 * shapes the file (shots, seconds, in points, line, music, size). Refused like a render when the
 * recipe cannot be rendered (a deleted clip, a bad window…).
 */
export async function previewOf(o: RenderContext, teamId: number, projectId: number): Promise<PreviewJob> {
  const project = await findProject(o.db, teamId, projectId);
  if (!project) throw new AppError('notFound', { messageKey: 'mix.not_found' });
  const { recipe } = project;
  const [edit] = planVariants(recipe, await checkRecipe(o.db, teamId, recipe), 1);
  const trims = trimsByClip(recipe);
  const shape = {
    v: 1,
    edit,
    trims: edit!.shotIds.map((id) => trims.get(id) ?? null),
    output: recipe.output,
    bgm_level: edit!.bgmId ? recipe.bgm_level : null,
  };
  const hash = createHash('sha256').update(JSON.stringify(shape)).digest('hex').slice(0, 20);
  return { teamId, projectId, hash, recipe, edit: edit! };
}

async function readJson<T>(o: RenderContext, key: string): Promise<T | undefined> {
  if (!(await o.storage.stat(key))) return undefined;
  const { stream } = await o.storage.read(key);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as T;
}

async function writeJson(o: RenderContext, key: string, value: unknown): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'vidmatrix-preview-'));
  try {
    const path = join(dir, 'value.json');
    await writeFile(path, JSON.stringify(value), 'utf8');
    await o.storage.put(key, path, 'application/json');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** After a preview ended (done or failed): the project's previous one is deleted. */
async function keepOnlyLatest(o: RenderContext, p: PreviewJob): Promise<void> {
  const before = await readJson<{ hash: string }>(o, latestKey(p)).catch(() => undefined);
  if (before && before.hash !== p.hash) {
    const old = { ...p, hash: before.hash };
    await Promise.all([o.storage.delete(fileKey(old)), o.storage.delete(failureKey(old))]).catch(() => {});
  }
  await writeJson(o, latestKey(p), { hash: p.hash });
}

/** The preview job: renders the edit unless its file exists; a bad clip is recorded, not retried. */
async function runPreview(o: RenderContext, p: PreviewJob, job: RunningJob): Promise<void> {
  if (await o.storage.stat(fileKey(p))) return;
  const ids = [...new Set([...p.edit.shotIds, ...(p.edit.bgmId ? [p.edit.bgmId] : [])])];
  const clips = new Map((await libraryVideosByIds(o.db, p.teamId, ids)).map((c) => [c.id, c]));
  const fail = async (failure: Failure) => {
    await writeJson(o, failureKey(p), failure);
    await keepOnlyLatest(o, p);
  };
  if (ids.some((id) => !clips.has(id))) return fail({ key: 'mix.clip_deleted', params: {} });
  const work = await mkdtemp(join(tmpdir(), 'vidmatrix-preview-'));
  const held: { cleanup: () => Promise<void> }[] = [];
  try {
    const output = await buildVariantFile(o, {
      recipe: p.recipe,
      variant: p.edit,
      clips,
      work,
      held,
      signal: job.signal,
    });
    await o.storage.put(fileKey(p), output, 'video/mp4');
    await keepOnlyLatest(o, p);
  } catch (error) {
    if (!(error instanceof ShotError) || job.signal.aborted) throw error;
    const gone = !(await libraryVideosByIds(o.db, p.teamId, [error.clipId])).length;
    const title = clips.get(error.clipId)?.title ?? String(error.clipId);
    await fail({ key: gone ? 'mix.clip_deleted' : error.reason, params: { clip: title } });
  } finally {
    for (const h of held) await h.cleanup().catch(() => {});
    await rm(work, { recursive: true, force: true });
  }
}

export function registerPreviewJob(o: RenderContext & { jobs: JobRunner }): void {
  o.jobs.register<PreviewJob>({
    queue: PREVIEW_QUEUE,
    expireInSeconds: LEASE_SECONDS,
    extendWhileRunning: true,
    retryLimit: 1,
    retryDelaySeconds: 2,
    run: (p, job) => runPreview(o, p, job),
  });
}

type Translate = (key: MessageKey, params?: MessageParams) => string;

/**
 * The preview's state from what every process sees: the file, the failure note, the job. With
 * `start`, a preview that is neither there nor on its way is sent (a failed one again).
 */
export async function previewState(
  o: RenderContext & { jobs: JobRunner },
  p: PreviewJob,
  answer: { links: MediaLinks; t: Translate; start: boolean },
): Promise<MixPreview> {
  const done = async (): Promise<MixPreview | undefined> =>
    (await o.storage.stat(fileKey(p)))
      ? {
          state: 'done',
          url: answer.links.file(fileKey(p)),
          duration: p.edit.shotSeconds.reduce((a, b) => a + b, 0),
        }
      : undefined;
  const ready = await done();
  if (ready) return ready;
  const job = await o.jobs.jobOf(PREVIEW_QUEUE, previewJobKey(p));
  if (job && BUSY.has(job.state)) return { state: 'rendering' };
  // Finished between the two reads.
  if (job?.state === 'completed') {
    const now = await done();
    if (now) return now;
  }
  const failure = await readJson<Failure>(o, failureKey(p)).catch(() => undefined);
  if (answer.start) {
    if (failure) await o.storage.delete(failureKey(p));
    // A finished or failed job of this key still holds its id: replaced, so the preview renders again.
    if (job) await o.jobs.resend(PREVIEW_QUEUE, p, previewJobKey(p));
    else await o.jobs.send(PREVIEW_QUEUE, p, previewJobKey(p));
    return { state: 'rendering' };
  }
  if (failure) return { state: 'failed', error: answer.t(failure.key as MessageKey, failure.params) };
  if (job?.state === 'failed') return { state: 'failed', error: answer.t('mix.render_failed') };
  return { state: 'none' };
}
