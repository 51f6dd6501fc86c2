import {
  aiWrite,
  createScript,
  deleteScript,
  getScript,
  listScripts,
  updateScript,
} from '@vidmatrix/contract/copywriting';
import { API_PREFIX } from '@vidmatrix/contract/endpoint';
import type { AiBrief, AiWriteChunk } from '@vidmatrix/contract/copywriting';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AiConfig } from '../../config/ai-vars';
import { callerGone, sendNdjson } from '../../http/ndjson';
import { checkedInput, route } from '../../http/route';
import { reserve } from '../../shared/throttle';
import { createScriptWriter } from '../../integrations/ai/create-script-writer';
import type { ScriptWriter } from '../../integrations/ai/script-writer';
import { aiWriteChunks } from './ai-write';
import * as scripts from './service';

/** Spec §6: scripts are managed by the shop's merchant or its team administrator. */
const manager = (request: FastifyRequest) => request.requireRole('merchant', 'team_admin');

export default async function copywritingRoutes(app: FastifyInstance, opts: { config: AiConfig }) {
  const writer = createScriptWriter(opts.config);

  route(app, listScripts, async ({ query, request }) =>
    scripts.listScripts(app.db, await manager(request), query),
  );

  route(app, getScript, async ({ query, request }) => ({
    script: await scripts.getScript(app.db, await manager(request), query.id),
  }));

  route(app, createScript, async ({ body, request }) => ({
    script: await scripts.createScript(app.db, await manager(request), body),
  }));

  route(app, updateScript, async ({ body: { id, ...input }, request }) => ({
    script: await scripts.updateScript(app.db, await manager(request), id, input),
  }));

  route(app, deleteScript, async ({ body, request }) =>
    scripts.deleteScript(app.db, await manager(request), body.id),
  );

  // Streamed, so not through route(): the same input validation, then NDJSON envelopes.
  app.route({
    method: aiWrite.method,
    url: `${API_PREFIX}${aiWrite.path}`,
    schema: {
      summary: aiWrite.summary,
      tags: aiWrite.tags,
      auth: aiWrite.auth,
      body: aiWrite.body,
      // Streamed, never serialized: the schema documents each line's `data`.
      response: {
        200: {
          description:
            'NDJSON: one `{code, message, data}` line per chunk, `data` as below; a failure mid-way is a last line with its code',
          content: { 'application/x-ndjson': { schema: aiWrite.response } },
        },
      },
    },
    validatorCompiler: () => (data: unknown) => ({ value: data }),
    preValidation: checkedInput(aiWrite),
    handler: async (request, reply) => {
      const limits = [
        scripts.aiWritesOf(scripts.teamOf(await manager(request)), opts.config.AI_WRITES_PER_TEAM_PER_HOUR),
      ];
      await reserve(app.counters, limits);
      return streamScript(writer, request.body as AiBrief, request, reply);
    },
  });
}

async function streamScript(
  writer: ScriptWriter,
  brief: AiBrief,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const controller = callerGone(reply);
  const chunks: AsyncGenerator<AiWriteChunk> = aiWriteChunks(writer, brief, {
    language: request.language,
    signal: controller.signal,
    log: request.log,
  });
  return sendNdjson(request, reply, chunks, controller, 'ai writing stream failed');
}
