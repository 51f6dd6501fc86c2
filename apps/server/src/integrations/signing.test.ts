import { describe, expect, it } from 'vitest';
import {
  buildDouyinShareSchema,
  douyinShareSignature,
  douyinWebhookSignature,
  verifyDouyinWebhook,
} from './douyin';
import { wechatJsSdkSignature } from './wechat';
import { xhsExpiresInSeconds, xhsSignature } from './xhs';

describe('Douyin H5 share signature', () => {
  it('matches the published test vector', () => {
    expect(
      douyinShareSignature({
        nonceStr: 'Wm3WZYTPz0wzccnW',
        ticket: '@ml6sqYBGgTKmQNajnKNkaj8yksCAY++adIhlGIqfTiKyvBqOIkzdJ6WRgP+nO+wtVItqKbX4iZ+mFIYkyPJjpQ==',
        timestamp: 1650941858,
      }),
    ).toBe('3f7b739a91a52cb7d85c4f89c5f611fe');
  });
});

describe('Douyin share link', () => {
  const link = buildDouyinShareSchema({
    clientKey: 'awk123',
    nonceStr: 'Wm3WZYTPz0wzccnW',
    timestamp: 1650941858,
    signature: '3f7b739a91a52cb7d85c4f89c5f611fe',
    shareId: '7123456789012345678',
    videoUrl: 'https://static.example.cn/v/1.mp4?sign=a b&x=1',
    title: 'Demo café — 第 1 集 (new)!',
    hashtags: ['coffee time', '探店'],
  });

  it('opens the H5 share page with every parameter, in order', () => {
    const [scheme, query] = link.split('?');
    expect(scheme).toBe('snssdk1128://openplatform/share');
    expect(query!.split('&').map((p) => p.split('=')[0])).toEqual([
      'share_type',
      'client_key',
      'nonce_str',
      'timestamp',
      'signature',
      'state',
      'video_path',
      'share_to_publish',
      'title',
      'hashtag_list',
    ]);
    const params = new URLSearchParams(query);
    expect(params.get('share_type')).toBe('h5');
    expect(params.get('state')).toBe('7123456789012345678');
    expect(params.get('share_to_publish')).toBe('1');
    expect(params.get('video_path')).toBe('https://static.example.cn/v/1.mp4?sign=a b&x=1');
    expect(params.get('title')).toBe('Demo café — 第 1 集 (new)!');
    expect(JSON.parse(params.get('hashtag_list')!)).toEqual(['coffee time', '探店']);
  });

  it('encodes spaces as %20, never +, and escapes reserved characters', () => {
    expect(link).not.toContain('+');
    expect(link).toContain('title=Demo%20caf%C3%A9%20%E2%80%94%20');
    expect(link).toContain('%28new%29%21');
    expect(link).toContain('hashtag_list=%5B%22coffee%20time%22%2C%22');
    expect(link).toContain('video_path=https%3A%2F%2Fstatic.example.cn%2Fv%2F1.mp4%3Fsign%3Da%20b%26x%3D1');
  });
});

describe('Douyin webhook signature', () => {
  const body = Buffer.from('{"event":"create_video"}');
  it('is sha1 hex of client_secret + raw body (computed independently)', () => {
    expect(douyinWebhookSignature('secret', body)).toBe('fe79b619bef33b0a7e6c28f4ac1dd508542afc12');
  });
  it('accepts the right header only', () => {
    expect(verifyDouyinWebhook('secret', body, 'fe79b619bef33b0a7e6c28f4ac1dd508542afc12')).toBe(true);
    expect(verifyDouyinWebhook('secret', body, 'FE79B619BEF33B0A7E6C28F4AC1DD508542AFC12')).toBe(true);
    expect(verifyDouyinWebhook('other', body, 'fe79b619bef33b0a7e6c28f4ac1dd508542afc12')).toBe(false);
    expect(
      verifyDouyinWebhook('secret', Buffer.from('{"event":"x"}'), 'fe79b619bef33b0a7e6c28f4ac1dd508542afc12'),
    ).toBe(false);
    expect(verifyDouyinWebhook('secret', body, undefined)).toBe(false);
    expect(verifyDouyinWebhook('secret', body, 'short')).toBe(false);
  });
});

describe('Xiaohongshu signing', () => {
  // Expected values computed with Python's hashlib, not with this code.
  const input = { appKey: 'red.demoAppKey', nonce: 'Wm3WZYTPz0wzccnW', timestamp: '1650941858123' };
  it('step 1: sha256 of the sorted parameters + app secret', () => {
    expect(xhsSignature(input, 'demoAppSecret')).toBe(
      '447e27bf7429dca160e140a3705998a8f27bacc7d1bea3531b40fa914e6812e3',
    );
  });
  it('step 2: the same string + the access token', () => {
    expect(xhsSignature(input, 'xhs_at_0123456789abcdef')).toBe(
      'ba50a490bfe3ee364688227c5c3896396fe8911adda896006ddefbdc6c2a7aa6',
    );
  });
  it('reads expires_in as seconds from now or as an absolute time', () => {
    const now = 1_700_000_000_000;
    expect(xhsExpiresInSeconds(7200, now)).toBe(7200);
    expect(xhsExpiresInSeconds(now + 3_600_000, now)).toBe(3600);
    expect(xhsExpiresInSeconds(now / 1000 + 600, now)).toBe(600);
    expect(xhsExpiresInSeconds(undefined, now)).toBe(3600);
  });
});

describe('WeChat JS-SDK signature', () => {
  it('matches the published test vector', () => {
    expect(
      wechatJsSdkSignature({
        jsapiTicket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        nonceStr: 'Wm3WZYTPz0wzccnW',
        timestamp: 1414587457,
        url: 'http://mp.weixin.qq.com',
      }),
    ).toBe('f4d90daf4b3bca3078ab155816175ba34c443a7b');
  });
  it('signs the URL without its fragment', () => {
    const base = { jsapiTicket: 't', nonceStr: 'n', timestamp: 1 };
    expect(wechatJsSdkSignature({ ...base, url: 'https://a.cn/p?x=1#/route' })).toBe(
      wechatJsSdkSignature({ ...base, url: 'https://a.cn/p?x=1' }),
    );
  });
});
