import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { API_PREFIX } from '@vidmatrix/contract/endpoint';
import { healthz, livez, readyz } from '@vidmatrix/contract/system';
import { AppError } from '../http/app-error';

const HEALTH_PATHS = new Set([healthz, livez, readyz].map((e) => `${API_PREFIX}${e.path}`));

/**
 * The generic cap: `max` requests per IP per /api route per minute (docs/decisions/016-limits.md).
 * With Redis it holds across processes; without, it is each process's own extra cap (the
 * per-endpoint counters of shared/throttle.ts are the limits that hold across processes). When
 * Redis fails the cap is skipped rather than failing requests: those counters fall back to the
 * database and stay closed.
 */
export default fp<{ max: number }>(
  async (app, { max }) => {
    await app.register(rateLimit, {
      global: true,
      max,
      timeWindow: 60_000,
      ...(app.redis ? { redis: app.redis, nameSpace: 'vidmatrix:rate:' } : {}),
      // Per route as well: one store serves every route, so the route is part of the key.
      keyGenerator: (request) => `${request.ip}|${request.routeOptions.url ?? ''}`,
      skipOnError: true,
      // Pages, assets and media are not API calls; nginx/the CDN caps those. Health probes come
      // from the orchestrator's one address every few seconds and must never be refused.
      allowList: (request) => !request.url.startsWith(`${API_PREFIX}/`) || HEALTH_PATHS.has(request.url),
      errorResponseBuilder: (_request, context) => {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        return new AppError('rateLimited', {
          messageKey: 'auth.too_many_attempts',
          params: { minutes: Math.ceil(seconds / 60) },
          data: { retry_after_s: seconds },
        });
      },
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
