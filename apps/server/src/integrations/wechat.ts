import { createHash } from 'node:crypto';

/**
 * WeChat JS-SDK `wx.config` signature (integrations.md): sha1 hex of
 * `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`, the URL without its `#fragment`.
 * The ticket client (cgi-bin/token → ticket/getticket, both cached 7200 s) comes with the first
 * page that calls `wx.config`.
 */
export function wechatJsSdkSignature(input: {
  jsapiTicket: string;
  nonceStr: string;
  timestamp: number | string;
  url: string;
}): string {
  const hash = input.url.indexOf('#');
  const url = hash === -1 ? input.url : input.url.slice(0, hash);
  return createHash('sha1')
    .update(
      `jsapi_ticket=${input.jsapiTicket}&noncestr=${input.nonceStr}&timestamp=${input.timestamp}&url=${url}`,
      'utf8',
    )
    .digest('hex');
}
