import type { AiBrief, AiSource } from '@vidmatrix/contract/copywriting';
import type { Language } from '@vidmatrix/contract/languages';

export interface WriteOptions {
  /** The caller's language: the script is written in it. */
  language: Language;
  /** Aborted when the caller goes away or the time-out passes: stop generating (and paying). */
  signal: AbortSignal;
}

/**
 * Writes a script from a brief as a stream of text deltas which, joined, form one JSON document
 * in the schema of script-prompt.ts. Both writers speak it, so the service and the UI have one
 * path whether a model or the built-in template answers.
 */
export interface ScriptWriter {
  readonly source: AiSource;
  write(brief: AiBrief, options: WriteOptions): AsyncIterable<string>;
}

/** Why generation failed, for the log; the caller only ever hears "generation failed or empty". */
export class AiWriterError extends Error {
  constructor(
    readonly reason: 'timeout' | 'aborted' | 'upstream' | 'network' | 'invalid' | 'empty',
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(`${reason}: ${detail}`, options);
    this.name = 'AiWriterError';
  }
}
