// The tap-data bench's body (bench/tap-data.mjs runs it through tsx): a fresh database with the
// demo data, 10^6 touch-card events rolled up the way the analytics batches are (taps.ts), spread
// over 90 days and 20 cards of the demo café, then the data page's query timed per card and per
// team. BENCH_DATABASE_URL: an existing PostgreSQL database to use instead of a temporary PGlite.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { TOUCH_CARD_EVENTS, TOUCH_CARD_ITEM_KINDS } from '@vidmatrix/contract/touch-card-rules';
import { openDatabase } from '../src/db/client';
import { nfcCards } from '../src/modules/distribution/schema';
import { seedDemoData } from '../src/demo/seed';
import { DEMO } from '../src/demo/seed-distribution';
import { rollUp, tapData } from '../src/modules/touch-card/taps';

const EVENTS = Number(process.env.BENCH_TAP_EVENTS ?? 1_000_000);
const BATCH = 1000;
const CARDS = 20;
const DAYS = 90;
const DAY_MS = 86_400_000;

const dir = mkdtempSync(join(tmpdir(), 'vm-tap-bench-'));
const database = await openDatabase({ DATABASE_URL: process.env.BENCH_DATABASE_URL, DATA_DIR: dir });
await database.migrate();
await seedDemoData(database.db);
const codes = Array.from({ length: CARDS }, (_, i) => `BENCH-TAP-${i}`);
await database.db
  .insert(nfcCards)
  .values(codes.map((code) => ({ code, teamId: DEMO.teamId, label: code, platform: 'wechat' as const })))
  .onConflictDoNothing();

const names = [TOUCH_CARD_EVENTS.open, TOUCH_CARD_EVENTS.itemClick, TOUCH_CARD_EVENTS.copyGenerated];
const start = Date.now() - DAYS * DAY_MS;
const ingestStart = performance.now();
for (let sent = 0, batch = 0; sent < EVENTS; sent += BATCH, batch += 1) {
  const events = Array.from({ length: Math.min(BATCH, EVENTS - sent) }, (_, i) => ({
    name: names[(sent + i) % names.length]!,
    ts: Date.now(),
    path: '/PenCardPage',
    props: {
      code: codes[(sent + i) % CARDS]!,
      kind: TOUCH_CARD_ITEM_KINDS[(sent + i) % TOUCH_CARD_ITEM_KINDS.length]!,
    },
  }));
  const now = new Date(start + (batch % DAYS) * DAY_MS + 3_600_000);
  await rollUp(database.db, DEMO.brandKey, events, now);
}
const ingestMs = performance.now() - ingestStart;

const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
const range = { from: iso(start), to: iso(start + (DAYS - 1) * DAY_MS) };
async function time(code: string | undefined) {
  const runs: number[] = [];
  for (let i = 0; i < 21; i += 1) {
    const t = performance.now();
    await tapData(database.db, DEMO.teamId, { code, ...range });
    runs.push(performance.now() - t);
  }
  runs.sort((a, b) => a - b);
  return { median: runs[10]!, p95: runs[19]! };
}
const card = await time(codes[0]);
const team = await time(undefined);
const rows = await database.executeSql('select count(*)::int as n from touch_card_daily');
process.stdout.write(
  JSON.stringify({
    driver: database.driver,
    events: EVENTS,
    rollupRows: (rows as { rows: { n: number }[] }).rows[0]!.n,
    ingestMsPer1000Events: ingestMs / Math.ceil(EVENTS / BATCH),
    card,
    team,
  }),
);
await database.close();
rmSync(dir, { recursive: true, force: true });
