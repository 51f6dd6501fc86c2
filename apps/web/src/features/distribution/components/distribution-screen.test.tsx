import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { I18n as i18n } from '../../../shared/i18n/runtime';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNotifier } from '../../../shared/api/notifier';
import { createPseudoI18n } from '../../../test/pseudo-i18n';
import { mockApi, NO_VIDEO, renderWith, SAFARI_UA, videoReply, WECHAT_UA } from '../distribution-test-kit';
import { rememberPublishing } from '../claim-storage';
import { normaliseDistributionVideo, shownVideo } from '../distribution-video';
import { DistributionScreen } from './distribution-screen';

let pseudo: i18n;
let toasts: string[];
beforeAll(async () => {
  pseudo = await createPseudoI18n();
});
beforeEach(() => {
  toasts = [];
  setNotifier((message) => toasts.push(message));
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(SAFARI_UA);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
  localStorage.clear();
});

const tr = (key: string) => `⟦distribution:${key}⟧`;

describe('display states (spec §2)', () => {
  it('code ≠ 0 with the claim-limit wording: an error with the message', () => {
    const fetchMock = mockApi(() => ({}));
    const message = encodeURIComponent(encodeURIComponent('账号领取已达上限（3 个）'));
    renderWith(
      pseudo,
      <DistributionScreen page="video" />,
      `/distribution_video?id=1001&code=20003&message=${message}`,
    );
    expect(screen.getByRole('alert').textContent).toContain(tr('states.claimLimitTitle'));
    expect(screen.getByText('账号领取已达上限（3 个）')).toBeTruthy();
    // Only the activity's public facts (its store, for the state); no claim.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/open/member/share_url_info?id=1001',
    ]);
  });

  it('code ≠ 0 otherwise: the message, else "share failed"', () => {
    mockApi(() => ({}));
    renderWith(
      pseudo,
      <DistributionScreen page="video" />,
      '/distribution_video?code=1&message=%E6%B4%BB%E5%8A%A8%E5%B7%B2%E7%BB%93%E6%9D%9F',
    );
    expect(screen.getByRole('status').textContent).toContain('活动已结束');
  });

  it('code ≠ 0 with a reason the page knows: worded in the page language, not the link message', () => {
    mockApi(() => ({}));
    renderWith(
      pseudo,
      <DistributionScreen page="auto" />,
      '/distribution_auto?nfc=X&source=matrix&code=20005&reason=nfc_card_disabled&message=This%20NFC%20card%20has%20been%20disabled',
    );
    expect(screen.getByText(tr('linkReasons.nfc_card_disabled'))).toBeTruthy();
    expect(screen.queryByText('This NFC card has been disabled')).toBeNull();
  });

  it('code ≠ 0 without a message: "share failed"', () => {
    mockApi(() => ({}));
    renderWith(pseudo, <DistributionScreen page="auto" />, '/distribution_auto?code=500');
    expect(screen.getByText(tr('states.shareFailed'))).toBeTruthy();
  });

  it('no video: "sorry, too late"', async () => {
    mockApi(() => ({ data: NO_VIDEO }));
    renderWith(pseudo, <DistributionScreen page="video" />, '/distribution_video?id=1003');
    expect(await screen.findByText(tr('states.tooLateTitle'))).toBeTruthy();
    expect(screen.getByText(tr('states.tooLateDescription'))).toBeTruthy();
  });

  it('a video: the card with cover, duration, title, id, store location and buttons', async () => {
    mockApi(() => ({ data: videoReply(7) }));
    renderWith(pseudo, <DistributionScreen page="video" />, '/distribution_video?id=1001');
    expect(await screen.findByTestId('video-title')).toHaveProperty('textContent', 'Demo café clip 7');
    expect(screen.getByTestId('video-id').textContent).toBe('7');
    expect(screen.getByTestId('store-location').textContent).toBe('浙江省杭州市西湖区文三路 1 号 Demo café');
    expect(screen.getByText('0:15')).toBeTruthy();
    expect(screen.getByRole('button', { name: tr('actions.changeVideo') })).toBeTruthy();
    expect(screen.getByRole('button', { name: tr('actions.publishDouyin') })).toBeTruthy();
    expect(screen.getByTestId('demo-platform-badge').textContent).toBe(tr('card.demoPlatform'));
    expect(sessionStorage.getItem('scan_view_ids_1001')).toBe('7');
  });

  it('a server error with the claim-limit code is shown as the claim-limit error', async () => {
    mockApi(() => ({ code: 20003, message: '账号领取已达上限' }));
    renderWith(pseudo, <DistributionScreen page="video" />, '/distribution_video?id=1001');
    expect(await screen.findByText(tr('states.claimLimitTitle'))).toBeTruthy();
  });

  it('without an activity id: "activity id does not exist"', () => {
    renderWith(pseudo, <DistributionScreen page="auto" />, '/distribution_auto?platform=wechat');
    expect(screen.getByText(tr('states.noActivityId'))).toBeTruthy();
  });
});

