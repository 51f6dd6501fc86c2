import { BRANDS } from '@vidmatrix/brands/brands';
import { loadConfig } from './config/config';
import { openDatabase } from './db/client';

const config = loadConfig();
// Start the database (WebAssembly Postgres boot on PGlite) while the HTTP modules load: every
// other module is imported after this line (their loading overlaps the boot; decision 020).
const databaseReady = openDatabase(config)
  .then(async (database) => {
    await database.migrate();
    if (config.DEMO_DATA) await (await import('./demo/seed')).seedDemoData(database.db);
    return database;
  })
  .catch((err: unknown) => {
    const where = config.DATABASE_URL ? 'DATABASE_URL' : config.DATA_DIR;
    console.error(`Could not open or migrate the database (${where}):`, err);
    process.exit(1);
  });
const { buildApp } = await import('./app');
const database = await databaseReady;
const app = await buildApp({ config, database });
// Loaded with the app, not before the database starts: swagger's modules are many.
const { DOCS_PATH } = await import('./plugins/openapi');

// `main.js worker` (npm run worker): the job runner alone — renders, uploads' processing, the
// sweeps — without the HTTP listener, so workers scale out apart from the web processes.
// Workers share the work through PostgreSQL; the embedded PGlite belongs to one process.
const workerOnly = process.argv.slice(2).includes('worker');
if (workerOnly && !config.DATABASE_URL) {
  console.error('A worker process needs DATABASE_URL (PostgreSQL): PGlite serves one process only.');
  process.exit(1);
}
try {
  if (workerOnly) await app.ready();
  else await app.listen({ port: config.PORT, host: config.HOST });
} catch (err) {
  app.log.error({ err }, 'could not start');
  await database.close();
  process.exit(1);
}

// Demo data: the mixing studio's demo shots are made by ffmpeg in the background (seconds).
if (config.DEMO_DATA) {
  const { ensureDemoShots } = await import('./demo/seed-mix');
  void ensureDemoShots({
    db: database.db,
    storage: app.storage,
    ffmpegPath: config.FFMPEG_PATH,
    ffprobePath: config.FFPROBE_PATH,
    log: app.log,
  });
}

// performance.now() counts from process start, so this includes loading the code.
const startMs = Math.round(performance.now());
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
// Where the memory goes (V8 heap, external = mostly PGlite's WebAssembly memory): read by
// bench/server-start.mjs, and by an operator comparing two releases.
const memory = process.memoryUsage();
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
app.log.info(
  {
    startMs,
    rssMb: mb(memory.rss),
    heapMb: mb(memory.heapUsed),
    externalMb: mb(memory.external),
    driver: database.driver,
    demoData: config.DEMO_DATA,
  },
  `ready in ${startMs} ms`,
);
if (workerOnly)
  console.log(`\nVidmatrix worker is running (${database.driver}): background jobs only, no HTTP.\n`);
else
  console.log(
    [
      `\nVidmatrix is running (${database.driver}${config.DEMO_DATA ? ', demo data' : ''}). Open a brand:`,
      ...BRANDS.map((b) => `  ${b.name.padEnd(20)} http://${b.key}.localhost:${port}/`),
      `  API reference        http://localhost:${port}${DOCS_PATH}\n`,
    ].join('\n'),
  );

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: draining in-flight requests');
  // Backstop for a request or connection that never finishes.
  setTimeout(() => {
    app.log.error('shutdown timed out; forcing exit');
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT_MS).unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
