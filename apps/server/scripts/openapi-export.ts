// Writes the OpenAPI document of the real server to .tmp/openapi.json for `redocly lint`:
// npx tsx apps/server/scripts/openapi-export.ts [out-file]  (npm run lint:api)
// The app is built as the tests build it (every optional route on, development and bench ones
// included, so the lint sees all of them) on a PGlite in a temporary folder, removed afterwards.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config/config';
import { openDatabase } from '../src/db/client';
import { OPENAPI_PATH } from '../src/plugins/openapi';

const ROOT = new URL('../../..', import.meta.url).pathname;
const out = resolve(ROOT, process.argv[2] ?? '.tmp/openapi.json');
// The database, upload staging and media folders live under DATA_DIR: keep them out of the repo.
const dataDir = mkdtempSync(join(tmpdir(), 'vidmatrix-openapi-'));

const config = parseConfig({
  NODE_ENV: 'development',
  LOG_LEVEL: 'silent',
  DEMO_DATA: 'false',
  BENCH_ENDPOINTS: 'true',
  DATA_DIR: dataDir,
  WEB_DIST_DIR: join(ROOT, 'apps/server/test/fixtures/web-dist'),
});
const database = await openDatabase(config);
// The upload module reads its tables when the app becomes ready.
await database.migrate();
const app = await buildApp({ config, database });
try {
  const reply = await app.inject({ url: OPENAPI_PATH });
  if (reply.statusCode !== 200) {
    // The reply hides the reason (no internals leak); building the document again throws it.
    app.swagger();
    throw new Error(`${OPENAPI_PATH} answered ${reply.statusCode}`);
  }
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(reply.json(), null, 2)}\n`);
  console.log(`OpenAPI document written to ${out}`);
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
