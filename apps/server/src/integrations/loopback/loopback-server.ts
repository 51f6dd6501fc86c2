import Fastify from 'fastify';
import { registerLoopbackAccounts } from './loopback-account-routes';
import type { AccountAppsByPlatform } from '../account-auth/types';
import { LoopbackAccountsState } from './loopback-accounts';
import { LoopbackContext, type LoopbackOptions } from './loopback-context';
import { LoopbackDouyinState, registerLoopbackDouyin } from './loopback-douyin';
import { registerKuaishouAuthorizePages } from './loopback-authorize-pages';
import { LoopbackKuaishouState, registerLoopbackKuaishou } from './loopback-kuaishou';
import { LoopbackXhsState, registerLoopbackXhs } from './loopback-xhs';

export interface LoopbackPlatformServer {
  /** `http://127.0.0.1:<port>`: point DOUYIN/KUAISHOU/XHS base URLs here. */
  baseUrl: string;
  ctx: LoopbackContext;
  douyin: LoopbackDouyinState;
  xhs: LoopbackXhsState;
  kuaishou: LoopbackKuaishouState;
  /** The merchant-authorization platforms (decision 026). */
  accounts: LoopbackAccountsState;
  close(): Promise<void>;
}

/**
 * Douyin, Xiaohongshu and Kuaishou fakes on one loopback port (their paths do not collide), each
 * under the platform's real paths so the real clients run unchanged against it. Used by the tests
 * and, at runtime, by brands without credentials (the plugin starts it on first use).
 */
export async function startLoopbackPlatforms(
  options: LoopbackOptions & { accountApps?: AccountAppsByPlatform },
): Promise<LoopbackPlatformServer> {
  const ctx = new LoopbackContext(options);
  const douyin = new LoopbackDouyinState();
  const xhs = new LoopbackXhsState();
  const kuaishou = new LoopbackKuaishouState();
  const accounts = new LoopbackAccountsState();
  const app = Fastify({ logger: false, bodyLimit: 4 * 1024 ** 3 });

  // Douyin's OAuth takes form bodies; Kuaishou's upload is the raw stream; publish is multipart.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.addContentTypeParser(['video/mp4', 'application/octet-stream'], (_req, payload, done) =>
    done(null, payload),
  );
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (_req, body, done) =>
    done(null, body),
  );

  registerLoopbackDouyin(app, ctx, douyin);
  registerLoopbackXhs(app, ctx, xhs);
  registerLoopbackKuaishou(app, ctx, kuaishou);
  registerLoopbackAccounts(app, ctx, accounts, () => options.accountApps ?? {});
  registerKuaishouAuthorizePages(app, { prefix: '', apps: () => ctx.apps.kuaishou, now: ctx.now });

  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('fake platforms: no TCP address');
  ctx.address = `127.0.0.1:${address.port}`;
  return {
    baseUrl: `http://${ctx.address}`,
    ctx,
    douyin,
    xhs,
    kuaishou,
    accounts,
    close: () => app.close(),
  };
}
