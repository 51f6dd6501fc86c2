// One worker of bench/mix.mjs (run with `node --import tsx`): the studio's own functions on a
// list of the demo project's variants. Modes: `prepare` (make and normalise the nine shots),
// `render` (captioned opening + stream-copied assembly, as the variant job does), `copy` (the
// stream-copy limit: the same pieces without the opening), `naive` (one full re-encode per
// variant from the original clips with the same edit list). Prints JSON figures on stdout.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_MIX_RECIPE, DEMO_MIX_SHOT_IDS, demoShotArgs } from '../apps/server/src/demo/seed-mix.ts';
import { frameHashes } from '../apps/server/src/integrations/video/frame-hash.ts';
import {
  assemble,
  CAPTION_FONT,
  captionedOpening,
  MIX_FPS,
  normaliseShot,
} from '../apps/server/src/integrations/video/mix-render.ts';
import { planVariants } from '../apps/server/src/modules/mix/plan.ts';

const [mode, dir, from, to] = process.argv.slice(2);
const size = DEMO_MIX_RECIPE.output;
const clip = (id) => join(dir, `shot-${id}.mp4`);
const segment = (id) => join(dir, `shot-${id}.ts`);
const durations = new Map(DEMO_MIX_SHOT_IDS.map((id) => [id, 4]));
const plan = planVariants(DEMO_MIX_RECIPE, durations, 1000);

function childCpuSeconds() {
  // /proc/self/stat fields 16–17: CPU of waited-for children (ffmpeg), in clock ticks.
  const f = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(f[13]) + Number(f[14])) / 100;
}

async function pieces(v, work, withOpening) {
  const out = [];
  v.shotIds.forEach((id, i) => {
    const to = v.shotSeconds[i];
    if (i === 0 && withOpening) {
      out.push({ path: join(work, 'opening.ts'), from: 0, to: Math.min(2, to) });
      if (to > 2) out.push({ path: segment(id), from: 2, to });
    } else out.push({ path: segment(id), from: 0, to });
  });
  return out;
}

function naive(v, work, output) {
  const inputs = v.shotIds.flatMap((id) => ['-i', clip(id)]);
  const chains = v.shotIds.map(
    (_, i) =>
      `[${i}:v]trim=0:${v.shotSeconds[i]},setpts=PTS-STARTPTS,scale=${size.width}:${size.height}:force_original_aspect_ratio=increase,crop=${size.width}:${size.height},fps=${MIX_FPS},setsar=1[v${i}];[${i}:a]atrim=0:${v.shotSeconds[i]},asetpts=PTS-STARTPTS[a${i}]`,
  );
  writeFileSync(join(work, 'naive.txt'), v.caption);
  const joined = `${v.shotIds.map((_, i) => `[v${i}][a${i}]`).join('')}concat=n=${v.shotIds.length}:v=1:a=1[cv][a]`;
  const draw = `[cv]drawtext=fontfile=${CAPTION_FONT}:textfile=${join(work, 'naive.txt')}:fontsize=45:fontcolor=white:box=1:boxcolor=black@0.5:x=(w-text_w)/2:y=h*0.14:enable='lt(t,2)'[v]`;
  execFileSync('ffmpeg', [
    ...['-y', '-v', 'error', ...inputs, '-filter_complex', [...chains, joined, draw].join(';')],
    ...[
      '-map',
      '[v]',
      '-map',
      '[a]',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '23',
      '-c:a',
      'aac',
      output,
    ],
  ]);
}

const ownCpu = () => (process.cpuUsage().user + process.cpuUsage().system) / 1e6;
const hashes = [];
if (mode === 'prepare') {
  for (const [i, id] of DEMO_MIX_SHOT_IDS.entries()) execFileSync('ffmpeg', demoShotArgs(i, clip(id)));
  const t = performance.now();
  const cpu0 = childCpuSeconds();
  for (const id of DEMO_MIX_SHOT_IDS) {
    await normaliseShot({
      ffmpegPath: 'ffmpeg',
      input: clip(id),
      output: segment(id),
      size,
      seconds: 4,
      hasAudio: true,
    });
  }
  process.stdout.write(
    JSON.stringify({ normaliseSeconds: (performance.now() - t) / 1000, cpu: childCpuSeconds() - cpu0 }),
  );
  process.exit(0);
}
// Timed from here: the tsx start of this process is not a variant's cost.
const started = performance.now();
const cpu0 = childCpuSeconds() + ownCpu();
const outputs = [];
let encoded = 0;
for (let i = Number(from); i < Number(to); i++) {
  const v = plan[i];
  const work = join(dir, `${mode}-${i}`);
  mkdirSync(work, { recursive: true });
  const output = join(work, 'variant.mp4');
  if (mode === 'naive') naive(v, work, output);
  else {
    if (mode === 'render') {
      // As the job's cache does: one opening per first shot and line, shared by every variant.
      const shared = join(dir, `open-${v.shotIds[0]}-${Buffer.from(v.caption).toString('hex')}.ts`);
      if (!existsSync(shared)) {
        await captionedOpening({
          ffmpegPath: 'ffmpeg',
          segment: segment(v.shotIds[0]),
          output: join(work, 'fresh.ts'),
          workDir: work,
          size,
          caption: v.caption,
          seconds: Math.min(2, v.shotSeconds[0]),
        });
        renameSync(join(work, 'fresh.ts'), shared);
        encoded += 1;
      }
      copyFileSync(shared, join(work, 'opening.ts'));
    }
    await assemble({
      ffmpegPath: 'ffmpeg',
      pieces: await pieces(v, work, mode === 'render'),
      output,
      workDir: work,
    });
  }
  outputs.push({ output, seconds: v.shotSeconds.reduce((a, b) => a + b, 0) });
}
const seconds = (performance.now() - started) / 1000;
const cpu = childCpuSeconds() + ownCpu() - cpu0;
// The near-duplicate measure, after the clock: the same frame hashes the variant job stores.
if (mode === 'render') for (const o of outputs) hashes.push(await frameHashes('ffmpeg', o.output, o.seconds));
process.stdout.write(
  JSON.stringify({
    seconds,
    cpu,
    encoded,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    hashes,
  }),
);
