import type { CopyChunk, CopyRequest } from '@vidmatrix/contract/touch-card-public';
import type { CopyKind, TouchCardWordCount } from '@vidmatrix/contract/touch-card-rules';
import { TOUCH_CARD_EVENTS, TOUCH_CARD_PUBLIC_PATHS } from '@vidmatrix/contract/touch-card-rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { trackLater } from '../../shared/analytics/track-later';
import { requestStream } from '../../shared/api/request-stream';
import { applyCopyChunk, finishStream, IDLE_WRITER, type WriterState } from './copy-writer';

// Here, not in api.ts: the streaming client stays out of the store and Add-WeChat pages.
const streamCopy = (input: CopyRequest, onChunk: (chunk: CopyChunk) => void, signal: AbortSignal) =>
  requestStream<CopyChunk>({ url: TOUCH_CARD_PUBLIC_PATHS.copy, data: input, onChunk, signal });

/**
 * One copy written at a time, streamed as it is written; "change" is another start. Leaving the
 * page or starting again stops the one under way (on the server too: the stream is aborted).
 */
export function useCopyWriter(code: string) {
  const [state, setState] = useState<WriterState>(IDLE_WRITER);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    (kind: CopyKind, length: TouchCardWordCount) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState({ ...IDLE_WRITER, status: 'writing' });
      const onChunk = (chunk: CopyChunk) => {
        if (chunk.type === 'result') trackLater(TOUCH_CARD_EVENTS.copyGenerated, { code, copy_kind: kind });
        setState((s) => applyCopyChunk(s, chunk));
      };
      streamCopy({ code, kind, length }, onChunk, controller.signal).then(
        () => !controller.signal.aborted && setState(finishStream),
        // Every failure shows the same "generation failed or empty" with a retry (spec §8).
        () => !controller.signal.aborted && setState(finishStream),
      );
    },
    [code],
  );

  return { ...state, start };
}
