import { describe, expect, it } from 'vitest';
import {
  isBytedance,
  isDingTalk,
  isDouyin,
  isFeishu,
  isIos,
  isMobile,
  isQuark,
  isRestrictedForMatrix,
  isToutiao,
  isWeChat,
  isWeCom,
  mustOpenExternally,
} from './user-agent';

type Flag =
  | 'wechat'
  | 'wecom'
  | 'dingtalk'
  | 'feishu'
  | 'bytedance'
  | 'douyin'
  | 'toutiao'
  | 'quark'
  | 'mobile'
  | 'ios'
  | 'restricted'
  | 'external';

const CHECKS: Record<Flag, (ua: string) => boolean> = {
  wechat: isWeChat,
  wecom: isWeCom,
  dingtalk: isDingTalk,
  feishu: isFeishu,
  bytedance: isBytedance,
  douyin: isDouyin,
  toutiao: isToutiao,
  quark: isQuark,
  mobile: isMobile,
  ios: isIos,
  restricted: isRestrictedForMatrix,
  external: mustOpenExternally,
};

// [name, full UA as sent by the app, flags that must be true — every other flag must be false]
const CASES: [string, string, Flag[]][] = [
  [
    'iPhone Safari',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    ['mobile', 'ios'],
  ],
  [
    'iPad Safari',
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    ['mobile', 'ios'],
  ],
  [
    'Android Chrome',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
    ['mobile'],
  ],
  [
    'HarmonyOS browser',
    'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile HuaweiBrowser/5.0.4.300',
    ['mobile'],
  ],
  [
    'desktop Chrome',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    [],
  ],
  [
    'desktop Edge',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
    [],
  ],
  ['desktop Firefox', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0', []],
  [
    'desktop Safari',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15',
    [],
  ],
  [
    'WeChat iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
    ['wechat', 'mobile', 'restricted', 'external', 'ios'],
  ],
  [
    'WeChat Android',
    'Mozilla/5.0 (Linux; Android 13; V2148A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
    ['wechat', 'mobile', 'restricted', 'external'],
  ],
  [
    'WeChat desktop (Windows)',
    'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x6309092b) XWEB/9129 Flue',
    ['wechat', 'restricted', 'external'],
  ],
  [
    'WeCom iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 wxwork/4.1.16 MicroMessenger/7.0.1 Language/zh ColorScheme/Light',
    ['wechat', 'wecom', 'mobile', 'restricted', 'external', 'ios'],
  ],
  [
    'DingTalk iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 AliApp(DingTalk/7.0.40) com.laiwang.DingTalk/30712584 Channel/201200 language/zh-Hans-CN UT4Aplus/0.0.6 WK',
    ['dingtalk', 'mobile', 'external', 'ios'],
  ],
  [
    'Feishu Android',
    'Mozilla/5.0 (Linux; Android 12; M2012K11AC Build/SKQ1.211006.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/100.0.4896.58 Mobile Safari/537.36 Lark/5.29.6 LarkLocale/zh_CN ChannelName/Feishu TTWebView/0751130016482',
    ['feishu', 'mobile', 'external'],
  ],
  [
    'Lark iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Lark/7.5.6 LarkLocale/en_US ChannelName/Lark',
    ['feishu', 'mobile', 'external', 'ios'],
  ],
  [
    'Douyin iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 aweme_27.5.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/zh Region/CN AppTheme/light RevealType/Dialog WKWebView/1 BytedanceWebview/d8a21c6 FalconTag/',
    ['bytedance', 'douyin', 'mobile', 'restricted', 'ios'],
  ],
  [
    'Douyin Android',
    'Mozilla/5.0 (Linux; Android 12; PEDM00 Build/SKQ1.211113.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/91.0.4472.114 Mobile Safari/537.36 aweme/27.5.0 AppName/aweme app_version/27.5.0 ByteLocale/zh-CN Region/CN AppSkin/white AppTheme/light BytedanceWebview/d8a21c6 WebView/075113004008',
    ['bytedance', 'douyin', 'mobile', 'restricted'],
  ],
  [
    'Douyin lite Android',
    'Mozilla/5.0 (Linux; Android 11; M2011K2C Build/RKQ1.200928.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/91.0.4472.114 Mobile Safari/537.36 aweme_lite/27.4.0 AppName/aweme_lite app_version/27.4.0 ByteLocale/zh-CN Region/CN AppTheme/light BytedanceWebview/d8a21c6 TTWebView/1120130038801',
    ['bytedance', 'douyin', 'mobile', 'restricted'],
  ],
  [
    'Toutiao Android',
    'Mozilla/5.0 (Linux; Android 11; Redmi K30 Pro Build/RKQ1.200826.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/86.0.4240.99 Mobile Safari/537.36 JsSdk/2 NewsArticle/9.4.7 NetType/wifi TTWebView/0862040014601',
    ['bytedance', 'toutiao', 'mobile', 'restricted'],
  ],
  [
    'Quark iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Quark/6.9.6.2083 Mobile',
    ['quark', 'mobile', 'restricted', 'ios'],
  ],
  [
    'Quark Android',
    'Mozilla/5.0 (Linux; U; Android 13; zh-CN; 2211133C Build/TKQ1.220905.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/100.0.4896.58 Quark/6.9.5.341 Mobile Safari/537.36',
    ['quark', 'mobile', 'restricted'],
  ],
  [
    'Xiaohongshu iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 discover/8.19 (iPhone; iOS 16.6; Scale/3.00) Resolution/1170*2532 Version/8.19 Build/8190181 Device/(Apple Inc.;iPhone14,5) NetType/WiFi',
    ['mobile', 'ios'],
  ],
  [
    'Kuaishou Android',
    'Mozilla/5.0 (Linux; Android 12; V2172A Build/SP1A.210812.003; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/90.0.4430.226 KsWebView/1.8.90.599 (rel;r) Mobile Safari/537.36 Yoda/3.1.6-rc1 ksNebula/11.7.20.5853 OS_PRO_BIT/64 MAX_PHY_MEM/7634 KDT/PHONE AZPREFIX/az3 ICFO/0 StatusHT/29 TitleHT/44 NetType/WIFI ISLP/0 ISDM/0 ISLB/0 locale/zh-cn evaSupported/false CT/0 ISLM/0',
    ['mobile'],
  ],
  [
    'QQ browser Android',
    'Mozilla/5.0 (Linux; U; Android 12; zh-cn; PEDM00 Build/SKQ1.211113.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0.5414.86 MQQBrowser/14.6 Mobile Safari/537.36 COVC/046805',
    ['mobile'],
  ],
  [
    'QQ app iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 QQ/8.9.80.623 V1_IPH_SQ_8.9.80_1_APP_A Pixel/1170 MiniAppEnable SimpleUISwitch/0 StudyMode/0 CurrentMode/0 CurrentFontScale/1.000000 QQTheme/1000 AppId/537174101 Core/WKWebView Device/Apple(iPhone 13) NetType/WIFI QBWebViewType/1 WKType/1',
    ['mobile', 'external', 'ios'],
  ],
  [
    'UC Android',
    'Mozilla/5.0 (Linux; U; Android 12; zh-CN; V2134A Build/SP1A.210812.003) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/100.0.4896.58 UCBrowser/15.5.0.1288 Mobile Safari/537.36',
    ['mobile'],
  ],
];

describe('user-agent', () => {
  it.each(CASES)('%s', (_name, ua, expected) => {
    const actual = (Object.keys(CHECKS) as Flag[]).filter((flag) => CHECKS[flag](ua));
    expect(actual.sort()).toEqual([...expected].sort());
  });

  it('treats an empty UA as an ordinary desktop browser', () => {
    expect(isMobile('')).toBe(false);
    expect(isIos('')).toBe(false);
    expect(isRestrictedForMatrix('')).toBe(false);
  });
});
