import { randomUUID } from 'node:crypto';
import { API_PREFIX } from '@vidmatrix/contract/endpoint';
import { generateTouchCardCopy } from '@vidmatrix/contract/touch-card-public';
import type { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { TouchCardConfig } from '../../config/touch-card-vars';
import { callerGone, sendNdjson } from '../../http/ndjson';
import { checkedInput } from '../../http/route';
import type { CopyBrief, CopyWriter } from '../../integrations/ai/copy-writer';
import { reserve, type Limit } from '../../shared/throttle';
import { copyChunks } from './copy-stream';
import * as repo from './repo';
import { plainText } from './rules';
import { cardInvalid } from './errors';

type CopyBody = z.output<NonNullable<typeof generateTouchCardCopy.body>>;

/** Every start counts, failed ones too: the provider bills the tokens either way (decision 016). */
const copiesOfTeam = (teamId: number, max: number): Limit => ({
  key: `touch-card-copy:team:${teamId}`,
  max,
  windowSeconds: 60 * 60,
  messageKey: 'touch_card.ai_rate_limited',
});
/** One phone cannot spend the shop's whole budget. */
const copiesOfIp = (ip: string): Limit => ({
  key: `touch-card-copy:ip:${ip}`,
  max: 30,
  windowSeconds: 10 * 60,
  messageKey: 'touch_card.ai_rate_limited',
});

/** POST /open/touch_card/copy/generate: the copy streamed as NDJSON envelopes (like the script writer). */
export default async function copyRoute(
  app: FastifyInstance,
  opts: { config: TouchCardConfig; writer: CopyWriter },
) {
  const e = generateTouchCardCopy;
  app.route({
    method: e.method,
    url: `${API_PREFIX}${e.path}`,
    schema: {
      summary: e.summary,
      tags: e.tags,
      auth: e.auth,
      body: e.body,
      response: {
        200: {
          description:
            'NDJSON: one `{code, message, data}` line per chunk, `data` as below; a failure mid-way is a last line with code 32004',
          content: { 'application/x-ndjson': { schema: e.response } },
        },
      },
    },
    validatorCompiler: () => (data: unknown) => ({ value: data }),
    preValidation: checkedInput(e),
    handler: async (request, reply) => {
      const body = request.body as CopyBody;
      const found = await repo.visitorPage(app.db, body.code, request.brand.key);
      if (!found) throw cardInvalid();
      const s = found.page.settings;
      // Reserved before any work, one atomic increment each: a burst cannot overshoot the limit.
      await reserve(app.counters, [
        copiesOfIp(request.ip),
        copiesOfTeam(found.page.teamId, opts.config.TOUCH_CARD_COPIES_PER_TEAM_PER_HOUR),
      ]);
      const brief: CopyBrief = {
        kind: body.kind,
        length: body.length ?? s.word_count,
        shop: plainText(s.title),
        business: plainText(s.main_business),
        features: plainText(s.features),
        topics: s.preset_topics,
        notes: plainText(s.reference_notes),
        requirement: plainText(s.content_requirement),
      };
      const controller = callerGone(reply);
      const chunks = copyChunks(opts.writer, brief, {
        language: request.language,
        signal: controller.signal,
        log: request.log,
        seed: randomUUID(),
        aiLabel: s.ai_label,
      });
      return sendNdjson(request, reply, chunks, controller, 'touch card: copy stream failed');
    },
  });
}
