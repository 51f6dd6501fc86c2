import { readFileSync } from 'node:fs';

/** Reads a web locale file, so tests assert the text a person sees without copying it. */
// Locale files are nested objects of strings; tests index them by known keys.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function localeText(language: string, namespace: string): Record<string, any> {
  const url = new URL(`../apps/web/src/locales/${language}/${namespace}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8'));
}

export const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003129) NetType/WIFI Language/zh_CN';
export const DOUYIN_UA =
  'Mozilla/5.0 (Linux; Android 13; V2227A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/110.0.5481.153 Mobile Safari/537.36 aweme_290100 JsSdk/1.0 NetType/WIFI Channel/vivo_1128_64 app_version/29.1.0 ByteLocale/zh-CN Region/CN AppSkin/white AppTheme/light BytedanceWebview/d8a21c6';
export const QUARK_UA =
  'Mozilla/5.0 (Linux; U; Android 12; zh-CN; V2166A Build/SP1A.210812.003) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/100.0.4896.58 Quark/6.2.8.241 Mobile Safari/537.36';
