import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format-date';
import { useFigures } from '../../../shared/figures';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from '../academy.module.css';
import { useCourse } from '../api';
import { chapterPath } from '../lesson-links';
import { ChapterList } from './chapter-list';
import { Progress } from './course-card';
import { Failure } from './failure';

/** One course (spec §2 course detail): its figures, the learner's progress and its chapters. */
export function CourseDetail({ id }: { id: number }) {
  const { t, i18n } = useTranslation('academy');
  const figures = useFigures();
  const course = useCourse(id);
  const back = (
    <Link to="/trafficAcademy" className={styles.back}>
      {t('course.back')}
    </Link>
  );
  if (course.isPending)
    return (
      <p className={styles.muted} role="status">
        {t('loading')}
      </p>
    );
  if (!course.data) {
    return (
      <>
        {back}
        <Failure text={course.error?.message || t('failed.course')} onRetry={() => void course.refetch()} />
      </>
    );
  }
  const c = course.data;
  const next = c.progress.last_lesson_id ?? c.chapters[0]?.id;
  return (
    <article className={styles.detail}>
      {back}
      {c.cover ? <img className={styles.detailCover} src={c.cover} alt="" /> : null}
      <h1 className={styles.title}>{c.title}</h1>
      {c.speaker ? <p className={styles.muted}>{t('course.speaker', { name: c.speaker })}</p> : null}
      <dl className={styles.stats}>
        <div>
          <dt>{t('course.classHoursLabel')}</dt>
          <dd>{c.total_class_hours}</dd>
        </div>
        <div>
          <dt>{t('course.durationLabel')}</dt>
          <dd>{figures.duration(c.total_duration)}</dd>
        </div>
        <div>
          <dt>{t('course.updatedLabel')}</dt>
          <dd>{c.updated_periods}</dd>
        </div>
      </dl>
      <p className={styles.muted}>
        {t('course.updatedAt', { date: formatDateTime(c.updated_at, i18n.language) })}
      </p>
      <Progress
        percent={c.progress.percent}
        label={t('course.progress', { done: c.progress.completed_lessons, total: c.progress.total_lessons })}
      />
      {c.intro ? <p className={styles.intro}>{c.intro}</p> : null}
      {next ? (
        <Link className={styles.button} to={chapterPath(c.id, next)}>
          {c.progress.percent > 0 || c.progress.last_lesson_id ? t('course.continue') : t('course.start')}
        </Link>
      ) : null}
      <h2 className={styles.subtitle}>{t('course.chapters')}</h2>
      <ChapterList chapters={c.chapters} />
    </article>
  );
}
