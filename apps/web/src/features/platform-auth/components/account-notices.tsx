import { Alert, Button, Space } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useAccountNotices, useDismissNotice } from '../api';
import { startPath } from '../auth-flow';

/**
 * The one notice per account whose access the platform revoked (never one per failed refresh):
 * re-authorize it, or dismiss the notice — the account keeps its "needs re-authorization" state.
 */
export function AccountNotices() {
  const { t } = useTranslation('platform-auth');
  const notices = useAccountNotices();
  const dismiss = useDismissNotice();
  const items = notices.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="account-notices"
      message={t('list.noticesTitle')}
      description={
        <Space direction="vertical" style={{ width: '100%' }}>
          {items.map((notice) => (
            <Space key={notice.account_id} wrap data-testid="account-notice">
              <span>{notice.message}</span>
              <Link to={startPath(notice.platform, notice.account_id)}>{t('list.reauthorize')}</Link>
              <Button
                size="small"
                loading={dismiss.isPending && dismiss.variables === notice.account_id}
                onClick={() => dismiss.mutate(notice.account_id)}
              >
                {t('list.dismiss')}
              </Button>
            </Space>
          ))}
        </Space>
      }
    />
  );
}
