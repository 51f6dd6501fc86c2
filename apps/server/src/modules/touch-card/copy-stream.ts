import type { Language } from '@vidmatrix/contract/languages';
import type { CopyChunk } from '@vidmatrix/contract/touch-card-public';
import { copyFormatProblems, copyLength } from '@vidmatrix/contract/touch-card-rules';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error';
import type { CopyBrief, CopyWriter } from '../../integrations/ai/copy-writer';
import { displayFilter, fitCopy, parseCopy } from './copy-format';

const generationFailed = (cause?: unknown) =>
  new AppError('aiGenerationFailed', {
    messageKey: 'touch_card.generation_failed',
    ...(cause ? { cause } : {}),
  });

export interface CopyStreamOptions {
  language: Language;
  signal: AbortSignal;
  log: FastifyBaseLogger;
  seed: string;
  aiLabel: boolean;
}

/**
 * A writer's deltas → the copy stream: `start` at the first text, `progress` with the text as
 * the page shows it, then one `result` cut to the chosen length. Any failure, also mid-way, is
 * 32004 "generation failed or empty": the page drops what it showed, never keeps half a note.
 */
export async function* copyChunks(
  writer: CopyWriter,
  brief: CopyBrief,
  o: CopyStreamOptions,
): AsyncGenerator<CopyChunk> {
  // A model that runs on is stopped well past the length: the result is cut to it anyway.
  const maxChars = brief.length * 3 + 300;
  const display = displayFilter();
  let text = '';
  let started = false;
  try {
    for await (const delta of writer.write(brief, { language: o.language, signal: o.signal, seed: o.seed })) {
      if (!delta) continue;
      if (!started) {
        started = true;
        yield { type: 'start', ai_source: writer.source };
      }
      text += delta;
      const shown = display.push(delta);
      if (shown) yield { type: 'progress', text: shown };
      if (text.length > maxChars) break;
    }
  } catch (cause) {
    o.log.warn(
      { reason: (cause as Error).message, source: writer.source },
      'touch card: copy writing failed',
    );
    throw generationFailed(cause);
  }
  const rest = display.flush();
  if (rest) yield { type: 'progress', text: rest };
  const copy = fitCopy(parseCopy(text, brief.kind), brief.length);
  if (!copy || (brief.kind === 'xhs' && !copy.title)) {
    o.log.warn({ source: writer.source, chars: text.length }, 'touch card: copy empty after fitting');
    throw generationFailed();
  }
  yield {
    type: 'result',
    ai_source: writer.source,
    copy: {
      ...copy,
      length: copyLength(copy),
      ai_label: o.aiLabel,
      format_problems: copyFormatProblems(copy),
    },
  };
}
