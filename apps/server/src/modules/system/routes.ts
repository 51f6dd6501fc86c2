import { healthz, livez, readyz } from '@vidmatrix/contract/system';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';

async function databaseCheck(app: FastifyInstance) {
  try {
    return { driver: app.database.driver, latency_ms: await app.database.ping() };
  } catch (cause) {
    // A load balancer takes the process out of rotation on 503 instead of sending it traffic.
    throw new AppError('databaseUnavailable', { cause });
  }
}

/**
 * Redis answers PING within the client's command time-out (plugins/redis.ts), or is down; off
 * without REDIS_URL. A further shared dependency gets its check beside this one.
 */
async function redisCheck(app: FastifyInstance) {
  if (!app.redis) return { status: 'off' as const, latency_ms: null };
  const started = performance.now();
  try {
    await app.redis.ping();
    return { status: 'ok' as const, latency_ms: Math.round((performance.now() - started) * 1000) / 1000 };
  } catch {
    return { status: 'down' as const, latency_ms: null };
  }
}

export default async function systemRoutes(app: FastifyInstance) {
  // Kept as it was for existing monitors: the database check plus uptime.
  route(app, healthz, async () => ({
    status: 'ok' as const,
    database: await databaseCheck(app),
    uptime_s: Math.round(process.uptime()),
  }));

  route(app, livez, async () => ({ status: 'ok' as const, uptime_s: Math.round(process.uptime()) }));

  // Redis down only degrades: every process shares it, so failing here would turn a Redis outage
  // into a full one, while the limits fall back to the database (decision 016).
  route(app, readyz, async () => {
    const [database, redis] = await Promise.all([databaseCheck(app), redisCheck(app)]);
    return { status: redis.status === 'down' ? ('degraded' as const) : ('ok' as const), database, redis };
  });
}
