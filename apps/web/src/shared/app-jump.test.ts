import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clickLink, openAppLink, watchJump } from './app-jump';

let visibility: DocumentVisibilityState = 'visible';

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('watchJump (spec §4: the jump-failure toast)', () => {
  it('fails after 4 s when the page is still visible', () => {
    const onFail = vi.fn();
    watchJump({ onFail });
    vi.advanceTimersByTime(3_999);
    expect(onFail).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onFail).toHaveBeenCalledTimes(1);
  });

  it('is cancelled when the page goes hidden (the app opened), even after coming back', () => {
    const onFail = vi.fn();
    watchJump({ onFail });
    vi.advanceTimersByTime(1_000);
    setVisibility('hidden');
    vi.advanceTimersByTime(1_000);
    setVisibility('visible');
    vi.advanceTimersByTime(10_000);
    expect(onFail).not.toHaveBeenCalled();
  });

  it('takes another delay (10 s after the Xiaohongshu share)', () => {
    const onFail = vi.fn();
    watchJump({ onFail, delayMs: 10_000 });
    vi.advanceTimersByTime(9_999);
    expect(onFail).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onFail).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled by its caller and stops listening', () => {
    const onFail = vi.fn();
    const remove = vi.spyOn(document, 'removeEventListener');
    const cancel = watchJump({ onFail });
    cancel();
    vi.advanceTimersByTime(5_000);
    expect(onFail).not.toHaveBeenCalled();
    expect(remove).toHaveBeenCalledWith('visibilitychange', expect.any(Function));
  });

  it('does not fail if the page is hidden at the deadline', () => {
    const onFail = vi.fn();
    watchJump({ onFail });
    visibility = 'hidden'; // hidden without the event (some webviews)
    vi.advanceTimersByTime(4_000);
    expect(onFail).not.toHaveBeenCalled();
  });
});

describe('opening links by a simulated click', () => {
  it('clicks a temporary anchor with the link and removes it', () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href') ?? '');
      expect(this.isConnected).toBe(true);
    });
    openAppLink('snssdk1128://openplatform/share?x=1', { onFail: vi.fn() });
    expect(clicked).toEqual(['snssdk1128://openplatform/share?x=1']);
    expect(document.querySelectorAll('a')).toHaveLength(0);
  });

  it('names a download', () => {
    let name = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      name = this.download;
    });
    clickLink('/download/1', { download: 'Latte.mp4' });
    expect(name).toBe('Latte.mp4');
  });
});
