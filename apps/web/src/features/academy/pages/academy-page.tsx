import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from '../academy.module.css';
import { useServiceSettings } from '../api';
import { AcademyGate } from '../components/academy-gate';
import { CourseDetail } from '../components/course-detail';
import { CourseList } from '../components/course-list';
import { idParam } from '../lesson-links';

/**
 * /trafficAcademy (spec §2, issue 16): the course list, or with `?course=<id>` one course. The
 * desktop client opens it with `?token=…` (the course token, see AcademyGate).
 */
export function AcademyPage() {
  return (
    <AcademyGate>
      <Academy />
    </AcademyGate>
  );
}

function Academy() {
  const [params] = useSearchParams();
  const courseId = idParam(params.get('course'));
  return <main className={styles.page}>{courseId ? <CourseDetail id={courseId} /> : <Home />}</main>;
}

function Home() {
  const { t } = useTranslation('academy');
  const settings = useServiceSettings();
  const academy = settings.data?.academy;
  const support = settings.data?.support;
  const contact = support?.phone || support?.wechat || support?.email;
  return (
    <>
      <header className={styles.banner}>
        {academy?.banner ? <img className={styles.bannerImage} src={academy.banner} alt="" /> : null}
        <h1 className={styles.title}>{academy?.title || t('title')}</h1>
        {academy?.subtitle ? <p className={styles.muted}>{academy.subtitle}</p> : null}
      </header>
      {settings.isError ? <p className={styles.muted}>{t('failed.settings')}</p> : null}
      <CourseList headerSettled={!settings.isPending} />
      {contact ? <p className={styles.support}>{t('support', { contact })}</p> : null}
    </>
  );
}
