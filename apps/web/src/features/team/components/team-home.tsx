import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { currentBrand } from '../../../shared/brand';
import { formatDateTime } from '../../../shared/format-date';
import { useAccount, useTeam } from '../api';
import styles from '../team.module.css';
import { CreateTeamForm } from './create-team-form';
import { DemoRequests } from './demo-requests';
import { InvitationPanel } from './invitation-panel';

/**
 * The member area after signing in: its trial, its team and (administrators) invitations. Who is
 * signed in, the language and signing out are the app shell's (app/shell/app-shell.tsx).
 */
export function TeamHome() {
  const { t, i18n } = useTranslation('team');
  const account = useAccount();
  const team = useTeam();
  const brand = currentBrand();
  // Read once: whether the trial is still running is judged when the page opens.
  const [openedAt] = useState(() => Date.now());
  if (account.isPending || team.isPending)
    return (
      <div className={styles.page}>
        <p className={styles.muted} role="status">
          {t('loading')}
        </p>
      </div>
    );
  if (account.isError || team.isError || !account.data || !team.data) {
    return (
      <div className={styles.page}>
        <p className={styles.alert} role="alert">
          {t('loadFailed')}
        </p>
        <Button onClick={() => void Promise.all([account.refetch(), team.refetch()])}>{t('retry')}</Button>
      </div>
    );
  }
  const { user, trial } = account.data;
  const detail = team.data.team;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{detail ? detail.name : t('title')}</h1>
        </div>
        <div className={styles.headerActions}>
          <Link to="/setPassword">{t('changePassword')}</Link>
        </div>
      </header>
      {trial ? (
        <section className={`${styles.card} ${styles.trial}`}>
          <span>
            {Date.parse(trial.ends_at) > openedAt
              ? t('trial.until', { date: formatDateTime(trial.ends_at, i18n.language) })
              : t('trial.ended')}
          </span>
          <a href={brand.downloadUrl} download rel="noopener">
            {t('trial.download')}
          </a>
        </section>
      ) : null}
      {detail ? (
        <>
          <section className={styles.card}>
            <h2 className={styles.subtitle}>{t('members.title', { count: detail.members.length })}</h2>
            <ul className={styles.list}>
              {detail.members.map((m) => (
                <li key={m.user_id} className={styles.row} data-testid="member">
                  <div className={styles.rowMain}>
                    <span>{m.phone}</span>
                    <span className={`${styles.badge} ${m.role === 'admin' ? styles.admin : ''}`}>
                      {t(`roles.${m.role}`)}
                    </span>
                    {m.is_me ? <span className={styles.muted}>{t('members.me')}</span> : null}
                  </div>
                  <span className={styles.muted}>{formatDateTime(m.joined_at, i18n.language)}</span>
                </li>
              ))}
            </ul>
          </section>
          {detail.role === 'admin' ? <InvitationPanel invitations={detail.invitations} /> : null}
        </>
      ) : (
        <CreateTeamForm />
      )}
      {user.roles.includes('consultant') ? <DemoRequests /> : null}
    </div>
  );
}
