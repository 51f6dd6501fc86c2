import { App, Button, Card, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { ShareLinkRow, ShareLinkStatus } from '@vidmatrix/contract/share';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/format-date';
import { ConsoleCreateLink, type Created } from '../components/console-create-link';
import { ConsolePolicyCard } from '../components/console-policy-card';
import { linkUrl, useEndShareLink, useShareLinks, useUnlockShareLink } from '../console-api';
import { presetFromSearch } from '../share-preset';
import { useResponsiveColumns } from '../../../shared/ui/responsive-table';

const STATE_COLOR: Record<ShareLinkStatus, string> = {
  valid: 'green',
  permanent: 'blue',
  expired: 'default',
  ended: 'red',
};

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The link just created: copy the link, or the link and its password together. */
function CreatedLink({ created }: { created: Created }) {
  const { t } = useTranslation('share');
  const { message } = App.useApp();
  const copyText = async (text: string) =>
    void ((await copy(text)) ? message.success(t('console.copied')) : message.error(t('console.copyFailed')));
  return (
    <Card size="small" title={t('console.created')} data-testid="created-link">
      <Space direction="vertical">
        <Typography.Text copyable={false} code data-testid="created-url">
          {created.url}
        </Typography.Text>
        {created.password && (
          <Typography.Text>
            {t('console.password')}:{' '}
            <Typography.Text code data-testid="created-password">
              {created.password}
            </Typography.Text>
          </Typography.Text>
        )}
        <Space>
          <Button onClick={() => void copyText(created.url)}>{t('console.copyLink')}</Button>
          {created.password && (
            <Button
              onClick={() =>
                void copyText(t('console.copyText', { url: created.url, password: created.password }))
              }
            >
              {t('console.copyAll')}
            </Button>
          )}
        </Space>
      </Space>
    </Card>
  );
}

/**
 * /console/shares: the team's share links — create (videos of an activity or a script, expiry,
 * optional 4-digit password), copy, see state and downloads, end early; the team's policy.
 * Mounted by the console shell (antd ConfigProvider and App come from it).
 */
export function ShareLinksPage() {
  const { t, i18n } = useTranslation('share');
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const links = useShareLinks(page);
  // `?script=` / `?video=`: another page sent the merchant here to share that one thing.
  const [search, setSearch] = useSearchParams();
  const preset = presetFromSearch(search);
  const [creating, setCreating] = useState(preset !== null);
  const closeDialog = () => {
    setCreating(false);
    // Dropped so that "new share link" afterwards starts blank and a reload does not reopen it.
    if (preset) setSearch({}, { replace: true });
  };
  const [created, setCreated] = useState<Created | null>(null);

  const endLink = useEndShareLink();
  // The promise keeps the confirm's OK button spinning until the list is fresh.
  const end = (id: number) =>
    endLink.mutateAsync(id).then(
      () => void message.success(t('console.ended')),
      (error: Error) => void message.error(error.message),
    );

  const unlockLink = useUnlockShareLink();
  const unlock = (id: number) =>
    unlockLink.mutate(id, {
      onSuccess: () => void message.success(t('console.unlocked')),
      onError: (error) => void message.error(error.message),
    });

  const content = (row: ShareLinkRow) =>
    row.kind === 'script'
      ? t('console.scriptItem', { title: row.titles[0] ?? '' })
      : `${t('console.videoCount', { count: row.video_count })}: ${row.titles.join(', ')}`;

  const table = useResponsiveColumns<ShareLinkRow>([
    {
      title: t('console.link'),
      dataIndex: 'code',
      render: (code: string, row) => (
        <Space direction="vertical" size={0}>
          {/* The copy button beside the link, not inside it: one Tab stop each. */}
          <Typography.Text copyable={{ text: linkUrl(row.path) }}>
            <Typography.Link href={row.path} target="_blank">
              {code}
            </Typography.Link>
          </Typography.Text>
          <Typography.Text type="secondary">
            {row.has_password ? t('console.hasPassword') : t('console.noPassword')}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('console.col_content'),
      from: 'md',
      key: 'content',
      ellipsis: true,
      render: (_, row) => content(row),
    },
    {
      title: t('console.col_state'),
      dataIndex: 'state',
      render: (state: ShareLinkStatus, row) => (
        <Space direction="vertical" size={4}>
          <Tag color={STATE_COLOR[state]}>{t(`console.states.${state}`)}</Tag>
          {/* Strangers' wrong passwords lock the link for its holders too: the owner's way out. */}
          {row.lock && (
            <Space size={4} wrap>
              <Tag color="orange">
                {t('console.locked', { minutes: Math.ceil(row.lock.retry_after_s / 60) })}
              </Tag>
              <Button size="small" loading={unlockLink.isPending} onClick={() => unlock(row.id)}>
                {t('console.unlock')}
              </Button>
            </Space>
          )}
        </Space>
      ),
    },
    { title: t('console.col_downloads'), dataIndex: 'downloads', width: 110, from: 'xl' },
    {
      title: t('console.col_expiry'),
      from: 'lg',
      dataIndex: 'expires_at',
      render: (at: string | null) => (at ? formatDateTime(at, i18n.language) : t('console.states.permanent')),
    },
    {
      title: t('console.col_created'),
      from: 'xxl',
      dataIndex: 'created_at',
      render: (at: string) => formatDateTime(at, i18n.language),
    },
    {
      title: t('console.col_actions'),
      from: 'md',
      key: 'actions',
      render: (_, row) =>
        row.state === 'valid' || row.state === 'permanent' ? (
          <Popconfirm
            title={t('console.endConfirm')}
            okText={t('console.endOk')}
            cancelText={t('console.cancel')}
            onConfirm={() => end(row.id)}
          >
            <Button danger size="small">
              {t('console.end')}
            </Button>
          </Popconfirm>
        ) : null,
    },
  ]);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('console.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('console.intro')}</Typography.Text>
        </div>
        <Button type="primary" onClick={() => setCreating(true)}>
          {t('console.create')}
        </Button>
      </Space>
      {created && <CreatedLink created={created} />}
      <ConsolePolicyCard />
      <Card size="small" title={t('console.list')}>
        <Table<ShareLinkRow>
          rowKey="id"
          loading={links.isPending}
          dataSource={links.data?.items}
          locale={{ emptyText: links.isError ? t('console.loadFailed') : t('console.empty') }}
          pagination={{ current: page, pageSize: 20, total: links.data?.total, onChange: setPage }}
          {...table}
        />
      </Card>
      <ConsoleCreateLink
        open={creating}
        preset={preset}
        onClose={closeDialog}
        onCreated={(c) => {
          setCreated(c);
          closeDialog();
        }}
      />
    </Space>
  );
}
