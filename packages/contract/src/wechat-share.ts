import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { safeString } from './input-fields';

/**
 * WeChat share cards and open tags (issue 28, docs/decisions/031-wechat-share-and-open-tags.md).
 * Inside WeChat a visitor page asks for a signed `wx.config`, loads the JS-SDK and sets its share
 * card; where the brand has an open-platform app bound for a platform, the claim and store pages
 * jump to it with `<wx-open-launch-app>`.
 */

/** The JS-SDK interfaces a visitor page uses: the two share-card setters of JS-SDK 1.4.0+. */
export const WECHAT_JS_API_LIST = ['updateAppMessageShareData', 'updateTimelineShareData'] as const;
export const WECHAT_OPEN_TAG = 'wx-open-launch-app';

/** The apps an open tag may launch: the platforms a visitor posts to from our pages. */
export const WECHAT_OPEN_PLATFORMS = ['douyin', 'kuaishou', 'xhs'] as const;
export type WechatOpenPlatform = (typeof WECHAT_OPEN_PLATFORMS)[number];

/** WeChat signs the page URL as the visitor's browser has it; a URL longer than this is not ours. */
const MAX_URL_LENGTH = 2048;

/**
 * `wx.config`'s own argument, field for field as WeChat names it (camelCase, unlike our wire
 * convention): the page passes it on untouched.
 */
export const wxConfig = z.object({
  appId: z.string(),
  timestamp: z.number().int(),
  nonceStr: z.string(),
  signature: z.string(),
  jsApiList: z.array(z.string()),
  openTagList: z.array(z.string()),
});
export type WxConfig = z.infer<typeof wxConfig>;

export const wechatJsConfig = defineEndpoint({
  method: 'GET',
  path: '/open/wechat/js_config',
  summary:
    "WeChat JS-SDK: the signed wx.config for a page of this brand's origin, the SDK's address and the brand's open-tag apps; 20007 when the brand has no WeChat app",
  tags: ['wechat'],
  auth: 'public',
  query: z.object({
    /** The page's URL (`location.href`); the fragment is not signed. */
    url: safeString({ error: 'wechat_url_invalid' })
      .max(MAX_URL_LENGTH, { error: 'wechat_url_invalid' })
      .regex(/^https?:\/\//i, { error: 'wechat_url_invalid' }),
  }),
  response: z.object({
    wx_config: wxConfig,
    /** Where the page loads the JS-SDK from (jweixin 1.6.0; the demo's test double on fakes). */
    script_url: z.string(),
    /** Per platform, the open-platform mobile app id `<wx-open-launch-app appid>` launches. */
    open_apps: z.partialRecord(z.enum(WECHAT_OPEN_PLATFORMS), z.string()),
    /** The brand has no WeChat app and the loopback fake signs (development, tests). */
    demo: z.boolean(),
  }),
});

/**
 * The demo's stand-in for WeChat's own check of `wx.config` (served only while the platform
 * fakes are on): is this signature one of the fake's live tickets for this app and URL?
 */
export const wechatDemoVerify = defineEndpoint({
  method: 'GET',
  path: '/open/wechat/demo/verify',
  summary: "Demo only (platform fakes): checks a wx.config signature against the fake WeChat's tickets",
  tags: ['wechat'],
  auth: 'public',
  query: z.object({
    app_id: safeString().max(64),
    url: safeString().max(MAX_URL_LENGTH),
    timestamp: z.coerce.number().int(),
    nonce_str: safeString().max(64),
    signature: safeString().max(64),
  }),
  response: z.object({ valid: z.boolean() }),
});

/** The demo's JS-SDK test double (a script, not JSON), below /api like the endpoints above. */
export const WECHAT_DEMO_SDK_PATH = '/open/wechat/demo/jweixin-1.6.0.js';
