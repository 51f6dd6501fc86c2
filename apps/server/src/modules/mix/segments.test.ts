import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Fake, type S3Fake } from '../../integrations/storage/fakes/s3-fake';
import { localCopies } from '../../integrations/storage/local-copies';
import { createS3Storage } from '../../integrations/storage/s3-storage';
import { CLIPS } from '../../integrations/video/test-clips';
import type { ClipRow } from './repo';
import { ensureOpening, ensureSegment, type SegmentContext } from './segments';

const BUCKET = 'segments-test';
const SIZE = { width: 360, height: 640 };
let fake: S3Fake;
let root: string;

beforeAll(async () => {
  fake = await startS3Fake({ bucket: BUCKET, accessKeyId: 'AKSEG' });
  root = await mkdtemp(join(tmpdir(), 'segments-test-'));
});
afterAll(async () => {
  await fake.close();
  await rm(root, { recursive: true, force: true });
});

/** A worker process's context: S3 storage and its own local copies. */
function worker(name: string): SegmentContext {
  const storage = createS3Storage({
    endpoint: fake.endpoint,
    region: 'us-east-1',
    bucket: BUCKET,
    accessKeyId: 'AKSEG',
    secretAccessKey: 'secret',
    forcePathStyle: true,
  });
  return {
    storage,
    copies: localCopies(storage, { dir: join(root, `${name}-cache`), maxBytes: 64 * 2 ** 20 }),
    ffmpegPath: 'ffmpeg',
    ffprobePath: 'ffprobe',
  };
}

const clip = (id: number) =>
  ({ id, teamId: 7, fileKey: `library/7/clip-${id}.mp4`, durationSeconds: 2 }) as ClipRow;
const requests = (part: string) => fake.requests.filter((r) => r.key.includes(part)).map((r) => r.method);

describe('the segment cache on S3 (decision 030)', { timeout: 60_000 }, () => {
  it('a render’s variants download each segment and opening once per worker, not once per variant', async () => {
    const maker = worker('maker');
    await maker.storage.put('library/7/clip-1.mp4', CLIPS.suitable(root), 'video/mp4');
    // The preparing worker normalises the shot and stores it: it keeps its own copy.
    const work = await mkdtemp(join(root, 'work-'));
    await (await ensureSegment(maker, clip(1), SIZE, work)).cleanup();
    expect(requests('-360x640-v1.ts')).toEqual(['GET', 'PUT']); // the look that found none, the store
    fake.requests.length = 0;

    const other = worker('other');
    for (const o of [maker, other]) {
      for (let variant = 0; variant < 4; variant++) {
        const dir = await mkdtemp(join(root, 'variant-'));
        const segment = await ensureSegment(o, clip(1), SIZE, dir);
        const opening = await ensureOpening(
          o,
          clip(1),
          segment.path,
          { caption: 'Open late', seconds: 1, size: SIZE },
          dir,
        );
        await segment.cleanup();
        await opening.cleanup();
        await rm(dir, { recursive: true });
      }
    }
    // The maker downloaded nothing; the other worker each piece once; the opening was made once.
    expect(requests('1-360x640-v1.ts')).toEqual(['GET']);
    expect(requests('-open-')).toEqual(['GET', 'PUT', 'GET']);
  });
});
