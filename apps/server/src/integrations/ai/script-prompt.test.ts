import type { AiBrief } from '@vidmatrix/contract/copywriting';
import { describe, expect, it } from 'vitest';
import { extractJsonObject, paragraphsToHtml, parseScriptJson, scriptPrompt } from './script-prompt';

const shotBrief: AiBrief = {
  product: '面',
  selling_points: '',
  audience: '',
  tone: 'friendly',
  duration_seconds: 20,
  orientation: '9:16',
  type: 'shot',
};
const wholeBrief: AiBrief = { ...shotBrief, type: 'whole', orientation: '16:9' };
const shot = {
  shot_size_id: 4,
  shot_scale: 'medium',
  duration_seconds: 5,
  picture: '拉面',
  lines: '好吃',
  notes: '',
};

describe('extractJsonObject', () => {
  it('takes the object out of a code fence or a sentence', () => {
    expect(extractJsonObject('```json\n{"a": 1}\n```')).toEqual({ a: 1 });
    expect(extractJsonObject('Here you go: {"a": {"b": 2}} Enjoy!')).toEqual({ a: { b: 2 } });
  });

  it.each(['', 'no json here', '{"a": ', '[1, 2]', '{"a": 1} and {"b": 2}'])(
    'finds nothing in %j',
    (text) => {
      expect(extractJsonObject(text)).toBeNull();
    },
  );
});

describe('parseScriptJson', () => {
  it('takes type, orientation and duration from the brief and trims over-long texts', () => {
    const text = JSON.stringify({ title: 'x'.repeat(150), lines: 'l', type: 'whole', shots: [shot] });
    const script = parseScriptJson(text, shotBrief);
    expect(script).toMatchObject({
      type: 'shot',
      orientation: '9:16',
      expected_duration_seconds: 20,
      lines: 'l',
    });
    expect(script!.title).toHaveLength(100);
    expect(script!.shots).toEqual([shot]);
    expect(script!.basic_info).toBe('');
  });

  it('accepts numbers sent as strings but not unknown shot sizes or scales', () => {
    const asStrings = { ...shot, shot_size_id: '5', duration_seconds: '4.5' };
    expect(
      parseScriptJson(JSON.stringify({ title: 't', shots: [asStrings] }), shotBrief)!.shots[0],
    ).toMatchObject({
      shot_size_id: 5,
      duration_seconds: 4.5,
    });
    expect(
      parseScriptJson(JSON.stringify({ title: 't', shots: [{ ...shot, shot_size_id: 7 }] }), shotBrief),
    ).toBeNull();
    expect(
      parseScriptJson(JSON.stringify({ title: 't', shots: [{ ...shot, shot_scale: 'wide' }] }), shotBrief),
    ).toBeNull();
  });

  it('is null when the script would be empty or untitled', () => {
    expect(parseScriptJson(JSON.stringify({ title: 't', shots: [] }), shotBrief)).toBeNull();
    expect(parseScriptJson(JSON.stringify({ title: 't', content: ' ' }), wholeBrief)).toBeNull();
    expect(parseScriptJson(JSON.stringify({ title: '', shots: [shot] }), shotBrief)).toBeNull();
  });

  it('makes escaped paragraphs of a whole-piece text and lines from them when none are given', () => {
    const script = parseScriptJson(
      JSON.stringify({ title: 't', content: '第一段 <script>\n\n第二段' }),
      wholeBrief,
    );
    expect(script!.content).toBe('<p>第一段 &lt;script&gt;</p><p>第二段</p>');
    expect(script!.content_lines).toEqual(['第一段 <script>', '第二段']);
    expect(script!.shots).toEqual([]);
  });

  it('keeps only the parts of the requested type', () => {
    const both = JSON.stringify({ title: 't', content: 'text', content_lines: ['a'], shots: [shot] });
    expect(parseScriptJson(both, shotBrief)).toMatchObject({ content: '', content_lines: [] });
    expect(parseScriptJson(both, wholeBrief)).toMatchObject({
      content: '<p>text</p>',
      content_lines: ['a'],
      shots: [],
    });
  });
});

describe('scriptPrompt', () => {
  it('names the language and asks for the requested kind of script', () => {
    const [system, user] = scriptPrompt({ ...wholeBrief, audience: 'students' }, 'id');
    expect(system!.content).toContain('Indonesian');
    expect(system!.content).toContain('"shot_size_id"');
    expect(user!.content).toContain('whole-piece');
    expect(user!.content).toContain('students');
    expect(user!.content).toContain('horizontal 16:9');
  });
});

describe('paragraphsToHtml', () => {
  it('keeps single line breaks inside a paragraph', () => {
    expect(paragraphsToHtml('a & b\nc')).toBe('<p>a &amp; b<br>c</p>');
  });
});
