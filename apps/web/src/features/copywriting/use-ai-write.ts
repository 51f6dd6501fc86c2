import type { AiBrief, AiSource, AiWriteChunk } from '@vidmatrix/contract/copywriting';
import type { ScriptInput } from '@vidmatrix/contract/script-model';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, NetworkError } from '../../shared/api/api-error';
import { streamAiWrite } from './api';

export interface AiWriteState {
  status: 'idle' | 'writing' | 'done' | 'failed' | 'cancelled';
  /** Everything streamed so far, as the writer produced it. */
  text: string;
  source: AiSource | null;
  script: ScriptInput | null;
  /** The server's message (already translated), or null to show the generic one. */
  error: string | null;
}

export const IDLE: AiWriteState = { status: 'idle', text: '', source: null, script: null, error: null };

/** One streamed chunk applied to the state: the pure part of the hook. */
export function applyChunk(state: AiWriteState, chunk: AiWriteChunk): AiWriteState {
  switch (chunk.type) {
    case 'start':
      return { ...state, source: chunk.ai_source };
    case 'progress':
      return { ...state, text: state.text + chunk.text };
    case 'result':
      return { ...state, status: 'done', source: chunk.ai_source, script: chunk.script };
  }
}

/** Runs one AI writing at a time; cancelling (or leaving the page) stops it on the server too. */
export function useAiWrite() {
  const [state, setState] = useState<AiWriteState>(IDLE);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback((brief: AiBrief) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ ...IDLE, status: 'writing' });
    streamAiWrite(brief, (chunk) => setState((s) => applyChunk(s, chunk)), controller.signal).then(
      // A stream that ended without a result is a failure like any other.
      () => setState((s) => (s.status === 'writing' ? { ...s, status: 'failed' } : s)),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof ApiError || error instanceof NetworkError ? error.message : null;
        setState((s) => ({ ...s, status: 'failed', error: message }));
      },
    );
  }, []);

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState((s) => (s.status === 'writing' ? { ...s, status: 'cancelled' } : s));
  }, []);

  const reset = useCallback(() => setState(IDLE), []);

  return { ...state, start, cancel, reset };
}
