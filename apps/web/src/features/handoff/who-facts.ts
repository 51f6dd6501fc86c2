import {
  isBytedance,
  isDingTalk,
  isDouyin,
  isFeishu,
  isMobile,
  isQuark,
  isToutiao,
  isWeChat,
  isWeCom,
} from '../../shared/user-agent';

/** The in-app browsers we can name, most specific first (WeCom also says MicroMessenger). */
const IN_APP = [
  ['wecom', isWeCom],
  ['wechat', isWeChat],
  ['dingtalk', isDingTalk],
  ['feishu', isFeishu],
  ['douyin', isDouyin],
  ['toutiao', isToutiao],
  ['bytedance', isBytedance],
  ['quark', isQuark],
] as const;

export type InAppBrowser = (typeof IN_APP)[number][0] | 'none';

/** Which app's built-in browser this is, or `none` for a real browser. */
export function inAppBrowser(ua: string): InAppBrowser {
  return IN_APP.find(([, test]) => test(ua))?.[0] ?? 'none';
}

export const deviceOf = (ua: string): 'mobile' | 'desktop' => (isMobile(ua) ? 'mobile' : 'desktop');

/** The copy-all text: one `label: value` line per fact, as support reads it in a chat. */
export function factsText(title: string, facts: readonly { label: string; value: string }[]): string {
  return [title, ...facts.map((f) => `${f.label}: ${f.value}`)].join('\n');
}
