import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, screen, waitFor } from '@testing-library/react';
import { createPseudoI18n } from '../../test/pseudo-i18n';
import { jsonReply, mockFetch, useEnglish } from '../../shared/api/api-test-kit';
import { clearLoaded } from '../../shared/api/call-endpoint';
import { claimVideo, prefetchClaim, useClaimedVideo } from './api';
import type { ClaimTarget } from './claim-target';
import { readViewed } from './claim-storage';
import { BOOT_CARD_ID, type BootClaim } from './boot-claim';
import { DistributionScreen } from './components/distribution-screen';
import { mockApi, renderWith, videoReply } from './distribution-test-kit';

// The claim the page's HTML already sent (src/boot/boot-claim.ts): the app must show
// its answer and never send a second first claim — a claim holds a video.

const target: ClaimTarget = { activityId: 1001, platform: 'douyin', matrix: false, nfc: '', authorizeId: '' };
const DOUYIN_VIDEO = '/member/douyin/share_activity/video';
const video = (id: number) => ({
  exist: true,
  items: [{ mixed_video_id: id, video_title: `v${id}`, video_cover: `/m/${id}.jpg` }],
  lock_time: 600,
});
const ok = (data: unknown) => () => Promise.resolve(jsonReply({ code: 0, message: 'ok', data }));

/** What the boot script leaves on window for a first visit to /distribution_video?id=1001. */
function bootClaim(reply: Promise<unknown>, input: Record<string, unknown> = {}): BootClaim {
  const claim = { path: DOUYIN_VIDEO, input: { id: 1001, view_mixed_video_ids: '', ...input }, reply };
  window.__bootClaim = claim;
  return claim;
}

beforeEach(useEnglish);
afterEach(() => {
  window.__bootClaim = undefined;
  document.getElementById(BOOT_CARD_ID)?.remove();
  clearLoaded();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('the first claim sent by the HTML', () => {
  it('is the one the page shows: no request of its own, the storage follows its answer', async () => {
    const fetchMock = mockFetch(ok(video(9)));
    bootClaim(Promise.resolve({ code: 0, message: 'ok', data: video(7) }));
    prefetchClaim(target);
    const { result } = renderHook(() => useClaimedVideo(target));
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.items[0]?.mixedVideoId).toBe(7);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(readViewed(1001)).toEqual([7]);
    expect(window.__bootClaim).toBeUndefined();
  });

  it('is used once: changing the video asks the server itself', async () => {
    const fetchMock = mockFetch(ok(video(8)));
    bootClaim(Promise.resolve({ code: 0, message: 'ok', data: video(7) }));
    expect((await claimVideo(target)).items[0]?.mixedVideoId).toBe(7);
    expect((await claimVideo(target, 7)).items[0]?.mixedVideoId).toBe(8);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('answers with its error code like any reply, without asking again', async () => {
    const fetchMock = mockFetch(ok(video(9)));
    bootClaim(Promise.resolve({ code: 20003, message: 'claim limit reached', data: null }));
    await expect(claimVideo(target)).rejects.toMatchObject({ code: 20003, message: 'claim limit reached' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('without an answer (the network failed) the page asks once itself', async () => {
    const fetchMock = mockFetch(ok(video(9)));
    bootClaim(Promise.reject(new TypeError('Failed to fetch')));
    expect((await claimVideo(target)).items[0]?.mixedVideoId).toBe(9);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is not taken for another request: the page sends its own, and drops it', async () => {
    const fetchMock = mockFetch(ok(video(9)));
    sessionStorage.setItem('scan_view_ids_1001', '3');
    bootClaim(Promise.resolve({ code: 0, message: 'ok', data: video(7) }));
    expect((await claimVideo(target)).items[0]?.mixedVideoId).toBe(9);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(window.__bootClaim).toBeUndefined();
  });
});

describe('the boot card (the cover the HTML painted)', () => {
  function bootCard() {
    const card = document.createElement('div');
    card.id = BOOT_CARD_ID;
    document.body.append(card);
  }

  it("goes in the commit that shows the app's card, which the HTML's claim filled", async () => {
    const fetchMock = mockApi(() => ({ data: videoReply(9) }));
    bootCard();
    bootClaim(Promise.resolve({ code: 0, message: 'ok', data: videoReply(7) }));
    renderWith(
      await createPseudoI18n(),
      createElement(DistributionScreen, { page: 'video' }),
      '/distribution_video?id=1001',
    );
    expect(document.getElementById(BOOT_CARD_ID)).not.toBeNull(); // still loading: the cover stays
    expect(await screen.findByTestId('video-id')).toHaveProperty('textContent', '7');
    expect(document.getElementById(BOOT_CARD_ID)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes at once when the page shows no claim (a failed link)', async () => {
    bootCard();
    mockApi(() => ({}));
    renderWith(
      await createPseudoI18n(),
      createElement(DistributionScreen, { page: 'video' }),
      '/distribution_video?id=1001&code=1',
    );
    expect(document.getElementById(BOOT_CARD_ID)).toBeNull();
  });
});