describe('change video (spec §4)', () => {
  it('sends the viewed ids and the previous video; on loop end the viewed list restarts', async () => {
    let n = 0;
    const fetchMock = mockApi((url) => {
      if (url.includes('share_activity/video')) return { data: videoReply(1) };
      n++;
      return { data: videoReply(1 + n, { is_loop_end: n === 2 }) };
    });
    renderWith(pseudo, <DistributionScreen page="video" />, '/distribution_video?id=1001');
    const change = await screen.findByRole('button', { name: tr('actions.changeVideo') });
    await act(async () => fireEvent.click(change));
    await waitFor(() => expect(screen.getByTestId('video-title').textContent).toBe('Demo café clip 2'));
    expect(sessionStorage.getItem('scan_view_ids_1001')).toBe('1,2');
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]!.body))).toEqual({
      id: 1001,
      view_mixed_video_ids: '1',
      prev_id: 1,
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: tr('actions.changeVideo') })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: tr('actions.changeVideo') })));
    await waitFor(() => expect(screen.getByTestId('video-title').textContent).toBe('Demo café clip 3'));
    expect(sessionStorage.getItem('scan_view_ids_1001')).toBe('3');
  });

  it('"already the last video" when nothing else is free, keeping the current one', async () => {
    let first = true;
    mockApi(() => {
      if (first) {
        first = false;
        return { data: videoReply(4) };
      }
      return { data: NO_VIDEO };
    });
    renderWith(
      pseudo,
      <DistributionScreen page="auto" />,
      '/distribution_auto?activity_id=1002&platform=wechat&source=matrix&nfc=DEMO-NFC-01',
    );
    const change = await screen.findByRole('button', { name: tr('actions.changeVideo') });
    await act(async () => fireEvent.click(change));
    // The toast module loads on demand (loadImperative): on a busy machine that takes over 1 s.
    await waitFor(() => expect(toasts).toContain(tr('messages.lastVideo')), { timeout: 5000 });
    expect(screen.getByTestId('video-title').textContent).toBe('Demo café clip 4');
  });

  it('hides change video for the Kuaishou matrix source in NFC mode', async () => {
    mockApi(() => ({ data: videoReply(4) }));
    renderWith(
      pseudo,
      <DistributionScreen page="auto" />,
      '/distribution_auto?activity_id=1002&platform=ks&source=matrix&nfc=X',
    );
    expect(await screen.findByRole('button', { name: tr('actions.publishKs') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: tr('actions.changeVideo') })).toBeNull();
  });

  it('sends held_id on a reload so the same video comes back', async () => {
    const fetchMock = mockApi(() => ({ data: videoReply(9) }));
    const first = renderWith(pseudo, <DistributionScreen page="video" />, '/distribution_video?id=1001');
    await screen.findByTestId('video-title');
    first.unmount();
    renderWith(pseudo, <DistributionScreen page="video" />, '/distribution_video?id=1001');
    await screen.findByTestId('video-title');
    expect(String(fetchMock.mock.calls.at(-1)![0])).toContain('held_id=9');
  });
});

describe('in-app browsers', () => {
  it('WeChat: the open-in-browser overlay on publish, and the save/copy fallback', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    mockApi(() => ({ data: videoReply(5) }));
    renderWith(pseudo, <DistributionScreen page="video" />, '/distribution_video?id=1001');
    expect(await screen.findByTestId('in-app-fallback')).toBeTruthy();
    expect(await screen.findByRole('link', { name: tr('inApp.openVideo') })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: tr('actions.publishDouyin') }));
    expect(await screen.findByRole('dialog', { name: '⟦browser:overlay.label⟧' })).toBeTruthy();
    expect(screen.getByRole('link', { name: tr('inApp.openVideo') }).getAttribute('href')).toBe(
      '/api/media/download/5',
    );
  });
});

describe('player', () => {
  it('opens from the cover at 720 in NFC mode', async () => {
    mockApi(() => ({ data: videoReply(5) }));
    renderWith(
      pseudo,
      <DistributionScreen page="auto" />,
      '/distribution_auto?activity_id=1002&platform=wechat',
    );
    // Named "play" and the visible duration (label in name).
    fireEvent.click(await screen.findByRole('button', { name: `${tr('card.play')} 0:15` }));
    const dialog = await screen.findByRole('dialog', { name: 'Demo café clip 5' });
    expect(dialog.querySelector('video')?.dataset.resolution).toBe('720');
  });
});

describe('back from the Kuaishou authorization that published (issue 12)', () => {
  const back = (videoId: number) =>
    `/distribution_auto?activity_id=1002&platform=ks&source=matrix&nfc=N&ks_task_status=published&ks_video_id=${videoId}`;

  it('the published video shown: "published" on it, its button settled', async () => {
    mockApi(() => ({ data: videoReply(7) }));
    renderWith(pseudo, <DistributionScreen page="auto" />, back(7));
    expect(await screen.findByTestId('publish-success')).toBeTruthy();
    expect(screen.getByRole('button', { name: tr('actions.published') })).toHaveProperty('disabled', true);
  });

  it('the published video kept by this tab: shown, "published", settled, and no claim drawn (issue 27)', async () => {
    const fetchMock = mockApi(() => ({ data: videoReply(8) }));
    const view = normaliseDistributionVideo(videoReply(7));
    rememberPublishing(view, shownVideo(view)!);
    renderWith(pseudo, <DistributionScreen page="auto" />, back(7));
    expect(await screen.findByTestId('publish-success')).toBeTruthy();
    expect(screen.getByTestId('video-id').textContent).toBe('7');
    expect(screen.getByRole('button', { name: tr('actions.published') })).toHaveProperty('disabled', true);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContainEqual(
      expect.stringContaining('random_video'),
    );
  });

  it('another video shown: no "published" on it, its button live, the published one named', async () => {
    mockApi(() => ({ data: videoReply(8) }));
    renderWith(pseudo, <DistributionScreen page="auto" />, back(7));
    expect((await screen.findByTestId('publish-success-other')).textContent).toContain('card.publishedOther');
    expect(screen.queryByTestId('publish-success')).toBeNull();
    expect(screen.getByRole('button', { name: tr('actions.publishKs') })).toHaveProperty('disabled', false);
  });
});
