import { useEffect, useRef, useState } from 'react';
import { COURSES_PER_PAGE } from '@vidmatrix/contract/academy-view';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useRemoveBootCover } from '../../../shared/ui/use-remove-boot-cover';
import styles from '../academy.module.css';
import { useCourseFeed, useCoursePage } from '../api';
import { useWideScreen } from '../use-wide-screen';
import { CourseCard } from './course-card';
import { Failure } from './failure';

/**
 * The brand's courses: numbered pages on wide screens, an endless list on phones. The first
 * screen the HTML painted (its header and first page of cards, decision 019) goes in the commit that shows
 * the list's first page, or its state, under a settled header (`headerSettled`).
 */
export function CourseList({ headerSettled }: { headerSettled: boolean }) {
  return useWideScreen() ? (
    <PagedCourses headerSettled={headerSettled} />
  ) : (
    <CourseFeed headerSettled={headerSettled} />
  );
}

function PagedCourses({ headerSettled }: { headerSettled: boolean }) {
  const { t } = useTranslation('academy');
  const [page, setPage] = useState(1);
  const courses = useCoursePage(page, true);
  useRemoveBootCover(headerSettled && !courses.isPending);
  if (courses.isPending)
    return (
      <p className={styles.muted} role="status">
        {t('loading')}
      </p>
    );
  if (!courses.data) return <Failure text={t('failed.courses')} onRetry={() => void courses.refetch()} />;
  const pages = Math.max(1, Math.ceil(courses.data.total / COURSES_PER_PAGE));
  if (!courses.data.items.length) return <p className={styles.muted}>{t('list.empty')}</p>;
  return (
    <>
      <ul className={styles.courses}>
        {courses.data.items.map((course) => (
          <CourseCard key={course.id} course={course} />
        ))}
      </ul>
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={t('list.pager')}>
          <button
            type="button"
            className={styles.button}
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('list.prev')}
          </button>
          <span>{t('list.page', { page, pages })}</span>
          <button
            type="button"
            className={styles.button}
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('list.next')}
          </button>
        </nav>
      ) : null}
    </>
  );
}

function CourseFeed({ headerSettled }: { headerSettled: boolean }) {
  const { t } = useTranslation('academy');
  const feed = useCourseFeed(true);
  useRemoveBootCover(headerSettled && !feed.isPending);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;

  // The next page loads as the end of the list scrolls into view (a little before, on phones).
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (feed.isPending)
    return (
      <p className={styles.muted} role="status">
        {t('loading')}
      </p>
    );
  if (!feed.data) return <Failure text={t('failed.courses')} onRetry={() => void feed.refetch()} />;
  const courses = feed.data.pages.flatMap((p) => p.items);
  if (!courses.length) return <p className={styles.muted}>{t('list.empty')}</p>;
  return (
    <>
      <ul className={styles.courses}>
        {courses.map((course) => (
          <CourseCard key={course.id} course={course} />
        ))}
      </ul>
      <div ref={sentinel} className={styles.feedEnd}>
        {hasNextPage ? (
          <button
            type="button"
            className={styles.linkButton}
            disabled={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {isFetchingNextPage ? t('loading') : t('list.loadMore')}
          </button>
        ) : (
          <span className={styles.muted}>{t('list.noMore')}</span>
        )}
        {feed.isFetchNextPageError ? (
          <Failure text={t('failed.courses')} onRetry={() => void fetchNextPage()} />
        ) : null}
      </div>
    </>
  );
}
