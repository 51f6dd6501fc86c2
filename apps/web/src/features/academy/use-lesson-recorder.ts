import type { CourseProgress, LessonRecord, PlayedRange } from '@vidmatrix/contract/academy';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { sendRecord } from './api';
import { newlyPlayed, rangesOf, reportDue } from './played-ranges';

/** A position change smaller than this, with nothing newly played, is not worth a request. */
const POSITION_STEP = 0.5;

export interface Recorded {
  record: LessonRecord;
  progress: CourseProgress;
}

/**
 * Reports a lesson's playback to the record call: the position (resume, across devices) and the
 * ranges really played since the last report (`video.played`: a seek plays nothing, so seeking to
 * the end does not complete a lesson — the server counts the union of ranges). Every
 * REPORT_EVERY_MS while playing, on pause and end, and when the page is hidden or left (then with
 * `keepalive`, so the request outlives the page). Returns the ref for the player's `<video>`.
 */
export function useLessonRecorder(lessonId: number, onRecorded: (reply: Recorded) => void) {
  const [element, setElement] = useState<HTMLVideoElement | null>(null);
  // The element as last attached: the report on leaving reads it after React let go of it.
  const video = useRef<HTMLVideoElement | null>(null);
  const sent = useRef<PlayedRange[]>([]);
  const lastPosition = useRef<number | null>(null);
  const lastReportAt = useRef(0);

  const report = useEffectEvent((leaving: boolean) => {
    const el = video.current;
    if (!el || !(el.duration > 0)) return;
    const current = rangesOf(el.played);
    const played = newlyPlayed(current, sent.current);
    const position = Math.round(el.currentTime * 100) / 100;
    const moved = lastPosition.current === null || Math.abs(position - lastPosition.current) >= POSITION_STEP;
    if (!played.length && !moved) return;
    lastReportAt.current = Date.now();
    lastPosition.current = position;
    sendRecord({ lesson_id: lessonId, position, played }, leaving).then(
      (reply) => {
        sent.current = current;
        if (!leaving) onRecorded(reply);
      },
      () => {
        // Not stored: the next report sends these ranges again.
        lastPosition.current = null;
      },
    );
  });

  useEffect(() => {
    if (!element) return;
    video.current = element;
    const onTimeUpdate = () => {
      if (!element.paused && reportDue(lastReportAt.current, Date.now())) report(false);
    };
    // `pause` fires at the end too (before `ended`).
    const onPause = () => report(false);
    element.addEventListener('timeupdate', onTimeUpdate);
    element.addEventListener('pause', onPause);
    return () => {
      element.removeEventListener('timeupdate', onTimeUpdate);
      element.removeEventListener('pause', onPause);
    };
  }, [element]);

  useEffect(() => {
    sent.current = [];
    lastPosition.current = null;
    const onHidden = () => {
      if (document.visibilityState === 'hidden') report(true);
    };
    const onLeave = () => report(true);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onLeave);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onLeave);
      // Another lesson or page within the app: this lesson's last seconds still count.
      report(true);
    };
  }, [lessonId]);

  return setElement;
}
