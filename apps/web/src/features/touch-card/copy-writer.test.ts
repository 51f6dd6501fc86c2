import { describe, expect, it } from 'vitest';
import type { WrittenCopyReply } from '@vidmatrix/contract/touch-card-public';
import { applyCopyChunk, copyAllText, finishStream, IDLE_WRITER, noteContent } from './copy-writer';

const copy: WrittenCopyReply = {
  kind: 'xhs',
  title: 'Demo café',
  body: 'Great coffee.',
  topics: ['coffee', 'shanghai'],
  length: 30,
  ai_label: true,
  format_problems: [],
};

describe('the copy writer state', () => {
  it('streams the text, then shows the result alone', () => {
    let state = applyCopyChunk(IDLE_WRITER, { type: 'start', ai_source: 'template' });
    state = applyCopyChunk(state, { type: 'progress', text: 'Great ' });
    state = applyCopyChunk(state, { type: 'progress', text: 'coffee.' });
    expect(state).toEqual({ status: 'writing', text: 'Great coffee.', copy: null });
    state = applyCopyChunk(state, { type: 'result', ai_source: 'template', copy });
    expect(finishStream(state)).toEqual({ status: 'done', text: '', copy });
  });

  it('drops half a note when the stream ends without a result, and treats an empty copy as a failure', () => {
    const half = applyCopyChunk({ ...IDLE_WRITER, status: 'writing' }, { type: 'progress', text: 'Great' });
    expect(finishStream(half)).toEqual({ status: 'failed', text: '', copy: null });
    const empty = applyCopyChunk(half, {
      type: 'result',
      ai_source: 'template',
      copy: { ...copy, body: ' ' },
    });
    expect(empty.status).toBe('failed');
  });

  it('puts title, body and #topics on the clipboard', () => {
    expect(copyAllText(copy)).toBe('Demo café\n\nGreat coffee.\n\n#coffee #shanghai');
    expect(noteContent(copy)).toBe('Great coffee.\n\n#coffee #shanghai');
  });
});
