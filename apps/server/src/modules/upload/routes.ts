import {
  addToActivity,
  cancelUploadTask,
  createUploadTask,
  deleteLibraryVideo,
  GB,
  listLibrary,
  listLibraryActivities,
  listUploadTasks,
  renameLibraryVideos,
  TUS_PATH,
  type UploadTask,
} from '@vidmatrix/contract/upload';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { VideoConfig } from '../../config/video-vars';
import { route } from '../../http/route';
import { mediaLinks } from '../../shared/media-links';
import type { MessageKey } from '../../locales/catalog';
import { teamOf, type UploadContext } from './context';
import { registerUploadJobs } from './job-queue';
import {
  addLibraryToActivity,
  deleteLibraryVideo as deleteVideo,
  libraryPage,
  renameLibraryVideos as renameVideos,
} from './library';
import { giveUpJob, runJob } from './process';
import { activitiesOf, processingTaskIds, processingTouchedAt, touchProcessing, type TaskRow } from './repo';
import { cancelTask, createTask, listOwnTasks } from './service';
import { Staging } from './staging';
import { registerSweeps } from './sweep';
import { mountTus } from './tus';

const REFUSAL_KEYS = {
  checks_failed: 'upload.refused_checks_failed',
  too_similar: 'upload.refused_too_similar',
  already_in_pool: 'upload.refused_already_in_pool',
  not_found: 'upload.video_not_found',
} as const satisfies Record<string, MessageKey>;

function toTask(row: TaskRow, request: FastifyRequest): UploadTask {
  const errorKey = row.errorKey as MessageKey | null;
  return {
    task_id: row.id,
    kind: row.kind,
    file_name: row.fileName,
    size: row.sizeBytes,
    md5: row.md5,
    state: row.state,
    progress: row.progress,
    error: errorKey ? request.t(errorKey) : null,
    error_key: errorKey,
    upload_url: row.uploadId ? `${TUS_PATH}${row.uploadId}` : null,
    library_video_id: row.libraryVideoId,
    activity_id: row.activityId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export default async function uploadRoutes(app: FastifyInstance, { config }: { config: VideoConfig }) {
  const ctx: UploadContext = {
    db: app.db,
    storage: app.storage,
    staging: new Staging(config.UPLOAD_DIR),
    log: app.log,
    config,
    jobs: registerUploadJobs({
      jobs: app.jobs,
      soleOwner: app.database.driver === 'pglite',
      log: app.log,
      run: (taskId, signal) => runJob(ctx, taskId, signal),
      heartbeat: (taskId) => touchProcessing(app.db, taskId),
      leftovers: () => processingTaskIds(app.db),
      touchedAt: (taskId) => processingTouchedAt(app.db, taskId),
      giveUp: (taskId) => giveUpJob(ctx, taskId),
    }),
  };
  mountTus(app, ctx, (taskId) => ctx.jobs.enqueue(taskId));

  // Nothing lost on a crash: a processing task whose job died gets a new one (job-queue.ts).
  const sweep = registerSweeps(app.jobs, ctx, config.UPLOAD_ABANDON_HOURS);
  app.addHook('onReady', async () => {
    await ctx.jobs.revive();
    await sweep();
  });

  const member = (request: FastifyRequest) => request.requireRole('merchant', 'team_admin');

  route(app, createUploadTask, async ({ body, request }) => {
    const { task, instant } = await createTask(ctx, await member(request), request.brand.key, body);
    return {
      task: toTask(task, request),
      instant,
      tus_endpoint: instant ? null : TUS_PATH,
    };
  });

  route(app, listUploadTasks, async ({ query, request }) => {
    const rows = await listOwnTasks(ctx, await member(request), query);
    return { tasks: rows.map((row) => toTask(row, request)) };
  });

  route(app, cancelUploadTask, async ({ body, request }) => ({
    task: toTask(await cancelTask(ctx, await member(request), body.task_id), request),
  }));

  route(app, listLibrary, async ({ request }) => ({
    ...(await libraryPage(ctx, await member(request), mediaLinks(app, request))),
    max_file_bytes: Math.floor(config.UPLOAD_LIBRARY_MAX_GB * GB),
  }));

  route(app, listLibraryActivities, async ({ request }) => {
    const teamId = teamOf(await member(request));
    return { activities: await activitiesOf(app.db, teamId, request.brand.key) };
  });

  route(app, addToActivity, async ({ body, request }) => {
    const result = await addLibraryToActivity(ctx, await member(request), request.brand.key, {
      activityId: body.activity_id,
      ids: body.library_video_ids,
      allowSimilar: body.allow_similar,
    });
    return {
      added: result.added.map((a) => ({ library_video_id: a.libraryVideoId, video_id: a.videoId })),
      refused: result.refused.map((r) => ({
        library_video_id: r.libraryVideoId,
        reason: r.reason,
        message: request.t(REFUSAL_KEYS[r.reason], { video_id: r.similarTo ?? '' }),
        similar_to: r.similarTo,
        distance: r.distance,
      })),
    };
  });

  route(app, renameLibraryVideos, async ({ body, request }) => ({
    renamed: await renameVideos(
      ctx,
      await member(request),
      body.items.map((i) => ({ id: i.library_video_id, title: i.title })),
    ),
  }));

  route(app, deleteLibraryVideo, async ({ body, request }) => {
    await deleteVideo(ctx, await member(request), body.library_video_id);
    return { deleted: true };
  });
}
