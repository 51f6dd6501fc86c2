import type { CourseDetail, LessonDetail } from '@vidmatrix/contract/academy';
import { useQueryClient } from '@tanstack/react-query';
import { usePlayerLabels } from '../../../shared/ui/video-player/player-labels';
import { VideoPlayer } from '../../../shared/ui/video-player/video-player';
import styles from '../academy.module.css';
import { useLessonRecorder, type Recorded } from '../use-lesson-recorder';

/** Speeds a learner may pick (lessons are talks: faster is common, slower rarely needed). */
const SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;

/**
 * One lesson's player: HLS or the MP4 from its resume position, reporting progress as it plays.
 * Mounted per lesson (keyed by the page), so a report never mixes two lessons.
 */
export function LessonPlayer({ lesson, autoPlay }: { lesson: LessonDetail; autoPlay: boolean }) {
  const client = useQueryClient();
  const onRecorded = ({ record, progress }: Recorded) => {
    client.setQueryData<LessonDetail>(['academy', 'lesson', lesson.id], (shown) =>
      shown ? { ...shown, record } : shown,
    );
    client.setQueryData<CourseDetail>(['academy', 'course', lesson.course_id], (shown) =>
      shown
        ? {
            ...shown,
            progress,
            chapters: shown.chapters.map((c) => (c.id === lesson.id ? { ...c, record } : c)),
          }
        : shown,
    );
  };
  const videoRef = useLessonRecorder(lesson.id, onRecorded);
  const { sources } = lesson;
  return (
    <div className={styles.player}>
      <VideoPlayer
        labels={usePlayerLabels()}
        src={sources.mp4}
        hlsSrc={sources.hls}
        poster={sources.poster || lesson.cover}
        startAt={lesson.record.position}
        autoPlay={autoPlay}
        speeds={SPEEDS}
        videoRef={videoRef}
      />
    </div>
  );
}
