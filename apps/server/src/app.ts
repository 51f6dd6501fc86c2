import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/config';
import { proxyTrust } from './config/limit-vars';
import type { Database } from './db/client';
import academyRoutes from './modules/academy/routes';
import analyticsRoutes from './modules/analytics/routes';
import authRoutes from './modules/auth/routes';
import consoleRoutes from './modules/console/routes';
import consentRoutes from './modules/consent/routes';
import contactRoutes from './modules/contact/routes';
import copywritingRoutes from './modules/copywriting/routes';
import benchRoutes from './modules/distribution/bench-routes';
import distributionRoutes from './modules/distribution/routes';
import handoffRoutes from './modules/handoff/routes';
import mediaRoutes from './modules/media/routes';
import oauthRoutes from './modules/oauth/routes';
import platformAuthRoutes from './modules/platform-auth/routes';
import platformTaskRoutes from './modules/platform-tasks/routes';
import shareRoutes from './modules/share/routes';
import systemRoutes from './modules/system/routes';
import teamRoutes from './modules/team/routes';
import touchCardRoutes from './modules/touch-card/routes';
import mixRoutes from './modules/mix/routes';
import { hasStorePage } from './modules/touch-card/public';
import { rollUp } from './modules/touch-card/taps';
import uploadRoutes from './modules/upload/routes';
import webhookRoutes from './modules/webhooks/routes';
import wechatShareRoutes from './modules/wechat-share/routes';
import { createKuaishouTask } from './modules/platform-tasks/service';
import { findSession, touchSession } from './modules/auth/service';
import { membershipOf } from './modules/team/service';
import authPlugin from './plugins/auth';
import brandPlugin from './plugins/brand';
import countersPlugin from './plugins/counters';
import dbPlugin from './plugins/db';
import jobsPlugin from './plugins/jobs';
import { serializeError, serializeRequest } from './http/log-fields';
import { clientErrorHandler } from './plugins/client-errors';
import compressionPlugin from './plugins/compression';
import errorsPlugin, { frameworkErrorHandler } from './plugins/errors';
import i18nPlugin from './plugins/i18n';
import openapiPlugin from './plugins/openapi';
import platformsPlugin from './plugins/platforms';
import tokenCipherPlugin from './plugins/token-cipher';
import rateLimitPlugin from './plugins/rate-limit';
import securityHeadersPlugin from './plugins/security-headers';
import redisPlugin from './plugins/redis';
import storagePlugin from './plugins/storage';
import { brandPages } from './web/brand-pages';
import webPlugin from './web/web-plugin';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Where log lines go instead of stdout (the fuzz test reads them). */
  logStream?: { write(line: string): void };
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** An upstream proxy's id keeps one request traceable across hops; anything odd is replaced. */
function requestId(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

/** Builds the server without listening: main.ts listens, tests call app.inject(). */
export async function buildApp({ config, database, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            // No request values in the log: redacted URLs, errors without SQL parameters.
            serializers: { req: serializeRequest, err: serializeError },
            ...(logStream ? { stream: logStream } : {}),
          },
    genReqId: (req) => requestId(req.headers['x-request-id']),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: proxyTrust(config.TRUST_PROXY),
    // On SIGTERM the listener closes; a request that still reaches us on an open connection is
    // served to the end rather than refused with 503, and the database closes after it.
    return503OnClosing: false,
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON endpoints answer text/plain with 415; the analytics module re-adds it for sendBeacon.
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Plugins first (ours depend on i18n for messages), routes last.
  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  await app.register(brandPlugin);
  await app.register(securityHeadersPlugin, {
    mediaOrigins: [config.CDN_ORIGIN, config.S3_PUBLIC_URL],
    scriptOrigins: [config.WECHAT_JSSDK_URL],
  });
  // Before any route and before the static plugin (web/web-plugin.ts), as @fastify/compress requires.
  await app.register(compressionPlugin);
  await app.register(dbPlugin, { database });
  await app.register(jobsPlugin, { heartbeatSeconds: config.JOB_HEARTBEAT_SECONDS });
  // Limits (docs/decisions/016-limits.md): before any route, so the rate limit sees them all.
  await app.register(redisPlugin, { url: config.REDIS_URL });
  await app.register(countersPlugin);
  await app.register(rateLimitPlugin, { max: config.RATE_LIMIT_PER_IP_PER_MINUTE });
  await app.register(storagePlugin, { config });
  await app.register(openapiPlugin);
  await app.register(authPlugin, {
    config,
    // Who is calling, from the tables' owners: sessions are auth's, memberships team's.
    sources: { findSession, touchSession, membershipOf },
  });
  await app.register(platformsPlugin, { config });
  await app.register(tokenCipherPlugin, { config });

  await app.register(systemRoutes);
  await app.register(analyticsRoutes, {
    config,
    onRecorded: (brandKey, events) => rollUp(app.db, brandKey, events),
  });
  await app.register(authRoutes, { config });
  await app.register(teamRoutes);
  await app.register(contactRoutes);
  await app.register(consentRoutes);
  // The web app's pages: served by the web plugin, and by `/n/<code>` as its target (decision 025).
  const pages = brandPages(app, config);
  await app.register(distributionRoutes, {
    cdnOrigin: config.CDN_ORIGIN,
    storePage: (code, brandKey) => hasStorePage(app.db, code, brandKey),
    openPage: (request, reply, target) => pages.sendAs(request, reply, target),
  });
  await app.register(mediaRoutes, { mediaDir: config.MEDIA_DIR });
  // Without PLATFORM_SECRET (allowed only when neither the fakes nor Kuaishou are on) OAuth
  // cannot be used anyway; a per-process value keeps it unforgeable.
  const platformSecret = config.PLATFORM_SECRET ?? `unset-${randomUUID()}-${randomUUID()}`;
  await app.register(oauthRoutes, {
    secret: platformSecret,
    publish: (input) =>
      createKuaishouTask({
        ...input,
        platforms: app.platforms.forBrand(input.brand),
        database: app.database,
        cipher: app.tokenCipher,
        mediaDir: config.MEDIA_DIR,
        storage: app.storage,
        videoTitle: '',
      }),
  });
  await app.register(platformTaskRoutes, { secret: platformSecret, mediaDir: config.MEDIA_DIR });
  await app.register(platformAuthRoutes, {
    secret: platformSecret,
    cipher: app.tokenCipher,
    refreshTimer: config.NODE_ENV !== 'test',
    avatar: { timeoutMs: config.PLATFORM_TIMEOUT_MS, allowHttp: config.NODE_ENV !== 'production' },
  });
  await app.register(webhookRoutes);
  await app.register(wechatShareRoutes, { config });
  await app.register(consoleRoutes);
  await app.register(handoffRoutes);
  await app.register(uploadRoutes, { config });
  await app.register(shareRoutes, { config });
  await app.register(copywritingRoutes, { config });
  await app.register(academyRoutes, { config });
  await app.register(touchCardRoutes, { config });
  await app.register(mixRoutes, { config });
  if (config.BENCH_ENDPOINTS) await app.register(benchRoutes);
  await app.register(webPlugin, { distDir: config.WEB_DIST_DIR, pages });
  return app;
}
