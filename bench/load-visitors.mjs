// Simulated visitors for bench/load.mjs and bench/load-faults.mjs. Each visitor is one client
// address (X-Forwarded-For; the servers run with TRUST_PROXY=1) with its own keep-alive
// connection (Node's fetch), sent to one server process as a load balancer would — the next live
// one when its own does not answer. It runs sessions one after another: a new visitor id claims a
// video of a random activity, changes it 0–2 times, then reports it taken (70 %) or lets it go.
// Every reply is recorded: latency per call type, replies by HTTP status and envelope code, who
// holds which video, what was acknowledged, and how much each address's limits let through.

const CLAIM_LIMIT = { limit: 'claims per IP', max: 300 }; // LIMITS.claimsPerIp (decision 016)
const REPORT_LIMIT = { limit: 'reports per IP', max: 120 }; // LIMITS.reportsPerIp
const CALLS = {
  claim: { path: '/api/open/weixin_dist/activity_log/fetch_video', limit: CLAIM_LIMIT },
  change: { path: '/api/open/weixin_dist/activity_log/fetch_video', limit: CLAIM_LIMIT },
  taken: { path: '/api/open/weixin_dist/activity_log/download_report', limit: REPORT_LIMIT },
  release: { path: '/api/member/browser_video/activity_log/expire_report', limit: REPORT_LIMIT },
};
const WINDOW_MS = 60_000;
const usedPrefixes = new Set();

