import type { CourseSummary } from '@vidmatrix/contract/academy';
import { courseAction } from '@vidmatrix/contract/academy-view';
import { Link } from 'react-router';
import { useFigures } from '../../../shared/figures';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from '../academy.module.css';
import { chapterPath, coursePath } from '../lesson-links';

/** One course of the list: its figures (spec §3) and the learner's progress. */
export function CourseCard({ course }: { course: CourseSummary }) {
  const { t } = useTranslation('academy');
  const figures = useFigures();
  const { progress } = course;
  const action = courseAction(progress);
  return (
    <li className={styles.card} data-testid="course-card">
      <Link to={coursePath(course.id)} className={styles.cardLink}>
        {course.cover ? <img className={styles.cover} src={course.cover} alt="" loading="lazy" /> : null}
        <div className={styles.cardBody}>
          <h2 className={styles.cardTitle}>{course.title}</h2>
          {course.speaker ? (
            <p className={styles.muted}>{t('course.speaker', { name: course.speaker })}</p>
          ) : null}
          <p className={styles.figures}>
            <span>{t('course.classHours', { count: course.total_class_hours })}</span>
            <span>{t('course.duration', { duration: figures.duration(course.total_duration) })}</span>
            <span>{t('course.updated', { count: course.updated_periods })}</span>
          </p>
          <Progress
            percent={progress.percent}
            label={t('course.progress', { done: progress.completed_lessons, total: progress.total_lessons })}
          />
        </div>
      </Link>
      {action ? (
        <Link
          className={styles.button}
          to={
            action === 'continue' && progress.last_lesson_id
              ? chapterPath(course.id, progress.last_lesson_id)
              : coursePath(course.id)
          }
        >
          {t(`course.${action}`)}
        </Link>
      ) : null}
    </li>
  );
}

/** A progress bar with its words beside it (a native `<progress>`: announced as such). */
export function Progress({ percent, label }: { percent: number; label: string }) {
  return (
    <div className={styles.progress}>
      <progress max={100} value={percent} aria-label={label} />
      <span>{label}</span>
    </div>
  );
}
