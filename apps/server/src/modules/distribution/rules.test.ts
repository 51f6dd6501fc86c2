import { describe, expect, it } from 'vitest';
import type { ClaimRow } from './repo';
import {
  caption,
  claimerKey,
  cleanHashtags,
  outcome,
  poiParam,
  racedWithItself,
  refusal,
  videoCaption,
} from './rules';

const row = (over: Partial<ClaimRow> = {}): ClaimRow => ({
  activity_id: 1,
  status: 'active',
  platforms: ['wechat'],
  lock_seconds: 600,
  claim_limit: 3,
  hashtags: [],
  caption_template: '{title}',
  store_id: null,
  store_name: null,
  province: null,
  city: null,
  district: null,
  address: null,
  poi_name: null,
  taken: 0,
  claims_before: 0,
  claims_after: 1,
  held_after: 7,
  prev_id: null,
  video_id: 7,
  video_title: 't',
  video_caption: null,
  file_key: 'demo/a.mp4',
  cover_key: 'demo/a.jpg',
  duration_seconds: 3,
  loop_end: false,
  drawn: true,
  lock_left: 600,
  share_id: null,
  ...over,
});

describe('claimerKey', () => {
  it('prefers a Kuaishou authorization, else the visitor id, else a one-off claimer', () => {
    expect(claimerKey('abc', 'auth-1')).toBe('ks:auth-1');
    expect(claimerKey('abc')).toBe('v:abc');
    expect(claimerKey(['first', 'second'])).toBe('v:first');
    expect(claimerKey(undefined)).toMatch(/^anon:[0-9a-f-]{36}$/);
    expect(claimerKey('has space')).toMatch(/^anon:/);
    expect(claimerKey('abc', "bad'id\n")).toBe('v:abc');
  });
});

describe('refusal', () => {
  it('checks status, then platform, then the limit', () => {
    expect(refusal(row({ status: 'paused', taken: 9 }), 'xhs')?.code).toBe(20002);
    expect(refusal(row({ taken: 9 }), 'xhs')?.code).toBe(20006);
    expect(refusal(row({ taken: 3 }), 'wechat')?.code).toBe(20003);
    expect(refusal(row({ taken: 3, claim_limit: null }), null)).toBeUndefined();
    expect(refusal(row({ taken: 2 }), 'wechat')).toBeUndefined();
  });
});

describe('outcome', () => {
  it('answers the drawn video, else the held one, else nothing', () => {
    expect(outcome(row({ loop_end: true }), 5)).toEqual({ kind: 'video', loopEnd: true });
    expect(outcome(row({ drawn: false }), null)).toEqual({ kind: 'video', loopEnd: false });
    // "Change video" found nothing else: the page keeps the one it has and says "last video".
    expect(outcome(row({ drawn: false }), 7)).toEqual({ kind: 'none' });
    expect(outcome(row({ video_id: null, drawn: false }), null)).toEqual({ kind: 'none' });
  });

  it('detects two fetches of one claimer that both drew', () => {
    expect(racedWithItself(row())).toBe(false);
    expect(racedWithItself(row({ held_after: 5 }))).toBe(true);
    expect(racedWithItself(row({ drawn: false, held_after: 5 }))).toBe(false);
  });
});

describe('presentation', () => {
  it('poi_param is null without any location', () => {
    expect(poiParam(row())).toBeNull();
    expect(poiParam(row({ city: '上海市' }))).toEqual({
      province: '',
      city: '上海市',
      district: '',
      address: '',
      poi_name: '',
    });
  });

  it('caption fills the template and appends hashtags', () => {
    expect(
      caption(
        '{title} @ {store}',
        { title: '拿铁', store: 'Demo café' },
        cleanHashtags(['#探店', ' ', '咖啡']),
      ),
    ).toBe('拿铁 @ Demo café #探店 #咖啡');
  });

  it('a video with its own caption (a mix variant) uses it instead of the template, hashtags once', () => {
    const fill = { title: '拿铁', store: 'Demo café' };
    expect(videoCaption('Spring menu, second cup half price.', '{title} @ {store}', fill, ['探店'])).toBe(
      'Spring menu, second cup half price. #探店',
    );
    expect(videoCaption(null, '{title} @ {store}', fill, ['探店'])).toBe('拿铁 @ Demo café #探店');
  });
});
