import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatDateTime } from '../../../shared/format-date';
import { useDemoRequests } from '../api';
import styles from '../team.module.css';

/** Product consultants: the book-a-demo requests of this brand, newest first. */
export function DemoRequests() {
  const { t, i18n } = useTranslation('team');
  const requests = useDemoRequests(true);
  return (
    <section className={styles.card}>
      <h2 className={styles.subtitle}>{t('demoRequests.title')}</h2>
      {requests.isError ? <p className={styles.alert}>{t('loadFailed')}</p> : null}
      {requests.data && requests.data.items.length === 0 ? (
        <p className={styles.muted}>{t('demoRequests.empty')}</p>
      ) : null}
      <ul className={styles.list}>
        {requests.data?.items.map((r) => (
          <li key={r.id} className={styles.row} data-testid="demo-request">
            <div className={styles.rowMain}>
              <strong>{r.name}</strong>
              <span>{r.company}</span>
              <span>{r.phone}</span>
              <span className={styles.muted} data-testid="demo-request-source">
                {t(`demoRequests.sources.${r.source}`)}
              </span>
            </div>
            <span className={styles.muted}>{formatDateTime(r.created_at, i18n.language)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
