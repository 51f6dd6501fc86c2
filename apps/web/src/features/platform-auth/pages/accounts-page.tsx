import { App, Avatar, Button, Card, Dropdown, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import type { AccountState, AuthPlatform, PlatformAccount } from '@vidmatrix/contract/platform-auth';
import { AUTH_PLATFORM_KEYS } from '@vidmatrix/contract/platform-auth';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '../../../shared/format-date';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useResponsiveColumns } from '../../../shared/ui/responsive-table';
import { useAccounts, useRemoveAccount } from '../api';
import { startPath } from '../auth-flow';
import { AccountNotices } from '../components/account-notices';

const STATE_COLOR: Record<AccountState, string> = { ok: 'green', needs_reauth: 'orange' };

/**
 * /console/platform-accounts: the team's authorised accounts of every platform, filterable by
 * platform (issue 15): re-authorize (the platform's start page for that account), remove after a
 * confirmation, and the notices of accounts that need re-authorization. Mounted by the console
 * shell (antd ConfigProvider and App come from it).
 */
export function AccountsPage() {
  const { t, i18n } = useTranslation('platform-auth');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [platform, setPlatform] = useState<AuthPlatform | undefined>();
  const [page, setPage] = useState(1);
  const accounts = useAccounts(platform, page);
  const removeAccount = useRemoveAccount();
  const platformName = (key: AuthPlatform) => t(`platforms.${key}`);
  // The promise keeps the confirm's OK button spinning until the list is fresh.
  const remove = (id: number) =>
    removeAccount.mutateAsync(id).then(
      () => void message.success(t('list.removed')),
      (error: Error) => void message.error(error.message),
    );
  const empty = (value: string | null) => value || '—';
  // Account, platform and state always; the rest by width, under the row's expand when narrow.
  const table = useResponsiveColumns<PlatformAccount>([
    {
      title: t('list.col_account'),
      key: 'account',
      render: (_, row) => (
        <Space>
          <Avatar src={row.avatar || undefined}>{row.nickname.slice(0, 1)}</Avatar>
          <Typography.Text strong>{row.nickname}</Typography.Text>
        </Space>
      ),
    },
    { title: t('list.col_number'), dataIndex: 'number', from: 'lg' },
    {
      title: t('list.col_platform'),
      key: 'platform',
      render: (_, row) => (
        <Space size={4} wrap>
          <Tag>{platformName(row.platform)}</Tag>
          {row.demo && (
            <Tag color="volcano" title={t('demoHint')} data-testid="demo-platform-badge">
              {t('demo')}
            </Tag>
          )}
        </Space>
      ),
    },
    { title: t('list.col_shop'), dataIndex: 'shop_name', render: empty, from: 'xl' },
    { title: t('list.col_shopId'), dataIndex: 'shop_id', render: empty, from: 'xxl' },
    { title: t('list.col_cart'), dataIndex: 'cart_number', render: empty, from: 'xxl' },
    {
      title: t('list.col_state'),
      dataIndex: 'state',
      render: (state: AccountState) => <Tag color={STATE_COLOR[state]}>{t(`list.states.${state}`)}</Tag>,
    },
    {
      title: t('list.col_authorized'),
      dataIndex: 'authorized_at',
      from: 'lg',
      render: (at: string) => formatDateTime(at, i18n.language),
    },
    {
      title: t('list.col_actions'),
      key: 'actions',
      from: 'md',
      render: (_, row) => (
        <Space wrap>
          <Link to={startPath(row.platform, row.account_id)}>{t('list.reauthorize')}</Link>
          <Popconfirm
            title={t('list.removeConfirm')}
            okText={t('list.removeOk')}
            cancelText={t('list.cancel')}
            onConfirm={() => remove(row.account_id)}
          >
            <Button danger size="small">
              {t('list.remove')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ]);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }} wrap>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('list.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('list.intro')}</Typography.Text>
        </div>
        <Dropdown
          menu={{
            items: AUTH_PLATFORM_KEYS.map((key) => ({ key, label: platformName(key) })),
            onClick: ({ key }) => navigate(startPath(key as AuthPlatform)),
          }}
        >
          <Button type="primary">{t('list.add')}</Button>
        </Dropdown>
      </Space>
      <AccountNotices />
      <Card
        size="small"
        title={
          <Select<AuthPlatform | 'all'>
            aria-label={t('list.filter')}
            style={{ minWidth: 200 }}
            value={platform ?? 'all'}
            onChange={(value) => {
              setPlatform(value === 'all' ? undefined : value);
              setPage(1);
            }}
            options={[
              { value: 'all', label: t('list.all') },
              ...AUTH_PLATFORM_KEYS.map((key) => ({ value: key, label: platformName(key) })),
            ]}
          />
        }
      >
        <Table<PlatformAccount>
          rowKey="account_id"
          loading={accounts.isPending}
          dataSource={accounts.data?.items}
          locale={{ emptyText: accounts.isError ? t('loadFailed') : t('list.empty') }}
          pagination={{ current: page, pageSize: 20, total: accounts.data?.total, onChange: setPage }}
          {...table}
        />
      </Card>
    </Space>
  );
}
