import { API_PREFIX } from '@vidmatrix/contract/endpoint';
import { WECHAT_DEMO_SDK_PATH, wechatDemoVerify, wechatJsConfig } from '@vidmatrix/contract/wechat-share';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config';
import { AppError } from '../../http/app-error';
import { brandOriginOf } from '../../http/origin';
import { route } from '../../http/route';
import { fakeWechatSdkScript } from '../../integrations/loopback/loopback-wechat-sdk';
import { isPageOf } from './rules';
import { createWechatShare } from './service';
import { redisTicketStore } from './ticket-store';

/** WeChat share cards and open tags (issue 28, docs/decisions/031-wechat-share-and-open-tags.md). */
export default async function wechatShareRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const wechat = createWechatShare({
    credentials: config.PLATFORM_CREDENTIALS,
    fakes: config.PLATFORM_FAKES,
    serverSecret: config.PLATFORM_SECRET ?? 'unused: no fakes',
    apiBase: config.WECHAT_API_BASE,
    jssdkUrl: config.WECHAT_JSSDK_URL,
    timeoutMs: config.PLATFORM_TIMEOUT_MS,
    shared: app.redis ? redisTicketStore(app.redis) : undefined,
    onFakeStarted: (baseUrl) =>
      app.log.info({ baseUrl }, 'fake WeChat started for brands without a WeChat app'),
  });
  app.addHook('onClose', () => wechat.close());

  route(app, wechatJsConfig, async ({ query, request }) => {
    if (!isPageOf(query.url, brandOriginOf(request))) {
      throw new AppError('invalidInput', { messageKey: 'validation.wechat_url_foreign' });
    }
    return wechat.jsConfig(request.brand, query.url);
  });

  if (!config.PLATFORM_FAKES) return;
  route(app, wechatDemoVerify, async ({ query }) => ({
    valid: await wechat.demoVerify({
      appId: query.app_id,
      url: query.url,
      timestamp: query.timestamp,
      nonceStr: query.nonce_str,
      signature: query.signature,
    }),
  }));
  const script = fakeWechatSdkScript(`${API_PREFIX}${wechatDemoVerify.path}`);
  app.get(`${API_PREFIX}${WECHAT_DEMO_SDK_PATH}`, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script),
  );
}
