import { formatTime, type PlayRange } from './player-time';
import styles from './video-player.module.css';

/** The player's words, translated by the caller (lazy-video-player.tsx, the lesson page). */
export interface PlayerLabels {
  label: string;
  close: string;
  play: string;
  pause: string;
  progress: string;
  fullscreen: string;
  exitFullscreen: string;
  speed: string;
  demoRange: string;
  failed: string;
}

interface PlayerControlsProps {
  labels: PlayerLabels;
  playing: boolean;
  failed: boolean;
  current: number;
  duration: number;
  loop: PlayRange | undefined;
  fullscreen: boolean;
  speed: number;
  speeds: readonly number[] | undefined;
  onToggle: () => void;
  onSeek: (seconds: number) => void;
  onSpeed: (rate: number) => void;
  onFullscreen: () => void;
}

/** The custom control bar under the picture: play/pause, progress, time, speed, full screen. */
export function PlayerControls({
  labels,
  playing,
  failed,
  current,
  duration,
  loop,
  fullscreen,
  speed,
  speeds,
  onToggle,
  onSeek,
  onSpeed,
  onFullscreen,
}: PlayerControlsProps) {
  const percent = (s: number) => (duration > 0 ? `${(s / duration) * 100}%` : '0%');
  return (
    <div className={styles.controls}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={playing ? labels.pause : labels.play}
        onClick={onToggle}
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
            title={labels.demoRange}
          />
        )}
        <input
          className={styles.slider}
          type="range"
          min={0}
          max={duration || 0}
          step={0.1}
          value={Math.min(current, duration || 0)}
          aria-label={labels.progress}
          aria-valuetext={`${formatTime(current)} / ${formatTime(duration)}`}
          onChange={(event) => onSeek(Number(event.target.value))}
          disabled={failed || !duration}
        />
      </div>
      <span className={styles.time} data-testid="player-time">
        {formatTime(current)} / {formatTime(duration)}
      </span>
      {speeds && speeds.length > 0 && (
        <select
          className={styles.speed}
          aria-label={labels.speed}
          value={speed}
          onChange={(event) => onSpeed(Number(event.target.value))}
        >
          {speeds.map((rate) => (
            <option key={rate} value={rate}>
              {`${rate}×`}
            </option>
          ))}
        </select>
      )}
      <button
        type="button"
        className={styles.iconButton}
        aria-label={fullscreen ? labels.exitFullscreen : labels.fullscreen}
        onClick={onFullscreen}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d={
              fullscreen ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5' : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'
            }
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      </button>
    </div>
  );
}
