import { describe, expect, it } from 'vitest';
import type { PublicGroupBuyPackage, PublicTouchCardItem } from '@vidmatrix/contract/touch-card-public';
import { itemAction, packageAction } from './item-action';

const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WECHAT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 MicroMessenger/8.0.49';

const follow = (kind: 'follow_douyin' | 'follow_channels', app_url: string | null) =>
  ({
    id: 1,
    kind,
    configured: true,
    account_id: 'democafe',
    app_url,
    web_url: 'https://www.douyin.com/user/x',
  }) as PublicTouchCardItem;

describe('itemAction', () => {
  it('says "not configured" for an item the merchant has not set up', () => {
    const item = {
      id: 2,
      kind: 'wifi',
      configured: false,
      ssid: '',
      password: '',
      security: 'WPA',
      qr_text: '',
    };
    expect(itemAction(item as PublicTouchCardItem, SAFARI, 'C')).toEqual({ type: 'notConfigured' });
  });

  it('opens a follow item by app link, with the guide when the app does not open', () => {
    const item = follow('follow_douyin', 'snssdk1128://user/profile/1');
    expect(itemAction(item, SAFARI, 'C')).toEqual({
      type: 'app',
      href: 'snssdk1128://user/profile/1',
      onFail: { type: 'guide', item, blocked: false },
    });
  });

  it('shows the guide in WeChat, and always for WeChat Channels', () => {
    const douyin = follow('follow_douyin', 'snssdk1128://user/profile/1');
    expect(itemAction(douyin, WECHAT, 'C')).toEqual({
      type: 'panel',
      panel: { type: 'guide', item: douyin, blocked: true },
    });
    const channels = follow('follow_channels', null);
    expect(itemAction(channels, SAFARI, 'C')).toEqual({
      type: 'panel',
      panel: { type: 'guide', item: channels, blocked: false },
    });
  });

  it('sends Add WeChat to its page and the video item into the distribution flow', () => {
    const qr = { id: 3, kind: 'wechat_qr', configured: true, image_url: '/x.png' } as PublicTouchCardItem;
    expect(itemAction(qr, SAFARI, 'DEMO CARD')).toEqual({
      type: 'navigate',
      to: '/AddWxPage?code=DEMO%20CARD',
    });
    const video = {
      id: 4,
      kind: 'send_video',
      configured: true,
      activity_id: 1002,
      url: '/distribution_auto?id=1002',
    };
    expect(itemAction(video as PublicTouchCardItem, SAFARI, 'C')).toEqual({
      type: 'open',
      href: '/distribution_auto?id=1002',
    });
  });
});

describe('packageAction', () => {
  const pkg = (state: PublicGroupBuyPackage['state'], app_url: string | null = 'imeituan://deal/1') => ({
    id: 1,
    state,
    title: 'Coffee for two',
    deal_url: state === 'ready' ? 'https://i.meituan.com/deal/1' : null,
    app_url: state === 'ready' ? app_url : null,
  });

  it('follows generating → ready or failed', () => {
    expect(packageAction(pkg('generating'), SAFARI)).toEqual({ type: 'generating' });
    expect(packageAction(pkg('failed'), SAFARI)).toEqual({ type: 'cannotJump' });
  });

  it('opens a ready deal in the app with its web page as the fallback, the web page where apps are blocked', () => {
    expect(packageAction(pkg('ready'), SAFARI)).toEqual({
      type: 'app',
      href: 'imeituan://deal/1',
      onFail: { type: 'web', href: 'https://i.meituan.com/deal/1' },
    });
    expect(packageAction(pkg('ready'), WECHAT)).toEqual({
      type: 'open',
      href: 'https://i.meituan.com/deal/1',
    });
    expect(packageAction(pkg('ready', null), SAFARI)).toEqual({
      type: 'open',
      href: 'https://i.meituan.com/deal/1',
    });
  });
});
