// Claim throughput and latency at 50 connections, beside the floor (a one-row primary-key
// UPDATE … RETURNING through the same server and pool), on PostgreSQL and on PGlite, for pools of
// 100 and 100,000 free videos; double claims counted. Figures only: the budget (architecture doc)
// is ≥ 0.8× the floor on PostgreSQL, the same at both pool sizes, p99 ≤ 10 ms, zero double
// claims; on PGlite ≥ 2,000 claims/s at 100,000 videos. BENCH_SECONDS sets each run's length.
import { load } from './claims-load.mjs';
import { backendPids, cpuSeconds, createScratchDatabase, hotShare, startServer } from './claims-server.mjs';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WECHAT_FETCH = '/api/open/weixin_dist/activity_log/fetch_video';
// The Douyin flow's "change video" (spec §7: `id`, not `activity_id`), with the signed link.
const DOUYIN_RANDOM = '/api/member/douyin/share_activity/random';
const DRAW = '/api/bench/draw';
const EXPIRE = '/api/member/browser_video/activity_log/expire_report';
let visitorSeq = 0;

// Each request comes from its own client address (the server runs with TRUST_PROXY=1): the
// bench measures the claim engine, not the per-IP claim limit of docs/decisions/016-limits.md.
let ipSeq = 0;
const visitorIp = () => {
  ipSeq += 1;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
};

async function post(port, path, body, headers = {}) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (json.code !== 0) throw new Error(`${path}: ${JSON.stringify(json)}`);
  return json.data;
}

/** A pool of `free` videos that stays at `free` while each connection holds one. */
const makePool = (port, free) => post(port, '/api/bench/pool', { size: free + CONNECTIONS });

function floorRun(port, pool, seconds = SECONDS) {
  const span = pool.last_video_id - pool.first_video_id + 1;
  return load({
    port,
    connections: CONNECTIONS,
    seconds,
    // A client address per request like the claims: the generic per-IP cap must not answer it.
    next: () => ({
      path: '/api/bench/floor',
      body: { id: pool.first_video_id + Math.floor(Math.random() * span) },
      headers: { 'x-forwarded-for': visitorIp() },
    }),
  });
}

/**
 * Steady state: each connection is one visitor pressing "change video" (prev_id = the video it
 * holds): every request draws and locks a video and releases the previous one in the same
 * statement. A double claim is a video handed to one visitor while another still held it —
 * i.e. before that other visitor had even sent the request that releases it.
 */
async function changeRun(port, pool, path, seconds = SECONDS, extra = {}) {
  const visitors = Array.from({ length: CONNECTIONS }, () => `bench-${process.pid}-${visitorSeq++}`);
  const held = new Array(CONNECTIONS);
  const holder = new Map();
  let doubles = 0;
  let empty = 0;
  const result = await load({
    port,
    connections: CONNECTIONS,
    seconds,
    next(w) {
      const prev = held[w];
      if (prev !== undefined && holder.get(prev) === w) holder.delete(prev);
      return {
        path,
        body: {
          [path === DOUYIN_RANDOM ? 'id' : 'activity_id']: pool.activity_id,
          ...extra,
          ...(prev ? { prev_id: prev } : {}),
        },
        headers: { 'visitor-id': visitors[w], 'x-forwarded-for': visitorIp() },
      };
    },
    done(w, reply) {
      const data = reply.body.data;
      if (!data?.exist) {
        empty += 1;
        if (held[w] !== undefined) holder.set(held[w], w); // nothing else drawn: still holds it
        return;
      }
      const id = data.items[0].mixed_video_id;
      const other = holder.get(id);
      if (other !== undefined && other !== w) doubles += 1;
      holder.set(id, w);
      held[w] = id;
    },
  });
  // Leave the pool as found: the next run's visitors must see the same number of free videos.
  for (let w = 0; w < CONNECTIONS; w++) {
    if (held[w] === undefined) continue;
    await post(
      port,
      EXPIRE,
      { activity_id: pool.activity_id, mixed_video_id: held[w] },
      { 'visitor-id': visitors[w], 'x-forwarded-for': visitorIp() },
    );
  }
  return { ...result, doubles, empty };
}

