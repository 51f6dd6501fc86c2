import { useCallback, useEffect, useEffectEvent, useRef, useState, type CSSProperties } from 'react';
import { currentUserAgent } from '../../user-agent';
import { usesNativeControls } from './native-controls';
import { clampRange, formatTime, loopedTime, type PlayRange } from './player-time';
import styles from './video-player.module.css';

/** The player's words, translated by the caller (lazy-video-player.tsx). */
export interface PlayerLabels {
  label: string;
  close: string;
  play: string;
  pause: string;
  progress: string;
  fullscreen: string;
  exitFullscreen: string;
  demoRange: string;
  failed: string;
}

export interface VideoPlayerModalProps {
  labels: PlayerLabels;
  src: string;
  poster?: string;
  /** Names the dialog for assistive technology. */
  title?: string;
  onClose: () => void;
  /** Dialog width in CSS pixels (spec §9: 840), never wider than the screen. */
  width?: number;
  /** Height of the picture in CSS pixels: 720 in NFC mode (spec §2, §9). */
  resolution?: number;
  /** Plays only this excerpt, in a loop, marked on the progress bar as the demo part. */
  range?: PlayRange;
  /** Forces the browser's own controls; by default they are used in special browsers. */
  nativeControls?: boolean;
  /** Called once when the video cannot be played. */
  onError?: () => void;
}

type FullscreenVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

const HAVE_METADATA = 1;

/**
 * The shared player modal (spec §2 "Video player modal"): play/pause, a progress slider,
 * elapsed/total time, full screen, optional trimmed-range looping with a demo marker. Plain
 * markup and CSS, opened behind `React.lazy`, so no page pays for it before a tap.
 */
export default function VideoPlayerModal({
  labels,
  src,
  poster,
  title,
  onClose,
  width = 840,
  resolution,
  range,
  nativeControls,
  onError,
}: VideoPlayerModalProps) {
  const t = (key: keyof PlayerLabels) => labels[key];
  const video = useRef<HTMLVideoElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(0);
  const [failed, setFailed] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const native = nativeControls ?? usesNativeControls(currentUserAgent());
  const loop = clampRange(range, duration);

  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const onFullscreen = () => setFullscreen(document.fullscreenElement === stage.current);
    window.addEventListener('keydown', onKey);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('fullscreenchange', onFullscreen);
    };
  }, [onClose]);

  const toggle = useCallback(() => {
    const el = video.current;
    if (!el) return;
    if (el.paused) el.play().catch(() => undefined);
    else el.pause();
  }, []);

  const seek = (value: number) => {
    const el = video.current;
    if (!el) return;
    el.currentTime = loop ? Math.min(Math.max(value, loop.start), loop.end) : value;
    setCurrent(el.currentTime);
  };

  const toggleFullscreen = () => {
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined);
      return;
    }
    const box = stage.current;
    if (box?.requestFullscreen) void box.requestFullscreen().catch(() => undefined);
    else (video.current as FullscreenVideo | null)?.webkitEnterFullscreen?.(); // iPhone Safari
  };

  const onTimeUpdate = () => {
    const el = video.current;
    if (!el) return;
    const next = loopedTime(el.currentTime, loop);
    if (next !== el.currentTime) el.currentTime = next;
    setCurrent(next);
  };

  const onLoaded = () => {
    const el = video.current;
    if (!el) return;
    setDuration(el.duration);
    const start = clampRange(range, el.duration)?.start;
    if (start) el.currentTime = start;
    // The visitor just tapped to watch: start at once where the browser allows it.
    el.play().catch(() => undefined);
  };

  const fail = () => {
    setFailed(true);
    setPlaying(false);
    onError?.();
  };

  // The element may have its metadata before React listens (a cached file, a prerendered
  // tree): catch up once mounted, or the duration and autoplay would be missed.
  const catchUp = useEffectEvent(() => {
    const el = video.current;
    if (!el) return;
    if (el.error) fail();
    else if (el.readyState >= HAVE_METADATA) onLoaded();
  });
  useEffect(() => catchUp(), []);

  const dialogStyle: CSSProperties = { width: `${width}px`, maxWidth: '100vw' };
  // The stylesheet caps the picture at the resolution and at the screen's height.
  const videoStyle = resolution ? ({ '--player-resolution': `${resolution}px` } as CSSProperties) : undefined;
  const percent = (s: number) => (duration > 0 ? `${(s / duration) * 100}%` : '0%');

  return (
    <div className={styles.backdrop} onClick={onClose}>
      <div
        className={styles.dialog}
        style={dialogStyle}
        role="dialog"
        aria-modal="true"
        aria-label={title || t('label')}
        onClick={(event) => event.stopPropagation()}
      >
        <button
          ref={closeButton}
          type="button"
          className={styles.close}
          aria-label={t('close')}
          onClick={onClose}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <div ref={stage} className={styles.stage}>
          <video
            ref={video}
            className={styles.video}
            style={videoStyle}
            src={src}
            poster={poster}
            playsInline
            preload="metadata"
            controls={native}
            data-resolution={resolution}
            onLoadedMetadata={onLoaded}
            onDurationChange={() => setDuration(video.current?.duration ?? 0)}
            onTimeUpdate={onTimeUpdate}
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
            onEnded={() => setPlaying(false)}
            onError={fail}
            onClick={native ? undefined : toggle}
          />
          {failed && (
            <p className={styles.failed} role="alert">
              {t('failed')}
            </p>
          )}
          {loop && <span className={styles.demoBadge}>{t('demoRange')}</span>}
        </div>
        {!native && (
          <div className={styles.controls}>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={playing ? t('pause') : t('play')}
              onClick={toggle}
              disabled={failed}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                {playing ? (
                  <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />
                ) : (
                  <path d="M8 5v14l11-7z" fill="currentColor" />
                )}
              </svg>
            </button>
            <div className={styles.track}>
              {loop && (
                <span
                  className={styles.demoRange}
                  style={{ left: percent(loop.start), width: percent(loop.end - loop.start) }}
                  title={t('demoRange')}
                />
              )}
              <input
                className={styles.slider}
                type="range"
                min={0}
                max={duration || 0}
                step={0.1}
                value={Math.min(current, duration || 0)}
                aria-label={t('progress')}
                aria-valuetext={`${formatTime(current)} / ${formatTime(duration)}`}
                onChange={(event) => seek(Number(event.target.value))}
                disabled={failed || !duration}
              />
            </div>
            <span className={styles.time} data-testid="player-time">
              {formatTime(current)} / {formatTime(duration)}
            </span>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={fullscreen ? t('exitFullscreen') : t('fullscreen')}
              onClick={toggleFullscreen}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d={
                    fullscreen
                      ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5'
                      : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'
                  }
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                />
              </svg>
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
