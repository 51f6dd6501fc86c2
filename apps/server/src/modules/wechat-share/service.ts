import { createHmac } from 'node:crypto';
import type { Brand } from '@vidmatrix/brands/brands';
import { API_PREFIX } from '@vidmatrix/contract/endpoint';
import {
  WECHAT_DEMO_SDK_PATH,
  WECHAT_JS_API_LIST,
  WECHAT_OPEN_TAG,
  type WechatOpenPlatform,
  type wechatJsConfig,
} from '@vidmatrix/contract/wechat-share';
import type { z } from 'zod';
import type { PlatformCredentials } from '../../config/platform-credentials';
import { startFakeWechat, type FakeWechatServer } from '../../integrations/loopback/loopback-wechat';
import { fixedBase, platformNotConfigured } from '../../integrations/platform-http';
import { WechatClient, type SharedTicketStore, type WechatCredentials } from '../../integrations/wechat';

type JsConfigReply = z.output<typeof wechatJsConfig.response>;

export interface WechatShareOptions {
  credentials: PlatformCredentials;
  /** Brands without a WeChat app sign with a demo app on the loopback fake (true) or answer 20007. */
  fakes: boolean;
  /** The demo app's secret derives from it, as the other platforms' demo apps do. */
  serverSecret: string;
  apiBase: string;
  jssdkUrl: string;
  timeoutMs: number;
  shared?: SharedTicketStore;
  /** Told once the demo's fake WeChat listens. */
  onFakeStarted?: (baseUrl: string) => void;
}

export interface WechatShare {
  /** The signed `wx.config` for `url` (already checked to be a page of the brand's origin). */
  jsConfig(brand: Brand, url: string): Promise<JsConfigReply>;
  /** Demo only: the fake WeChat's check of a signature; false while the fakes are off. */
  demoVerify(input: Parameters<FakeWechatServer['verify']>[0]): Promise<boolean>;
  close(): Promise<void>;
}

const DEMO_APP_ID = 'wxdemo0000000000';

/**
 * One WeChat client per app (brands sharing a service account share its ticket), the brand's own
 * app from PLATFORM_CREDENTIALS, else — while the fakes are on — the demo app, whose WeChat is a
 * loopback fake started on first use and whose JS-SDK is the test double we serve.
 */
export function createWechatShare(options: WechatShareOptions): WechatShare {
  const demoApp: WechatCredentials = {
    appId: DEMO_APP_ID,
    appSecret: createHmac('sha256', options.serverSecret).update('demo-platform:wechat').digest('hex'),
  };
  let fake: Promise<FakeWechatServer> | undefined;
  const fakeServer = () =>
    (fake ??= startFakeWechat({ apps: [demoApp] })
      .then((server) => {
        options.onFakeStarted?.(server.baseUrl);
        return server;
      })
      .catch((err: unknown) => {
        fake = undefined; // the next call tries again
        throw err;
      }));

  const clients = new Map<string, WechatClient>();
  const clientFor = (credentials: WechatCredentials, demo: boolean) => {
    let client = clients.get(credentials.appId);
    if (!client) {
      client = new WechatClient({
        credentials,
        baseUrl: demo ? async () => (await fakeServer()).baseUrl : fixedBase(options.apiBase),
        timeoutMs: options.timeoutMs,
        shared: options.shared,
      });
      clients.set(credentials.appId, client);
    }
    return client;
  };

  return {
    async jsConfig(brand, url) {
      const own = options.credentials[brand.key]?.wechat;
      if (!own && !options.fakes) throw platformNotConfigured('wechat');
      const client = clientFor(own ?? demoApp, !own);
      const openApps: Partial<Record<WechatOpenPlatform, string>> = own?.openApps ?? {};
      return {
        wx_config: {
          appId: client.appId,
          ...(await client.sign(url)),
          jsApiList: [...WECHAT_JS_API_LIST],
          // Asking for a tag the account may not use makes WeChat fire WeixinOpenTagsError: only
          // when the brand has an app for it.
          openTagList: Object.keys(openApps).length > 0 ? [WECHAT_OPEN_TAG] : [],
        },
        script_url: own ? options.jssdkUrl : `${API_PREFIX}${WECHAT_DEMO_SDK_PATH}`,
        open_apps: openApps,
        demo: !own,
      };
    },
    async demoVerify(input) {
      if (!options.fakes) return false;
      return (await fakeServer()).verify(input);
    },
    async close() {
      const started = fake;
      fake = undefined;
      if (started) await (await started.catch(() => undefined))?.close();
    },
  };
}
