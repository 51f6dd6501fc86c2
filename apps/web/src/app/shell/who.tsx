import type { me } from '@vidmatrix/contract/auth';
import type { EndpointOutput } from '../../shared/api/call-endpoint';
import { useTranslation } from '../../shared/i18n/use-translation';
import styles from './app-shell.module.css';

interface Props {
  account: EndpointOutput<typeof me>;
  testId?: string;
}

/** Who is signed in: phone, team and role (merchant, team administrator or member). */
export function Who({ account, testId }: Props) {
  const { t } = useTranslation('common');
  const { user, team } = account;
  const roles = [
    ...(user.roles.includes('merchant') ? [t('shell.roles.merchant')] : []),
    ...(team ? [t(`shell.roles.${team.role}`)] : []),
  ];
  return (
    <div className={styles.who}>
      <span className={styles.phone} data-testid={testId}>
        {user.phone}
      </span>
      <span className={styles.team}>
        {team ? team.name : t('shell.noTeam')}
        {roles.length ? ` · ${roles.join(' · ')}` : ''}
      </span>
    </div>
  );
}
