import type { TFunction } from '../../../shared/i18n/keys';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonReply, mockFetch, useEnglish } from '../../../shared/api/api-test-kit';
import type { ClaimTarget } from '../claim-target';
import { normaliseDistributionVideo } from '../distribution-video';
import { fileNameOf, type FlowContext } from './flow-kit';
import { ksOauthUrl, runPublish } from './publish-flows';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

const t = ((key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key) as unknown as TFunction<'distribution'>;
const ok = (data: unknown) => () => Promise.resolve(jsonReply({ code: 0, message: 'ok', data }));

const view = normaliseDistributionVideo({
  exist: true,
  items: [
    {
      mixed_video_id: 42,
      video_title: 'Latte: art?',
      video_url: '/media/42.mp4',
      video_cover: '/media/42.jpg',
      video_duration: 15,
      download_url: '/download/42',
      video_id: 7,
    },
  ],
  schema_v2: 'snssdk1128://original',
  cdn_schema_v2: 'snssdk1128://cdn',
  cdn_schema: '',
  test_url: '',
  caption: 'Latte #coffee',
});

let clicks: { href: string; download: string }[];
let notify: ReturnType<typeof vi.fn<(message: string) => void>>;

function context(target: Partial<ClaimTarget> = {}, extra: Partial<FlowContext> = {}): FlowContext {
  return {
    target: { activityId: 1002, platform: 'wechat', matrix: false, nfc: '', authorizeId: '', ...target },
    view,
    item: view.items[0]!,
    userAgent: IPHONE,
    t,
    notify,
    confirm: () => Promise.resolve(true),
    setBusy: vi.fn(),
    currentUrl: 'http://localhost/distribution_auto?activity_id=1002&platform=ks',
    ...extra,
  };
}

beforeEach(async () => {
  await useEnglish();
  vi.useFakeTimers();
  clicks = [];
  notify = vi.fn<(message: string) => void>();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  delete window.xhs;
});

describe('file names', () => {
  it('is the title + .mp4, without characters file systems refuse', () => {
    expect(fileNameOf('Latte: art?')).toBe('Latte_ art_.mp4');
    expect(fileNameOf('  ')).toBe('video.mp4');
  });
});

describe('WeChat', () => {
  it('reports once, saves <title>.mp4, then opens WeChat after 1 s', async () => {
    const fetchMock = mockFetch(ok({ reported: true }));
    const run = runPublish('wechat', context());
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await run).toBe('downloaded');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/open/weixin_dist/activity_log/download_report',
    ]);
    expect(clicks).toEqual([
      { href: '/download/42', download: 'Latte_ art_.mp4' },
      { href: 'weixin://', download: '' },
    ]);
    const again = runPublish('wechat', context());
    await vi.advanceTimersByTimeAsync(1_000);
    await again;
    expect(fetchMock).toHaveBeenCalledTimes(1); // the session flag
  });

  it('needs a phone, an activity and a download address', async () => {
    expect(await runPublish('wechat', context({}, { userAgent: DESKTOP }))).toBe('failed');
    expect(notify).toHaveBeenLastCalledWith('messages.mobileOnly');
    expect(await runPublish('wechat', context({ activityId: 0 }))).toBe('failed');
    expect(notify).toHaveBeenLastCalledWith('messages.noActivityId');
    expect(await runPublish('wechat', context({}, { item: { ...view.items[0]!, downloadUrl: '' } }))).toBe(
      'failed',
    );
    expect(notify).toHaveBeenLastCalledWith('messages.noDownloadUrl');
    expect(clicks).toEqual([]);
  });

  it('stops with the server’s message when the report is refused (claim limit)', async () => {
    mockFetch(() =>
      Promise.resolve(jsonReply({ code: 20003, message: '账号领取已达上限', data: null }, 403)),
    );
    expect(await runPublish('wechat', context())).toBe('failed');
    expect(notify).toHaveBeenLastCalledWith('账号领取已达上限');
    expect(clicks).toEqual([]);
  });
});

