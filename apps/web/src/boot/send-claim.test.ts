import { brandByKey } from '@vidmatrix/brands/resolve-brand';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18next from '../shared/i18n/runtime';
import { jsonReply, mockFetch, useEnglish, visit } from '../shared/api/api-test-kit';
import { claimVideo } from '../features/distribution/api';
import {
  BOOT_ACTIVITY_ATTRIBUTE,
  BOOT_CARD_LIST,
  BOOT_COVER_ID,
  BOOT_VIDEO_BOX,
  type BootActivity,
} from '@vidmatrix/contract/boot-scripts';
import { claimTargetOf } from '../features/distribution/claim-target';
import { parseDistributionQuery } from '../features/distribution/distribution-query';
import { BOOT_CARD_ID } from '../features/distribution/boot-claim';
import { bootActivity, bootClaimTarget, sendClaim } from './send-claim';

// The HTML's boot claim is the app's own first claim sent earlier: the same request on the wire
// (endpoint, fields from storage, headers), which the app then takes instead of sending its own.

const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const reply = (data: unknown) => jsonReply({ code: 0, message: 'ok', data });
const video = { exist: true, items: [{ mixed_video_id: 9, video_title: 'v9', video_cover: '/m/9.jpg' }] };

/** The storage of a returning visitor: a viewed list, a live held video, a session token. */
function returningVisitor(scope: string, activityId: number) {
  localStorage.setItem('visitor-id', 'v-1');
  localStorage.setItem('share_token', 'tok');
  localStorage.setItem('language', 'es');
  localStorage.setItem(`distribution_held_${scope}`, JSON.stringify({ id: 5, until: Date.now() + 60_000 }));
  sessionStorage.setItem(`scan_view_ids_${activityId}`, '3, 5,x');
}

beforeEach(async () => {
  await useEnglish();
  window.__BRAND__ = brandByKey('jia');
});
afterEach(() => {
  window.__bootClaim = undefined;
  window.__BRAND__ = undefined;
  document.getElementById(BOOT_CARD_ID)?.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

describe('the boot claim sends what the app would send', () => {
  it.each([
    ['/distribution_video?id=1001', '1001_douyin_plain', 1001],
    [
      '/distribution_auto?id=1002&activity_id=1002&platform=wechat&nfc=C1&source=matrix&code=0',
      '1002_wechat_matrix',
      1002,
    ],
    // Spellings only the app's parser knew before the boot script was its code.
    ['/distribution_auto/x?activity_id=7&plateform=dy', '7_douyin_plain', 7],
    ['/distribution_auto?id=8&platform=kuaishou', '8_ks_plain', 8],
    // The download page holds the claim of the screen that linked to it.
    ['/publish_video_download?id=1001&platform=ks&source=matrix', '1001_ks_matrix', 1001],
    ['/publish_video_download?id=1001', '1001_douyin_plain', 1001],
    ['/receiveVideos?id=1001&source=matrix', '1001_douyin_matrix', 1001],
  ])('%s', async (url, scope, activityId) => {
    visit(url);
    const target = bootClaimTarget(window.location)!;

    // The app alone, as before the boot script: its request is the reference.
    returningVisitor(scope, activityId);
    await i18next.changeLanguage('es'); // the stored choice, as initI18n reads it
    const alone = mockFetch(reply(video));
    await claimVideo(target);
    const [[appUrl, appInit]] = alone.mock.calls as unknown as [[string, RequestInit]];
    sessionStorage.clear();
    localStorage.clear();

    // The same visitor with the boot claim: one request, the app's, sent before the app ran.
    returningVisitor(scope, activityId);
    const fetchMock = mockFetch(reply(video));
    sendClaim(window.location, () => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [[bootUrl, bootInit]] = fetchMock.mock.calls as unknown as [[string, RequestInit]];
    expect(bootUrl).toBe(appUrl);
    // The app adds its 30 s timeout's signal; what goes on the wire is the same.
    const { method, headers, body } = appInit;
    expect(bootInit).toEqual({ method, headers, body });
    // The app takes that claim's answer instead of sending its own.
    const view = await claimVideo(target);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(view.items[0]?.mixedVideoId).toBe(9);
  });

  it("a first visit: the brand's language, a new visitor id kept", () => {
    visit('/distribution_video?id=1001');
    window.__BRAND__ = brandByKey('abroad');
    vi.stubGlobal('crypto', { randomUUID: () => 'new-visitor' });
    const fetchMock = mockFetch(reply(video));
    sendClaim(window.location, () => undefined);
    const [[url, init]] = fetchMock.mock.calls as unknown as [[string, RequestInit]];
    expect(url).toBe('/api/member/douyin/share_activity/video?id=1001&view_mixed_video_ids=');
    expect(init.headers).toMatchObject({ bizid: '1002', language: 'en', 'visitor-id': 'new-visitor' });
    expect(localStorage.getItem('visitor-id')).toBe('new-visitor');
  });
});

describe('a matrix link without a platform', () => {
  const WECHAT_UA = `${ANDROID_UA} MicroMessenger/8.0.47.2560(0x28002F35) NetType/WIFI`;
  const activity = { activity_id: 1002, platforms: ['wechat', 'ks'] } satisfies BootActivity;

  it('claims on the first platform of the activity the server wrote, as the app does once it has asked', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_UA);
    visit('/common_distribution_video?id=1002');
    const query = parseDistributionQuery(window.location.search);
    expect(bootClaimTarget(window.location, activity)).toEqual(
      claimTargetOf('matrix', query, 1002, activity.platforms),
    );
    expect(bootClaimTarget(window.location, activity)).toMatchObject({ platform: 'wechat', matrix: true });
    // Without the server's word, or with another activity's, the app asks first.
    expect(bootClaimTarget(window.location)).toBeUndefined();
    expect(bootClaimTarget(window.location, { ...activity, activity_id: 1003 })).toBeUndefined();
    // The link's own platform wins, as in the app.
    visit('/common_distribution_video?activity_id=1002&platform=ks');
    expect(bootClaimTarget(window.location, activity)?.platform).toBe('ks');
  });

  it('claims nothing in the browsers the page refuses', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    visit('/common_distribution_video?id=1002&platform=ks');
    expect(bootClaimTarget(window.location, activity)).toBeUndefined();
  });

  it('reads the activity from its own element', () => {
    const script = document.createElement('script');
    expect(bootActivity(script)).toBeUndefined();
    script.setAttribute(BOOT_ACTIVITY_ATTRIBUTE, JSON.stringify(activity));
    expect(bootActivity(script)).toEqual(activity);
  });
});

