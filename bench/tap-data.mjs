// Touch-card tap data at 10^6 events (issue 14): what the /PenCardData query costs once a million
// analytics events have been rolled up per day, and what rolling them up costs per batch. Figures
// only, never asserted. The body is TypeScript (the server's own taps.ts), run through tsx.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const exec = promisify(execFile);
const ROOT = new URL('..', import.meta.url).pathname;
const ms = (n) => `${n.toFixed(1)} ms`;

export async function run() {
  const { stdout } = await exec('npx', ['tsx', 'apps/server/scripts/tap-data-bench.ts'], {
    cwd: ROOT,
    maxBuffer: 1 << 20,
    env: process.env,
  });
  const r = JSON.parse(stdout.trim().split('\n').pop());
  console.log(`${r.events.toLocaleString('en')} events on ${r.driver}, ${r.rollupRows} roll-up rows`);
  console.log(`roll-up: ${ms(r.ingestMsPer1000Events)} per batch of 1000 events`);
  console.log(`query, one card, 90 days: median ${ms(r.card.median)}, p95 ${ms(r.card.p95)}`);
  console.log(`query, whole team (20 cards), 90 days: median ${ms(r.team.median)}, p95 ${ms(r.team.p95)}`);
}
