// Writes the OpenAPI document of the real server to .tmp/openapi.json for `redocly lint`:
// node --import tsx scripts/openapi-export.mjs [out-file]
// The app is built as the tests build it (every optional route on, development and bench ones
// included, so the lint sees all of them) on an in-memory PGlite: nothing is written but the file.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../apps/server/src/app.ts';
import { parseConfig } from '../apps/server/src/config.ts';
import { fromPglite } from '../apps/server/src/db/client.ts';
import { OPENAPI_PATH } from '../apps/server/src/plugins/openapi.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const out = resolve(ROOT, process.argv[2] ?? '.tmp/openapi.json');
// Upload staging and media folders are created under DATA_DIR: keep them out of the repo.
const dataDir = mkdtempSync(join(tmpdir(), 'vidmatrix-openapi-'));

const config = parseConfig({
  NODE_ENV: 'development',
  LOG_LEVEL: 'silent',
  DEMO_DATA: 'false',
  BENCH_ENDPOINTS: 'true',
  DATA_DIR: dataDir,
  WEB_DIST_DIR: join(ROOT, 'apps/server/test/fixtures/web-dist'),
});
const database = fromPglite(await PGlite.create());
// The upload module reads its tables when the app becomes ready.
await database.migrate();
const app = await buildApp({ config, database });
try {
  const reply = await app.inject({ url: OPENAPI_PATH });
  if (reply.statusCode !== 200) throw new Error(`${OPENAPI_PATH} answered ${reply.statusCode}`);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(reply.json(), null, 2)}\n`);
  console.log(`OpenAPI document written to ${out}`);
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
