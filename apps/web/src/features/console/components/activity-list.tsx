import type { ActivitySummary, PoolCounts } from '@vidmatrix/contract/console';
import { Button, Card, Flex, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useResponsiveColumns } from '../../../shared/ui/responsive-table';
import { Link } from 'react-router';
import { LIVE, useActivities } from '../api';
import { PLATFORM_COLORS } from '../platforms';
import { STATE_COLORS } from './pool-table';
import { StatusActions, StatusTag } from './status-actions';
import styles from './console.module.css';

const PAGE_SIZE = 20;

function Counts({ counts }: { counts: PoolCounts }) {
  const { t } = useTranslation('console');
  const keys = ['free', 'locked', 'published', 'posted'] as const;
  return (
    <Space size={4} wrap className={styles.counts}>
      {keys.map((k) => (
        <Tooltip key={k} title={t(`state.${k}`)}>
          <Tag color={STATE_COLORS[k]} data-testid={`count-${k}`}>
            {t(`state.${k}`)} {counts[k]}
          </Tag>
        </Tooltip>
      ))}
      <Typography.Text type="secondary">{t('list.poolOf', { count: counts.pool })}</Typography.Text>
    </Space>
  );
}

/** The team's activities with live pool counts and funnel heads, refreshed while visible. */
export function ActivityList() {
  const { t } = useTranslation('console');
  const [page, setPage] = useState(1);
  const list = useActivities({ page, page_size: PAGE_SIZE }, LIVE);
  // Name and state always; the rest by width, and under the row's expand when it does not fit.
  const table = useResponsiveColumns<ActivitySummary>([
    {
      title: t('list.activity'),
      key: 'title',
      render: (_, a) => (
        <Flex vertical gap={4}>
          <Link to={String(a.id)}>{a.title}</Link>
          <Typography.Text type="secondary">
            {t('list.id', { id: a.id })} {a.store_name ? `· ${a.store_name}` : ''}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('list.platforms'),
      dataIndex: 'platforms',
      from: 'xxl',
      render: (platforms: ActivitySummary['platforms']) => (
        <Space size={4} wrap>
          {platforms.map((p) => (
            <Tag key={p} color={PLATFORM_COLORS[p]}>
              {t(`platform.${p}`)}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('list.status'),
      dataIndex: 'status',
      render: (s: ActivitySummary['status']) => <StatusTag status={s} />,
    },
    { title: t('list.counts'), key: 'counts', from: 'md', render: (_, a) => <Counts counts={a.counts} /> },
    {
      title: t('list.funnel'),
      key: 'funnel',
      from: 'xxl',
      render: (_, a) =>
        t('list.funnelShort', {
          visitors: a.funnel.visitors,
          claimed: a.funnel.visitors_claimed,
          posted: a.funnel.visitors_posted,
        }),
    },
    {
      title: t('list.actions'),
      key: 'actions',
      from: 'md',
      render: (_, a) => (
        <Space size={4} wrap>
          {/* The link is the one Tab stop; the button inside only draws it (tabIndex -1). */}
          <Link to={String(a.id)}>
            <Button tabIndex={-1} size="small">
              {t('action.open')}
            </Button>
          </Link>
          {a.status !== 'ended' && (
            <Link to={`${a.id}/edit`}>
              <Button tabIndex={-1} size="small">
                {t('action.edit')}
              </Button>
            </Link>
          )}
          <StatusActions id={a.id} status={a.status} size="small" />
        </Space>
      ),
    },
  ]);

  return (
    <Card
      title={t('list.title')}
      extra={
        <Link to="new">
          <Button tabIndex={-1} type="primary">
            {t('list.create')}
          </Button>
        </Link>
      }
    >
      <Table<ActivitySummary>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data?.items ?? []}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage }}
        {...table}
      />
    </Card>
  );
}
