// N real server processes (bench/claims-server.mjs) on one scratch PostgreSQL database, each on
// its own port, with REDIS_URL set as given, and the activities the load claims from, seeded
// through the bench endpoint `/api/bench/pool` (one fresh activity with `size` ready videos each).
import pg from 'pg';
import { createScratchDatabase, startServer } from './claims-server.mjs';

const DEFAULT_REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

function running(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Starts one server process on `databaseUrl` with this REDIS_URL ('' = none). */
async function startProcess(databaseUrl, redisUrl) {
  // startServer passes its own environment on; REDIS_URL is the one variable the load adds.
  const saved = process.env.REDIS_URL;
  process.env.REDIS_URL = redisUrl;
  try {
    return await startServer('postgres', databaseUrl);
  } finally {
    if (saved === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = saved;
  }
}

async function seedActivity(port, size) {
  const res = await fetch(`http://127.0.0.1:${port}/api/bench/pool`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ size }),
  });
  const json = await res.json();
  if (json.code !== 0) throw new Error(`/api/bench/pool: ${JSON.stringify(json)}`);
  return json.data.activity_id;
}

/**
 * A scratch database, `processes` servers on it and `activities` activities of `videos` videos
 * each. `kill(i)` is `kill -9` of process i; `restart(i)` starts it again on a new port (the
 * old slot keeps its dead port until then). `stop()` stops the live ones and drops the database.
 */
export async function startCluster({ processes, activities, videos, redisUrl = DEFAULT_REDIS_URL }) {
  const scratch = await createScratchDatabase();
  if (!scratch) throw new Error('the load needs PostgreSQL (BENCH_PG_URL)');
  const servers = [];
  try {
    // The first process migrates the database; the others then start side by side.
    servers.push(await startProcess(scratch.url, redisUrl));
    servers.push(
      ...(await Promise.all(
        Array.from({ length: processes - 1 }, () => startProcess(scratch.url, redisUrl)),
      )),
    );
    const activityIds = [];
    for (let i = 0; i < activities; i++) activityIds.push(await seedActivity(servers[0].port, videos));
    const alive = servers.map(() => true);
    return {
      url: scratch.url,
      activityIds,
      servers,
      ports: () => servers.map((s) => s.port),
      kill(i) {
        process.kill(servers[i].pid, 'SIGKILL');
        alive[i] = false;
      },
      async restart(i) {
        servers[i] = await startProcess(scratch.url, redisUrl);
        alive[i] = true;
        return servers[i].port;
      },
      /** Processes that died without being killed here (a crash would show in the phase's replies). */
      crashed: () => servers.filter((s, i) => alive[i] && !running(s.pid)).map((s) => s.pid),
      async stop() {
        await Promise.all(servers.filter((s, i) => alive[i] && running(s.pid)).map((s) => s.stop()));
        await scratch.drop();
      },
    };
  } catch (err) {
    await Promise.all(servers.map((s) => s.stop())).catch(() => {});
    await scratch.drop().catch(() => {});
    throw err;
  }
}

/** One query on a fresh connection (the bench's checks; the servers' pools are not touched). */
export async function query(url, text, values = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}
