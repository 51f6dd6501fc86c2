// Writes `.br` and `.gz` beside every text file of the build, once, at the highest levels: the
// server's static plugin sends them as they are (`preCompressed`), so a phone gets brotli-11
// bytes without the server compressing anything per request (docs/decisions/019).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 512;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // `.vite/` holds build metadata the server reads from disk, never sends.
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* files(path);
    } else if (TEXT.test(entry.name)) yield path;
  }
}

async function precompress(path) {
  if ((await stat(path)).size < MIN_BYTES) return [0, 0, 0];
  const raw = await readFile(path);
  const [br, gzipped] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gz(raw, { level: 9 }),
  ]);
  // A copy that is not smaller is never worth sending.
  if (br.length < raw.length) await writeFile(`${path}.br`, br);
  if (gzipped.length < raw.length) await writeFile(`${path}.gz`, gzipped);
  return [raw.length, br.length, gzipped.length];
}

const dist = process.argv[2] ?? 'dist';
let [count, raw, br, gzipped] = [0, 0, 0, 0];
const jobs = [];
for await (const path of files(dist)) jobs.push(precompress(path));
for (const [r, b, g] of await Promise.all(jobs)) {
  if (!r) continue;
  count += 1;
  raw += r;
  br += b;
  gzipped += g;
}
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(`precompressed ${count} files: ${kb(raw)} raw, ${kb(br)} brotli, ${kb(gzipped)} gzip`);
