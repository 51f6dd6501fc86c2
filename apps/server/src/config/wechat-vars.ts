import { httpUrl } from './vars';

/**
 * WeChat share cards and open tags (issue 28, docs/decisions/031-wechat-share-and-open-tags.md).
 * Each brand's WeChat app (id, secret, open-tag apps) is its `wechat` entry of PLATFORM_CREDENTIALS.
 */
export const WECHAT_VARS = {
  WECHAT_API_BASE: {
    schema: httpUrl,
    default: 'https://api.weixin.qq.com',
    description:
      'WeChat API origin for the JS-SDK access token and jsapi_ticket (tests point it at the loopback fake)',
  },
  WECHAT_JSSDK_URL: {
    schema: httpUrl,
    default: 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js',
    description:
      'The WeChat JS-SDK script visitor pages load inside WeChat (res2.wx.qq.com is its documented mirror); the page CSP allows its origin',
  },
} as const;
