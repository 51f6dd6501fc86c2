import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import {
  emptyScript,
  mergeSource,
  serverFieldErrors,
  shotsSeconds,
  toFormValues,
  toScriptInput,
} from './form-values';
import { applyChunk, IDLE, type AiWriteState } from './use-ai-write';

describe('editor values', () => {
  it('edits multi-line content as one text, a line each, and back without blank lines', () => {
    const values = { ...emptyScript(), title: 't', content_lines_text: ' one \n\n two\n' };
    const input = toScriptInput(values);
    expect(input.content_lines).toEqual(['one', 'two']);
    expect(toFormValues(input).content_lines_text).toBe('one\ntwo');
    expect(input).not.toHaveProperty('content_lines_text');
  });

  it('turns cleared number fields into zero', () => {
    const values = { ...emptyScript(), expected_duration_seconds: null as unknown as number };
    values.shots = [{ ...values.shots[0]!, duration_seconds: null as unknown as number }];
    const input = toScriptInput(values);
    expect(input.expected_duration_seconds).toBe(0);
    expect(input.shots[0]!.duration_seconds).toBe(0);
    expect(shotsSeconds([{ duration_seconds: 2.5 }, { duration_seconds: 3 }])).toBe(5.5);
  });

  it('keeps the strongest AI label', () => {
    expect(mergeSource(null, 'template')).toBe('template');
    expect(mergeSource('template', 'openai')).toBe('openai');
    expect(mergeSource('openai', 'template')).toBe('openai');
  });

  it('puts the server field errors on their cells', () => {
    const error = new ApiError(40000, 'invalid', {
      fields: [
        { path: 'shots.2.picture', message: 'too long' },
        { path: 'content_lines.4', message: 'too long' },
        { path: 'title', message: 'Enter a title' },
        { path: 'title', message: 'second message is dropped' },
      ],
    });
    expect(serverFieldErrors(error)).toEqual([
      { name: ['shots', 2, 'picture'], errors: ['too long'] },
      { name: ['content_lines_text'], errors: ['too long'] },
      { name: ['title'], errors: ['Enter a title'] },
    ]);
    expect(serverFieldErrors(new ApiError(32004, 'failed', null))).toEqual([]);
  });
});

describe('applyChunk', () => {
  it('collects the streamed text, then the script', () => {
    let state: AiWriteState = { ...IDLE, status: 'writing' };
    state = applyChunk(state, { type: 'start', ai_source: 'openai' });
    state = applyChunk(state, { type: 'progress', text: '{"a"' });
    state = applyChunk(state, { type: 'progress', text: ':1}' });
    expect(state).toMatchObject({ status: 'writing', source: 'openai', text: '{"a":1}', script: null });
    const script = toScriptInput({ ...emptyScript(), title: 't' });
    expect(applyChunk(state, { type: 'result', ai_source: 'openai', script })).toMatchObject({
      status: 'done',
      script,
    });
  });
});