describe('what the boot claim paints, and when the app starts', () => {
  it('paints the claimed cover in the card box; the app starts once it has loaded', async () => {
    visit('/distribution_video?id=1001');
    mockFetch(reply(video));
    const go = vi.fn();
    sendClaim(window.location, go);
    await vi.waitFor(() => expect(document.querySelector(`#${BOOT_CARD_ID} img`)).not.toBeNull());
    const image = document.querySelector<HTMLImageElement>(`#${BOOT_CARD_ID}.app-card img`)!;
    expect(image.getAttribute('src')).toBe('/m/9.jpg');
    expect(go).not.toHaveBeenCalled();
    image.dispatchEvent(new Event('load'));
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('on the download page, paints the cover in the video box of the screen the server wrote', async () => {
    visit('/publish_video_download?id=1001');
    document.body.innerHTML = `<div id="${BOOT_COVER_ID}"><div class="${BOOT_VIDEO_BOX}"></div></div>`;
    mockFetch(reply(video));
    const go = vi.fn();
    sendClaim(window.location, go);
    await vi.waitFor(() => expect(document.querySelector(`.${BOOT_VIDEO_BOX} img`)).not.toBeNull());
    expect(document.getElementById(BOOT_CARD_ID)).toBeNull();
    const image = document.querySelector<HTMLImageElement>(`.${BOOT_VIDEO_BOX} img`)!;
    expect(image.getAttribute('src')).toBe('/m/9.jpg');
    image.dispatchEvent(new Event('error'));
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('on the receive page, paints each claimed cover as a card in the list the server wrote', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_UA);
    visit('/receiveVideos?id=1001');
    document.body.innerHTML = `<div id="${BOOT_COVER_ID}"><div hidden>demo</div><ul class="${BOOT_CARD_LIST}"></ul></div>`;
    const two = {
      ...video,
      demo_platform: true,
      items: [...video.items, { mixed_video_id: 10, video_cover: '/m/10.jpg' }],
    };
    mockFetch(reply(two));
    const go = vi.fn();
    sendClaim(window.location, go);
    await vi.waitFor(() => expect(document.querySelectorAll(`.${BOOT_CARD_LIST} img`)).toHaveLength(2));
    const [first] = document.querySelectorAll<HTMLImageElement>(`.${BOOT_CARD_LIST} li label img`);
    expect(first!.getAttribute('src')).toBe('/m/9.jpg');
    expect(document.querySelector('[hidden]')).toBeNull(); // the demo badge shows, as the page's
    first!.dispatchEvent(new Event('load'));
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('on a desktop the receive page is a table: its phone screen goes, the claim still leaves', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
    );
    visit('/receiveVideos?id=1001');
    document.body.innerHTML = `<div id="${BOOT_COVER_ID}"><ul class="${BOOT_CARD_LIST}"></ul></div>`;
    const fetchMock = mockFetch(reply(video));
    sendClaim(window.location, () => undefined);
    await vi.waitFor(() => expect(document.getElementById(BOOT_COVER_ID)).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['no video left', () => reply({ exist: false, items: [] })],
    ['an error code', () => jsonReply({ code: 20003, message: 'claim limit reached', data: null })],
    ['a failed network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('%s: no card, the app starts at once', async (_, answer) => {
    visit('/distribution_video?id=1001');
    mockFetch(() => Promise.resolve(answer()));
    const go = vi.fn();
    sendClaim(window.location, go);
    await vi.waitFor(() => expect(go).toHaveBeenCalled());
    expect(document.getElementById(BOOT_CARD_ID)).toBeNull();
  });

  it.each([
    '/distribution_video?id=1001&code=20003',
    '/distribution_video',
    '/distribution_auto?id=1002',
    '/receiveVideos?code=20003&id=1001',
    '/publish_video_download?code=20003&id=1001',
  ])('%s names no claim: nothing sent, the app starts at once', (url) => {
    visit(url);
    const fetchMock = mockFetch(reply(video));
    const go = vi.fn();
    sendClaim(window.location, go);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(go).toHaveBeenCalledTimes(1);
    expect(window.__bootClaim).toBeUndefined();
  });
});
