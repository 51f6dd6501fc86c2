import { describe, expect, it } from 'vitest';
import { captionsCsv, csvField, entryName, safeFileName, zipSize } from './rules';

describe('hand-off export rules', () => {
  it('makes titles safe file names', () => {
    expect(safeFileName('探店 / 上海: "咖啡"?')).toBe('探店 _ 上海_ _咖啡_');
    expect(safeFileName('  ..hidden')).toBe('hidden');
    expect(safeFileName('\u0000\u0001')).toBe('_');
    expect(safeFileName('   ')).toBe('video');
    expect([...safeFileName('长'.repeat(100))]).toHaveLength(60);
  });

  it('numbers entries in pool order with the source extension', () => {
    expect(entryName(1, 30, 'Latte art', 'demo/clip-01.mp4')).toBe('videos/001-Latte art.mp4');
    expect(entryName(12, 1200, 'a', 'lib/x.MOV')).toBe('videos/0012-a.mov');
    expect(entryName(2, 2, 'b', 'lib/no-extension')).toBe('videos/002-b.mp4');
  });

  it('quotes CSV fields and defuses formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"\nnext')).toBe('"say ""hi""\nnext"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-1')).toBe("'-1");
    expect(csvField(-1)).toBe('-1');
  });

  it('writes a BOM, the header and one row per video', () => {
    const csv = captionsCsv(
      [
        {
          id: 1,
          title: 'Latte',
          fileKey: 'demo/a.mp4',
          sizeBytes: 10,
          durationSeconds: 12.34,
          name: 'videos/001-Latte.mp4',
          caption: 'Latte｜Demo café #探店',
        },
      ],
      ['探店'],
    );
    expect(csv).toBe(
      '\uFEFFfile,title,caption,hashtags,duration_s\r\nvideos/001-Latte.mp4,Latte,Latte｜Demo café #探店,#探店,12.3\r\n',
    );
  });

  it('sizes a stored ZIP', () => {
    expect(zipSize([])).toBe(22);
    expect(zipSize([{ name: 'a.csv', size: 100, streamed: false }])).toBe(30 + 46 + 10 + 100 + 22);
    expect(zipSize([{ name: '视频.mp4', size: 5, streamed: true }])).toBe(30 + 46 + 2 * 10 + 5 + 16 + 22);
  });
});
