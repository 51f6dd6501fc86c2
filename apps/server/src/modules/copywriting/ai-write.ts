import type { AiBrief, AiWriteChunk } from '@vidmatrix/contract/copywriting';
import type { Language } from '@vidmatrix/contract/languages';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error';
import { parseScriptJson } from '../../integrations/ai/script-prompt';
import type { ScriptWriter } from '../../integrations/ai/script-writer';

/** A model that never stops would otherwise fill memory: no script is anywhere near this long. */
const MAX_OUTPUT_CHARS = 200_000;

const failed = (cause?: unknown) =>
  new AppError('aiGenerationFailed', { messageKey: 'copywriting.ai_failed', ...(cause ? { cause } : {}) });

export interface AiWriteOptions {
  language: Language;
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

/**
 * Runs a writer and turns its text deltas into the stream's chunks: `start` once the writer has
 * produced its first text (so a provider that fails at once can still be answered as an ordinary
 * error reply), `progress` per delta, then `result` with the parsed, validated script. Any
 * failure becomes 32004 "generation failed or empty"; the reason goes only to the log.
 */
export async function* aiWriteChunks(
  writer: ScriptWriter,
  brief: AiBrief,
  { language, signal, log }: AiWriteOptions,
): AsyncGenerator<AiWriteChunk> {
  let text = '';
  let started = false;
  try {
    for await (const delta of writer.write(brief, { language, signal })) {
      if (!delta) continue;
      if (!started) {
        started = true;
        yield { type: 'start', ai_source: writer.source };
      }
      text += delta;
      if (text.length > MAX_OUTPUT_CHARS) throw new Error(`output over ${MAX_OUTPUT_CHARS} characters`);
      yield { type: 'progress', text: delta };
    }
  } catch (cause) {
    log.warn({ reason: (cause as Error).message, source: writer.source }, 'ai writing failed');
    throw failed(cause);
  }
  const script = parseScriptJson(text, brief);
  if (!script) {
    log.warn({ source: writer.source, chars: text.length }, 'ai writing returned no valid script');
    throw failed();
  }
  yield { type: 'result', ai_source: writer.source, script };
}
