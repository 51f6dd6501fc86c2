import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en/player.json';
import VideoPlayerModal from './video-player-modal';

let play: ReturnType<typeof vi.fn>;
let pause: ReturnType<typeof vi.fn>;

beforeEach(() => {
  let paused = true;
  play = vi.fn(function (this: HTMLMediaElement) {
    paused = false;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  pause = vi.fn(function (this: HTMLMediaElement) {
    paused = true;
    this.dispatchEvent(new Event('pause'));
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as never);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause as never);
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => paused);
  vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockReturnValue(20);
});

afterEach(() => vi.restoreAllMocks());

function open(props: Partial<Parameters<typeof VideoPlayerModal>[0]> = {}) {
  const onClose = vi.fn();
  render(
    <VideoPlayerModal
      labels={en}
      src="/v.mp4"
      title="Latte"
      onClose={onClose}
      nativeControls={false}
      {...props}
    />,
  );
  const video = document.querySelector('video')!;
  return { onClose, video };
}

describe('VideoPlayerModal', () => {
  it('is an 840-wide dialog (never wider than the screen), 720 high in NFC mode', () => {
    const { video } = open({ resolution: 720 });
    const dialog = screen.getByRole('dialog', { name: 'Latte' });
    expect(dialog.style.width).toBe('840px');
    expect(dialog.style.maxWidth).toBe('100vw');
    expect(video.dataset.resolution).toBe('720');
    expect(video.style.getPropertyValue('--player-resolution')).toBe('720px');
  });

  it('plays on load, then play/pause toggles', () => {
    const { video } = open();
    fireEvent(video, new Event('loadedmetadata'));
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: en.pause }));
    expect(pause).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: en.play }));
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('shows elapsed / total and seeks with the progress slider', () => {
    const { video } = open();
    fireEvent(video, new Event('loadedmetadata'));
    video.currentTime = 5;
    fireEvent(video, new Event('timeupdate'));
    expect(screen.getByTestId('player-time').textContent).toBe('0:05 / 0:20');
    fireEvent.change(screen.getByRole('slider', { name: en.progress }), { target: { value: '12' } });
    expect(video.currentTime).toBe(12);
  });

  it('loops the trimmed range and marks it as the demo part', () => {
    const { video } = open({ range: { start: 2, end: 6 } });
    fireEvent(video, new Event('loadedmetadata'));
    expect(video.currentTime).toBe(2);
    expect(screen.getAllByText(en.demoRange).length).toBeGreaterThan(0);
    video.currentTime = 6.1;
    fireEvent(video, new Event('timeupdate'));
    expect(video.currentTime).toBe(2);
  });

  it('says the video failed to play', () => {
    const onError = vi.fn();
    const { video } = open({ onError });
    fireEvent(video, new Event('error'));
    expect(screen.getByRole('alert').textContent).toBe(en.failed);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('uses the browser’s own controls in special browsers', () => {
    const { video } = open({ nativeControls: true });
    expect(video.controls).toBe(true);
    expect(screen.queryByRole('slider')).toBeNull();
  });

  it('toggles full screen on the stage', async () => {
    const request = vi.fn(() => Promise.resolve());
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', { configurable: true, value: request });
    open();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: en.fullscreen }));
    });
    expect(request).toHaveBeenCalledTimes(1);
    delete (HTMLElement.prototype as { requestFullscreen?: unknown }).requestFullscreen;
  });

  it('closes with the button, Escape or a tap outside', () => {
    const { onClose } = open();
    fireEvent.click(screen.getByRole('button', { name: en.close }));
    fireEvent.keyDown(window, { key: 'Escape' });
    fireEvent.click(screen.getByRole('dialog').parentElement!);
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
