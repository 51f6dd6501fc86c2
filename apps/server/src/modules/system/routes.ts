import { healthz } from '@vidmatrix/contract/system';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';

export default async function systemRoutes(app: FastifyInstance) {
  route(app, healthz, async () => {
    let latency: number;
    try {
      latency = await app.database.ping();
    } catch (cause) {
      // A load balancer takes the process out of rotation on 503 instead of sending it traffic.
      throw new AppError('databaseUnavailable', { cause });
    }
    return {
      status: 'ok' as const,
      database: { driver: app.database.driver, latency_ms: latency },
      uptime_s: Math.round(process.uptime()),
    };
  });
}
