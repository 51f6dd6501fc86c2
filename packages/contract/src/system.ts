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
