import { describe, expect, it } from 'vitest';
import { fileNameOf, progressRatio, readAll } from './export-download';

describe('activity export download', () => {
  it('reads the file name the server gave, else the fallback', () => {
    expect(fileNameOf('attachment; filename="activity-1001.zip"', 'x.zip')).toBe('activity-1001.zip');
    expect(fileNameOf(null, 'x.zip')).toBe('x.zip');
  });

  it('reports the bytes received after every chunk', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(3));
        controller.enqueue(new Uint8Array(5));
        controller.close();
      },
    });
    const seen: number[] = [];
    const chunks = await readAll(body, (n) => seen.push(n));
    expect(seen).toEqual([3, 8]);
    expect(chunks).toHaveLength(2);
  });

  it('turns bytes into a share of the announced total', () => {
    expect(progressRatio({ received: 50, total: 200, files: 1 })).toBe(0.25);
    expect(progressRatio({ received: 300, total: 200, files: 1 })).toBe(1);
    expect(progressRatio({ received: 50, total: 0, files: 1 })).toBe(0);
  });
});
