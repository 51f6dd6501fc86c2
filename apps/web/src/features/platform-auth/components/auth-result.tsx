import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { StartView } from '../auth-flow';
import styles from '../platform-auth.module.css';
import { AccountSummary } from './account-summary';

interface Props {
  view: StartView;
  /** Asks for a new link code (after a failure, an expiry, or to add another account). */
  onNewLink: () => void;
  renewing: boolean;
}

/** Where the authorization stands: waiting, the account, or why it failed — with the next step. */
export function AuthResult({ view, onNewLink, renewing }: Props) {
  const { t } = useTranslation('platform-auth');
  const newLink = (label: string) => (
    <button type="button" className={styles.button} onClick={onNewLink} disabled={renewing}>
      {label}
    </button>
  );
  if (view.kind === 'waiting')
    return (
      <p className={styles.status} role="status" data-testid="auth-status">
        {t('start.waiting')}
      </p>
    );
  if (view.kind === 'success') {
    const { account } = view;
    return (
      <div className={styles.result} data-testid="auth-result">
        <p className={styles.success} role="status" data-testid="auth-status">
          {t('start.success')}
        </p>
        <AccountSummary
          nickname={account.nickname}
          avatar={account.avatar}
          number={account.number}
          shopName={account.shop_name}
          shopId={account.shop_id}
          cartNumber={account.cart_number}
        />
        {newLink(t('start.again'))}
        <Link className={styles.secondaryLink} to="/console/platform-accounts">
          {t('start.accounts')}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.result} data-testid="auth-result">
      {/* The server's reason, in the member's language ("authorisation failed: …"); an expiry is
          always the spec's "verification expired, reauthorise". */}
      <p className={styles.alert} role="alert" data-testid="auth-status">
        {view.kind === 'expired' ? t('start.expired') : view.message || t('start.failed')}
      </p>
      {newLink(t('start.newLink'))}
    </div>
  );
}
