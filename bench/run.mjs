// `npm run bench [name…]`: runs the benchmarks (not tests: they print figures, never assert
// timings). Each benchmark is a module exporting `run()`; later issues add theirs to the list.
const BENCHMARKS = {
  'page-weight': () => import('./page-weight.mjs'),
  claims: () => import('./claims.mjs'),
  upload: () => import('./upload.mjs'),
  'academy-hls': () => import('./academy-hls.mjs'),
  'tap-data': () => import('./tap-data.mjs'),
  mix: () => import('./mix.mjs'),
  load: () => import('./load.mjs'),
  server: () => import('./server-start.mjs'),
  lighthouse: () => import('./lighthouse.mjs'),
  'lighthouse-console': () => import('./lighthouse-console.mjs'),
};

const wanted = process.argv.slice(2);
const names = wanted.length ? wanted : Object.keys(BENCHMARKS);
for (const name of names) {
  const load = BENCHMARKS[name];
  if (!load) {
    console.error(`Unknown benchmark "${name}". Known: ${Object.keys(BENCHMARKS).join(', ')}`);
    process.exit(1);
  }
  console.log(`\n## ${name}\n`);
  await (await load()).run();
}