/** First claims: a new visitor per request, so the pool shrinks (bounded by `maxRequests`). */
async function firstClaimRun(port, pool, maxRequests) {
  const ids = [];
  let empty = 0;
  const result = await load({
    port,
    connections: CONNECTIONS,
    seconds: SECONDS * 4,
    maxRequests,
    next: () => ({
      path: WECHAT_FETCH,
      body: { activity_id: pool.activity_id },
      headers: {
        'visitor-id': `bench-${process.pid}-${visitorSeq++}`,
        'x-forwarded-for': visitorIp(),
      },
    }),
    done(_w, reply) {
      if (reply.body.data?.exist) ids.push(reply.body.data.items[0].mixed_video_id);
      else empty += 1;
    },
  });
  return { ...result, doubles: ids.length - new Set(ids).size, empty };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Runs `fn`, adding the CPU the server process and its database backends spent per request. */
async function measured(cpuPids, fn) {
  const pids = await cpuPids();
  const before = { server: cpuSeconds(pids.server), db: cpuSeconds(pids.db) };
  const result = await fn();
  const perRequest = (key) =>
    before[key] === undefined ? undefined : ((cpuSeconds(pids[key]) - before[key]) * 1000) / result.requests;
  return { ...result, serverCpu: perRequest('server'), dbCpu: perRequest('db') };
}

/** Median of each figure over the rounds (runs of one round are interleaved, so drift hits all). */
function combine(runs) {
  const pick = (key) => (runs[0][key] === undefined ? undefined : median(runs.map((r) => r[key])));
  const sum = (key) => runs.reduce((n, r) => n + (r[key] ?? 0), 0);
  return {
    rps: pick('rps'),
    p50: pick('p50'),
    p99: pick('p99'),
    serverCpu: pick('serverCpu'),
    dbCpu: pick('dbCpu'),
    errors: sum('errors'),
    empty: runs[0].empty === undefined ? undefined : sum('empty'),
    doubles: runs[0].doubles === undefined ? undefined : sum('doubles'),
  };
}

async function backendRuns(backend, databaseUrl) {
  const server = await startServer(backend, databaseUrl);
  const cpuPids = async () => ({
    server: [server.pid],
    db: databaseUrl ? await backendPids(databaseUrl) : [],
  });
  const rows = [];
  try {
    for (const free of [100, 100_000]) {
      const pool = await makePool(server.port, free);
      // Warm-up: every pooled connection prepares its statements, the plan caches fill.
      await floorRun(server.port, pool, 1);
      await changeRun(server.port, pool, WECHAT_FETCH, 1);
      await changeRun(server.port, pool, DRAW, 1, { remember: true });
      await changeRun(server.port, pool, DOUYIN_RANDOM, 1);
      const scenarios = [
        ['floor: 1-row PK UPDATE … RETURNING', () => floorRun(server.port, pool)],
        [
          'bare draw (probe + lock + release prev)',
          () => changeRun(server.port, pool, DRAW, SECONDS, { remember: false }),
        ],
        [
          'bare draw + claimer row (idempotency)',
          () => changeRun(server.port, pool, DRAW, SECONDS, { remember: true }),
        ],
        ['claim endpoint (change video)', () => changeRun(server.port, pool, WECHAT_FETCH)],
      ];
      const runs = scenarios.map(() => []);
      for (let round = 0; round < ROUNDS; round++) {
        for (const [i, [, fn]] of scenarios.entries()) runs[i].push(await measured(cpuPids, fn));
      }
      const results = runs.map(combine);
      if (free === 100_000) {
        scenarios.push(
          ['claim + signed Douyin link (Douyin flow, demo fake)'],
          ['first claim (new visitor each, ≤ 20k)'],
        );
        const douyin = [];
        for (let round = 0; round < ROUNDS; round++)
          douyin.push(await measured(cpuPids, () => changeRun(server.port, pool, DOUYIN_RANDOM)));
        results.push(combine(douyin));
        results.push(combine([await measured(cpuPids, () => firstClaimRun(server.port, pool, 20_000))]));
      }
      const floor = results[0];
      const cpu = (r) => (r.serverCpu ?? 0) + (r.dbCpu ?? 0);
      results.forEach((r, i) =>
        rows.push({
          backend,
          pool: free,
          scenario: scenarios[i][0],
          ...r,
          ratio: i ? r.rps / floor.rps : undefined,
          cpuRatio: i && cpu(r) ? cpu(floor) / cpu(r) : undefined,
        }),
      );
    }
  } finally {
    await server.stop();
  }
  return rows;
}

const fmt = (n, d = 0) => (n === undefined ? '' : n.toFixed(d));

function printTable(rows) {
  console.log(
    '| back end | free videos | endpoint | req/s | p50 ms | p99 ms | × floor | server CPU ms/req | db CPU ms/req | CPU × floor | errors | exist:false | double claims |',
  );
  console.log('| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    console.log(
      `| ${r.backend} | ${r.pool.toLocaleString('en')} | ${r.scenario} | ${fmt(r.rps)} | ${fmt(r.p50, 2)} | ${fmt(r.p99, 2)} | ${fmt(r.ratio, 2)} | ${fmt(r.serverCpu, 3)} | ${fmt(r.dbCpu, 3)} | ${fmt(r.cpuRatio, 2)} | ${r.errors} | ${r.empty ?? ''} | ${r.doubles ?? ''} |`,
    );
  }
}

export async function run() {
  const rows = [];
  const scratch = await createScratchDatabase();
  if (scratch) {
    try {
      rows.push(...(await backendRuns('postgres', scratch.url)));
      const hot = await hotShare(scratch.url);
      for (const t of hot)
        console.log(`PostgreSQL ${t.relname}: ${t.hot} of ${t.upd} updates were HOT (in place).`);
    } finally {
      await scratch.drop();
    }
  }
  rows.push(...(await backendRuns('pglite')));
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s per run, one server process, node ${process.version}.\n`,
  );
  printTable(rows);
}