describe('Douyin (plain flow)', () => {
  it('reports through the browser endpoint and opens the original link without a speed test', async () => {
    const fetchMock = mockFetch(ok({ reported: true }));
    expect(await runPublish('douyin', context({ platform: 'douyin', activityId: 1001 }))).toBe('opened');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/member/browser_video/activity_log/download_report',
    ]);
    expect(clicks).toEqual([{ href: 'snssdk1128://original', download: '' }]);
  });

  it('shows the jump-failure toast 4 s later when the page is still visible', async () => {
    mockFetch(ok({ reported: true }));
    await runPublish('douyin', context({ platform: 'douyin' }));
    await vi.advanceTimersByTimeAsync(4_000);
    expect(notify).toHaveBeenLastCalledWith('messages.jumpFailed');
  });
});

describe('Xiaohongshu', () => {
  it('needs an NFC code for the signed config', async () => {
    expect(await runPublish('xhs', context({ platform: 'xhs' }))).toBe('failed');
    expect(notify).toHaveBeenLastCalledWith('messages.nfcMissing');
  });

  it('signs, reports once, shares a video with absolute URLs, then watches 10 s', async () => {
    const fetchMock = mockFetch(
      ok({ card_config: { app_key: 'k', nonce: 'n', timestamp: '1', signature: 's' } }),
      ok({ reported: true }),
    );
    const share = vi.fn();
    window.xhs = { share };
    const outcome = await runPublish('xhs', context({ platform: 'xhs', nfc: 'DEMO-NFC-01' }));
    expect(outcome).toBe('opened');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/open/distribution/nfc_card/get_xhs_sign?code=DEMO-NFC-01&source=3',
      '/api/open/xhs/activity_log/download_report',
    ]);
    expect(share.mock.calls[0]![0]).toMatchObject({
      shareInfo: {
        type: 'video',
        title: 'Latte: art?',
        content: 'Latte #coffee',
        video: `${window.location.origin}/media/42.mp4`,
        cover: `${window.location.origin}/media/42.jpg`,
      },
      verifyConfig: { appKey: 'k', nonce: 'n', timestamp: '1', signature: 's' },
    });
    share.mock.calls[0]![0].fail({ code: 1, message: 'cancelled' });
    expect(notify).toHaveBeenLastCalledWith('messages.shareFailedWith {"detail":"1 cancelled"}');
    notify.mockClear();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(notify).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(notify).toHaveBeenLastCalledWith('messages.jumpFailed');
  });

  it('shows "share failed" with the validator’s details', async () => {
    mockFetch(
      ok({ card_config: { app_key: 'k', nonce: 'n', timestamp: '1', signature: '' } }),
      ok({ reported: true }),
    );
    window.xhs = { share: vi.fn() };
    expect(await runPublish('xhs', context({ platform: 'xhs', nfc: 'N' }))).toBe('failed');
    expect(notify).toHaveBeenLastCalledWith('messages.shareFailedWith {"detail":"20001 Unauthorized"}');
  });

  describe('the SDK cannot load (blocked CDN, offline: it never answers)', () => {
    const signed = ok({ card_config: { app_key: 'k', nonce: 'n', timestamp: '1', signature: 's' } });
    const SIGN = '/api/open/distribution/nfc_card/get_xhs_sign?code=N&source=3';

    it('saves the video instead, counted once as that download, and says so', async () => {
      const fetchMock = mockFetch(signed, ok({ reported: true }));
      const outcome = runPublish('xhs', context({ platform: 'xhs', nfc: 'N' }));
      await vi.advanceTimersByTimeAsync(8_000);
      expect(await outcome).toBe('downloaded');
      const calls = fetchMock.mock.calls.map(([url]) => String(url));
      // The download is also an analytics event (visit-events.ts); that batch is not a report.
      expect(calls.filter((url) => !url.endsWith('/open/analytics/events'))).toEqual([
        SIGN,
        '/api/open/xhs/activity_log/download_report',
      ]);
      expect(clicks).toEqual([{ href: '/download/42', download: 'Latte_ art_.mp4' }]);
      expect(notify).toHaveBeenLastCalledWith('messages.xhsFallback');
    });

    it('nothing to save: nothing counted taken', async () => {
      const fetchMock = mockFetch(signed, ok({ reported: true }));
      const item = { ...view.items[0]!, downloadUrl: '' };
      const outcome = runPublish('xhs', context({ platform: 'xhs', nfc: 'N' }, { item }));
      await vi.advanceTimersByTimeAsync(8_000);
      expect(await outcome).toBe('failed');
      const calls = fetchMock.mock.calls.map(([url]) => String(url));
      expect(calls.filter((url) => !url.endsWith('/open/analytics/events'))).toEqual([SIGN]);
      expect(clicks).toEqual([]);
    });
  });

  it('"failed to get the xhs sdk service" when signing fails', async () => {
    mockFetch(() => Promise.reject(new TypeError('offline')));
    expect(await runPublish('xhs', context({ platform: 'xhs', nfc: 'N' }))).toBe('failed');
    expect(notify).toHaveBeenLastCalledWith('messages.xhsSdkFailed');
  });
});

