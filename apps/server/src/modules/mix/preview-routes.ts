import { mixPreviewInfo, startMixPreview } from '@vidmatrix/contract/mix-preview';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/route';
import { mediaLinks } from '../../shared/media-links';
import { previewOf, previewState, registerPreviewJob } from './preview';
import type { RenderContext } from './render-variant';
import { teamOf } from './service';

/** The studio's preview variant (decision 030): its job and its two calls. */
export function previewRoutes(app: FastifyInstance, render: RenderContext): void {
  const o = { ...render, jobs: app.jobs };
  registerPreviewJob(o);
  const answer = async (request: FastifyRequest, id: number, start: boolean) => {
    const me = await request.requireRole('merchant', 'team_admin');
    const preview = await previewOf(o, teamOf(me), id);
    return previewState(o, preview, {
      links: mediaLinks(app, request),
      t: (key, params) => request.t(key, params),
      start,
    });
  };
  route(app, startMixPreview, ({ body, request }) => answer(request, body.id, true));
  route(app, mixPreviewInfo, ({ query, request }) => answer(request, query.id, false));
}
