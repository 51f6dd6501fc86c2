import type { FastifyInstance } from 'fastify';
import { handleDouyinWebhook } from './service';

const DOUYIN_WEBHOOK_PATH = '/api/open/douyin/webhook';

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
        description:
          'Called by Douyin only: the `X-Douyin-Signature` header signs the raw body with the app secret; `Msg-Id` names the delivery.',
        tags: ['platforms'],
        auth: 'public',
        // Sent without a response schema (the challenge is no envelope): described for the document.
        documentedResponses: {
          200: {
            description:
              'verify_webhook: the challenge echoed; any other event: the envelope of what was done',
            content: {
              'application/json': {
                schema: {
                  oneOf: [
                    { type: 'object', required: ['challenge'], properties: { challenge: {} } },
                    {
                      type: 'object',
                      required: ['code', 'message', 'data'],
                      properties: {
                        code: { type: 'integer' },
                        message: { type: 'string' },
                        data: {
                          type: 'object',
                          required: ['event', 'duplicate', 'posted'],
                          properties: {
                            event: { type: 'string' },
                            duplicate: { type: 'boolean' },
                            posted: { type: 'boolean' },
                          },
                        },
                      },
                    },
                  ],
                },
              },
            },
          },
        },
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
