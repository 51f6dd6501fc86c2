// `npm run bench load`: LOAD_PROCESSES (4) server processes on one scratch PostgreSQL database
// and the shared Redis (BENCH_REDIS_URL, default redis://127.0.0.1:6379), and LOAD_VISITORS
// (1,000) simulated visitors (bench/load-visitors.mjs) claiming, changing and reporting on
// LOAD_ACTIVITIES (10) activities of LOAD_VIDEOS (20,000) videos each for LOAD_SECONDS (60).
// LOAD_SHARED_IP (20) of the visitors share one address, so that address's limits are tried
// across every process; LOAD_THINK_MS (0) is a visitor's mean pause between calls. Then the
// fault phases of bench/load-faults.mjs, FAULT_SECONDS (30) each, with FAULT_VISITORS and
// FAULT_SHARED_IP (FAULT_REDIS_SHARED_IP, 100, in the Redis phase): kill -9 of a process, a
// PostgreSQL restart (this machine's cluster, so only on request: LOAD_PHASES=postgres), Redis
// unreachable. LOAD_PHASES picks phases (default "load,kill,redis"). Figures only; double
// claims and the database checks are the ones to read (all 0).
import { cpus } from 'node:os';
import { query, startCluster } from './load-cluster.mjs';
import { databaseCounters, killPhase, postgresPhase, redisDownPhase } from './load-faults.mjs';
import { checkDatabase, printResult, startVisitors } from './load-visitors.mjs';

const env = (name, fallback) => Number(process.env[name] ?? fallback);
const PHASES = (process.env.LOAD_PHASES ?? 'load,kill,redis').split(',');

const LOAD = {
  processes: env('LOAD_PROCESSES', 4),
  activities: env('LOAD_ACTIVITIES', 10),
  videos: env('LOAD_VIDEOS', 20_000),
  visitors: env('LOAD_VISITORS', 1000),
  seconds: env('LOAD_SECONDS', 60),
  sharedIp: env('LOAD_SHARED_IP', 20),
  thinkMs: env('LOAD_THINK_MS', 0),
};
const FAULT = {
  ...LOAD,
  visitors: env('FAULT_VISITORS', LOAD.visitors),
  seconds: env('FAULT_SECONDS', 30),
  sharedIp: env('FAULT_SHARED_IP', LOAD.sharedIp),
};

/** Runs `during(visitors, second)` each second while the visitors load the cluster. */
async function loadFor(cluster, opts, during = async () => {}) {
  const visitors = startVisitors({
    ports: cluster.ports,
    activityIds: cluster.activityIds,
    visitors: opts.visitors,
    sharedIp: opts.sharedIp,
    thinkMs: opts.thinkMs,
  });
  for (let s = 1; s <= opts.seconds; s++) {
    await new Promise((r) => setTimeout(r, Math.max(0, s * 1000 - visitors.elapsed())));
    await during(visitors, s);
    if (s % 10 === 0) console.log(`… ${s} s, ${visitors.requests().toLocaleString('en')} requests`);
  }
  const result = await visitors.stop();
  return { result, db: await checkDatabase(query, cluster.url, result, cluster.activityIds) };
}

const since = (t) => `${((performance.now() - t) / 1000).toFixed(1)} s`;

async function withCluster(opts, redisUrl, phases) {
  const t = performance.now();
  const cluster = await startCluster({ ...opts, ...(redisUrl ? { redisUrl } : {}) });
  console.log(
    `\n${opts.processes} processes and ${opts.activities} activities × ${opts.videos.toLocaleString('en')} videos ready in ${since(t)}.`,
  );
  try {
    for (const [name, phase] of phases) {
      const p = performance.now();
      await phase(cluster);
      const crashed = cluster.crashed();
      console.log(
        `\n(${name}: ${since(p)}; processes that died by themselves: ${crashed.length ? crashed.join(', ') : 'none'})`,
      );
    }
  } finally {
    await cluster.stop();
  }
}

export async function run() {
  const t0 = performance.now();
  const withRedis = [];
  if (PHASES.includes('load')) {
    withRedis.push([
      'load',
      async (cluster) => {
        const { result, db } = await loadFor(cluster, LOAD);
        printResult(
          `Load: ${LOAD.visitors} visitors (${LOAD.sharedIp} on one address, ${LOAD.thinkMs} ms mean pause), ${LOAD.processes} processes on PostgreSQL + Redis, ${LOAD.seconds} s`,
          result,
          db,
        );
        console.log(
          `Limit counters in the database: ${await databaseCounters(cluster.url)} rows (Redis holds them).`,
        );
      },
    ]);
  }
  if (PHASES.includes('kill')) withRedis.push(['kill -9', (c) => killPhase(c, FAULT, loadFor)]);
  if (PHASES.includes('postgres'))
    withRedis.push(['PostgreSQL restart', (c) => postgresPhase(c, FAULT, loadFor)]);
  if (withRedis.length) await withCluster(LOAD, undefined, withRedis);
  if (PHASES.includes('redis')) {
    await withCluster(FAULT, 'redis://127.0.0.1:1', [
      ['Redis down', (c) => redisDownPhase(c, FAULT, loadFor)],
    ]);
  }
  console.log(
    `\nWhole run ${since(t0)}; node ${process.version}, ${cpus().length} CPUs shared by the visitors, the servers and PostgreSQL.`,
  );
}
