// Academy lessons on phone networks (issue 16): bytes a player downloads for the first minute of
// a lesson at the lowest HLS rendition, beside the same minute of the MP4 fallback and of each
// other rendition. The lesson is packaged exactly as the server does (integrations/video/hls.ts,
// through tsx). Figures only, never asserted. BENCH_HLS_INPUT names a real lesson video to use;
// without it a 70-second 960×540 test clip (ffmpeg testsrc2 + a tone, x264 CRF 23) is made.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);
const ROOT = new URL('..', import.meta.url).pathname;
const MINUTE = 60;
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

async function probe(file) {
  const { stdout } = await exec('ffprobe', [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_streams',
    '-show_format',
    file,
  ]);
  const info = JSON.parse(stdout);
  const video = info.streams.find((s) => s.codec_type === 'video');
  return {
    width: video.width,
    height: video.height,
    hasAudio: info.streams.some((s) => s.codec_type === 'audio'),
    duration: Number(info.format.duration),
  };
}

/** The server's own ffmpeg arguments for this video (hls.ts is TypeScript: asked through tsx). */
async function serverArgs(o) {
  const code = `import { hlsArgs } from './apps/server/src/integrations/video/hls.ts';
process.stdout.write(JSON.stringify(hlsArgs(${JSON.stringify(o)})));`;
  const { stdout } = await exec(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: ROOT,
  });
  return JSON.parse(stdout);
}

/** Bytes of one rendition's playlist and of the segments that cover its first minute. */
function firstMinute(dir) {
  const playlist = readFileSync(join(dir, 'index.m3u8'), 'utf8').split('\n');
  let bytes = statSync(join(dir, 'index.m3u8')).size;
  let seconds = 0;
  for (let i = 0; i < playlist.length && seconds < MINUTE; i++) {
    const m = /^#EXTINF:([\d.]+)/.exec(playlist[i]);
    if (!m) continue;
    seconds += Number(m[1]);
    bytes += statSync(join(dir, playlist[i + 1].trim())).size;
  }
  return { bytes, seconds };
}

export async function run() {
  const work = mkdtempSync(join(tmpdir(), 'bench-hls-'));
  try {
    let input = process.env.BENCH_HLS_INPUT;
    if (!input) {
      input = join(work, 'lesson.mp4');
      await exec('ffmpeg', [
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        'testsrc2=size=960x540:rate=25',
        '-f',
        'lavfi',
        '-i',
        'sine=frequency=440:sample_rate=44100',
        '-t',
        '70',
        '-c:v',
        'libx264',
        '-crf',
        '23',
        '-preset',
        'veryfast',
        '-pix_fmt',
        'yuv420p',
        '-c:a',
        'aac',
        '-b:a',
        '128k',
        input,
      ]);
    }
    const source = await probe(input);
    const out = join(work, 'hls');
    const started = performance.now();
    await exec(
      'ffmpeg',
      await serverArgs({
        input,
        outDir: out,
        width: source.width,
        height: source.height,
        hasAudio: source.hasAudio,
      }),
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const packagingS = (performance.now() - started) / 1000;
    const master = readFileSync(join(out, 'master.m3u8'), 'utf8');
    const resolutions = [...master.matchAll(/RESOLUTION=(\d+x\d+)/g)].map((m) => m[1]);
    const masterBytes = statSync(join(out, 'master.m3u8')).size;
    const mp4Minute = (statSync(input).size * Math.min(MINUTE, source.duration)) / source.duration;

    console.log(
      `Lesson: ${source.width}×${source.height}, ${source.duration.toFixed(0)} s; packaged in ${packagingS.toFixed(1)} s`,
    );
    console.log('\n| Source | first minute downloaded |');
    console.log('|---|---|');
    resolutions.forEach((resolution, i) => {
      const { bytes, seconds } = firstMinute(join(out, `v${i}`));
      const label = i === 0 ? `HLS ${resolution} (lowest rendition)` : `HLS ${resolution}`;
      console.log(
        `| ${label} | ${kb(bytes + masterBytes)} (${seconds.toFixed(0)} s of segments, with playlists) |`,
      );
    });
    console.log(`| MP4 fallback (pro rata) | ${kb(mp4Minute)} |`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
