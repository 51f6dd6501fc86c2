import type { AiBrief } from '@vidmatrix/contract/copywriting';
import { LANGUAGES } from '@vidmatrix/contract/languages';
import { describe, expect, it } from 'vitest';
import { parseScriptJson } from './script-prompt';
import { splitDuration, TemplateScriptWriter, templateScript } from './template-writer';

const brief: AiBrief = {
  product: 'Matcha latte',
  audience: '',
  duration_seconds: 30,
  orientation: '9:16',
  type: 'shot',
};

async function written(
  b: AiBrief,
  language: (typeof LANGUAGES)[number],
  signal = new AbortController().signal,
) {
  let text = '';
  for await (const delta of new TemplateScriptWriter().write(b, { language, signal })) text += delta;
  return text;
}

describe('splitDuration', () => {
  it.each([
    [30, [1, 2, 3, 3, 3, 3]],
    [5, [1, 2, 2, 2]],
    [7, [1, 1, 1]],
    [600, [1, 2, 3, 3, 3, 3]],
  ])('%i seconds add up exactly', (total, weights) => {
    const parts = splitDuration(total, weights);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
    expect(parts).toHaveLength(weights.length);
  });

  it('follows the weights', () => {
    expect(splitDuration(30, [1, 2, 3, 3, 3, 3])).toEqual([2, 4, 6, 6, 6, 6]);
  });
});

describe('the template writer', () => {
  it.each(LANGUAGES)('writes a valid shot-by-shot script in %s', async (language) => {
    const script = parseScriptJson(await written(brief, language), brief);
    expect(script).not.toBeNull();
    expect(script!.title).toContain('Matcha latte');
    expect(script!.shots.map((s) => s.shot_size_id).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(script!.shots.reduce((sum, s) => sum + s.duration_seconds, 0)).toBe(30);
  });

  it.each(LANGUAGES)('writes a valid whole-piece script in %s', async (language) => {
    const whole: AiBrief = { ...brief, type: 'whole', audience: 'students' };
    const script = parseScriptJson(await written(whole, language), whole);
    expect(script!.shots).toEqual([]);
    expect(script!.content_lines.length).toBeGreaterThanOrEqual(4);
    expect(script!.content_lines.join(' ')).toContain('students');
  });

  it('writes each language in that language', () => {
    const titles = LANGUAGES.map((l) => templateScript(brief, l).title);
    expect(new Set(titles).size).toBe(LANGUAGES.length);
    expect(templateScript(brief, 'zh-CN').title).toBe('Matcha latte · 30 秒分镜脚本');
  });

  it('keeps a short video to four shots and is deterministic', async () => {
    const short = { ...brief, duration_seconds: 8 };
    expect((templateScript(short, 'en').shots as unknown[]).length).toBe(4);
    expect(await written(short, 'es')).toBe(await written(short, 'es'));
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await written(brief, 'en', controller.signal)).toBe('');
  });
});
