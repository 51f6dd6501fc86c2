import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

const line = (envelope: unknown) => `${JSON.stringify(envelope)}\n`;

/** An AbortController aborted when the caller leaves (closed tab, cancel button). */
export function callerGone(reply: FastifyReply): AbortController {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller;
}

/**
 * Sends a generator's chunks as NDJSON envelopes (`{code: 0, message, data}` per line). Nothing
 * is committed until the first chunk: a generator that fails at once gets an ordinary JSON error
 * reply with its HTTP status (through the errors plugin); a failure after that is a last line
 * with its code and translated message.
 */
export async function sendNdjson<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  chunks: AsyncGenerator<T>,
  controller: AbortController,
  logMessage: string,
) {
  const first = await chunks.next();
  async function* body(): AsyncGenerator<string> {
    if (!first.done) yield line({ code: 0, message: 'ok', data: first.value });
    try {
      for await (const data of chunks) yield line({ code: 0, message: 'ok', data });
    } catch (error) {
      if (controller.signal.aborted) return;
      const failure = error instanceof AppError ? error : new AppError('internal', { cause: error });
      if (!(error instanceof AppError)) request.log.error({ err: error }, logMessage);
      yield line({ code: failure.code, message: request.t(failure.messageKey, failure.params), data: null });
    }
  }
  return (
    reply
      .type('application/x-ndjson; charset=utf-8')
      .header('cache-control', 'no-cache')
      // nginx buffers proxied replies by default, which would hold every chunk until the end.
      .header('x-accel-buffering', 'no')
      .send(Readable.from(body()))
  );
}
