import { describe, expect, it } from 'vitest';
import { deviceOf, factsText, inAppBrowser } from './who-facts';

const WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.40';
const WECOM = `${WECHAT} wxwork/4.1.0`;
const DOUYIN =
  'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Mobile Safari/537.36 aweme_290000 BytedanceWebview/d8a21c6';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

describe('/who facts', () => {
  it('names the in-app browser, the most specific first', () => {
    expect(inAppBrowser(WECHAT)).toBe('wechat');
    expect(inAppBrowser(WECOM)).toBe('wecom');
    expect(inAppBrowser(DOUYIN)).toBe('douyin');
    expect(inAppBrowser(CHROME)).toBe('none');
  });

  it('tells a phone from a desktop', () => {
    expect(deviceOf(WECHAT)).toBe('mobile');
    expect(deviceOf(CHROME)).toBe('desktop');
  });

  it('copies one line per fact', () => {
    expect(
      factsText('Support', [
        { label: 'Brand', value: 'Vidmatrix' },
        { label: 'Version', value: '1.0.0' },
      ]),
    ).toBe('Support\nBrand: Vidmatrix\nVersion: 1.0.0');
  });
});
