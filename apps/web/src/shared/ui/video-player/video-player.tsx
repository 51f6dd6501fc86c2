import {
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type CSSProperties,
  type Ref,
} from 'react';
import { currentUserAgent } from '../../user-agent';
import { usesNativeControls } from './native-controls';
import { attachSource, type AttachedSource } from './play-source';
import { PlayerControls, type PlayerLabels } from './player-controls';
import { clampRange, loopedTime, resumeAt, type PlayRange } from './player-time';
import styles from './video-player.module.css';

export interface VideoPlayerProps {
  labels: PlayerLabels;
  /** The MP4: played when there is no playlist, or when the playlist cannot be played. */
  src: string;
  /** An HLS master playlist, played natively or through hls.js (loaded only then). */
  hlsSrc?: string | null;
  poster?: string;
  /** Height of the picture in CSS pixels: 720 in NFC mode (spec §2, §9). */
  resolution?: number;
  /** Plays only this excerpt, in a loop, marked on the progress bar as the demo part. */
  range?: PlayRange;
  /** Forces the browser's own controls; by default they are used in special browsers. */
  nativeControls?: boolean;
  /** Starts playing once the video is ready (default); where the browser refuses, it waits. */
  autoPlay?: boolean;
  /** Seconds to start from (a lesson's resume position); ignored at the very end. */
  startAt?: number;
  /** Offers these playback speeds (the lesson player); none: no speed control. */
  speeds?: readonly number[];
  /** The `<video>` element, for a caller that follows playback (the lesson's progress). */
  videoRef?: Ref<HTMLVideoElement>;
  /** Called once when the video cannot be played. */
  onError?: () => void;
  onEnded?: () => void;
}

type FullscreenVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

const HAVE_METADATA = 1;

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * The shared player (spec §2 "Video player modal", issue 16's lesson player): play/pause, a
 * progress slider, elapsed/total time, full screen, optionally playback speed and trimmed-range
 * looping with a demo marker; the browser's own controls in special browsers. Plain markup and
 * CSS. The modal (video-player-modal.tsx) puts it in a dialog; the lesson page shows it inline.
 */
export function VideoPlayer({
  labels,
  src,
  hlsSrc,
  poster,
  resolution,
  range,
  nativeControls,
  autoPlay = true,
  startAt,
  speeds,
  videoRef,
  onError,
  onEnded,
}: VideoPlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const source = useRef<AttachedSource>(null);
  // The start position and autoplay apply once per source, not again after a fallback reload.
  const started = useRef(false);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(0);
  const [failed, setFailed] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [speed, setSpeed] = useState(1);
  const native = nativeControls ?? usesNativeControls(currentUserAgent());
  const loop = clampRange(range, duration);

  const setVideo = useCallback(
    (el: HTMLVideoElement | null) => {
      video.current = el;
      assignRef(videoRef, el);
    },
    [videoRef],
  );

  useEffect(() => {
    const onFullscreen = () => setFullscreen(document.fullscreenElement === stage.current);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => document.removeEventListener('fullscreenchange', onFullscreen);
  }, []);

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

  const changeSpeed = (rate: number) => {
    setSpeed(rate);
    if (video.current) video.current.playbackRate = rate;
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
    // A new source starts at normal speed in some browsers: keep the chosen one.
    el.playbackRate = speed;
    if (started.current) return;
    started.current = true;
    const start = clampRange(range, el.duration)?.start ?? resumeAt(startAt, el.duration);
    if (start) el.currentTime = start;
    // The viewer just tapped to watch: start at once where the browser allows it.
    if (autoPlay) el.play().catch(() => undefined);
  };

  const fail = () => {
    // HLS first: a media error goes on with the MP4 before it counts as a failure.
    if (source.current?.fallback()) return;
    setFailed(true);
    setPlaying(false);
    onError?.();
  };

  // The element may have its metadata before React listens (a cached file, a prerendered
  // tree): catch up once attached, or the duration and autoplay would be missed.
  const catchUp = useEffectEvent(() => {
    const el = video.current;
    if (!el) return;
    if (el.error) fail();
    else if (el.readyState >= HAVE_METADATA) onLoaded();
  });

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    started.current = false;
    setFailed(false);
    setCurrent(0);
    const attached = attachSource(el, { hls: hlsSrc, mp4: src });
    source.current = attached;
    catchUp();
    return () => {
      attached.destroy();
      source.current = null;
    };
  }, [src, hlsSrc]);

  // The stylesheet caps the picture at the resolution and at the screen's height.
  const videoStyle = resolution ? ({ '--player-resolution': `${resolution}px` } as CSSProperties) : undefined;

  return (
    <>
      <div ref={stage} className={styles.stage}>
        <video
          ref={setVideo}
          className={styles.video}
          style={videoStyle}
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
          onEnded={() => {
            setPlaying(false);
            onEnded?.();
          }}
          onError={fail}
          onClick={native ? undefined : toggle}
        />
        {failed && (
          <p className={styles.failed} role="alert">
            {labels.failed}
          </p>
        )}
        {loop && <span className={styles.demoBadge}>{labels.demoRange}</span>}
      </div>
      {!native && (
        <PlayerControls
          labels={labels}
          playing={playing}
          failed={failed}
          current={current}
          duration={duration}
          loop={loop}
          fullscreen={fullscreen}
          speed={speed}
          speeds={speeds}
          onToggle={toggle}
          onSeek={seek}
          onSpeed={changeSpeed}
          onFullscreen={toggleFullscreen}
        />
      )}
    </>
  );
}
