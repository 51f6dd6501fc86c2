// The mixing studio (issue 25, decision 030): renders the demo project's variants (720×1280,
// 15 s) with the studio's own ffmpeg steps, side by side with a naive full re-encode per variant
// and with the stream-copy limit, in 1 and 2 worker processes. Figures only, never asserted.
// BENCH_MIX_VARIANTS sets how many variants each way renders (default 12; the naive way 3).
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);
const ROOT = new URL('..', import.meta.url).pathname;
const COUNT = Number(process.env.BENCH_MIX_VARIANTS ?? 12);

const worker = async (...args) => {
  const { stdout } = await exec(process.execPath, ['--import', 'tsx', 'bench/mix-worker.mjs', ...args], {
    cwd: ROOT,
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout);
};

/** The near-duplicate measure of decision 010, asked through tsx. */
async function minDistance(hashes) {
  const code = `import { compareVariants } from './apps/server/src/integrations/video/near-duplicate.ts';
import { distinctMax } from './packages/contract/src/mix-plan.ts';
import { DEMO_MIX_RECIPE } from './apps/server/src/demo/seed-mix.ts';
const h = JSON.parse(process.argv[1]); let min = 1;
for (let i = 0; i < h.length; i++) for (let j = i + 1; j < h.length; j++) min = Math.min(min, compareVariants(h[i], h[j]).distance);
const max = distinctMax(DEMO_MIX_RECIPE.scenes.map((s) => ({ shots: s.clip_ids.length, fixed: s.fixed ?? undefined })));
process.stdout.write(JSON.stringify({ min, max }));`;
  const { stdout } = await exec(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', code, JSON.stringify(hashes)],
    {
      cwd: ROOT,
    },
  );
  return JSON.parse(stdout);
}

/** `processes` workers share variants [0, COUNT): variants per minute over the slowest one. */
async function split(mode, processes, dir, count = COUNT) {
  const per = Math.ceil(count / processes);
  const parts = await Promise.all(
    Array.from({ length: processes }, (_, p) =>
      worker(mode, dir, String(p * per), String(Math.min(count, (p + 1) * per))),
    ),
  );
  // The slowest worker's own time (each process's tsx start excluded).
  const wall = Math.max(...parts.map((p) => p.seconds));
  return {
    wall,
    perMinute: (count / wall) * 60,
    cpuPerVariant: parts.reduce((s, p) => s + p.cpu, 0) / count,
    rss: Math.max(...parts.map((p) => p.maxRssMb)),
    hashes: parts.flatMap((p) => p.hashes),
    encoded: parts.reduce((s, p) => s + p.encoded, 0),
  };
}

export async function run() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-mix-'));
  try {
    const prepared = await worker('prepare', dir);
    // A first render encodes each opening it meets; a second one finds them all cached.
    const one = await split('render', 1, dir);
    for (const f of readdirSync(dir)) if (f.startsWith('open-')) rmSync(join(dir, f));
    const two = await split('render', 2, dir);
    const again = await split('render', 1, dir);
    const copy = await split('copy', 1, dir);
    const naiveCount = Math.min(3, COUNT);
    const naive = await split('naive', 1, dir, naiveCount);
    const { min, max } = await minDistance(one.hashes);
    const s = (n) => `${n.toFixed(2)} s`;
    console.log(
      `demo project: distinct_max ${max}; ${COUNT} variants rendered each way (naive: ${naiveCount})`,
    );
    console.log(
      `render once: 9 shots normalised to 720×1280 in ${s(prepared.normaliseSeconds)} (${s(prepared.cpu)} CPU)`,
    );
    console.log(
      '| way | wall per variant | variants / min | CPU s / variant | peak RSS of a worker (node) |',
    );
    console.log('| --- | --- | --- | --- | --- |');
    const row = (name, r, n = COUNT) =>
      console.log(
        `| ${name} | ${s(r.wall / n)} | ${r.perMinute.toFixed(0)} | ${r.cpuPerVariant.toFixed(2)} | ${r.rss.toFixed(0)} MB |`,
      );
    row(`studio, 1 worker process (${one.encoded} openings encoded)`, one);
    row(`studio, 2 worker processes (${two.encoded} openings encoded)`, two);
    row(`studio, 1 worker, openings cached (${again.encoded} encoded)`, again);
    row('stream-copy limit (no opening)', copy);
    row('naive full re-encode', naive, naiveCount);
    const ratio = (a, b) => `${(a / b).toFixed(1)}×`;
    console.log(
      `naive / studio, CPU per variant: ${ratio(naive.cpuPerVariant, one.cpuPerVariant)} (first render), ${ratio(naive.cpuPerVariant, again.cpuPerVariant)} (openings cached)`,
    );
    console.log(
      `studio / stream-copy limit, CPU per variant: ${ratio(one.cpuPerVariant, copy.cpuPerVariant)} (first render), ${ratio(again.cpuPerVariant, copy.cpuPerVariant)} (openings cached)`,
    );
    console.log(
      `minimum pairwise near-duplicate distance over the rendered set: ${min.toFixed(3)} (similar below 0.05)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
