import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonReply, mockFetch, useEnglish } from '../../shared/api/api-test-kit';
import { renderHook, waitFor } from '@testing-library/react';
import { clearLoaded } from '../../shared/api/call-endpoint';
import { holdScope } from '@vidmatrix/contract/distribution-claim';
import { applyClaim, claimVideo, prefetchClaim, useClaimedVideo } from './api';
import type { ClaimTarget } from './claim-target';
import { addViewed, readHeld, readViewed, writeHeld } from './claim-storage';
import { normaliseDistributionVideo } from './distribution-video';
import { reportDownload } from './flows/flow-api';

const video = (id: number, extra: Record<string, unknown> = {}) => ({
  exist: true,
  items: [{ mixed_video_id: id, video_title: `v${id}`, video_url: `/m/${id}.mp4`, download_url: `/d/${id}` }],
  is_loop_end: false,
  lock_time: 600,
  ...extra,
});
// A fresh Response per call: a body can be read once.
const ok = (data: unknown) => () => Promise.resolve(jsonReply({ code: 0, message: 'ok', data }));
const target = (extra: Partial<ClaimTarget> = {}): ClaimTarget => ({
  activityId: 1001,
  platform: 'douyin',
  matrix: false,
  nfc: '',
  authorizeId: '',
  ...extra,
});

function sent(fetchMock: ReturnType<typeof mockFetch>, call = 0) {
  const [url, init] = fetchMock.mock.calls[call]!;
  return { url, method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : undefined };
}

beforeEach(useEnglish);
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('which endpoint a claim uses (spec §7; source=matrix → _v2)', () => {
  it('plain Douyin: GET share_activity/video, then POST random to change', async () => {
    const fetchMock = mockFetch(ok(video(5)));
    addViewed(1001, 3);
    writeHeld(holdScope(target()), { id: 3, until: Date.now() + 60_000 });
    await claimVideo(target());
    expect(sent(fetchMock).method).toBe('GET');
    expect(sent(fetchMock).url).toBe(
      '/api/member/douyin/share_activity/video?id=1001&view_mixed_video_ids=3&held_id=3',
    );
    await claimVideo(target(), 5);
    expect(sent(fetchMock, 1)).toEqual({
      url: '/api/member/douyin/share_activity/random',
      method: 'POST',
      body: { id: 1001, view_mixed_video_ids: '3', prev_id: 5 },
    });
  });

  it('Douyin with matrix source: the browser fetch_video', async () => {
    const fetchMock = mockFetch(ok(video(5)));
    await claimVideo(target({ matrix: true }));
    expect(sent(fetchMock)).toEqual({
      url: '/api/member/browser_video/activity_log/fetch_video',
      method: 'POST',
      body: { activity_id: 1001, view_ids: '' },
    });
  });

  it.each([
    ['wechat', false, '/api/open/weixin_dist/activity_log/fetch_video'],
    ['wechat', true, '/api/open/weixin_dist/activity_log/fetch_video_v2'],
    ['xhs', false, '/api/open/xhs/activity_log/fetch_video'],
    ['xhs', true, '/api/open/xhs/activity_log/fetch_video_v2'],
  ] as const)(
    '%s (matrix %s) → %s with activity_id, nfc_code, view_ids, prev_id',
    async (platform, matrix, url) => {
      const fetchMock = mockFetch(ok(video(5)));
      addViewed(1002, 4);
      await claimVideo(target({ activityId: 1002, platform, matrix, nfc: 'DEMO-NFC-01' }), 4);
      expect(sent(fetchMock)).toEqual({
        url,
        method: 'POST',
        body: { activity_id: 1002, nfc_code: 'DEMO-NFC-01', view_ids: '4', prev_id: 4 },
      });
    },
  );

  it.each([
    [false, '/api/open/kuaishou/random_video'],
    [true, '/api/open/kuaishou/random_video_v2'],
  ])(
    'Kuaishou (matrix %s) → %s with id, activity_id, view_mixed_video_ids (the visitor claims)',
    async (matrix, url) => {
      const fetchMock = mockFetch(ok(video(5)));
      await claimVideo(target({ activityId: 1002, platform: 'ks', matrix, authorizeId: 'ka1' }));
      expect(sent(fetchMock)).toEqual({
        url,
        method: 'POST',
        body: { id: 1002, activity_id: 1002, view_mixed_video_ids: '' },
      });
    },
  );

  it('reports through the platform’s endpoint, once per video per session', async () => {
    const fetchMock = mockFetch(ok({ reported: true }));
    await reportDownload(target({ platform: 'wechat' }), 5);
    await reportDownload(target({ platform: 'wechat' }), 5);
    await reportDownload(target({ platform: 'xhs' }), 6);
    await reportDownload(target(), 7);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/open/weixin_dist/activity_log/download_report',
      '/api/open/xhs/activity_log/download_report',
      '/api/member/browser_video/activity_log/download_report',
    ]);
    expect(sent(fetchMock).body).toEqual({ activity_id: 1001, mixed_video_id: 5 });
  });
});

describe('applyClaim: the viewed list and the hold follow the answers (spec §4)', () => {
  it('adds each shown video to the viewed list and holds it for the lock time', () => {
    const now = 1_000_000;
    applyClaim(target(), normaliseDistributionVideo(video(5)), now);
    applyClaim(target(), normaliseDistributionVideo(video(6)), now);
    expect(readViewed(1001)).toEqual([5, 6]);
    expect(readHeld(holdScope(target()), now)).toEqual({ id: 6, until: now + 600_000 });
  });

  it('clears the viewed list on loop end, then starts it with the video shown', () => {
    addViewed(1001, 1);
    addViewed(1001, 2);
    applyClaim(target(), normaliseDistributionVideo(video(1, { is_loop_end: true })));
    expect(readViewed(1001)).toEqual([1]);
  });

  it('does nothing to the hold when nothing was claimed', () => {
    applyClaim(target(), normaliseDistributionVideo({ exist: false, items: [] }));
    expect(readHeld(holdScope(target()))).toBeUndefined();
    expect(readViewed(1001)).toEqual([]);
  });

  it('holds 12 h when the server lock is longer than 720 s', () => {
    const now = 5;
    applyClaim(target(), normaliseDistributionVideo(video(5, { lock_time: 43_200 })), now);
    expect(readHeld(holdScope(target()), now)?.until).toBe(now + 43_200_000);
  });
});

describe('the first claim started before the page renders (decision 019)', () => {
  afterEach(clearLoaded);

  it('is the one the page shows: one request, joined by useClaimedVideo', async () => {
    const fetchMock = mockFetch(ok(video(7, { video_cover: '/m/7.jpg' })));
    prefetchClaim(target());
    const { result } = renderHook(() => useClaimedVideo(target()));
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current.data?.items[0]?.mixedVideoId).toBe(7);
    expect(readViewed(1001)).toEqual([7]);
  });
});
