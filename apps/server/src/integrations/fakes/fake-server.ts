import Fastify from 'fastify';
import { registerAccountFakes } from './fake-account-routes';
import { FakeAccountsState, type FakeAccountApps } from './fake-accounts';
import { FakeContext, type FakeOptions } from './fake-context';
import { FakeDouyinState, registerDouyinFake } from './fake-douyin';
import { FakeKuaishouState, registerKuaishouAuthorizePages, registerKuaishouFake } from './fake-kuaishou';
import { FakeXhsState, registerXhsFake } from './fake-xhs';

export interface FakePlatformServer {
  /** `http://127.0.0.1:<port>`: point DOUYIN/KUAISHOU/XHS base URLs here. */
  baseUrl: string;
  ctx: FakeContext;
  douyin: FakeDouyinState;
  xhs: FakeXhsState;
  kuaishou: FakeKuaishouState;
  /** The merchant-authorization platforms (decision 026). */
  accounts: FakeAccountsState;
  close(): Promise<void>;
}

/**
 * Douyin, Xiaohongshu and Kuaishou fakes on one loopback port (their paths do not collide), each
 * under the platform's real paths so the real clients run unchanged against it. Used by the tests
 * and, at runtime, by brands without credentials (the plugin starts it on first use).
 */
export async function startFakePlatforms(
  options: FakeOptions & { accountApps?: FakeAccountApps },
): Promise<FakePlatformServer> {
  const ctx = new FakeContext(options);
  const douyin = new FakeDouyinState();
  const xhs = new FakeXhsState();
  const kuaishou = new FakeKuaishouState();
  const accounts = new FakeAccountsState();
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

  registerDouyinFake(app, ctx, douyin);
  registerXhsFake(app, ctx, xhs);
  registerKuaishouFake(app, ctx, kuaishou);
  registerAccountFakes(app, ctx, accounts, () => options.accountApps ?? {});
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
