import type { FastifyInstance } from 'fastify';
import { handleDouyinWebhook } from './service';

export const DOUYIN_WEBHOOK_PATH = '/api/open/douyin/webhook';

const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * Platform → server callbacks. The signature covers the exact bytes Douyin sent, so this module
 * (and only it: Fastify scopes parsers to the plugin) keeps every body as the raw buffer.
 */
export default async function webhookRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    DOUYIN_WEBHOOK_PATH,
    {
      bodyLimit: 256 * 1024,
      schema: {
        summary: 'Douyin webhook (verify_webhook, create_video): signed, de-duplicated by Msg-Id',
        tags: ['platforms'],
      },
    },
    async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const result = await handleDouyinWebhook(app.db, app.platforms, {
        raw,
        signature: header(request.headers['x-douyin-signature']),
        msgId: header(request.headers['msg-id']),
      });
      if (result.kind === 'challenge') {
        return reply.type('application/json; charset=utf-8').send({ challenge: result.challenge });
      }
      return {
        code: 0,
        message: 'ok',
        data: { event: result.event, duplicate: result.duplicate, posted: result.posted },
      };
    },
  );
}
