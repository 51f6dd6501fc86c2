import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { INVITE_DEFAULT_HOURS, INVITE_HOUR_CHOICES, type Invitation } from '@vidmatrix/contract/team';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ApiError } from '../../../shared/api/api-error';
import { notify } from '../../../shared/api/notifier';
import { formatDateTime } from '../../../shared/format-date';
import { FormField } from '../../../shared/ui/form-field';
import { useCreateInvitation, useResendInvitation, useRevokeInvitation } from '../api';
import styles from '../team.module.css';

type Hours = (typeof INVITE_HOUR_CHOICES)[number];

/** The link just made: shown once (only its hash is kept), with a copy button. */
function IssuedLink({ path }: { path: string }) {
  const { t } = useTranslation('team');
  const link = `${window.location.origin}${path}`;
  const copy = () => {
    const done = () => notify(t('invitations.copied'));
    const failed = () => notify(t('invitations.copyFailed'));
    if (navigator.clipboard?.writeText) void navigator.clipboard.writeText(link).then(done, failed);
    else failed();
  };
  return (
    <div className={styles.issued}>
      <FormField
        id="invite-link"
        label={t('invitations.link')}
        addon={
          <Button size="small" color="primary" onClick={copy}>
            {t('invitations.copy')}
          </Button>
        }
      >
        <input
          id="invite-link"
          className={styles.linkInput}
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
        />
      </FormField>
      <p className={styles.muted}>{t('invitations.onceHint')}</p>
    </div>
  );
}

function InvitationRow({
  invitation,
  onIssued,
}: {
  invitation: Invitation;
  onIssued: (path: string) => void;
}) {
  const { t, i18n } = useTranslation('team');
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const open = invitation.status === 'pending' || invitation.status === 'expired';
  const fail = (error: unknown) => notify(error instanceof ApiError ? error.message : t('actionFailed'));
  return (
    <li className={styles.row} data-testid="invitation">
      <div className={styles.rowMain}>
        <span className={`${styles.badge} ${styles[invitation.status]}`}>
          {t(`invitations.status.${invitation.status}`)}
        </span>
        {invitation.note ? <span>{invitation.note}</span> : null}
        <span className={styles.muted}>
          {invitation.accepted_by
            ? t('invitations.acceptedBy', { phone: invitation.accepted_by })
            : t('invitations.expires', { date: formatDateTime(invitation.expires_at, i18n.language) })}
        </span>
      </div>
      {open ? (
        <div className={styles.rowActions}>
          <Button
            size="mini"
            loading={resend.isPending}
            onClick={() =>
              resend.mutate(
                { id: invitation.id, expires_in_hours: INVITE_DEFAULT_HOURS },
                { onSuccess: (reply) => onIssued(reply.path), onError: fail },
              )
            }
          >
            {t('invitations.resend')}
          </Button>
          {invitation.status === 'pending' ? (
            <Button
              size="mini"
              color="danger"
              fill="outline"
              loading={revoke.isPending}
              onClick={() => revoke.mutate({ id: invitation.id }, { onError: fail })}
            >
              {t('invitations.revoke')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** Team administrators: make invite links with an expiry, re-send (a fresh link) or revoke them. */
export function InvitationPanel({ invitations }: { invitations: Invitation[] }) {
  const { t } = useTranslation('team');
  const create = useCreateInvitation();
  const [hours, setHours] = useState<Hours>(INVITE_DEFAULT_HOURS as Hours);
  const [note, setNote] = useState('');
  const [issued, setIssued] = useState<string>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { expires_in_hours: hours, note: note.trim() || undefined },
      {
        onSuccess: (reply) => {
          setIssued(reply.path);
          setNote('');
        },
        onError: (error) => notify(error instanceof ApiError ? error.message : t('actionFailed')),
      },
    );
  };
  return (
    <section className={styles.card}>
      <h2 className={styles.subtitle}>{t('invitations.title')}</h2>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.inline}>
          <FormField id="invite-expiry" label={t('invitations.expiry')}>
            <select
              id="invite-expiry"
              className={styles.select}
              value={hours}
              onChange={(e) => setHours(Number(e.target.value) as Hours)}
            >
              {INVITE_HOUR_CHOICES.map((h) => (
                <option key={h} value={h}>
                  {t(`invitations.hours.${h}`)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="invite-note" label={t('invitations.note')}>
            <Input
              id="invite-note"
              maxLength={40}
              placeholder={t('invitations.notePlaceholder')}
              value={note}
              onChange={setNote}
            />
          </FormField>
        </div>
        <Button type="submit" color="primary" loading={create.isPending}>
          {t('invitations.create')}
        </Button>
      </form>
      {issued ? <IssuedLink path={issued} /> : null}
      {invitations.length === 0 ? (
        <p className={styles.muted}>{t('invitations.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {invitations.map((invitation) => (
            <InvitationRow key={invitation.id} invitation={invitation} onIssued={setIssued} />
          ))}
        </ul>
      )}
    </section>
  );
}
