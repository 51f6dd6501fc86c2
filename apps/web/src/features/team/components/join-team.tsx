import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { currentBrand } from '../../../shared/brand';
import { formatDateTime } from '../../../shared/format-date';
import { hasSession } from '../../../shared/session';
import { useAcceptInvitation, useInvitationPreview } from '../api';
import { unavailableReason, type InviteUnavailable } from '../invite-reasons';
import styles from '../team.module.css';

interface Props {
  token: string;
  renderUnavailable: (reason: InviteUnavailable) => ReactNode;
}

/** Opening an invite link: which team, who invited, until when; join (signing in first if needed). */
export function JoinTeam({ token, renderUnavailable }: Props) {
  const { t, i18n } = useTranslation('team');
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const here = `/inviteMember/${encodeURIComponent(token)}`;
  const back = new URLSearchParams({ redirect: here });

  if (preview.isPending)
    return (
      <main className={styles.page}>
        <p className={styles.muted} role="status">
          {t('loading')}
        </p>
      </main>
    );
  const reason = unavailableReason(preview.error) ?? unavailableReason(accept.error);
  if (reason) return renderUnavailable(reason);
  const joinedTeam =
    accept.data?.team.name ?? (preview.data?.status === 'joined' ? preview.data.team_name : undefined);
  const failure =
    accept.error instanceof ApiError ? accept.error.message : preview.error ? t('loadFailed') : undefined;

  return (
    <main className={styles.page}>
      <section className={`${styles.card} ${styles.narrow}`}>
        <p className={styles.brand}>{currentBrand().name}</p>
        <h1 className={styles.title}>{t('join.title')}</h1>
        {failure ? (
          <p className={styles.alert} role="alert">
            {failure}
          </p>
        ) : null}
        {preview.data && !joinedTeam ? (
          <>
            <p className={styles.invited}>{t('join.invited', { inviter: preview.data.inviter })}</p>
            <p className={styles.teamName}>{preview.data.team_name}</p>
            <p className={styles.muted}>
              {t('join.expires', { date: formatDateTime(preview.data.expires_at, i18n.language) })}
            </p>
            {hasSession() ? (
              <Button
                block
                color="primary"
                size="large"
                loading={accept.isPending}
                onClick={() => accept.mutate({ token })}
              >
                {t('join.join')}
              </Button>
            ) : (
              <div className={styles.actions}>
                <Link className={styles.primaryLink} to={`/login?${back}`}>
                  {t('join.loginToJoin')}
                </Link>
                <Link className={styles.secondaryLink} to={`/register?${back}`}>
                  {t('join.registerToJoin')}
                </Link>
              </div>
            )}
          </>
        ) : null}
        {joinedTeam ? (
          <>
            <p className={styles.success} role="status">
              {t('join.joined', { name: joinedTeam })}
            </p>
            <Link className={styles.primaryLink} to="/inviteMember">
              {t('join.goTeam')}
            </Link>
          </>
        ) : null}
      </section>
    </main>
  );
}
