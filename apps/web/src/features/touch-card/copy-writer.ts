import type { CopyChunk, WrittenCopyReply } from '@vidmatrix/contract/touch-card-public';

export interface WriterState {
  status: 'idle' | 'writing' | 'done' | 'failed';
  /** The body as it is being written (progress chunks), shown while writing. */
  text: string;
  copy: WrittenCopyReply | null;
}

export const IDLE_WRITER: WriterState = { status: 'idle', text: '', copy: null };

/** One streamed chunk applied: the pure part of useCopyWriter. */
export function applyCopyChunk(state: WriterState, chunk: CopyChunk): WriterState {
  switch (chunk.type) {
    case 'start':
      return { ...state, status: 'writing' };
    case 'progress':
      return { ...state, text: state.text + chunk.text };
    case 'result':
      // An empty copy is a failure ("generation failed or empty"), not a finished note.
      return chunk.copy.body.trim()
        ? { status: 'done', text: '', copy: chunk.copy }
        : { status: 'failed', text: '', copy: null };
  }
}

/**
 * The end of a stream: one that stopped without a result (the provider failed mid-way, the
 * connection dropped) is a failure, and its partial text is dropped — never half a note that
 * looks finished (issue 14).
 */
export const finishStream = (state: WriterState): WriterState =>
  state.status === 'done' ? state : { status: 'failed', text: '', copy: null };

/** The text a "copy all" puts on the clipboard: title, body and the topics as `#topic`. */
export function copyAllText(copy: Pick<WrittenCopyReply, 'title' | 'body' | 'topics'>): string {
  const topics = copy.topics.map((topic) => `#${topic}`).join(' ');
  return [copy.title, copy.body, topics].filter(Boolean).join('\n\n');
}

/** The body with its topics, as a Xiaohongshu note's content. */
export function noteContent(copy: Pick<WrittenCopyReply, 'body' | 'topics'>): string {
  return copyAllText({ title: '', body: copy.body, topics: copy.topics });
}
