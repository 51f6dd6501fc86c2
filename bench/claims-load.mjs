// A small, bounded loopback load generator: `connections` keep-alive sockets to 127.0.0.1, each
// running one request at a time for `seconds` (or until `maxRequests` in all). Latency is
// measured per request from send to the end of the response body.
import { Agent, request } from 'node:http';

/** One POST of a JSON body on the shared keep-alive agent; resolves with status and parsed body. */
function postJson(agent, port, path, payload, headers) {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(payload);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode, body: JSON.parse(Buffer.concat(chunks).toString()) });
          } catch (err) {
            reject(err);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : 0;

/**
 * Runs `connections` workers. `next(worker)` returns {path, body, headers} for the worker's next
 * request; `done(worker, reply)` sees each reply (to check it and plan the next one).
 */
export async function load({ port, connections, seconds, maxRequests = Infinity, next, done = () => {} }) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  let sent = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  async function worker(w) {
    while (performance.now() < deadline && sent < maxRequests) {
      sent += 1;
      const { path, body, headers = {} } = next(w);
      const t0 = performance.now();
      try {
        const reply = await postJson(agent, port, path, body, headers);
        latencies.push(performance.now() - t0);
        if (reply.status !== 200 || reply.body.code !== 0) errors += 1;
        done(w, reply);
      } catch {
        errors += 1;
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, (_, w) => worker(w)));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}
