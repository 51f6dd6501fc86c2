import { useEffect, useRef, type CSSProperties } from 'react';
import type { PlayerLabels } from './player-controls';
import type { PlayRange } from './player-time';
import { VideoPlayer } from './video-player';
import styles from './video-player.module.css';

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

/**
 * The shared player modal (spec §2 "Video player modal"): the player (video-player.tsx) in an
 * 840-wide dialog that Escape, its close button or a tap beside it closes. Opened behind
 * `React.lazy`, so no page pays for it before a tap.
 */
export default function VideoPlayerModal({
  labels,
  title,
  onClose,
  width = 840,
  ...player
}: VideoPlayerModalProps) {
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const dialogStyle: CSSProperties = { width: `${width}px`, maxWidth: '100vw' };

  return (
    <div className={styles.backdrop} onClick={onClose}>
      <div
        className={styles.dialog}
        style={dialogStyle}
        role="dialog"
        aria-modal="true"
        aria-label={title || labels.label}
        onClick={(event) => event.stopPropagation()}
      >
        <button
          ref={closeButton}
          type="button"
          className={styles.close}
          aria-label={labels.close}
          onClick={onClose}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <VideoPlayer labels={labels} {...player} />
      </div>
    </div>
  );
}
