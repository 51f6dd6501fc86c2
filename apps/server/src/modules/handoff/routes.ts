import { API_PREFIX } from '@vidmatrix/contract/endpoint';
import { EXPORT_HEADERS, exportActivity } from '@vidmatrix/contract/handoff';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { checkedInput } from '../../http/route';
import { exportPlan, exportZip } from './service';

async function owner(request: FastifyRequest) {
  const me = await request.requireRole('merchant', 'team_admin');
  if (me.teamId === null) throw new AppError('forbidden', { messageKey: 'auth.forbidden' });
  return { teamId: me.teamId, brandKey: request.brand.key };
}

/** `/yixiaoer`'s export (issue 17): a ZIP, so not through route(); the same input validation. */
export default async function handoffRoutes(app: FastifyInstance) {
  app.route({
    method: exportActivity.method,
    url: `${API_PREFIX}${exportActivity.path}`,
    schema: {
      summary: exportActivity.summary,
      tags: exportActivity.tags,
      auth: exportActivity.auth,
      body: exportActivity.body,
      response: {
        200: {
          description: `The ZIP, streamed; \`${EXPORT_HEADERS.bytes}\` its size, \`${EXPORT_HEADERS.files}\` its videos`,
          content: { 'application/zip': { schema: exportActivity.response } },
        },
      },
    },
    validatorCompiler: () => (data: unknown) => ({ value: data }),
    preValidation: checkedInput(exportActivity),
    handler: async (request, reply) => {
      const { activity_id } = request.body as { activity_id: number };
      const plan = await exportPlan(app.db, await owner(request), activity_id);
      const left = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) left.abort();
      });
      const zip = exportZip(app.storage, plan, left.signal);
      zip.on('error', (err) => request.log.warn({ err }, 'activity export failed mid-way'));
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${plan.fileName}"`)
        .header('cache-control', 'no-store')
        .header(EXPORT_HEADERS.bytes, String(plan.bytes))
        .header(EXPORT_HEADERS.files, String(plan.entries.length))
        .send(zip);
    },
  });
}
