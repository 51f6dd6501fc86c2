import {
  type AnalyticsEvent,
  ANALYTICS_MAX_BODY_BYTES,
  devAnalyticsEvents,
  postAnalyticsEvents,
} from '@vidmatrix/contract/analytics';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config/server-vars';
import { route } from '../../http/route';
import { LIMITS, reserve } from '../../shared/throttle';
import { eventsOfVisitor } from './repo';
import { recordEvents } from './service';

function single(header: string | string[] | undefined): string | undefined {
  return Array.isArray(header) ? header[0] : header;
}

export interface AnalyticsOptions {
  config: Pick<ServerConfig, 'NODE_ENV'>;
  /** Told of every stored batch (touch cards roll their tap data up from it); best effort. */
  onRecorded?: (brandKey: string, events: AnalyticsEvent[]) => Promise<void>;
}

export default async function analyticsRoutes(
  app: FastifyInstance,
  { config, onRecorded }: AnalyticsOptions,
) {
  // navigator.sendBeacon posts a string or Blob as text/plain (a JSON type would need a CORS
  // preflight a beacon cannot make), so this module alone reads text/plain bodies as JSON.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
  // Public and unauthenticated, so bounded: a small body (413 past it) and a number of batches
  // per IP (docs/decisions/016-limits.md). The hook sees only this plugin's route.
  app.addHook('onRoute', (options) => {
    options.bodyLimit = Math.min(ANALYTICS_MAX_BODY_BYTES, app.initialConfig.bodyLimit ?? Infinity);
  });

  route(app, postAnalyticsEvents, async ({ body, request }) => {
    await reserve(app.counters, [LIMITS.analyticsPerIp(request.ip)]);
    const stored = await recordEvents(app.db, body.events, {
      brandKey: request.brand.key,
      visitorId: single(request.headers['visitor-id']) ?? body.visitor_id,
      userAgent: request.headers['user-agent'],
    });
    if (onRecorded) {
      await onRecorded(request.brand.key, body.events).catch((error: unknown) =>
        request.log.error({ err: error }, 'analytics: roll-up after a batch failed'),
      );
    }
    return { stored };
  });

  // Development only, like the SMS outbox: browser tests read back what a visit recorded.
  if (config.NODE_ENV !== 'production') {
    route(app, devAnalyticsEvents, async ({ query }) => ({
      events: await eventsOfVisitor(app.db, query.visitor_id),
    }));
  }
}
