import { describe, expect, it } from 'vitest';
import { countWords, scriptWordCount } from './word-count';

describe('countWords', () => {
  it.each([
    ['', 0],
    ['桂花拿铁', 4],
    ['秋天的第一杯，桂花拿铁！', 10],
    ['Fresh noodles every day', 4],
    ["it's a well-made latte", 4],
    ['拿铁Latte只要32元', 7],
    ['Kopi susu enak sekali', 4],
    ['繁體中文 café', 5],
    ['— ！？…', 0],
  ])('%j counts %i', (text, n) => {
    expect(countWords(text)).toBe(n);
  });
});

describe('scriptWordCount', () => {
  it('counts lines, the visible text of the content, its lines and every shot line', () => {
    const n = scriptWordCount({
      lines: '好面',
      content: '<p>来吃 <b>面</b>&nbsp;ok</p>',
      content_lines: ['快来'],
      shots: [
        {
          shot_size_id: 2,
          shot_scale: 'far',
          duration_seconds: 3,
          picture: '门头不算',
          lines: '到了',
          notes: '不算',
        },
      ],
    });
    // 好面 2 + 来吃面 3 + ok 1 + 快来 2 + 到了 2 — the tags, the entity, pictures and notes count nothing.
    expect(n).toBe(10);
  });
});
