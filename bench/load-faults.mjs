// The fault phases of `npm run bench load` (bench/load.mjs): the same visitors while (1) one
// server process is killed with SIGKILL and later started again, (2) the local PostgreSQL
// cluster restarts (pg_ctlcluster; it is the machine's own PostgreSQL, so this phase is for a
// machine nobody else is using), (3) Redis is unreachable (REDIS_URL names a closed port: the
// shared Redis is never stopped) — the limits must then hold through the database.
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import { PG_ADMIN_URL } from './claims-server.mjs';
import { query } from './load-cluster.mjs';
import { printResult } from './load-visitors.mjs';

const run = promisify(execFile);
const WINDOW_MS = 60_000;

/** Polls `/api/readyz` of every process every 250 ms; `stop()` gives each port's transitions. */
function watchReadiness(ports, since) {
  const seen = new Map(); // port → [{ at, state }]
  let stopped = false;
  const stateOf = async (port) => {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/readyz`, { signal: AbortSignal.timeout(1000) });
      const json = await res.json();
      return res.status === 200 ? json.data.status : `${res.status}/${json.code}`;
    } catch (err) {
      return `no answer (${err.cause?.code ?? err.name})`;
    }
  };
  const poll = async () => {
    while (!stopped) {
      const at = (performance.now() - since) / 1000;
      await Promise.all(
        ports().map(async (port) => {
          const state = await stateOf(port);
          const list = seen.get(port) ?? [];
          if (list.at(-1)?.state !== state) list.push({ at, state });
          seen.set(port, list);
        }),
      );
      await new Promise((r) => setTimeout(r, 250));
    }
  };
  const polling = poll();
  return {
    async stop() {
      stopped = true;
      await polling;
      return seen;
    },
  };
}

/** When every live process was last 'ok' again after going otherwise since `from` (seconds). */
function recovery(seen, ports, from) {
  let last = from;
  for (const port of ports) {
    const list = (seen.get(port) ?? []).filter((s) => s.at >= from);
    if (list.at(-1) && list.at(-1).state !== 'ok') return undefined;
    if (list.length) last = Math.max(last, list.at(-1).at);
  }
  return last;
}

function printReadiness(seen) {
  for (const [port, list] of seen) {
    console.log(`- :${port} ${list.map((s) => `${s.at.toFixed(1)} s ${s.state}`).join(' → ')}`);
  }
}

const fiveHundreds = (failures, fromMs = 0) =>
  failures.filter((f) => f.sent >= fromMs && (f.status === 'network' || f.status >= 500));

function printFailureTimes(failures) {
  const byCode = new Map();
  for (const f of failures) {
    const key = `${f.status}/${f.code}`;
    const e = byCode.get(key) ?? { n: 0, first: f.at, last: f.at };
    e.n += 1;
    e.first = Math.min(e.first, f.at);
    e.last = Math.max(e.last, f.at);
    byCode.set(key, e);
  }
  for (const [key, e] of byCode)
    console.log(
      `- ${key}: ${e.n} between ${(e.first / 1000).toFixed(1)} and ${(e.last / 1000).toFixed(1)} s`,
    );
}

/** (1) SIGKILL one process a third into the run; start it again at two thirds. */
export async function killPhase(cluster, opts, loadFor) {
  const victim = 1 % opts.processes;
  const killAt = Math.round(opts.seconds / 3);
  const restartAt = Math.round((2 * opts.seconds) / 3);
  const events = [];
  let restarting;
  const { result, db } = await loadFor(cluster, opts, async (_v, s) => {
    if (s === killAt) {
      events.push(`kill -9 of process ${victim} (pid ${cluster.servers[victim].pid}) at ${s} s`);
      cluster.kill(victim);
    }
    if (s === restartAt) {
      const t = performance.now();
      // Not awaited: the visitors go on while it starts (its port joins once it listens).
      restarting = cluster
        .restart(victim)
        .then((port) =>
          events.push(
            `process ${victim} started again at ${restartAt} s, listening on :${port} ${((performance.now() - t) / 1000).toFixed(1)} s later`,
          ),
        );
    }
    if (s === opts.seconds) await restarting;
  });
  printResult(`Fault 1: kill -9 of one of ${opts.processes} processes mid-load`, result, db);
  console.log(`\n${events.join('; ')}. Failed replies (status/code, reply times):\n`);
  printFailureTimes(result.failures);
}

function postgresVersion() {
  const versions = readdirSync('/etc/postgresql').sort((a, b) => Number(b) - Number(a));
  return versions[0];
}

async function pgUp() {
  try {
    await query(PG_ADMIN_URL, 'select 1');
    return true;
  } catch {
    return false;
  }
}

/** (2) Restart the local PostgreSQL a third into the run, watching every process's readiness. */
export async function postgresPhase(cluster, opts, loadFor) {
  const host = new URL(PG_ADMIN_URL).hostname;
  if (!['127.0.0.1', 'localhost', '::1'].includes(host)) {
    console.log(`\nFault 2 skipped: PostgreSQL at ${host} is not this machine's.`);
    return;
  }
  const version = postgresVersion();
  const restartAt = Math.round(opts.seconds / 3);
  const since = performance.now();
  const readiness = watchReadiness(cluster.ports, since);
  let restart;
  let restartStart;
  const { result, db } = await loadFor(cluster, opts, async (_v, s) => {
    if (s === restartAt) {
      const startedAt = (performance.now() - since) / 1000;
      restartStart = startedAt;
      restart = run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart']).then(
        () => `took ${((performance.now() - since) / 1000 - startedAt).toFixed(1)} s`,
        (err) => `failed: ${err.message.trim()}`,
      );
    }
    // The database checks at the end need PostgreSQL back.
    if (s === opts.seconds) await restart;
  });
  const outcome = await restart;
  const seen = await readiness.stop();
  const recoveredAt = restartStart === undefined ? undefined : recovery(seen, cluster.ports(), restartStart);
  if (!(await pgUp())) {
    console.log('PostgreSQL did not answer after the phase: starting it.');
    await run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
  }
  printResult(`Fault 2: PostgreSQL ${version} restarted mid-load`, result, db);
  console.log(
    `\npg_ctlcluster restart at ${restartAt} s ${outcome}; every process ready again at ${
      recoveredAt === undefined ? 'never (within the run)' : `${recoveredAt.toFixed(1)} s`
    }. /api/readyz per process:\n`,
  );
  printReadiness(seen);
  console.log('\nFailed replies (status/code, reply times):\n');
  printFailureTimes(result.failures);
  if (recoveredAt !== undefined) {
    const after = fiveHundreds(result.failures, recoveredAt * 1000);
    console.log(`\n5xx or no answer for requests sent after recovery: ${after.length}.`);
  }
}

