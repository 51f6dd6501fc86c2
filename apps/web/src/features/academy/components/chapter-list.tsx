import type { LessonSummary } from '@vidmatrix/contract/academy';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatTime } from '../../../shared/ui/video-player/player-time';
import styles from '../academy.module.css';
import { chapterPath, watchedPercent } from '../lesson-links';

/** A course's chapters in order, each with the learner's state, linking to the player. */
export function ChapterList({ chapters, currentId }: { chapters: LessonSummary[]; currentId?: number }) {
  const { t } = useTranslation('academy');
  if (!chapters.length) return <p className={styles.muted}>{t('course.noChapters')}</p>;
  return (
    <ol className={styles.chapters}>
      {chapters.map((chapter) => {
        const { record } = chapter;
        const state = record.completed
          ? t('chapter.completed')
          : record.watched_seconds > 0
            ? t('chapter.watched', { percent: watchedPercent(record.watched_seconds, chapter.duration) })
            : t('chapter.notStarted');
        return (
          <li key={chapter.id} data-testid="chapter">
            <Link
              to={chapterPath(chapter.course_id, chapter.id)}
              className={styles.chapter}
              aria-current={chapter.id === currentId ? 'page' : undefined}
            >
              <span className={styles.chapterNumber}>{t('chapter.number', { number: chapter.number })}</span>
              <span className={styles.chapterTitle}>{chapter.title}</span>
              <span className={styles.muted}>{formatTime(chapter.duration)}</span>
              <span className={record.completed ? styles.done : styles.muted}>{state}</span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
