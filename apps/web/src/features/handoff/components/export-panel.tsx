import { listActivities } from '@vidmatrix/contract/console';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { accountQuery, canUseConsole } from '../../../shared/account';
import { hasSession } from '../../../shared/session';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { downloadExport, progressRatio, type ExportProgress } from '../export-download';
import styles from '../pages/support-page.module.css';

type State =
  | { kind: 'idle' }
  | { kind: 'running'; progress: ExportProgress }
  | { kind: 'done'; name: string }
  | { kind: 'failed'; message: string };

const MB = 1024 * 1024;
const mb = (bytes: number) => (bytes / MB).toFixed(2);

/** Signed-in merchants: pick an activity, download its ZIP with a progress bar, cancel any time. */
function ExportForm() {
  const { t } = useTranslation('handoff');
  const activities = useQuery({
    queryKey: ['handoff', 'activities'],
    queryFn: () => callEndpoint(listActivities, { page: 1, page_size: 100 }),
  });
  const [chosen, setChosen] = useState<number>();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const running = useRef<AbortController>(undefined);
  useEffect(() => () => running.current?.abort(), []);

  const items = activities.data?.items ?? [];
  const activityId = chosen ?? items[0]?.id;

  const start = async () => {
    if (activityId === undefined) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: 'running', progress: { received: 0, total: 0, files: 0 } });
    try {
      const name = await downloadExport(
        activityId,
        (progress) => setState({ kind: 'running', progress }),
        controller.signal,
      );
      setState({ kind: 'done', name });
    } catch (error) {
      if (controller.signal.aborted) return setState({ kind: 'idle' });
      const message = error instanceof ApiError && error.message ? error.message : t('yixiaoer.failed');
      setState({ kind: 'failed', message });
    }
  };

  if (activities.isError) return <p className={styles.error}>{t('yixiaoer.loadFailed')}</p>;
  if (activities.isPending) return <p className={styles.lead}>{t('loading')}</p>;
  if (items.length === 0) return <p className={styles.lead}>{t('yixiaoer.noActivities')}</p>;
  const progress = state.kind === 'running' ? state.progress : undefined;
  return (
    <div>
      <div className={styles.row}>
        <label htmlFor="export-activity">{t('yixiaoer.activity')}</label>
        <select
          id="export-activity"
          className={styles.select}
          value={activityId}
          disabled={!!progress}
          onChange={(event) => setChosen(Number(event.target.value))}
        >
          {items.map((a) => (
            <option key={a.id} value={a.id}>
              {t('yixiaoer.activityOption', { id: a.id, title: a.title, count: a.counts.pool })}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.row}>
        <button type="button" className={styles.primary} disabled={!!progress} onClick={() => void start()}>
          {t('yixiaoer.export')}
        </button>
        {progress ? (
          <button type="button" className={styles.secondary} onClick={() => running.current?.abort()}>
            {t('yixiaoer.cancel')}
          </button>
        ) : null}
      </div>
      {progress ? (
        <>
          <progress
            className={styles.progress}
            max={1}
            value={progressRatio(progress)}
            aria-label={t('yixiaoer.progressLabel')}
            data-testid="export-progress"
          />
          <p className={styles.lead} aria-live="polite">
            {t('yixiaoer.progress', {
              received: mb(progress.received),
              total: mb(progress.total),
              files: progress.files,
              percent: Math.round(progressRatio(progress) * 100),
            })}
          </p>
        </>
      ) : null}
      <p
        className={state.kind === 'failed' ? styles.error : styles.status}
        role="status"
        data-testid="export-status"
      >
        {state.kind === 'done'
          ? t('yixiaoer.done', { name: state.name })
          : state.kind === 'failed'
            ? state.message
            : ''}
      </p>
    </div>
  );
}

/** The export needs the console's rights: signed out → sign in; a plain member → who may. */
export function ExportPanel() {
  const { t } = useTranslation('handoff');
  // Signed out, asking `me` would send the page to /login (spec §8): ask only with a session.
  const signedIn = hasSession();
  const account = useQuery({ ...accountQuery, enabled: signedIn });
  if (signedIn && account.isPending) return <p className={styles.lead}>{t('loading')}</p>;
  if (!account.data) {
    return (
      <p className={styles.lead}>
        {t('yixiaoer.signInFirst')}{' '}
        <Link className={styles.secondary} to={`/login?redirect=${encodeURIComponent('/yixiaoer')}`}>
          {t('yixiaoer.signIn')}
        </Link>
      </p>
    );
  }
  if (!canUseConsole(account.data)) return <p className={styles.lead}>{t('yixiaoer.noRights')}</p>;
  return <ExportForm />;
}
