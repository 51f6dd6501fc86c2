import { describe, expect, it } from 'vitest';
import { captionLayout, concatList, wrapCaption } from './mix-render';

describe('mix render helpers', () => {
  it('wraps captions within the frame: Latin at spaces, Chinese between characters', () => {
    const { maxEm } = captionLayout({ width: 720, height: 1280 });
    expect(maxEm).toBe(13);
    for (const line of wrapCaption('The best latte in town, come and try it today', maxEm)) {
      expect(line.length * 0.56).toBeLessThanOrEqual(maxEm);
    }
    expect(wrapCaption('The best latte', 13)).toEqual(['The best latte']);
    const zh = wrapCaption('周末甜点买一送一，靠窗座位等你来', 8);
    expect(zh).toEqual(['周末甜点买一送一', '，靠窗座位等你来']);
    // A word longer than the line is cut rather than left to run off the frame.
    expect(wrapCaption('Supercalifragilistic', 5).every((l) => l.length * 0.56 <= 5)).toBe(true);
  });

  it('lists pieces for the concat demuxer with quoted paths and keyframe in/out points', () => {
    expect(
      concatList([
        { path: '/tmp/a.ts', from: 0, to: 2 },
        { path: "/tmp/it's.ts", from: 2, to: 4 },
      ]),
    ).toBe("file '/tmp/a.ts'\noutpoint 2.000\nfile '/tmp/it'\\''s.ts'\ninpoint 2.000\noutpoint 4.000\n");
  });
});
