import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** REDIS_URL's client, shared by every limit of this process; undefined without REDIS_URL. */
    redis: Redis | undefined;
  }
}

/**
 * One Redis connection per process for the brute-force counters and the per-route rate limit
 * (docs/decisions/016-limits.md). Calls must fail fast when Redis is down, so callers fall back
 * to the database at once: no offline queue, one retry, a short connect time-out.
 */
export default fp<{ url: string | undefined }>(
  async (app, { url }) => {
    if (!url) {
      app.decorate('redis', undefined);
      return;
    }
    const redis = new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      commandTimeout: 1000,
      // Keeps trying in the background (at most every 2 s) while calls fall back.
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    let down = false;
    redis.on('error', (err) => {
      if (!down) app.log.warn({ err: err.message }, 'redis unavailable: limits fall back to the database');
      down = true;
    });
    redis.on('ready', () => {
      if (down) app.log.info('redis available again');
      down = false;
    });
    // Starting while Redis is down is allowed: the limits use the database until it answers.
    await redis.connect().catch(() => undefined);
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  },
  { name: 'redis' },
);
