import Button from 'antd-mobile/es/components/button';
import { QUICK_MAX_BYTES, QUICK_MAX_SECONDS } from '@vidmatrix/contract/upload';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useRecentQuickTasks, useUploaderActivity } from '../api';
import { QuickUploadItem } from '../components/quick-upload-item';
import { useUploadQueue } from '../use-upload-queue';
import styles from '../uploader.module.css';

const isRaw = (value: object | undefined) => !!value && 'code' in value;

/**
 * /uploader (spec §2): the quick mobile upload, 20 MB / 20 min per file, optionally straight
 * into `?activity_id=`'s pool. Session codes arrive raw here (spec §6), so the page shows its
 * own "please log in first" state instead of being redirected.
 */
export function UploaderPage() {
  const { t } = useTranslation('upload');
  const [params] = useSearchParams();
  const location = useLocation();
  const activityId = Number(params.get('activity_id')) || undefined;
  const recent = useRecentQuickTasks();
  // The target activity by its title, linked (issue 13): its id alone tells the merchant nothing.
  const target = useUploaderActivity(activityId);
  const [sessionLost, setSessionLost] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const { queue, items } = useUploadQueue({
    kind: 'quick',
    activityId,
    maxBytes: QUICK_MAX_BYTES,
    maxSeconds: QUICK_MAX_SECONDS,
    message: (key) => t(`messages.${key}`),
    onSession: () => setSessionLost(true),
  });

  if (recent.isPending) return <main className={styles.page}>{t('uploader.loading')}</main>;
  if (sessionLost || isRaw(recent.data)) {
    const redirect = `${location.pathname}${location.search}`;
    return (
      <main className={`${styles.page} ${styles.notice}`}>
        <p role="alert" className={styles.noticeText}>
          {t('uploader.loginFirst')}
        </p>
        <Link className={styles.action} to={`/login?redirect=${encodeURIComponent(redirect)}`}>
          {t('uploader.login')}
        </Link>
      </main>
    );
  }
  if (recent.isError) {
    return (
      <main className={`${styles.page} ${styles.notice}`}>
        <p role="alert" className={styles.noticeText}>
          {t('messages.paramsFailed')}
        </p>
        <Button onClick={() => void recent.refetch()}>{t('item.retry')}</Button>
      </main>
    );
  }
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t('uploader.title')}</h1>
      <p className={styles.muted}>
        {t('uploader.limits', { mb: QUICK_MAX_BYTES / 1024 ** 2, minutes: QUICK_MAX_SECONDS / 60 })}
      </p>
      {target && (
        <p className={styles.muted}>
          {t('uploader.activity')}{' '}
          <Link to={`/console/activities/${target.id}`} data-testid="uploader-activity">
            {target.title}
          </Link>
        </p>
      )}
      <input
        ref={input}
        className={styles.hidden}
        type="file"
        accept="video/*"
        multiple
        data-testid="uploader-input"
        onChange={(event) => {
          if (event.target.files) queue.add(Array.from(event.target.files));
          event.target.value = '';
        }}
      />
      <Button block color="primary" onClick={() => input.current?.click()}>
        {t('uploader.pick')}
      </Button>
      {items.length === 0 ? (
        <p className={styles.muted}>{t('messages.noTasks')}</p>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0 }}>
          {items.map((item) => (
            <QuickUploadItem
              key={item.key}
              item={item}
              onCancel={() => void queue.cancel(item.key)}
              onRetry={() => queue.retry(item.key)}
            />
          ))}
        </ul>
      )}
    </main>
  );
}
