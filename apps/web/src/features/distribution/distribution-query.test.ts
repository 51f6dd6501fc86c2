import { describe, expect, it } from 'vitest';
import { isClaimLimit, parseDistributionQuery, parsePlatform, publishedVideoOf } from './distribution-query';
import { returnUrl } from './flows/publish-flows';

describe('parseDistributionQuery', () => {
  it('reads every parameter of spec §2', () => {
    expect(
      parseDistributionQuery(
        '?code=0&message=ok&id=7&platform=wechat&source=matrix&nfc=DEMO-NFC-01&activity_id=1002',
      ),
    ).toEqual({
      code: 0,
      message: 'ok',
      activityId: 1002,
      platform: 'wechat',
      source: 'matrix',
      matrix: true,
      nfc: 'DEMO-NFC-01',
      authorizeId: '',
      ksTaskStatus: '',
      ksError: '',
      ksVideoId: undefined,
    });
  });

  it('defaults: code 0, no activity, no platform, not matrix', () => {
    expect(parseDistributionQuery('')).toEqual({
      code: 0,
      message: '',
      activityId: undefined,
      platform: undefined,
      source: '',
      matrix: false,
      nfc: '',
      authorizeId: '',
      ksTaskStatus: '',
      ksError: '',
      ksVideoId: undefined,
    });
  });

  it('URI-decodes the message once more than the query (the redirect encodes it)', () => {
    const message = '账号领取已达上限';
    const twice = encodeURIComponent(encodeURIComponent(message));
    expect(parseDistributionQuery(`?code=20003&message=${twice}`).message).toBe(message);
    expect(parseDistributionQuery(`?message=${encodeURIComponent(message)}`).message).toBe(message);
  });

  it('keeps a malformed message as it came', () => {
    expect(parseDistributionQuery(new URLSearchParams([['message', '100% off']])).message).toBe('100% off');
  });

  it('takes activity_id before id, and only positive integers', () => {
    expect(parseDistributionQuery('?id=1001').activityId).toBe(1001);
    expect(parseDistributionQuery('?id=1001&activity_id=1002').activityId).toBe(1002);
    expect(parseDistributionQuery('?id=abc').activityId).toBeUndefined();
    expect(parseDistributionQuery('?id=-3').activityId).toBeUndefined();
    expect(parseDistributionQuery('?id=1.5').activityId).toBeUndefined();
  });

  it('accepts the legacy spelling plateform, platform winning', () => {
    expect(parseDistributionQuery('?plateform=xhs').platform).toBe('xhs');
    expect(parseDistributionQuery('?platform=ks&plateform=xhs').platform).toBe('ks');
  });

  it('reads a non-numeric code as a failure', () => {
    expect(parseDistributionQuery('?code=oops').code).not.toBe(0);
    expect(parseDistributionQuery('?code=20003').code).toBe(20003);
    expect(parseDistributionQuery('?code=').code).toBe(0);
  });

  it('source matrix is case-insensitive; other sources are kept but not matrix', () => {
    expect(parseDistributionQuery('?source=MATRIX').matrix).toBe(true);
    expect(parseDistributionQuery('?source=poster')).toMatchObject({ source: 'poster', matrix: false });
  });

  it('reads authorize_id from the Kuaishou OAuth callback', () => {
    expect(parseDistributionQuery('?activity_id=1002&authorize_id=ka_1').authorizeId).toBe('ka_1');
  });
});

describe('parsePlatform', () => {
  it.each([
    ['douyin', 'douyin'],
    ['dy', 'douyin'],
    ['1', 'douyin'],
    ['WeChat', 'wechat'],
    ['weixin', 'wechat'],
    ['xhs', 'xhs'],
    ['xiaohongshu', 'xhs'],
    ['ks', 'ks'],
    ['kuaishou', 'ks'],
    ['2', 'ks'],
  ])('%s → %s', (value, platform) => {
    expect(parsePlatform(value)).toBe(platform);
  });

  it('ignores unknown values', () => {
    expect(parsePlatform('tiktok')).toBeUndefined();
    expect(parsePlatform('')).toBeUndefined();
    expect(parsePlatform(null)).toBeUndefined();
  });
});

describe('isClaimLimit', () => {
  it('recognises the claim-limit code and wording', () => {
    expect(isClaimLimit(20003, '')).toBe(true);
    expect(isClaimLimit(1, '账号领取已达上限')).toBe(true);
    expect(isClaimLimit(1, 'Account claim limit reached')).toBe(true);
    expect(isClaimLimit(1, '活动已结束')).toBe(false);
    expect(isClaimLimit(1, '')).toBe(false);
  });
});

describe('the Kuaishou authorization round trip', () => {
  it('reads what the callback adds', () => {
    const query = parseDistributionQuery(
      '?authorize_id=a1&ks_task_status=published&ks_error_message=%E5%A4%B1%E8%B4%A5',
    );
    expect(query).toMatchObject({ authorizeId: 'a1', ksTaskStatus: 'published', ksError: '失败' });
  });

  it('comes back to the page without the previous answer', () => {
    expect(
      returnUrl(
        'http://localhost/distribution_auto?activity_id=1002&platform=ks&authorize_id=a1&ks_task_status=failed&ks_error_code=1',
      ),
    ).toBe('http://localhost/distribution_auto?activity_id=1002&platform=ks');
  });

  it('names the video being published, replacing the previous one', () => {
    expect(returnUrl('http://localhost/d?activity_id=1002&ks_video_id=100201', 100204)).toBe(
      'http://localhost/d?activity_id=1002&ks_video_id=100204',
    );
  });

  it.each([
    ['published, with our video id', '?ks_task_status=published&ks_video_id=100204', 100204],
    ['published, without a video id: which one is unknown', '?ks_task_status=published', undefined],
    ['failed', '?ks_task_status=failed&ks_video_id=100204', undefined],
    ['no callback', '?ks_video_id=100204', undefined],
  ])('the published video: %s', (_name, search, expected) => {
    expect(publishedVideoOf(parseDistributionQuery(search))).toBe(expected);
  });
});
