import { rm, stat } from 'node:fs/promises';
import { ProcessingFailedError } from './errors';
import { runTool, ToolExitError } from './run-tool';

/** Pure: ~1 s in, or 10 % for clips shorter than 10 s (the first frame is often black). */
function coverTime(durationSeconds: number): number {
  return Math.min(1, durationSeconds * 0.1);
}

/** A JPEG cover (long side ≤ 720: a list thumbnail and the player poster). */
export async function extractCover(
  ffmpegPath: string,
  input: string,
  output: string,
  durationSeconds: number,
  signal?: AbortSignal,
): Promise<void> {
  const scale = "scale='if(gte(iw,ih),min(720,iw),-2)':'if(gte(iw,ih),-2,min(720,ih))'";
  try {
    await runTool(
      ffmpegPath,
      [
        ...['-y', '-hide_banner', '-nostdin', '-v', 'error', '-ss', coverTime(durationSeconds).toFixed(3)],
        ...['-i', input, '-frames:v', '1', '-vf', scale, '-q:v', '4', '-f', 'image2', output],
      ],
      { signal },
    );
  } catch (err) {
    await rm(output, { force: true });
    if (err instanceof ToolExitError) throw new ProcessingFailedError('cover_failed', err.message);
    throw err;
  }
  // ffmpeg exits 0 with no frame when the seek lands past the last one.
  const written = await stat(output).catch(() => undefined);
  if (!written?.size) throw new ProcessingFailedError('cover_failed', 'no frame for the cover');
}
