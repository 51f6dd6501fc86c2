import {
  cancelMixRender,
  createMixProject,
  createMixRender,
  listMixProjects,
  listMixRenders,
  mixProjectInfo,
  mixRenderInfo,
  retryMixRender,
  updateMixProject,
} from '@vidmatrix/contract/mix';
import { distinctMax } from '@vidmatrix/contract/mix-plan';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AiConfig } from '../../config/ai-vars';
import type { StorageConfig } from '../../config/storage-vars';
import type { VideoConfig } from '../../config/video-vars';
import { localCopies, localCopiesDir } from '../../integrations/storage/local-copies';
import { route } from '../../http/route';
import { mediaLinks } from '../../shared/media-links';
import { planScenes } from './plan';
import { presentProject, presentRender } from './present';
import { previewRoutes } from './preview-routes';
import { projectsOf, rendersOf, stateCounts, variantsOf } from './repo';
import { registerMixJobs } from './queue';
import { registerCacheSweep } from './cache-sweep';
import * as mix from './service';
import { sourcesRoutes } from './sources';
import { variantCopywriter } from './variant-copy';

/** The mixing studio (issue 25, decision 030): projects, renders and their jobs. */
export default async function mixRoutes(
  app: FastifyInstance,
  { config }: { config: VideoConfig & AiConfig & StorageConfig },
) {
  // One per process: its renders and previews share the downloads (and the folder with other processes).
  const copies = localCopies(app.storage, {
    dir: localCopiesDir(config),
    maxBytes: config.MIX_LOCAL_CACHE_MB * 2 ** 20,
  });
  const jobs = registerMixJobs({
    db: app.db,
    jobs: app.jobs,
    storage: app.storage,
    copies,
    log: app.log,
    ffmpegPath: config.FFMPEG_PATH,
    ffprobePath: config.FFPROBE_PATH,
    writeCopy: variantCopywriter(config, { log: app.log, counters: app.counters }),
  });
  registerCacheSweep({ db: app.db, jobs: app.jobs, storage: app.storage, log: app.log });
  const ctx: mix.MixContext = { db: app.db, jobs };
  previewRoutes(app, {
    db: app.db,
    storage: app.storage,
    copies,
    ffmpegPath: config.FFMPEG_PATH,
    ffprobePath: config.FFPROBE_PATH,
  });
  const merchant = (request: FastifyRequest) => request.requireRole('merchant', 'team_admin');
  sourcesRoutes(app, merchant);

  route(app, createMixProject, async ({ body, request }) => ({
    id: await mix.createProject(ctx, await merchant(request), body),
  }));
  route(app, updateMixProject, async ({ body, request }) => ({
    id: await mix.editProject(ctx, await merchant(request), body.id, body),
  }));
  route(app, mixProjectInfo, async ({ query, request }) =>
    presentProject(await mix.projectOf(ctx, await merchant(request), query.id), mediaLinks(app, request)),
  );
  route(app, listMixProjects, async ({ request }) => {
    const rows = await projectsOf(app.db, mix.teamOf(await merchant(request)));
    return {
      items: rows.map((p) => ({
        id: p.id,
        title: p.title,
        scenes: p.recipe.scenes.length,
        shots: p.recipe.scenes.reduce((n, s) => n + s.clip_ids.length, 0),
        distinct_max: distinctMax(planScenes(p.recipe)),
        created_at: p.createdAt.toISOString(),
      })),
    };
  });

  route(app, createMixRender, async ({ body, request }) => ({
    id: await mix.startRender(ctx, await merchant(request), request.brand.key, {
      ...body,
      language: request.language,
    }),
  }));
  route(app, mixRenderInfo, async ({ query, request }) => {
    const render = await mix.ownRender(ctx, await merchant(request), query.id);
    return presentRender(
      app.db,
      render,
      await variantsOf(app.db, render.id),
      mediaLinks(app, request),
      (key, params) => request.t(key, params),
    );
  });
  route(app, listMixRenders, async ({ query, request }) => {
    const me = await merchant(request);
    // Another team's project is as unknown as a missing one (not an empty list).
    await mix.projectOf(ctx, me, query.project_id);
    const rows = await rendersOf(app.db, mix.teamOf(me), query.project_id);
    const counts = await stateCounts(
      app.db,
      rows.map((r) => r.id),
    );
    return {
      items: rows.map((r) => {
        const c = counts.get(r.id) ?? {};
        return {
          id: r.id,
          activity_id: r.activityId,
          status: mix.renderStatus(r, c),
          total: r.total,
          done: c.done ?? 0,
          failed: c.failed ?? 0,
          created_at: r.createdAt.toISOString(),
        };
      }),
    };
  });
  route(app, cancelMixRender, async ({ body, request }) => {
    await mix.cancelRender(ctx, await merchant(request), body.id);
    return { id: body.id };
  });
  route(app, retryMixRender, async ({ body, request }) => ({
    id: body.id,
    retried: await mix.retryRender(ctx, await merchant(request), body.id),
  }));
}
