import { isBytedance, isQuark, isWeChat } from '../../user-agent';

/**
 * In-app and "special" browsers take video over with their own player (same-layer rendering,
 * forced full screen) and ignore custom controls drawn on top, so the player uses the
 * browser's own controls there: WeChat, Bytedance webviews, Quark, UC, QQ Browser, Baidu.
 */
export function usesNativeControls(userAgent: string): boolean {
  return (
    isWeChat(userAgent) ||
    isBytedance(userAgent) ||
    isQuark(userAgent) ||
    /UCBrowser|UCWEB|MQQBrowser|\bQQ\/\d|baiduboxapp|HeyTapBrowser|VivoBrowser|MiuiBrowser/i.test(userAgent)
  );
}