/** A second octet no other run of this process used: each run's addresses are its own. */
function addressPrefix() {
  let p;
  do p = 100 + Math.floor(Math.random() * 150);
  while (usedPrefixes.has(p));
  usedPrefixes.add(p);
  return `10.${p}`;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : undefined;

/**
 * Starts `visitors` visitors against `ports()` (a function: a restarted process has a new port).
 * The last `sharedIp` of them share one address (a shop's Wi-Fi), to show that address's limits
 * hold across the processes. `thinkMs` is a visitor's mean pause between two calls (0: the next
 * call leaves as soon as the last reply is in, so the figures are the cluster's capacity). `stop()` ends every session after its current request and resolves
 * with the recorded figures.
 */
export function startVisitors({
  ports,
  activityIds,
  visitors,
  sharedIp = 0,
  thinkMs = 0,
  runId = `${process.pid}`,
}) {
  const prefix = addressPrefix();
  const hotIp = `${prefix}.255.1`;
  const started = performance.now();
  const startedAt = Date.now();
  const latency = Object.fromEntries(Object.keys(CALLS).map((k) => [k, []]));
  const replies = new Map(); // "call status/code" → count
  const failures = []; // {sent, at (ms since start), call, status, code}
  const holder = new Map(); // video → visitor id holding it (or having taken it)
  const takenBy = new Map(); // video → visitor id acknowledged as taker
  const finals = new Map(); // visitor id → { activity, video, state: 'held' | 'taken' | 'released' }
  // "limit|ip|window" → { max, n: let through within the window, edge: sent before it and
  // answered in it or sent in it and answered after (counted by the server in one of the two) }
  const counted = new Map();
  const refused = { distinct: 0, shared: 0 };
  const down = new Map(); // port → until (ms since start), after a connection failure
  let liveDoubles = 0;
  let takenDoubles = 0;
  let requests = 0;
  let stopped = false;

  const now = () => performance.now() - started;
  const count = (key) => replies.set(key, (replies.get(key) ?? 0) + 1);

  function pickPort(w) {
    const all = ports();
    for (let i = 0; i < all.length; i++) {
      const port = all[(w + i) % all.length];
      if ((down.get(port) ?? 0) <= now()) return port;
    }
    return undefined;
  }

  /**
   * One call; resolves with the envelope's data, null when refused with a 4xx (nothing done), or
   * undefined when the outcome is unknown (no reply, or a 5xx); failures are recorded. A
   * refused connection reached no process, so it goes to the next live one, as a load balancer
   * would retry it (counted apart in the replies).
   */
  async function call(w, ip, visitorId, kind, body) {
    if (thinkMs) await sleep(Math.random() * 2 * thinkMs);
    const t0 = performance.now();
    let sentAt;
    let res;
    let json;
    for (;;) {
      const port = pickPort(w);
      if (port === undefined) {
        await sleep(100);
        if (stopped) return undefined;
        continue;
      }
      sentAt = Date.now();
      try {
        res = await fetch(`http://127.0.0.1:${port}${CALLS[kind].path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'visitor-id': visitorId, 'x-forwarded-for': ip },
          body: JSON.stringify(body),
        });
        json = await res.json();
        break;
      } catch (err) {
        const reason = err.cause?.code ?? err.name;
        if (reason === 'ECONNREFUSED') {
          down.set(port, now() + 1000);
          count(`${kind} connection refused, sent to another process`);
          continue;
        }
        // Lost on the way (the process died with it): the outcome is unknown.
        requests += 1;
        count(`${kind} network ${reason}`);
        failures.push({ sent: t0 - started, at: now(), call: kind, status: 'network', code: reason });
        if (!res) down.set(port, now() + 1000);
        await sleep(50);
        return undefined;
      }
    }
    requests += 1;
    latency[kind].push(performance.now() - t0);
    count(`${kind} ${res.status}/${json.code}`);
    const { limit, max } = CALLS[kind].limit;
    if (json.code === 42900) refused[ip === hotIp ? 'shared' : 'distinct'] += 1;
    else {
      const [from, to] = [Math.floor(sentAt / WINDOW_MS), Math.floor(Date.now() / WINDOW_MS)];
      for (let window = from; window <= to; window++) {
        const key = `${limit}|${ip}|${window}`;
        const c = counted.get(key) ?? { max, n: 0, edge: 0 };
        if (from === to) c.n += 1;
        else c.edge += 1;
        counted.set(key, c);
      }
    }
    if (json.code !== 0) {
      failures.push({ sent: t0 - started, at: now(), call: kind, status: res.status, code: json.code });
      // Refused: nothing was done (after a 42900 the visitor waits a second, as a page would).
      if (res.status < 500) {
        if (json.code === 42900) await sleep(1000);
        return null;
      }
      await sleep(50); // back off while a dependency recovers
      return undefined;
    }
    return json.data;
  }

  /** Records a video handed to `visitorId`; a video another visitor still holds is a double claim. */
  function handed(visitorId, activity, data) {
    if (!data.exist) return undefined;
    const video = data.items[0].mixed_video_id;
    const other = holder.get(video);
    if (other !== undefined && other !== visitorId) liveDoubles += 1;
    holder.set(video, visitorId);
    finals.set(visitorId, { activity, video, state: 'held' });
    return video;
  }

  async function session(w, ip, visitorId) {
    const activity = activityIds[Math.floor(Math.random() * activityIds.length)];
    const first = await call(w, ip, visitorId, 'claim', { activity_id: activity });
    if (!first) return;
    let held = handed(visitorId, activity, first);
    if (held === undefined) return;
    for (let changes = Math.floor(Math.random() * 3); changes > 0 && !stopped; changes--) {
      // The old video may be released from the moment the request leaves.
      if (holder.get(held) === visitorId) holder.delete(held);
      const data = await call(w, ip, visitorId, 'change', { activity_id: activity, prev_id: held });
      if (!data) {
        // Refused: the old video stays held. Unknown: nothing can be said of it. Either way the
        // session ends (a real visitor would reload).
        if (data === null) holder.set(held, visitorId);
        else finals.delete(visitorId);
        return;
      }
      if (!data.exist) {
        holder.set(held, visitorId); // nothing else drawn: the old video stays held
        break;
      }
      held = handed(visitorId, activity, data);
    }
    if (stopped) return;
    const body = { activity_id: activity, mixed_video_id: held };
    if (Math.random() < 0.7) {
      const data = await call(w, ip, visitorId, 'taken', body);
      if (data?.reported) {
        const other = takenBy.get(held);
        if (other !== undefined && other !== visitorId) takenDoubles += 1;
        takenBy.set(held, visitorId);
        finals.set(visitorId, { activity, video: held, state: 'taken' });
      } else if (data !== null) finals.delete(visitorId); // refused: still held
    } else {
      if (holder.get(held) === visitorId) holder.delete(held);
      const data = await call(w, ip, visitorId, 'release', body);
      if (data?.reported) finals.set(visitorId, { activity, video: held, state: 'released' });
      else if (data === null)
        holder.set(held, visitorId); // refused: still held
      else finals.delete(visitorId);
    }
  }

  async function visitor(w) {
    const shared = w >= visitors - sharedIp;
    const ip = shared ? hotIp : `${prefix}.${(w >> 8) & 255}.${w & 255}`;
    for (let s = 0; !stopped; s++) await session(w, ip, `load-${runId}-${prefix}-${w}-${s}`);
  }

  const running = Promise.all(Array.from({ length: visitors }, (_, w) => visitor(w)));
  return {
    /** Requests answered so far (for progress lines). */
    requests: () => requests,
    /** Milliseconds since the start. */
    elapsed: now,
    async stop() {
      stopped = true;
      // Throughput over the run itself; the sessions' last calls (the drain) are answered after.
      const seconds = now() / 1000;
      const answered = requests;
      await running;
      const drain = now() / 1000 - seconds;
      const perCall = Object.fromEntries(
        Object.entries(latency).map(([k, xs]) => {
          xs.sort((a, b) => a - b);
          return [k, { n: xs.length, p50: percentile(xs, 0.5), p99: percentile(xs, 0.99) }];
        }),
      );
      let worst;
      for (const [key, { max, n }] of counted) {
        const [limit, ip, window] = key.split('|');
        if (!worst || n / max > worst.n / worst.max) worst = { limit, ip, window: Number(window), max, n };
      }
      const hot = [...counted]
        .filter(([key]) => key.split('|')[1] === hotIp)
        .map(([key, v]) => {
          const [limit, , window] = key.split('|');
          return { limit, at: new Date(Number(window) * WINDOW_MS).toISOString().slice(11, 16), ...v };
        });
      return {
        seconds,
        startedAt,
        requests,
        rps: answered / seconds,
        drain,
        perCall,
        replies: [...replies].sort((a, b) => b[1] - a[1]),
        failures,
        liveDoubles,
        takenDoubles,
        taken: takenBy,
        finals,
        refused,
        exceeded: [...counted].filter(([, v]) => v.n > v.max).length,
        worst,
        hot,
        hotIp: sharedIp ? hotIp : undefined,
      };
    },
  };
}

/**
 * What the database says at the end against what the visitors were told: every acknowledged
 * "taken" is published to that visitor, and each session's last acknowledged state is still
 * true (held → locked by it; released → not locked by it). Plus, per activity, videos published
 * = claimers' `taken` (nothing counted twice) and no video published to two claimers.
 */
export async function checkDatabase(query, url, result, activityIds) {
  const rows = await query(
    url,
    `select id, locked_by, locked_until > now() as locked, published_by from videos
     where activity_id = any($1::int[])`,
    [activityIds],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  let lostTaken = 0;
  for (const [video, visitorId] of result.taken) {
    if (byId.get(video)?.published_by !== `v:${visitorId}`) lostTaken += 1;
  }
  let lostHeld = 0;
  let lostReleased = 0;
  for (const [visitorId, f] of result.finals) {
    const row = byId.get(f.video);
    const claimer = `v:${visitorId}`;
    if (f.state === 'held' && !(row?.locked && row.locked_by === claimer && !row.published_by)) lostHeld += 1;
    if (f.state === 'released' && row?.locked && row.locked_by === claimer && !row.published_by)
      lostReleased += 1;
  }
  const [counts] = await query(
    url,
    `select (select count(*)::int from videos where activity_id = any($1::int[]) and published_at is not null) as published,
            (select coalesce(sum(taken), 0)::int from claimers where activity_id = any($1::int[])) as taken`,
    [activityIds],
  );
  return {
    acknowledgedTaken: result.taken.size,
    lostTaken,
    finalStates: result.finals.size,
    lostHeld,
    lostReleased,
    published: counts.published,
    claimersTaken: counts.taken,
  };
}

const fmt = (n, d = 1) => (n === undefined ? '–' : n.toFixed(d));

/** Prints one run's figures as markdown. */
export function printResult(title, result, db) {
  console.log(`\n### ${title}\n`);
  console.log(
    `${result.requests.toLocaleString('en')} requests: ${fmt(result.rps, 0)} req/s over ${fmt(result.seconds)} s, then ${fmt(result.drain)} s for the calls in flight to finish.\n`,
  );
  console.log('| call | replies | p50 ms | p99 ms |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const [k, v] of Object.entries(result.perCall))
    console.log(`| ${k} | ${v.n.toLocaleString('en')} | ${fmt(v.p50)} | ${fmt(v.p99)} |`);
  console.log('\nReplies by call, HTTP status / envelope code:\n');
  for (const [k, n] of result.replies) console.log(`- ${k}: ${n.toLocaleString('en')}`);
  console.log(
    `\nDouble claims: ${result.liveDoubles} (a video handed to a visitor while another held it), ` +
      `${result.takenDoubles} (a video acknowledged as taken to two visitors).`,
  );
  if (db) {
    console.log(
      `Database at the end: ${db.published} videos published, claimers' taken sum ${db.claimersTaken}` +
        ` (${db.published === db.claimersTaken ? 'equal' : 'DIFFERENT'}); ` +
        `${db.acknowledgedTaken} acknowledged "taken": ${db.lostTaken} not published to their visitor; ` +
        `${db.finalStates} sessions' last acknowledged state: ${db.lostHeld} held and ${db.lostReleased} released ones not so in the database.`,
    );
  }
  const w = result.worst;
  console.log(
    `Limits: 42900 refusals ${result.refused.distinct} for one-visitor addresses` +
      (result.hotIp ? `, ${result.refused.shared} for the shared address ${result.hotIp}` : '') +
      `; windows over their limit (not counting requests in flight across a window's edge): ${result.exceeded}` +
      (w ? ` (fullest: ${w.n} of ${w.max} ${w.limit} for ${w.ip})` : '') +
      '.',
  );
  if (result.hot.length) {
    console.log(
      `Shared address, let through per minute window (+ in flight across its edge): ${result.hot
        .map((h) => `${h.at} ${h.limit} ${h.n}${h.edge ? ` (+${h.edge})` : ''}/${h.max}`)
        .join('; ')}.`,
    );
  }
}
