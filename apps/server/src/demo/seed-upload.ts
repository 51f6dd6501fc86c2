import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { DEMO_DIR } from '../integrations/storage/keys';
import { variantChecks } from '../integrations/video/variant-checks';
import { probeColumns } from '../modules/upload/service';
import type { Db } from '../db/client';
import { libraryVideos } from '../modules/upload/schema';
import { DEMO, demoClips, type DemoClip } from './seed-distribution';

/** The shipped clips that start the demo café's library: clip-31 … clip-33. */
export const LIBRARY_CLIPS = ['clip-31.mp4', 'clip-32.mp4', 'clip-33.mp4'];

/**
 * Their frame hashes, measured once with ffmpeg (the seed runs without it) and kept next to
 * the clips; the near-duplicate test checks them against fresh hashes of the same files.
 */
export const DEMO_FRAME_HASHES_FILE = `${DEMO_DIR}frame-hashes.json`;

/**
 * Below the table's identity start (2,000,001), so uploads never collide with them; readable:
 * team × 1000 + n.
 */
export const DEMO_LIBRARY_IDS = LIBRARY_CLIPS.map((_, i) => DEMO.teamId * 1000 + i + 1);

/**
 * A shipped clip as a library video row of the demo café (format per scripts/demo-clips.mjs:
 * 360×640 H.264 + AAC in MP4, as ffprobe reports; duration and size from clips.json).
 */
export function demoLibraryRow(file: string, id: number, clips: DemoClip[], frameHashes: string[] = []) {
  const clip = clips.find((c) => c.file === file);
  if (!clip) throw new Error(`seed: ${file} is not in the demo clips.json`);
  const probe = {
    container: 'mp4',
    videoCodec: 'h264',
    audioCodec: 'aac',
    width: 360,
    height: 640,
    durationSeconds: clip.duration,
    sizeBytes: clip.size,
  };
  return {
    id,
    teamId: DEMO.teamId,
    md5: createHash('md5')
      .update(readFileSync(`${DEMO_DIR}${clip.file}`))
      .digest('hex'),
    title: clip.title,
    fileKey: `demo/${clip.file}`,
    coverKey: `demo/${clip.cover}`,
    ...probeColumns(probe),
    checks: variantChecks(probe),
    frameHashes,
  };
}

/**
 * Seed step: three shipped demo clips as library videos of the demo café, so /console/library
 * is not empty on a fresh start. Their keys stay `demo/<file>` (storage never deletes those, so
 * deleting one of these rows leaves the shipped files alone). The MD5 is the file's own, so
 * uploading the same clip is "added instantly". Format per scripts/demo-clips.mjs (360×640
 * H.264 + AAC in MP4, as ffprobe reports), duration and size from clips.json, frame hashes
 * from frame-hashes.json, so the near-duplicate check covers them too. Idempotent: fixed ids, and (team, MD5) is unique.
 */
export async function seedUploadDemo(tx: Db): Promise<void> {
  const clips = demoClips();
  const hashes = JSON.parse(readFileSync(DEMO_FRAME_HASHES_FILE, 'utf8')) as Record<string, string[]>;
  const rows = LIBRARY_CLIPS.map((file, i) => {
    const frameHashes = hashes[file];
    if (!frameHashes?.length) throw new Error(`seed-upload: ${file} has no frame hashes`);
    return demoLibraryRow(file, DEMO_LIBRARY_IDS[i]!, clips, frameHashes);
  });
  await tx.insert(libraryVideos).values(rows).onConflictDoNothing();
}