/** (3) Redis unreachable: the per-IP limits must hold through the database (decision 016). */
export async function redisDownPhase(cluster, opts, loadFor) {
  const since = performance.now();
  const readiness = watchReadiness(cluster.ports, since);
  const { result, db } = await loadFor(cluster, opts);
  const seen = await readiness.stop();
  printResult(`Fault 3: Redis unreachable (REDIS_URL=redis://127.0.0.1:1)`, result, db);
  console.log('\n/api/readyz per process:\n');
  printReadiness(seen);
  if (result.hotIp) {
    const rows = await query(
      cluster.url,
      `select key, window_start, count from auth_throttle where key like $1 order by window_start, key`,
      [`%:${result.hotIp}`],
    );
    console.log(
      `\nCounters of the shared address in the database (auth_throttle): ${
        rows
          .map(
            (r) =>
              `${r.key} @ ${new Date(Math.floor(r.window_start.getTime() / WINDOW_MS) * WINDOW_MS).toISOString().slice(11, 16)} = ${r.count}`,
          )
          .join('; ') || 'none'
      }.`,
    );
  }
}

/** Rows the limits keep in the database: none expected while Redis holds the counters. */
export async function databaseCounters(url) {
  const [row] = await query(url, 'select count(*)::int as n from auth_throttle');
  return row.n;
}
