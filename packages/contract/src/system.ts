import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const healthz = defineEndpoint({
  method: 'GET',
  path: '/healthz',
  summary: 'Liveness and database check',
  tags: ['system'],
  auth: 'public',
  response: z.object({
    status: z.literal('ok'),
    database: z.object({ driver: z.enum(['pglite', 'postgres']), latency_ms: z.number() }),
    uptime_s: z.number(),
  }),
});

/** Liveness: the process answers; no dependency is asked, so a database outage never restarts it. */
export const livez = defineEndpoint({
  method: 'GET',
  path: '/livez',
  summary: 'Liveness: the process is up (no dependency checked)',
  tags: ['system'],
  auth: 'public',
  response: z.object({ status: z.literal('ok'), uptime_s: z.number() }),
});

/**
 * Readiness: whether to send this process traffic. 503 (50300) when the database does not answer;
 * Redis (with REDIS_URL) is reported but only degrades, because the limits then use the database.
 */
export const readyz = defineEndpoint({
  method: 'GET',
  path: '/readyz',
  summary: 'Readiness: database answers (Redis reported when configured)',
  tags: ['system'],
  auth: 'public',
  response: z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({ driver: z.enum(['pglite', 'postgres']), latency_ms: z.number() }),
    redis: z.object({ status: z.enum(['ok', 'down', 'off']), latency_ms: z.number().nullable() }),
  }),
});
