import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_DIR } from '../integrations/storage/keys';
import { frameHashes } from '../integrations/video/frame-hash';
import { compareVariants, SIMILAR_BELOW } from '../integrations/video/near-duplicate';
import { probeVideo } from '../integrations/video/probe';
import { DEMO_FRAME_HASHES_FILE, LIBRARY_CLIPS } from './seed-upload';

async function hashesOf(path: string) {
  const { durationSeconds } = await probeVideo('ffprobe', path);
  return frameHashes('ffmpeg', path, durationSeconds);
}

describe('demo library', () => {
  // The seed stores the demo library's hashes (it runs without ffmpeg). After changing those
  // clips, refresh the file with UPDATE_DEMO_FRAME_HASHES=1 and this test.
  it('the stored frame hashes of the demo library are those of its clips', async () => {
    const fresh = Object.fromEntries(
      await Promise.all(LIBRARY_CLIPS.map(async (f) => [f, await hashesOf(join(DEMO_DIR, f))] as const)),
    );
    if (process.env.UPDATE_DEMO_FRAME_HASHES) {
      writeFileSync(DEMO_FRAME_HASHES_FILE, `${JSON.stringify(fresh, null, 2)}\n`);
    }
    const stored = JSON.parse(readFileSync(DEMO_FRAME_HASHES_FILE, 'utf8')) as Record<string, string[]>;
    for (const file of LIBRARY_CLIPS) {
      // Another ffmpeg build may decode a pixel differently: "the same clip", not bit-equal.
      expect(compareVariants(stored[file]!, fresh[file]!).distance, file).toBeLessThan(SIMILAR_BELOW / 5);
    }
  });
});
