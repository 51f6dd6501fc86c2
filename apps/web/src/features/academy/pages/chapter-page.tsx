import { PAGE_PATHS } from '@vidmatrix/contract/page-paths';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useRemoveBootCover } from '../../../shared/ui/use-remove-boot-cover';
import styles from '../academy.module.css';
import { useCourse, useLesson } from '../api';
import { AcademyGate } from '../components/academy-gate';
import { ChapterList } from '../components/chapter-list';
import { Failure } from '../components/failure';
import { LessonPlayer } from '../components/lesson-player';
import { chapterPath, coursePath, idParam, watchedPercent } from '../lesson-links';

/** Navigation state of the next-lesson button: the tap lets the next lesson start by itself. */
interface ChapterState {
  autoPlay?: boolean;
}

/**
 * /traffic_chapter_detail?course_id=…&id=… (spec §2 chapter detail and player, issue 16): the
 * lesson player, resuming where the learner stopped on any device, the chapter's state, the
 * previous and next chapters, and the course's chapter list.
 */
export function ChapterPage() {
  return (
    <AcademyGate>
      <Chapter />
    </AcademyGate>
  );
}

function Chapter() {
  const { t } = useTranslation('academy');
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = idParam(params.get('id') ?? params.get('lesson_id'));
  const lesson = useLesson(id);
  const courseId = lesson.data?.course_id ?? idParam(params.get('course_id'));
  const course = useCourse(courseId);
  // The poster the HTML painted (decision 019) goes in the commit that shows the player, or a state.
  useRemoveBootCover(!id || !!lesson.data || lesson.isError);

  if (!id) return <Failure text={t('failed.chapter')} onRetry={() => navigate(PAGE_PATHS.trafficAcademy)} />;
  if (lesson.isPending)
    return (
      <p className={styles.muted} role="status">
        {t('loading')}
      </p>
    );
  if (!lesson.data) {
    return (
      <main className={styles.page}>
        <Link to="/trafficAcademy" className={styles.back}>
          {t('course.back')}
        </Link>
        <Failure text={lesson.error?.message || t('failed.chapter')} onRetry={() => void lesson.refetch()} />
      </main>
    );
  }
  const l = lesson.data;
  const { record } = l;
  const go = (to: number) => navigate(chapterPath(l.course_id, to), { state: { autoPlay: true } });
  return (
    <main className={styles.page}>
      <Link to={coursePath(l.course_id)} className={styles.back}>
        {t('chapter.backToCourse', { title: l.course_title })}
      </Link>
      <LessonPlayer key={l.id} lesson={l} autoPlay={!!(location.state as ChapterState | null)?.autoPlay} />
      <h1 className={styles.title}>
        <span className={styles.chapterNumber}>{t('chapter.number', { number: l.number })}</span> {l.title}
      </h1>
      <p className={record.completed ? styles.done : styles.muted} data-testid="lesson-state">
        {record.completed
          ? t('chapter.completed')
          : t('chapter.watched', { percent: watchedPercent(record.watched_seconds, l.duration) })}
      </p>
      <nav className={styles.steps}>
        <button
          type="button"
          className={styles.linkButton}
          disabled={!l.prev_lesson_id}
          onClick={() => l.prev_lesson_id && go(l.prev_lesson_id)}
        >
          {t('chapter.prev')}
        </button>
        {l.next_lesson_id ? (
          <button type="button" className={styles.button} onClick={() => go(l.next_lesson_id!)}>
            {t('chapter.next')}
          </button>
        ) : (
          <span className={styles.muted}>{t('chapter.last')}</span>
        )}
      </nav>
      {l.intro ? <p className={styles.intro}>{l.intro}</p> : null}
      {course.data ? (
        <section>
          <h2 className={styles.subtitle}>{t('course.chapters')}</h2>
          <ChapterList chapters={course.data.chapters} currentId={l.id} />
        </section>
      ) : null}
    </main>
  );
}