describe('Kuaishou', () => {
  it('sends the visitor to the Kuaishou authorization without authorize_id', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, href: window.location.href });
    expect(await runPublish('ks', context({ platform: 'ks' }))).toBe('redirected');
    const url = ksOauthUrl(1002, 'http://localhost/distribution_auto?activity_id=1002&platform=ks');
    expect(assign).toHaveBeenCalledWith(url);
    expect(url).toBe(
      '/api/open/kuaishou/oauth/authorize?activity_id=1002&redirect=http%3A%2F%2Flocalhost%2Fdistribution_auto%3Factivity_id%3D1002%26platform%3Dks&language=en',
    );
  });

  it('creates a publish task with the authorization', async () => {
    const fetchMock = mockFetch(ok({ task_id: 't1', status: 'published', photo_id: 'p1' }));
    expect(await runPublish('ks', context({ platform: 'ks', authorizeId: 'ka1' }))).toBe('published');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      video_title: 'Latte: art?',
      mixed_video_id: 42,
      activity_id: 1002,
      authorize_id: 'ka1',
    });
  });

  it('matrix + NFC: asks first, then fetches the link and follows it', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, href: window.location.href });
    const fetchMock = mockFetch(ok({ url: 'http://localhost/api/open/kuaishou/demo/oauth2/authorize?x=1' }));
    const confirm = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const ctx = context({ platform: 'ks', matrix: true, nfc: 'DEMO-NFC-03' }, { confirm });
    expect(await runPublish('ks', ctx)).toBe('cancelled');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await runPublish('ks', ctx)).toBe('redirected');
    expect(confirm).toHaveBeenCalledWith('ks.confirmContent');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      code: 'DEMO-NFC-03',
      source: 2,
      urlParams: {
        activity_id: 1002,
        mixed_video_id: 42,
        // Names the video, so the success on the way back belongs to it (issue 12).
        redirect: 'http://localhost/distribution_auto?activity_id=1002&platform=ks&ks_video_id=42',
      },
    });
    expect(assign).toHaveBeenCalledWith('http://localhost/api/open/kuaishou/demo/oauth2/authorize?x=1');
  });

  it('matrix + NFC: an app link is opened by a click', async () => {
    mockFetch(ok({ url: 'kwai://share?x=1' }));
    const ctx = context({ platform: 'ks', matrix: true, nfc: 'N' });
    expect(await runPublish('ks', ctx)).toBe('opened');
    expect(clicks).toEqual([{ href: 'kwai://share?x=1', download: '' }]);
  });
});
