import { describe, expect, it } from 'vitest';
import { draftOfScript, EMPTY_DRAFT, scriptDraft } from './script-draft';

const doc = {
  title: '桂花拿铁｜30 秒种草',
  lines: '桂花拿铁，来过就会再来。',
  content: '',
  content_lines: [],
  shots: [
    {
      shot_size_id: 5,
      shot_scale: 'close_up',
      duration_seconds: 12,
      picture: '桂花拿铁特写',
      lines: '停！先别划走 “引号” \\ 斜杠',
      notes: '开场',
    },
    { shot_size_id: '2', shot_scale: 'far', duration_seconds: 18, picture: '门头', lines: '冲！', notes: '' },
  ],
};

describe('scriptDraft', () => {
  const text = 'Sure:\n```json\n' + JSON.stringify(doc, null, 2) + '\n```';

  it('reads every prefix of a streamed answer into a growing draft', () => {
    let shots = 0;
    for (let end = 0; end <= text.length; end += 1) {
      const draft = scriptDraft(text.slice(0, end));
      expect(draft.shots.length).toBeGreaterThanOrEqual(shots);
      shots = draft.shots.length;
      expect(doc.title.startsWith(draft.title)).toBe(true);
      // Half a number or half a scale never shows: `1` of `12`, `clo` of `close_up`.
      for (const shot of draft.shots) {
        expect([null, 12, 18]).toContain(shot.duration);
        expect([null, 'close_up', 'far']).toContain(shot.scale);
      }
    }
  });

  it('ends with the whole script, ids sent as strings included', () => {
    expect(scriptDraft(text)).toEqual({
      title: doc.title,
      lines: doc.lines,
      contentLines: [],
      shots: [
        {
          size: 5,
          scale: 'close_up',
          duration: 12,
          picture: '桂花拿铁特写',
          lines: '停！先别划走 “引号” \\ 斜杠',
          notes: '开场',
        },
        { size: 2, scale: 'far', duration: 18, picture: '门头', lines: '冲！', notes: '' },
      ],
    });
  });

  it('shows a whole-piece text by its lines, or its paragraphs until the lines arrive', () => {
    expect(scriptDraft('{"title": "t", "content": "one\\n\\ntwo", "content_lines": [').contentLines).toEqual([
      'one',
      'two',
    ]);
    expect(scriptDraft('{"content": "x", "content_lines": ["a", "b').contentLines).toEqual(['a', 'b']);
  });

  it('is empty before the document starts or when it cannot be read', () => {
    expect(scriptDraft('Here is')).toEqual(EMPTY_DRAFT);
    expect(scriptDraft('{"title": ]')).toEqual(EMPTY_DRAFT);
  });
});

describe('draftOfScript', () => {
  it('shows the validated script in the same shape', () => {
    const draft = draftOfScript({
      title: 't',
      type: 'whole',
      orientation: '9:16',
      expected_duration_seconds: 10,
      lines: 'l',
      reference_video: '',
      basic_info: '',
      other_info: '',
      scene_requirements: '',
      content_points: '',
      content: '<p>a</p>',
      content_lines: ['a'],
      shots: [],
    });
    expect(draft).toEqual({ title: 't', lines: 'l', shots: [], contentLines: ['a'] });
  });
});
